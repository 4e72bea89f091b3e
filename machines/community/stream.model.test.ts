import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, transitionPaths } from '../test-utils/model-paths';
import { streamMachine, type StreamContext, type StreamPage } from './stream.machine';

type Item = { id: number; text?: string };

const FIRST: StreamPage<Item> = { list: [{ id: 1 }, { id: 2 }], nextCursor: 'c1' };
const ONLY: StreamPage<Item> = { list: [{ id: 1 }], nextCursor: null };
const NONE: StreamPage<Item> = { list: [], nextCursor: null };
const MORE: StreamPage<Item> = { list: [{ id: 3 }], nextCursor: 'c2' };
// The next page brings again a post written here in the meantime (id 9) and the last one (id 4).
const LAST: StreamPage<Item> = { list: [{ id: 9 }, { id: 4 }], nextCursor: null };

const events = [
  { type: 'xstate.done.actor.first', output: FIRST },
  { type: 'xstate.done.actor.first', output: ONLY },
  { type: 'xstate.done.actor.first', output: NONE },
  { type: 'xstate.error.actor.first', error: new ApiFailure(500, 'Lỗi máy chủ') },
  { type: 'xstate.done.actor.more', output: MORE },
  { type: 'xstate.done.actor.more', output: LAST },
  { type: 'xstate.error.actor.more', error: new ApiFailure(0, 'offline') },
  { type: 'stream.more' },
  { type: 'stream.retry' },
  { type: 'stream.reload' },
  { type: 'stream.prepend', item: { id: 9, text: 'mới' } },
  { type: 'stream.remove', id: 1 },
  { type: 'stream.patch', id: 2, patch: { text: 'sửa' } },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: StreamContext };
  return JSON.stringify([value, context.items.length > 0, context.nextCursor, context.error?.status ?? null]);
};

const paths = transitionPaths(streamMachine, { events, serializeState });

describe('board stream machine (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const load = controllablePromiseActor<StreamPage<Item>, { cursor: string | null }>();
    const actor = createActor(streamMachine.provide({ actors: { loadPage: load.logic as never } })).start();
    let before = actor.getSnapshot();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        before = actor.getSnapshot();
        const e = event as EventObject & { output?: StreamPage<Item>; error?: unknown };
        if (e.type.startsWith('xstate.done.actor.')) load.last().resolve(e.output!);
        else if (e.type.startsWith('xstate.error.actor.')) load.last().reject(e.error);
        else actor.send(event as never);
      },
      check: ({ event }) => {
        const snapshot = actor.getSnapshot();
        const { items, nextCursor, error } = snapshot.context;
        const ids = items.map((item) => item.id);
        // Every post shows once, and the end is where the server said it is.
        expect(new Set(ids).size).toBe(ids.length);
        if (snapshot.matches({ ready: 'end' })) expect(nextCursor).toBeNull();
        if (snapshot.matches({ ready: 'idle' })) expect(nextCursor).not.toBeNull();
        // The first page is read without a cursor, the next from the cursor of the page before.
        if (snapshot.matches('loading') && event.type !== 'stream.prepend') expect(load.last().input.cursor).toBeNull();
        if (snapshot.matches({ ready: 'loadingMore' }) && !before.matches({ ready: 'loadingMore' })) {
          expect(load.last().input.cursor).toBe(before.context.nextCursor);
          expect(items).toEqual(before.context.items);
        }
        // A failed next page keeps what is shown; a failed first page shows the error.
        if (snapshot.matches({ ready: 'moreFailed' }) && before.matches({ ready: 'loadingMore' })) {
          expect(items).toEqual(before.context.items);
          expect(error?.status).toBe(0);
        }
        if (snapshot.matches('failed')) expect(error?.message).toBe('Lỗi máy chủ');
        if (snapshot.matches('empty')) expect(items).toEqual([]);
        if (event.type === 'stream.reload') expect(snapshot.matches('loading') && items.length === 0).toBe(true);
        if (event.type === 'stream.prepend') expect(ids[0]).toBe(9);
        if (event.type === 'stream.remove') expect(ids).not.toContain(1);
        if (event.type === 'stream.patch' && ids.includes(2)) expect(items.find((item) => item.id === 2)).toMatchObject({ text: 'sửa' });
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(streamMachine, paths);
    printCoverage('board stream', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
