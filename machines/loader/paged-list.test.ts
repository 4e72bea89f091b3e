import { describe, expect, it } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { pagedListMachine, type PagedListContext } from './paged-list.machine';
import type { Page } from '../../contracts/schemas/common';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';

type Item = { id: number; name: string };
/** Page n of a list of 45 items (20 a page): three pages. */
const page = (pageNum: number, total = 45): Page<Item> => ({ list: total ? [{ id: pageNum * 10, name: `Trận ${pageNum * 10}` }] : [], total, pageNum, pageSize: 20 });

function start(input: { pageNum?: number } = {}) {
  const loader = controllablePromiseActor<Page<unknown>, { pageNum: number }>();
  const actor = createActor(pagedListMachine.provide({ actors: { loadPage: loader.logic } }), { input }).start();
  return { actor, loader };
}

describe('paged list machine', () => {
  it('loads the first page', async () => {
    const { actor, loader } = start();
    expect(loader.last().input).toEqual({ pageNum: 1 });
    loader.last().resolve(page(1));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect((actor.getSnapshot().context.page?.list[0] as Item).name).toBe('Trận 10');
  });

  it('starts at the page it is given (the address names it), and at page 1 for a page that is not one', async () => {
    expect(start({ pageNum: 3 }).loader.last().input).toEqual({ pageNum: 3 });
    for (const pageNum of [0, -2, 1.5, Number.NaN]) expect(start({ pageNum }).loader.last().input).toEqual({ pageNum: 1 });
  });

  it('says empty when the list has nothing', async () => {
    const { actor, loader } = start();
    loader.last().resolve(page(1, 0));
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('moves to another page, and not to the page it is on nor past the last', async () => {
    const { actor, loader } = start();
    loader.last().resolve(page(1));
    await settle();
    actor.send({ type: 'list.page', pageNum: 1 });
    actor.send({ type: 'list.page', pageNum: 4 });
    actor.send({ type: 'list.page', pageNum: 0 });
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    actor.send({ type: 'list.page', pageNum: 2 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loader.last().input).toEqual({ pageNum: 2 });
    loader.last().resolve(page(2));
    await settle();
    expect(actor.getSnapshot().context.page?.pageNum).toBe(2);
    expect(loader.calls).toHaveLength(2);
  });

  it('asks again for the latest page when the page changes during a load', async () => {
    const { actor, loader } = start();
    actor.send({ type: 'list.page', pageNum: 2 });
    loader.calls[0]!.resolve(page(1));
    loader.last().resolve(page(2));
    await settle();
    expect(actor.getSnapshot().context.page?.pageNum).toBe(2);
  });

  it('fails with the server message and retries the same page', async () => {
    const { actor, loader } = start();
    loader.last().resolve(page(1));
    await settle();
    actor.send({ type: 'list.page', pageNum: 2 });
    loader.last().reject(new ApiFailure(500, 'Lỗi máy chủ'));
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error?.message).toBe('Lỗi máy chủ');
    actor.send({ type: 'list.retry' });
    expect(loader.last().input).toEqual({ pageNum: 2 });
  });

  it('refreshes in the background and keeps the page when the refresh fails', async () => {
    const { actor, loader } = start();
    loader.last().resolve(page(1));
    await settle();
    actor.send({ type: 'list.refresh' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshing' });
    loader.last().reject(new ApiFailure(0, 'offline'));
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.page?.pageNum).toBe(1);
  });
});

const events = [
  { type: 'list.page', pageNum: 2 },
  { type: 'list.page', pageNum: 0 },
  { type: 'list.retry' },
  { type: 'list.refresh' },
  { type: 'xstate.done.actor.page', output: page(1) },
  { type: 'xstate.done.actor.page', output: page(1, 0) },
  { type: 'xstate.error.actor.page', error: new ApiFailure(401, 'Vui lòng đăng nhập') },
  { type: 'xstate.done.actor.refresh', output: page(1) },
  { type: 'xstate.error.actor.refresh', error: new ApiFailure(0, 'offline') },
] as never;

const serializeState = (s: Snapshot<unknown>) => {
  const { value, context } = s as unknown as { value: unknown; context: PagedListContext };
  return JSON.stringify([value, context.pageNum, context.page?.total ?? null, context.error?.status ?? null]);
};
const paths = transitionPaths(pagedListMachine, { events, serializeState });

describe('paged list (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const loader = controllablePromiseActor<Page<unknown>, { pageNum: number }>();
    const actor = createActor(pagedListMachine.provide({ actors: { loadPage: loader.logic } }), { input: {} }).start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        const e = event as EventObject & { output?: Page<unknown>; error?: unknown };
        if (e.type.startsWith('xstate.done.actor.')) loader.last().resolve({ ...e.output!, pageNum: loader.last().input.pageNum });
        else if (e.type.startsWith('xstate.error.actor.')) loader.last().reject(e.error);
        else actor.send(event as never);
      },
      check: (step) => {
        const expected = (step.snapshot as unknown as { context: PagedListContext }).context;
        const { context } = actor.getSnapshot();
        expect(loader.last().input).toEqual({ pageNum: context.pageNum });
        expect(context.pageNum).toBe(expected.pageNum);
        expect(context.error).toEqual(expected.error);
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(pagedListMachine, paths);
    printCoverage('paged-list', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
