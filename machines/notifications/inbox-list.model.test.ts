import { describe, expect, it } from 'vitest';
import type { EventObject, Snapshot } from 'xstate';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import type { InboxListContext } from './inbox-list.machine';
import { inboxListWithFakes, page } from './inbox-list.fakes';
import { message } from './notifications.fakes';

const FIRST = page([5, 3], 3);
const EMPTY = page([], 0);
const NEXT = page([1], 3, 2);

const events = [
  { type: 'inbox.more' },
  { type: 'inbox.retry' },
  { type: 'inbox.pushed', message: message(9) },
  { type: 'inbox.read', id: 5 },
  { type: 'inbox.allRead' },
  { type: 'xstate.done.actor.page', output: FIRST },
  { type: 'xstate.done.actor.page', output: EMPTY },
  { type: 'xstate.error.actor.page', error: new Error('offline') },
  { type: 'xstate.done.actor.nextPage', output: NEXT },
  { type: 'xstate.error.actor.nextPage', error: new Error('offline') },
] as never;

/** What the member sees: the state, how many messages are shown and whether more are left. */
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: InboxListContext };
  return JSON.stringify([value, context.items.length, context.items.length < context.total]);
};

const { machine } = inboxListWithFakes();
const paths = transitionPaths(machine, { events, serializeState });

describe('inbox list machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const fakes = inboxListWithFakes();
    const actor = fakes.start();
    let before = actor.getSnapshot().context;
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot().context;
        const e = event as EventObject & { output?: unknown };
        if (e.type.startsWith('xstate.done.actor.')) return fakes.load.last().resolve(e.output as never);
        if (e.type.startsWith('xstate.error.actor.')) return fakes.load.last().reject(new Error('offline'));
        actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const { items, total } = snapshot.context;
        // Each message once, never more shown than the server holds.
        expect(new Set(items.map((m) => m.id)).size).toBe(items.length);
        expect(items.length).toBeLessThanOrEqual(Math.max(total, items.length));
        if (snapshot.matches('empty')) expect(items).toEqual([]);
        if (event.type === 'inbox.pushed' && !snapshot.matches('loading') && !snapshot.matches('failed')) expect(items[0]!.id).toBe(9);
        if (event.type === 'inbox.read') expect(items.find((m) => m.id === 5)?.isRead ?? true).toBe(true);
        if (event.type === 'inbox.allRead') expect(items.every((m) => m.isRead)).toBe(true);
        if (event.type === 'xstate.done.actor.nextPage') expect(items.map((m) => m.id).slice(-1)).toEqual([1]);
        // A failed next page keeps what is shown.
        if (event.type === 'xstate.error.actor.nextPage') expect(items).toEqual(before.items);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(machine, paths);
    printCoverage('inbox-list', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
