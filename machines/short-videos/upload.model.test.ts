import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { SHORT_UPLOAD_MAX_BYTES } from '../../contracts/short-upload';
import type { ShortItem } from '../../contracts/schemas/content/shorts';
import type { UploadQuota } from '../../contracts/schemas/users/uploads';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { createUpload, formProblem, uploadMachine, type UploadContext, type UploadFile, type UploadRequest } from './upload.machine';

const VIDEO: UploadFile = { name: 'goal.mp4', size: 2_000_000, type: 'video/mp4' };
const HUGE: UploadFile = { name: 'huge.mp4', size: SHORT_UPLOAD_MAX_BYTES + 1, type: 'video/mp4' };
const TEXT: UploadFile = { name: 'notes.txt', size: 10, type: 'text/plain' };
const CLIP = { id: 1_000_001, title: 'Goal!', path: '/video-ngan/bong-da/goal-1000001' } as ShortItem;
const MB = 1024 * 1024;
/** A day with no file left. */
const DAY_USED: UploadQuota = { day: '2026-11-28', bytesUsed: 10 * MB, bytesAllowed: 300 * MB, filesUsed: 30, filesAllowed: 30 };

const events = [
  { type: 'upload.pick', file: VIDEO },
  { type: 'upload.pick', file: HUGE },
  { type: 'upload.pick', file: TEXT },
  { type: 'upload.caption', caption: ' Goal! ' },
  { type: 'upload.caption', caption: '' },
  { type: 'upload.submit' },
  { type: 'upload.progress', fraction: 0.5 },
  { type: 'upload.done', clip: CLIP },
  { type: 'upload.failed', error: { status: 415, message: 'This file is not an MP4 video' } },
  { type: 'upload.cancel' },
  { type: 'upload.again' },
  { type: 'upload.quota', quota: DAY_USED },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: UploadContext };
  return JSON.stringify([value, context.file?.name ?? null, context.caption.trim() !== '', context.problem, context.progress, context.error?.status ?? null, context.quota !== null]);
};

const paths = transitionPaths(uploadMachine, { input: { category: 'bong-da' }, events, serializeState });

function fakeSend() {
  const calls: Array<{ request: UploadRequest; signal: AbortSignal }> = [];
  const machine = createUpload((request, _onProgress, signal) => {
    calls.push({ request, signal });
    return new Promise<ShortItem>(() => {});
  });
  return { machine, calls };
}

describe('upload machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const fake = fakeSend();
    const actor = createActor(fake.machine, { input: { category: 'bong-da' } }).start();
    let before = actor.getSnapshot();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot();
        actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const context = snapshot.context;
        // Nothing is sent unless the form is complete; what is sent is what the form holds.
        if (snapshot.matches('uploading') && !before.matches('uploading')) {
          expect(formProblem(context)).toBeNull();
          expect(fake.calls.at(-1)!.request).toEqual({ file: context.file, caption: context.caption.trim(), category: 'bong-da' });
          expect(context.progress).toBe(0);
        }
        // Cancelling aborts the request on its way.
        if (event.type === 'upload.cancel' && before.matches('uploading')) expect(fake.calls.at(-1)!.signal.aborted).toBe(true);
        // A refused file or caption is said before anything is sent.
        if (event.type === 'upload.submit' && snapshot.matches('editing')) expect(context.problem).toBe(formProblem(context));
        if (event.type === 'upload.pick' && snapshot.matches('editing') && (event as unknown as { file: UploadFile }).file === HUGE) expect(context.problem).toBe('size');
        if (event.type === 'upload.pick' && snapshot.matches('editing') && (event as unknown as { file: UploadFile }).file === TEXT) expect(context.problem).toBe('type');
        if (snapshot.matches('failed')) expect(context.error?.message).toBe('This file is not an MP4 video');
        if (snapshot.matches('done')) expect(context.clip).toEqual(CLIP);
        // A day without a file left refuses the video before it is sent.
        if (event.type === 'upload.submit' && !before.matches('uploading') && context.quota && context.file === VIDEO) expect(snapshot.matches('uploading')).toBe(false);
        // The caption stays for another try after a failure or a cancel.
        if (snapshot.matches('failed') || snapshot.matches('cancelled')) expect(context.caption).toBe(before.context.caption);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(uploadMachine, paths);
    printCoverage('short upload', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('formProblem', () => {
  it.each([
    [{ file: null, caption: 'x', category: 'a' }, 'noFile'],
    [{ file: TEXT, caption: 'x', category: 'a' }, 'type'],
    [{ file: HUGE, caption: 'x', category: 'a' }, 'size'],
    [{ file: { ...VIDEO, size: 0 }, caption: 'x', category: 'a' }, 'notVideo'],
    [{ file: VIDEO, caption: '   ', category: 'a' }, 'caption'],
    [{ file: VIDEO, caption: 'x'.repeat(121), category: 'a' }, 'caption'],
    [{ file: VIDEO, caption: 'x', category: '' }, 'category'],
    [{ file: VIDEO, caption: 'x', category: 'a' }, null],
    [{ file: VIDEO, caption: 'x', category: 'a', quota: DAY_USED }, 'dailyFiles'],
    [{ file: VIDEO, caption: 'x', category: 'a', quota: { ...DAY_USED, filesUsed: 0, bytesUsed: 299 * MB } }, 'dailyBytes'],
    [{ file: VIDEO, caption: 'x', category: 'a', quota: { ...DAY_USED, filesUsed: 29, bytesUsed: 298 * MB } }, null],
  ] as const)('%j → %s', (form, problem) => expect(formProblem(form)).toBe(problem));
});
