import { CHUNK_RELOAD_GUARD_MS } from '../../contracts/constants';

/** When each path was last reloaded because of a chunk error (ms since epoch). */
export type ReloadRecords = Record<string, number>;

const STORAGE_KEY = 'chunk-reload-guard';

/** A path may be reloaded unless it was reloaded within the guard window (10 s). */
export function mayReloadPath(records: ReloadRecords, path: string, now: number): boolean {
  const last = records[path];
  return last === undefined || now - last >= CHUNK_RELOAD_GUARD_MS || now < last;
}

/** Records a reload and forgets entries older than the guard window. */
export function withReload(records: ReloadRecords, path: string, now: number): ReloadRecords {
  const kept = Object.entries(records).filter(([, at]) => now - at < CHUNK_RELOAD_GUARD_MS && at <= now);
  return { ...Object.fromEntries(kept), [path]: now };
}

/** The records survive the reload in sessionStorage; unreadable storage counts as empty. */
export function readRecords(storage: Pick<Storage, 'getItem'>): ReloadRecords {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'number')) as ReloadRecords;
  } catch {
    return {};
  }
}

export function writeRecords(storage: Pick<Storage, 'setItem'>, records: ReloadRecords): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(records));
  } catch {
    // Storage full or blocked: the guard then allows a reload per page load, still never a loop within one load.
  }
}
