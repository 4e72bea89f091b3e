import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { isShareCancel, SHARE_FEEDBACK_MS, shareMachine, type ShareTarget } from './share.machine';

const target: ShareTarget = { url: 'https://sanco.example/tin-tuc/bong-da/tin-moi/a-1', title: 'A' };
const cancel = Object.assign(new Error('dismissed'), { name: 'AbortError' });

const events = [
  { type: 'share' },
  { type: 'copy' },
  { type: 'xstate.done.actor.share' },
  { type: 'xstate.error.actor.share', error: cancel },
  { type: 'xstate.error.actor.share', error: new Error('not allowed') },
  { type: 'xstate.done.actor.copy' },
  { type: 'xstate.error.actor.copy' },
  { type: 'xstate.after.feedback.news-share.copied' },
  { type: 'xstate.after.feedback.news-share.shared' },
  { type: 'xstate.after.feedback.news-share.copyFailed' },
] as never;
const paths = transitionPaths(shareMachine, { input: target, events });

describe('isShareCancel', () => {
  it.each([
    ['an AbortError', cancel, true],
    ['another error', new Error('x'), false],
    ['nothing', null, false],
    ['a string', 'AbortError', false],
  ])('%s → %s', (_name, error, expected) => expect(isShareCancel(error)).toBe(expected));
});

describe('sharing an article (model-based)', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const share = controllablePromiseActor<void, ShareTarget>();
    const copy = controllablePromiseActor<void, { text: string }>();
    const actor = createActor(shareMachine.provide({ actors: { share: share.logic, copy: copy.logic } }), { input: target }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: async (event: EventObject) => {
        const error = (event as { error?: unknown }).error;
        if (event.type === 'xstate.done.actor.share') share.last().resolve();
        else if (event.type === 'xstate.error.actor.share') share.last().reject(error);
        else if (event.type === 'xstate.done.actor.copy') copy.last().resolve();
        else if (event.type === 'xstate.error.actor.copy') copy.last().reject(new Error('refused'));
        else if (event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(SHARE_FEEDBACK_MS);
        else actor.send(event as never);
        await vi.advanceTimersByTimeAsync(0);
      },
      check: ({ value }) => {
        // The sheet gets the article's link and title; the clipboard its link.
        if (value === 'sharing') expect(share.last().input).toEqual(target);
        if (value === 'copying') expect(copy.last().input).toEqual({ text: target.url });
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(shareMachine, paths);
    printCoverage('news share', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('shows the outcome for a moment, then is idle again', async () => {
    const copy = controllablePromiseActor<void, { text: string }>();
    const actor = createActor(shareMachine.provide({ actors: { copy: copy.logic } }), { input: target }).start();
    actor.send({ type: 'copy' });
    copy.last().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('copied');
    await vi.advanceTimersByTimeAsync(SHARE_FEEDBACK_MS - 1);
    expect(actor.getSnapshot().value).toBe('copied');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
