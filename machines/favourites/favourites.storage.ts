/**
 * A guest's favourite teams, kept in the browser (localStorage) until they sign in, when the list
 * is merged into the member's on the server and cleared here. What is read is validated: a list of
 * team ids (whole numbers from 1), each once, at most FAVOURITE_TEAMS_MAX, in the order kept (most
 * recently followed first); anything else stored there reads as what of it is valid, or nothing.
 */
import { FAVOURITE_TEAMS_MAX } from '../../contracts/constants';
import { pageStorage, storageAttempt } from '../browser-storage';

export const GUEST_FAVOURITES_KEY = 'favouriteTeams.v1';

/** The largest id accepted (the API's ids fit in 9 digits). */
const MAX_ID = 999_999_999;

export function isTeamId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

/** The valid ids of a stored value, each once, in order, at most FAVOURITE_TEAMS_MAX. */
export function parseStoredIds(text: string | null | undefined): number[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    if (isTeamId(item) && !ids.includes(item)) ids.push(item);
    if (ids.length === FAVOURITE_TEAMS_MAX) break;
  }
  return ids;
}

export function serializeIds(ids: readonly number[]): string {
  return JSON.stringify(ids.filter(isTeamId).slice(0, FAVOURITE_TEAMS_MAX));
}

/** Where a guest's list lives: the browser's localStorage, or a map in tests. */
export interface GuestStore {
  read(): number[];
  write(ids: readonly number[]): void;
  clear(): void;
}

/** The browser's localStorage; with storage refused (private modes, quotas) the list lives as long as the page. */
export function browserStore(storage: () => Storage | undefined = pageStorage): GuestStore {
  const attempt = storageAttempt(storage);
  return {
    read: () => attempt((s) => parseStoredIds(s.getItem(GUEST_FAVOURITES_KEY)), []),
    write: (ids) => attempt((s) => s.setItem(GUEST_FAVOURITES_KEY, serializeIds(ids)), undefined),
    clear: () => attempt((s) => s.removeItem(GUEST_FAVOURITES_KEY), undefined),
  };
}

/** A store in memory (tests). */
export function memoryStore(initial: readonly number[] = []): GuestStore & { ids: number[] } {
  const store = {
    ids: [...initial],
    read: () => [...store.ids],
    write: (ids: readonly number[]) => void (store.ids = [...ids]),
    clear: () => void (store.ids = []),
  };
  return store;
}

/** `ids` with `teamId` first (a new follow is the most recent). */
export function withTeam(ids: readonly number[], teamId: number): number[] {
  return [teamId, ...ids.filter((id) => id !== teamId)];
}

export function withoutTeam(ids: readonly number[], teamId: number): number[] {
  return ids.filter((id) => id !== teamId);
}

/** `teamId` put back where it stood in `order`: before the next team of `order` that `ids` holds (at the end when none), for a rolled-back unfollow. */
export function restoreTeam(ids: readonly number[], teamId: number, order: readonly number[]): number[] {
  if (ids.includes(teamId)) return [...ids];
  const after = order.slice(order.indexOf(teamId) + 1).find((id) => ids.includes(id));
  const at = after === undefined ? ids.length : ids.indexOf(after);
  return [...ids.slice(0, at), teamId, ...ids.slice(at)];
}

/** What the server must be told next so that it holds `wanted`: a follow first, then an unfollow; null when in step. */
export function nextChange(wanted: readonly number[], saved: readonly number[]): { kind: 'follow' | 'unfollow'; teamId: number } | null {
  // Oldest first: the server's "most recently followed" order then follows the visitor's.
  const follow = [...wanted].reverse().find((id) => !saved.includes(id));
  if (follow !== undefined) return { kind: 'follow', teamId: follow };
  const unfollow = saved.find((id) => !wanted.includes(id));
  return unfollow === undefined ? null : { kind: 'unfollow', teamId: unfollow };
}
