/**
 * Preloaded answers: the server writes into a page the API answers its first render needs, and the
 * ky client (api/client.ts) serves a matching call from them once instead of asking the network.
 * Both sides build the key of a call with `preloadKey`, so they agree on what "the same call" is.
 * Isomorphic: no DOM, no Node API.
 */

/** The id of `<script type="application/json">` that carries them. */
export const PRELOAD_SCRIPT_ID = 'preloaded-answers';

/** Answers older than this (the page sat in a tab) are not used: the call goes to the network. */
export const PRELOAD_MAX_AGE_MS = 30_000;

/** What the script holds: when the server answered (epoch ms of its clock) and the envelopes by key. */
export interface PreloadedAnswers {
  at: number;
  answers: Record<string, unknown>;
}

/** JSON with the keys of every object sorted, so `{a, b}` and `{b, a}` are the same body. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * The key of a call: `GET /live/api/schedule/liveRoom?id=12`. `url` is a path with its query
 * (`/live/api/...?...`) or an absolute URL (its origin is dropped); the query's parameters are
 * sorted by name (the order a caller wrote them in does not matter) and written the way
 * URLSearchParams writes them. A JSON body (POST) is appended in canonical form: `POST /al/api/live/menu {}`.
 */
export function preloadKey(method: string, url: string, body?: unknown): string {
  const parsed = new URL(url, 'http://preload.invalid');
  const params = [...parsed.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const verb = method.toUpperCase();
  const withBody = body !== undefined && verb !== 'GET' && verb !== 'HEAD';
  return `${verb} ${parsed.pathname}${query ? `?${query}` : ''}${withBody ? ` ${canonicalJson(body)}` : ''}`;
}

/** True while answers written at `at` may still be used at `now` (both epoch ms). */
export function preloadIsFresh(at: number, now: number): boolean {
  return Number.isFinite(at) && now - at <= PRELOAD_MAX_AGE_MS;
}

/** The script's text as PreloadedAnswers, or null when it is not that shape. */
export function parsePreloadedAnswers(text: string | null | undefined): PreloadedAnswers | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PreloadedAnswers> | null;
    if (!value || typeof value.at !== 'number' || !value.answers || typeof value.answers !== 'object' || Array.isArray(value.answers)) return null;
    return { at: value.at, answers: value.answers };
  } catch {
    return null;
  }
}
