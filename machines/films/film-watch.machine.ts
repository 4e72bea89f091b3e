/**
 * One viewing session of /phim-anh/xem-phim/{slug}: which part plays (the film itself, or an episode
 * of a TV show) and where it starts, resuming where the viewer left off; the player's progress is
 * stored as it plays (a member's on the server, a guest's in the browser: the loadPositions and
 * savePosition actors decide), and at the end of an episode the next one starts after a short
 * countdown the viewer can skip or cancel.
 *
 * resolving ─(positions read, or not)→ watching ─ended→ upNext ─(countdown | next.now)→ watching
 *                                          │                 └ next.cancel → finished
 *                                          └ ended, last part → finished ─(progress: replayed | episode.select)→ watching
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { resumeFrom } from '../../contracts/film-resume';
import type { FilmProgressEntry, FilmProgressList } from '../../contracts/schemas/media/films';

/** Seconds of playing between two stored positions. */
export const SAVE_EVERY_SECONDS = 10;
/** The countdown before the next episode starts by itself. */
export const UP_NEXT_MS = 8000;

/** A playable part: the film itself (episodeId null) or one episode. */
export interface FilmPart {
  episodeId: number | null;
  durationSeconds: number;
}

export interface StoredPart {
  positionSeconds: number;
  durationSeconds: number;
  finished: boolean;
}

export interface FilmWatchInput {
  filmId: number;
  parts: FilmPart[];
  /** The part the address asks for (?phan=&tap=), or null to resume the last one watched. */
  requested: number | null;
  member: boolean;
}

export interface FilmWatchContext extends FilmWatchInput {
  /** The part playing (index into parts). */
  index: number;
  /** Where the player starts the part, in seconds. */
  startAt: number;
  /** Whether startAt came from a stored position (the view says "resumed at …"). */
  resumed: boolean;
  /** Changes whenever the player must (re)load: a new part or a new start. */
  playKey: number;
  /** Stored positions by part key (episode id, or 0 for the film). */
  positions: Record<number, StoredPart>;
  /** The last position the player reported, and the last one stored. */
  position: number;
  savedAt: number;
}

export type FilmWatchEvent =
  | { type: 'progress'; position: number }
  | { type: 'paused' }
  | { type: 'leave' }
  | { type: 'ended' }
  | { type: 'episode.select'; index: number }
  | { type: 'next.now' }
  | { type: 'next.cancel' };

export interface SaveInput {
  filmId: number;
  episodeId: number | null;
  positionSeconds: number;
  durationSeconds: number;
  member: boolean;
}

const keyOf = (part: FilmPart | undefined) => part?.episodeId ?? 0;

/** The stored positions of a film by part key. */
export function positionsOf(list: FilmProgressList | null): Record<number, StoredPart> {
  const out: Record<number, StoredPart> = {};
  for (const e of list?.entries ?? []) out[e.episodeId ?? 0] = { positionSeconds: e.positionSeconds, durationSeconds: e.durationSeconds, finished: e.finished };
  return out;
}

/** Where a part starts: its stored position unless finished or barely begun. */
export function startOf(positions: Record<number, StoredPart>, part: FilmPart | undefined): number {
  const stored = positions[keyOf(part)];
  return stored ? resumeFrom(stored.positionSeconds, part?.durationSeconds || stored.durationSeconds) : 0;
}

/**
 * The part to play first: the one asked for; else the last one watched (or the one after it when
 * it was finished); else the first.
 */
export function firstPart(parts: FilmPart[], requested: number | null, last: FilmProgressEntry | null): number {
  if (requested !== null && requested >= 0 && requested < parts.length) return requested;
  if (!last) return 0;
  const index = parts.findIndex((p) => keyOf(p) === (last.episodeId ?? 0));
  if (index < 0) return 0;
  return last.finished && index + 1 < parts.length ? index + 1 : index;
}

export const filmWatchMachine = setup({
  types: {
    context: {} as FilmWatchContext,
    events: {} as FilmWatchEvent,
    input: {} as FilmWatchInput,
  },
  actors: {
    loadPositions: fromPromise<FilmProgressList, { filmId: number; member: boolean }>(() =>
      Promise.reject(new Error('film watch: no loadPositions actor provided')),
    ),
    savePosition: fromPromise<unknown, SaveInput>(() => Promise.resolve(null)),
  },
  guards: {
    hasNext: ({ context }) => context.index + 1 < context.parts.length,
    dueForSave: ({ context, event }) =>
      event.type === 'progress' && Math.abs(event.position - context.savedAt) >= SAVE_EVERY_SECONDS,
    validIndex: ({ context, event }) => event.type === 'episode.select' && event.index >= 0 && event.index < context.parts.length,
  },
  actions: {
    /** Where each part is, after the stored positions are read (or could not be). */
    begin: assign(({ context }, list: FilmProgressList | null) => {
      const positions = positionsOf(list);
      const index = firstPart(context.parts, context.requested, list?.last ?? null);
      const startAt = startOf(positions, context.parts[index]);
      return { positions, index, startAt, resumed: startAt > 0, playKey: context.playKey + 1, position: startAt, savedAt: startAt };
    }),
    track: assign(({ context, event }) => {
      if (event.type !== 'progress') return {};
      const part = context.parts[context.index];
      const duration = part?.durationSeconds ?? 0;
      const position = Math.max(0, Math.min(duration || event.position, event.position));
      return {
        position,
        positions: { ...context.positions, [keyOf(part)]: { positionSeconds: position, durationSeconds: duration, finished: false } },
      };
    }),
    markEnded: assign(({ context }) => {
      const part = context.parts[context.index];
      const duration = part?.durationSeconds ?? context.position;
      return {
        position: duration,
        positions: { ...context.positions, [keyOf(part)]: { positionSeconds: duration, durationSeconds: duration, finished: true } },
      };
    }),
    /** Stores the current position (fire and forget: a failed save never stops playing). */
    save: enqueueActions(({ context, enqueue }) => {
      const part = context.parts[context.index];
      if (!part) return;
      enqueue.spawnChild('savePosition', {
        input: {
          filmId: context.filmId,
          episodeId: part.episodeId,
          positionSeconds: Math.floor(context.position),
          durationSeconds: part.durationSeconds,
          member: context.member,
        },
      });
      enqueue.assign({ savedAt: context.position });
    }),
    play: assign(({ context }, index: number) => {
      const startAt = startOf(context.positions, context.parts[index]);
      return { index, startAt, resumed: startAt > 0, playKey: context.playKey + 1, position: startAt, savedAt: startAt };
    }),
  },
}).createMachine({
  id: 'filmWatch',
  context: ({ input }) => ({ ...input, index: 0, startAt: 0, resumed: false, playKey: 0, positions: {}, position: 0, savedAt: 0 }),
  initial: 'resolving',
  states: {
    resolving: {
      tags: ['loading'],
      invoke: {
        id: 'loadPositions',
        src: 'loadPositions',
        input: ({ context }) => ({ filmId: context.filmId, member: context.member }),
        onDone: { target: 'watching', actions: { type: 'begin', params: ({ event }) => event.output } },
        // Without stored positions the film still plays, from the start (or the part asked for).
        onError: { target: 'watching', actions: { type: 'begin', params: null } },
      },
    },
    watching: {
      on: {
        progress: [
          { guard: 'dueForSave', actions: ['track', 'save'] },
          { actions: 'track' },
        ],
        paused: { actions: 'save' },
        leave: { actions: 'save' },
        ended: [
          { guard: 'hasNext', target: 'upNext', actions: ['markEnded', 'save'] },
          { target: 'finished', actions: ['markEnded', 'save'] },
        ],
        'episode.select': { guard: 'validIndex', target: 'watching', reenter: true, actions: ['save', { type: 'play', params: ({ event }) => event.index }] },
      },
    },
    upNext: {
      after: {
        [UP_NEXT_MS]: { target: 'watching', actions: { type: 'play', params: ({ context }) => context.index + 1 } },
      },
      on: {
        'next.now': { target: 'watching', actions: { type: 'play', params: ({ context }) => context.index + 1 } },
        'next.cancel': 'finished',
        'episode.select': { guard: 'validIndex', target: 'watching', actions: { type: 'play', params: ({ event }) => event.index } },
      },
    },
    finished: {
      on: {
        // The player's own replay (or a seek back) plays the part again.
        progress: { target: 'watching', actions: 'track' },
        'episode.select': { guard: 'validIndex', target: 'watching', actions: { type: 'play', params: ({ event }) => event.index } },
      },
    },
  },
});
