import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventObject, type Snapshot } from 'xstate';
import { ApiFailure } from '../../contracts/call-error';
import type { FilmProgressList } from '../../contracts/schemas/media/films';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import { coverageOf, printCoverage, runModelPath, settle, transitionPaths } from '../test-utils/model-paths';
import {
  filmWatchMachine,
  firstPart,
  SAVE_EVERY_SECONDS,
  startOf,
  UP_NEXT_MS,
  type FilmWatchContext,
  type FilmWatchInput,
  type SaveInput,
} from './film-watch.machine';

const parts = [
  { episodeId: 101, durationSeconds: 2400 },
  { episodeId: 102, durationSeconds: 2520 },
  { episodeId: 103, durationSeconds: 2280 },
];
const input: FilmWatchInput = { filmId: 27, parts, requested: null, member: true };

const stored: FilmProgressList = {
  filmId: 27,
  last: { filmId: 27, episodeId: 102, positionSeconds: 600, durationSeconds: 2520, finished: false, updatedAt: '2026-11-24T13:00:00.000Z' },
  entries: [
    { filmId: 27, episodeId: 102, positionSeconds: 600, durationSeconds: 2520, finished: false, updatedAt: '2026-11-24T13:00:00.000Z' },
    { filmId: 27, episodeId: 101, positionSeconds: 2400, durationSeconds: 2400, finished: true, updatedAt: '2026-11-24T12:00:00.000Z' },
  ],
};

const events = [
  { type: 'xstate.done.actor.loadPositions', output: stored },
  { type: 'xstate.error.actor.loadPositions', error: new ApiFailure(0, 'offline') },
  { type: 'progress', position: 605 },
  { type: 'progress', position: 640 },
  { type: 'paused' },
  { type: 'leave' },
  { type: 'ended' },
  { type: 'episode.select', index: 2 },
  { type: 'episode.select', index: 9 },
  { type: 'next.now' },
  { type: 'next.cancel' },
  { type: `xstate.after.${UP_NEXT_MS}.filmWatch.upNext` },
] as never;

// Which part plays and where, and whether it resumed: what the viewer sees of the session.
const serializeState = (s: Snapshot<unknown>) => {
  const { value, context: c } = s as unknown as { value: unknown; context: FilmWatchContext };
  return JSON.stringify([value, c.index, c.startAt, c.resumed]);
};

const paths = transitionPaths(filmWatchMachine, { input, events, serializeState });

describe('film watch session (model-based)', () => {
  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const load = controllablePromiseActor<FilmProgressList, { filmId: number; member: boolean }>();
      const save = controllablePromiseActor<unknown, SaveInput>();
      const actor = createActor(filmWatchMachine.provide({ actors: { loadPositions: load.logic, savePosition: save.logic } }), { input }).start();
      await runModelPath(path, {
        snapshot: () => actor.getSnapshot(),
        exec: async (event: EventObject) => {
          const e = event as EventObject & { output?: FilmProgressList; error?: unknown };
          if (e.type === 'xstate.done.actor.loadPositions') load.last().resolve(e.output!);
          else if (e.type === 'xstate.error.actor.loadPositions') load.last().reject(e.error);
          else if (e.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(UP_NEXT_MS);
          else actor.send(event as never);
        },
        check: (step) => {
          const expected = (step.snapshot as unknown as { context: FilmWatchContext }).context;
          const actual = actor.getSnapshot().context;
          expect([actual.index, actual.startAt, actual.resumed]).toEqual([expected.index, expected.startAt, expected.resumed]);
          // Every save stores the part that was playing, within its running time.
          for (const call of save.calls) {
            const part = parts.find((p) => p.episodeId === call.input.episodeId)!;
            expect(call.input.positionSeconds).toBeLessThanOrEqual(part.durationSeconds);
            expect(call.input).toMatchObject({ filmId: 27, member: true, durationSeconds: part.durationSeconds });
          }
        },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('covers every state and transition', () => {
    const coverage = coverageOf(filmWatchMachine, paths);
    printCoverage('films/watch', coverage, paths.length);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('film watch session', () => {
  function start(over: Partial<FilmWatchInput> = {}) {
    const load = controllablePromiseActor<FilmProgressList, { filmId: number; member: boolean }>();
    const save = controllablePromiseActor<unknown, SaveInput>();
    const actor = createActor(filmWatchMachine.provide({ actors: { loadPositions: load.logic, savePosition: save.logic } }), { input: { ...input, ...over } }).start();
    return { actor, load, save };
  }

  it('resumes the last episode watched where it stopped, and stores the position every few seconds of playing', async () => {
    const { actor, load, save } = start();
    load.last().resolve(stored);
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, startAt: 600, resumed: true });
    actor.send({ type: 'progress', position: 603 });
    expect(save.calls).toHaveLength(0);
    actor.send({ type: 'progress', position: 600 + SAVE_EVERY_SECONDS });
    expect(save.calls.map((c) => c.input)).toEqual([{ filmId: 27, episodeId: 102, positionSeconds: 610, durationSeconds: 2520, member: true }]);
    actor.send({ type: 'leave' });
    expect(save.calls).toHaveLength(2);
  });

  it('moves on to the next episode when the last one watched was finished', async () => {
    const { actor, load } = start();
    load.last().resolve({ ...stored, last: stored.entries[1]! });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, startAt: 600, resumed: true });
  });

  it('plays the part the address asks for, from its own position', async () => {
    const { actor, load } = start({ requested: 0 });
    load.last().resolve(stored);
    await settle();
    // Episode 1 was finished: it starts again from the beginning.
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, startAt: 0, resumed: false });
  });

  it('starts the next episode by itself after the countdown, and stops after the last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { actor, load, save } = start({ requested: 1 });
      load.last().resolve({ filmId: 27, last: null, entries: [] });
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'ended' });
      expect(actor.getSnapshot().value).toBe('upNext');
      expect(save.last().input).toMatchObject({ episodeId: 102, positionSeconds: 2520 });
      await vi.advanceTimersByTimeAsync(UP_NEXT_MS);
      expect(actor.getSnapshot()).toMatchObject({ value: 'watching', context: { index: 2, startAt: 0 } });
      actor.send({ type: 'ended' });
      expect(actor.getSnapshot().value).toBe('finished');
      // The player's replay: progress from the start again.
      actor.send({ type: 'progress', position: 1 });
      expect(actor.getSnapshot()).toMatchObject({ value: 'watching', context: { index: 2, position: 1 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a guest whose positions cannot be read starts at the beginning', async () => {
    const { actor, load } = start({ member: false });
    expect(load.last().input).toEqual({ filmId: 27, member: false });
    load.last().reject(new Error('storage'));
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'watching', context: { index: 0, startAt: 0, resumed: false } });
  });
});

describe('firstPart and startOf', () => {
  const entry = (episodeId: number | null, finished: boolean) => ({ filmId: 27, episodeId, positionSeconds: 100, durationSeconds: 2400, finished, updatedAt: '' });
  it.each([
    ['nothing stored', null, null, 0],
    ['the part asked for', 2, entry(101, false), 2],
    ['an out-of-range request falls back to the last watched', 7, entry(102, false), 1],
    ['the last watched', null, entry(103, false), 2],
    ['the one after a finished part', null, entry(101, true), 1],
    ['the last part, finished, stays', null, entry(103, true), 2],
    ['an unknown episode', null, entry(999, false), 0],
  ])('%s', (_name, requested, last, index) => {
    expect(firstPart(parts, requested, last)).toBe(index);
  });

  it.each([
    [{}, 0],
    [{ 101: { positionSeconds: 300, durationSeconds: 2400, finished: false } }, 300],
    [{ 101: { positionSeconds: 2395, durationSeconds: 2400, finished: true } }, 0],
    [{ 101: { positionSeconds: 3, durationSeconds: 2400, finished: false } }, 0],
  ])('startOf(%j) = %i', (positions, at) => {
    expect(startOf(positions, parts[0])).toBe(at);
  });
});
