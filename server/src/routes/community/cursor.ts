/**
 * Keyset cursors of the board's streams: the sort key of the last row of a page (a time written to
 * the microsecond, numbers, short texts), as base64url JSON. The next page is read from an index in
 * that order "after" the key, so a page deep in a feed costs what the first one does, and a post
 * written meanwhile never shifts a page onto rows already shown.
 */
import { fail } from './messages.ts';

export type CursorKey = Array<string | number>;

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The key of a cursor whose parts have the given kinds ('time', 'int', 'text'); a cursor that is not
 * one (tampered with, or of another stream) is a 400 naming the field.
 */
export function decodeCursor(cursor: string | undefined, kinds: ReadonlyArray<'time' | 'int' | 'text'>): CursorKey | null {
  if (cursor === undefined) return null;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw fail(400, 'badCursor');
  }
  const fits =
    Array.isArray(key) &&
    key.length === kinds.length &&
    kinds.every((kind, i) => {
      const part: unknown = key[i];
      if (kind === 'time') return typeof part === 'string' && TIME.test(part);
      if (kind === 'int') return Number.isSafeInteger(part) && Math.abs(part as number) <= 2_147_483_647;
      return typeof part === 'string' && part.length <= 64;
    });
  if (!fits) throw fail(400, 'badCursor');
  return key as CursorKey;
}

/** `created_at` written to the microsecond in UTC, as cursors keep it. */
export const CURSOR_TIME_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';
