import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { SHARE_FEEDBACK_MS, shareLinkMachine } from './share-link.machine';

const INPUT = { url: 'https://example.org/?pid=ABCD2345', title: 'Tham gia cùng mình' };

function withFakes() {
  const copy = controllablePromiseActor<void, { url: string }>();
  const share = controllablePromiseActor<void, { url: string; title: string }>();
  return { copy, share, machine: shareLinkMachine.provide({ actors: { copy: copy.logic, share: share.logic } }) };
}

// Only the machine's timers are faked: the model runner waits on setImmediate.
beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => void vi.useRealTimers());

describe('share link machine', () => {
  it('copies the link, says so for a moment, then is idle again', async () => {
    const { machine, copy } = withFakes();
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'link.copy' });
    expect(copy.last().input).toEqual({ url: INPUT.url });
    copy.last().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('copied');
    expect(actor.getSnapshot().hasTag('feedback')).toBe(true);
    await vi.advanceTimersByTimeAsync(SHARE_FEEDBACK_MS);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('says the copy failed when the browser refuses, and copies again on the next press', async () => {
    const { machine, copy } = withFakes();
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'link.copy' });
    copy.last().reject(new Error('denied'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('copyFailed');
    actor.send({ type: 'link.copy' });
    expect(copy.calls).toHaveLength(2);
  });

  it('shares the link and title, and is idle once the share sheet closes', async () => {
    const { machine, share } = withFakes();
    const actor = createActor(machine, { input: INPUT }).start();
    actor.send({ type: 'link.share' });
    expect(share.last().input).toEqual(INPUT);
    share.last().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('the real share actor counts a closed share sheet as done, and another refusal as a failure', async () => {
    const share = vi.fn().mockRejectedValueOnce(new DOMException('closed', 'AbortError')).mockRejectedValueOnce(new DOMException('no', 'NotAllowedError'));
    vi.stubGlobal('navigator', { share });
    try {
      const actor = createActor(shareLinkMachine, { input: INPUT }).start();
      actor.send({ type: 'link.share' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('idle');
      actor.send({ type: 'link.share' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('shareFailed');
      expect(share).toHaveBeenCalledWith({ url: INPUT.url, title: INPUT.title });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

const events = [
  { type: 'link.copy' },
  { type: 'link.share' },
  { type: 'xstate.done.actor.copy' },
  { type: 'xstate.error.actor.copy', error: new Error('denied') },
  { type: 'xstate.done.actor.share' },
  { type: 'xstate.error.actor.share', error: new Error('not allowed') },
  { type: 'xstate.after.feedback.shareLink.copied' },
  { type: 'xstate.after.feedback.shareLink.copyFailed' },
  { type: 'xstate.after.feedback.shareLink.shareFailed' },
] as never;

const serializeState = (s: Snapshot<unknown>) => JSON.stringify((s as unknown as { value: unknown }).value);

describe('share link machine (model-based)', () => {
  const paths = transitionPaths(withFakes().machine, { events, serializeState, input: INPUT });
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const fakes = withFakes();
    const actor = createActor(fakes.machine, { input: INPUT }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: async (event: EventObject) => {
        const e = event as EventObject & { error?: unknown };
        const fake = e.type.includes('.copy') ? fakes.copy : fakes.share;
        if (e.type.startsWith('xstate.done.actor.')) fake.last().resolve();
        else if (e.type.startsWith('xstate.error.actor.')) fake.last().reject(e.error);
        else if (e.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(SHARE_FEEDBACK_MS);
        else actor.send(event as never);
        await vi.advanceTimersByTimeAsync(0);
      },
      check: () => {
        const snapshot = actor.getSnapshot();
        // A word on the button exactly in the moments after a copy or a failed share.
        expect(snapshot.hasTag('feedback')).toBe(['copied', 'copyFailed', 'shareFailed'].includes(String(snapshot.value)));
        if (snapshot.matches('copying')) expect(fakes.copy.last().input).toEqual({ url: INPUT.url });
        if (snapshot.matches('sharing')) expect(fakes.share.last().input).toEqual(INPUT);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(shareLinkMachine, paths);
    printCoverage('share-link', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
