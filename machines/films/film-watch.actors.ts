/**
 * The watch machine's side effects: a member's positions live on the server
 * (GET/POST /other/api/film/progress), a guest's in this browser (resume-store.ts).
 */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { filmProgress, filmProgressSave } from '../../contracts/endpoints/films';
import type { FilmProgressList } from '../../contracts/schemas/media/films';
import { filmWatchMachine, type SaveInput } from './film-watch.machine';
import { browserStorage, readPositions, writePosition } from './resume-store';

export const loadPositions = fromPromise<FilmProgressList, { filmId: number; member: boolean }>(({ input, signal }) =>
  input.member ? call(filmProgress, { query: { filmId: input.filmId } }, signal) : Promise.resolve(readPositions(browserStorage(), input.filmId)),
);

/** Stores one position where it belongs; never rejects (a lost save is retried by the next one). */
export async function storePosition(input: SaveInput): Promise<unknown> {
  const { member, ...position } = input;
  if (!member) return writePosition(browserStorage(), position, Date.now());
  try {
    return await call(filmProgressSave, { body: {
      filmId: position.filmId,
      ...(position.episodeId === null ? {} : { episodeId: position.episodeId }),
      positionSeconds: position.positionSeconds,
    } });
  } catch {
    return null;
  }
}

export const savePosition = fromPromise<unknown, SaveInput>(({ input }) => storePosition(input));

/** The watch machine with its real actors. */
export const liveFilmWatchMachine = filmWatchMachine.provide({ actors: { loadPositions, savePosition } });
