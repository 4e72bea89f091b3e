import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type EventObject, type Snapshot } from 'xstate';
import { toastMachine, type Toast } from './toast.machine';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { TOAST_DURATION_MS } from '../../contracts/constants';

type ToastSnapshot = { value: string; context: { toasts: Toast[] } };

// The model reasons about which messages are on screen; ids are the real machine's business.
const paths = transitionPaths(toastMachine, {
  events: (snapshot) => {
    const { toasts } = (snapshot as unknown as ToastSnapshot).context;
    return [
      { type: 'toast.show', kind: 'info', messageId: 'a' },
      { type: 'toast.show', kind: 'error', messageId: 'b' },
      // The message id rides along so the test can find the same toast in the real machine.
      ...toasts.map((t) => ({ type: 'toast.dismiss' as const, id: t.id, messageId: t.messageId })),
      ...toasts.slice(0, 1).map((t) => ({ type: 'toast.expired' as const, id: t.id, messageId: t.messageId })),
    ];
  },
  serializeState: (s: Snapshot<unknown>) => {
    const { value, context } = s as unknown as ToastSnapshot;
    return JSON.stringify([value, context.toasts.map((t) => t.messageId)]);
  },
});

describe('toast machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const clock = new SimulatedClock();
    const actor = createActor(toastMachine, { clock }).start();
    const onScreen = () => actor.getSnapshot().context.toasts.map((t) => t.messageId);
    let expected: string[] = [];
    const shownAt = new Map<string, number>();
    const realId = (messageId: string) => actor.getSnapshot().context.toasts.find((t) => t.messageId === messageId)!.id;

    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const { messageId } = event as unknown as { messageId: string };
        if (event.type === 'toast.expired') {
          // Time passes until exactly this toast's duration is over.
          clock.increment(shownAt.get(messageId)! + TOAST_DURATION_MS - clock.now());
          expected = expected.filter((m) => m !== messageId);
        } else if (event.type === 'toast.dismiss') {
          actor.send({ type: 'toast.dismiss', id: realId(messageId) });
          expected = expected.filter((m) => m !== messageId);
        } else {
          clock.increment(100);
          shownAt.set(messageId, clock.now());
          actor.send(event as never);
          expected = [...expected.filter((m) => m !== messageId), messageId];
        }
      },
      check: (step) => {
        expect(onScreen()).toEqual((step.snapshot as unknown as ToastSnapshot).context.toasts.map((t) => t.messageId));
        expect(onScreen()).toEqual(expected);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(toastMachine, paths);
    printCoverage('toast', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
