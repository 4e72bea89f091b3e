import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { POST_IMAGE_MAX_BYTES } from '../../contracts/community-values';
import type { Post } from '../../contracts/schemas/community';
import type { UploadQuota } from '../../contracts/schemas/users/uploads';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { acceptFiles, composerMachine, composerProblem, createComposer, type ComposerContext, type ComposerRequest, type PickedImage } from './composer.machine';

type File = Omit<PickedImage, 'id'>;
const PHOTO: File = { name: 'san.jpg', size: 300_000, type: 'image/jpeg', blob: null };
const HUGE: File = { name: 'khong-lo.png', size: POST_IMAGE_MAX_BYTES + 1, type: 'image/png', blob: null };
const PDF: File = { name: 've.pdf', size: 1000, type: 'application/pdf', blob: null };
const POST = { id: 100_001, content: 'Tối nay!' } as Post;
/** A day with two files left. */
const TWO_LEFT: UploadQuota = { day: '2026-11-28', bytesUsed: 0, bytesAllowed: 300 * 1024 * 1024, filesUsed: 28, filesAllowed: 30 };

const events = [
  { type: 'compose.text', text: ' Tối nay ai xem? ' },
  { type: 'compose.text', text: '' },
  { type: 'compose.add', files: [PHOTO, PHOTO, PHOTO] },
  { type: 'compose.add', files: [PHOTO, PHOTO] },
  { type: 'compose.add', files: [HUGE] },
  { type: 'compose.add', files: [PDF] },
  { type: 'compose.remove', id: 1 },
  { type: 'compose.audience', audience: 'friends' },
  { type: 'compose.submit' },
  { type: 'compose.progress', fraction: 0.4 },
  { type: 'compose.done', post: POST },
  { type: 'compose.failed', error: { status: 400, message: 'Picture san.jpg is too large: at most 8 MB each' } },
  { type: 'compose.cancel' },
  { type: 'compose.quota', quota: TWO_LEFT },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: ComposerContext };
  // Pictures as none, some or the most a post takes: what the composer does differs only there.
  const images = context.images.length === 0 ? 'none' : context.images.length < 4 ? 'some' : 'full';
  return JSON.stringify([value, context.text.trim() !== '', images, context.problem?.kind ?? null, context.error?.status ?? null, context.quota !== null]);
};

const paths = transitionPaths(composerMachine, { input: {}, events, serializeState });

function fakeSend() {
  const calls: Array<{ request: ComposerRequest; signal: AbortSignal }> = [];
  const posted: Post[] = [];
  const machine = createComposer((request, _onProgress, signal) => {
    calls.push({ request, signal });
    return new Promise<Post>(() => {});
  }).provide({ actions: { posted: (_, post: Post) => void posted.push(post) } });
  return { machine, calls, posted };
}

describe('composer machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const fake = fakeSend();
    const actor = createActor(fake.machine, { input: {} }).start();
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
        // Never more than 4 pictures, each a picture under 8 MB; ids stay unique.
        expect(context.images.length).toBeLessThanOrEqual(4);
        for (const image of context.images) expect(image.size).toBeLessThanOrEqual(POST_IMAGE_MAX_BYTES);
        expect(new Set(context.images.map((image) => image.id)).size).toBe(context.images.length);
        // Nothing is sent unless the post may go; what is sent is what the composer holds.
        if (snapshot.matches('sending') && !before.matches('sending')) {
          expect(composerProblem(context)).toBeNull();
          expect(fake.calls.at(-1)!.request).toEqual({ content: context.text.trim(), images: context.images, audience: context.audience });
          expect(context.progress).toBe(0);
        }
        // A refused file is said at once, next to the pictures.
        const added = (event as unknown as { files?: File[] }).files;
        if (event.type === 'compose.add' && added?.includes(HUGE)) expect(context.problem).toEqual({ kind: 'imageSize', name: HUGE.name });
        if (event.type === 'compose.add' && added?.includes(PDF)) expect(context.problem).toEqual({ kind: 'imageType', name: PDF.name });
        if (event.type === 'compose.add' && before.context.images.length + (added?.length ?? 0) > 4 && added?.[0] === PHOTO) {
          expect(context.problem).toEqual({ kind: 'imageCount' });
          expect(context.images).toHaveLength(4);
        }
        // Pictures past the day's files are refused before sending.
        if (event.type === 'compose.submit' && !before.matches('sending') && context.quota && context.images.length > 2) {
          expect(snapshot.matches('sending')).toBe(false);
          expect(context.problem).toEqual({ kind: 'dailyFiles' });
        }
        // An empty post is refused before sending.
        if (event.type === 'compose.submit' && !snapshot.matches('sending')) expect(context.problem).toEqual(composerProblem(context));
        // Cancelling aborts the request on its way, and keeps what was written.
        if (event.type === 'compose.cancel' && before.matches('sending')) {
          expect(fake.calls.at(-1)!.signal.aborted).toBe(true);
          expect(context.text).toBe(before.context.text);
          expect(context.images).toEqual(before.context.images);
        }
        // A refusal of the server keeps everything for another try.
        if (snapshot.matches('failed')) {
          expect(context.error?.message).toMatch(/too large/);
          expect(context.images).toEqual(before.context.images);
        }
        // A post that went through is handed on, and the composer is empty again.
        if (event.type === 'compose.done' && before.matches('sending')) {
          expect(fake.posted.at(-1)).toEqual(POST);
          expect(context).toMatchObject({ text: '', images: [], problem: null, error: null });
        }
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(composerMachine, paths);
    printCoverage('board composer', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('acceptFiles and composerProblem', () => {
  it('keeps the pictures that fit and names the first refused', () => {
    expect(acceptFiles(0, [PHOTO, PDF, HUGE, PHOTO])).toEqual({ accepted: [PHOTO, PHOTO], problem: { kind: 'imageType', name: 've.pdf' } });
    expect(acceptFiles(3, [PHOTO, PHOTO])).toEqual({ accepted: [PHOTO], problem: { kind: 'imageCount' } });
    expect(acceptFiles(0, [{ ...PHOTO, type: 'image/GIF' }]).problem).toBeNull();
    expect(acceptFiles(0, [{ ...PHOTO, type: 'image/svg+xml' }]).problem).toEqual({ kind: 'imageType', name: 'san.jpg' });
  });

  it('wants words or pictures, and no more than 5000 characters', () => {
    expect(composerProblem({ text: '  ', images: [] })).toEqual({ kind: 'empty' });
    expect(composerProblem({ text: '', images: [{ ...PHOTO, id: 1 }] })).toBeNull();
    expect(composerProblem({ text: 'x'.repeat(5001), images: [] })).toEqual({ kind: 'tooLong' });
    expect(composerProblem({ text: 'x'.repeat(5000), images: [] })).toBeNull();
  });

  it('keeps to the day’s upload quota once it is known', () => {
    const photos = (n: number) => Array.from({ length: n }, (_, i) => ({ ...PHOTO, id: i + 1 }));
    expect(composerProblem({ text: '', images: photos(3), quota: TWO_LEFT })).toEqual({ kind: 'dailyFiles' });
    expect(composerProblem({ text: '', images: photos(2), quota: TWO_LEFT })).toBeNull();
    expect(composerProblem({ text: '', images: photos(1), quota: { ...TWO_LEFT, bytesUsed: TWO_LEFT.bytesAllowed - 1000 } })).toEqual({ kind: 'dailyBytes' });
    expect(composerProblem({ text: 'Chỉ có chữ', images: [], quota: { ...TWO_LEFT, filesUsed: 30 } })).toBeNull();
  });
});
