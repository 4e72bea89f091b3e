import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, type EventObject } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import type { PickerResults, PickerSearchInput } from './compare.actors';
import { PICKER_DEBOUNCE_MS, PICKER_KEYWORD_MAX, sidePickerMachine } from './side-picker.machine';

const FOUND: PickerResults = {
  total: 2,
  options: [
    { id: 1, name: 'Hà Nội FC', picture: '/media/crest/1.svg', subtitle: 'V.League 1' },
    { id: 2, name: 'Công An Hà Nội', picture: '/media/crest/2.svg', subtitle: 'V.League 1' },
  ],
};
const NONE: PickerResults = { total: 0, options: [] };

function start() {
  const clock = new SimulatedClock();
  const search = controllablePromiseActor<PickerResults, PickerSearchInput>();
  const actor = createActor(sidePickerMachine.provide({ actors: { search: search.logic } }), { input: { kind: 'teams' }, clock }).start();
  return { actor, clock, search };
}

describe('compare side picker', () => {
  it('searches once the typing pauses, with the last text, trimmed', async () => {
    const { actor, clock, search } = start();
    actor.send({ type: 'picker.type', text: 'ha' });
    clock.increment(PICKER_DEBOUNCE_MS - 1);
    actor.send({ type: 'picker.type', text: ' ha noi ' });
    clock.increment(PICKER_DEBOUNCE_MS - 1);
    expect(search.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('typing');
    clock.increment(1);
    expect(search.calls.map((c) => c.input)).toEqual([{ kind: 'teams', keyword: 'ha noi' }]);
    search.last().resolve(FOUND);
    await settle();
    expect(actor.getSnapshot().value).toBe('results');
    expect(actor.getSnapshot().context.options.map((o) => o.id)).toEqual([1, 2]);
  });

  it('drops the answer of a search overtaken by new typing', async () => {
    const { actor, clock, search } = start();
    actor.send({ type: 'picker.type', text: 'ha' });
    clock.increment(PICKER_DEBOUNCE_MS);
    actor.send({ type: 'picker.type', text: 'hai' });
    search.calls[0]!.resolve(FOUND);
    await settle();
    expect(actor.getSnapshot().value).toBe('typing');
    expect(actor.getSnapshot().context.options).toEqual([]);
    clock.increment(PICKER_DEBOUNCE_MS);
    search.last().resolve(NONE);
    await settle();
    expect(actor.getSnapshot().value).toBe('noneFound');
  });

  it('lists the first ones when opened empty, and never sends more than the server takes', () => {
    const { actor, clock, search } = start();
    actor.send({ type: 'picker.browse' });
    expect(search.last().input).toEqual({ kind: 'teams', keyword: '' });
    actor.send({ type: 'picker.type', text: 'x'.repeat(80) });
    clock.increment(PICKER_DEBOUNCE_MS);
    expect(search.last().input.keyword).toHaveLength(PICKER_KEYWORD_MAX);
  });

  it('a blank text empties the list at once, without a search', () => {
    const { actor, clock, search } = start();
    actor.send({ type: 'picker.type', text: '   ' });
    clock.increment(PICKER_DEBOUNCE_MS * 2);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(search.calls).toHaveLength(0);
  });
});

describe('compare side picker (model-based)', () => {
  const paths = transitionPaths(sidePickerMachine, {
    input: { kind: 'teams' },
    events: [
      { type: 'picker.type', text: 'ha noi' },
      { type: 'picker.type', text: '  ' },
      { type: 'picker.browse' },
      { type: 'picker.retry' },
      { type: 'picker.reset' },
      { type: 'xstate.done.actor.search', output: FOUND },
      { type: 'xstate.done.actor.search', output: NONE },
      { type: 'xstate.error.actor.search' },
    ] as never,
    serializeState: (s) => JSON.stringify((s as unknown as { value: string }).value),
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { actor, clock, search } = start();
    await runModelPath(path, {
      snapshot: () => actor.getSnapshot(),
      exec: (event: EventObject) => {
        if (event.type.startsWith('xstate.after.')) clock.increment(PICKER_DEBOUNCE_MS);
        else if (event.type === 'xstate.done.actor.search') search.last().resolve((event as unknown as { output: PickerResults }).output);
        else if (event.type === 'xstate.error.actor.search') search.last().reject(new ApiFailure(0, 'offline'));
        else actor.send(event as never);
      },
      check: ({ value }) => {
        const { context } = actor.getSnapshot();
        // What a visitor sees in each state: a list only with results, the failure only when failed.
        expect(context.options.length > 0).toBe(value === 'results');
        expect(context.error !== null).toBe(value === 'failed');
        if (value === 'idle') expect(context.keyword).toBe('');
        if (value === 'searching') expect(search.last().input).toEqual({ kind: 'teams', keyword: context.keyword });
      },
    });
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(sidePickerMachine, paths);
    printCoverage('side picker', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
