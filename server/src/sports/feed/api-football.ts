/**
 * API-Football (v3, api-sports.io), a widely used football data API: the calls the feed makes
 * (`/fixtures` by league and dates or live, `/fixtures/events`) and the checked shape of what they
 * answer. Only the fields the import reads are checked; an answer without them is a FeedError, never
 * a half-read row. docs/api/sports.md "A real feed".
 */

/** A provider's fixture status, short form: TBD NS 1H HT 2H ET BT P SUSP INT FT AET PEN PST CANC ABD AWD WO LIVE. */
export const FEED_STATUSES = ['TBD', 'NS', '1H', 'HT', '2H', 'ET', 'BT', 'P', 'SUSP', 'INT', 'FT', 'AET', 'PEN', 'PST', 'CANC', 'ABD', 'AWD', 'WO', 'LIVE'] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

export interface FeedTeam {
  id: number;
  name: string;
}

export interface FeedFixture {
  id: number;
  /** Kick-off, epoch ms. */
  kickoffAt: number;
  status: FeedStatus;
  elapsed: number | null;
  extra: number | null;
  venue: { name: string | null; city: string | null } | null;
  league: { id: number; name: string; country: string; season: number; round: string };
  home: FeedTeam;
  away: FeedTeam;
  /** Goals so far (extra time included, a shoot-out not), null before kick-off. */
  goals: { home: number | null; away: number | null };
}

export type FeedEventKind = 'goal' | 'penalty' | 'own_goal' | 'yellow' | 'red' | 'sub';

export interface FeedEvent {
  elapsed: number;
  extra: number;
  /** The event's team as the provider gives it (for an own goal, import.ts reads which side it counts for from the score). */
  teamId: number;
  kind: FeedEventKind;
  /** The scorer, the booked player, or the player coming on. */
  player: FeedTeam | null;
  /** The assist, or the player going off. */
  related: FeedTeam | null;
}

export class FeedError extends Error {
  override readonly name = 'FeedError';
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function at(value: unknown, path: string): unknown {
  let v = value;
  for (const key of path.split('.')) v = isObject(v) ? v[key] : undefined;
  return v;
}

function int(value: unknown, path: string, where: string): number {
  const v = at(value, path);
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new FeedError(`${where}: ${path} is not a whole number`);
  return v;
}

function intOrNull(value: unknown, path: string, where: string): number | null {
  const v = at(value, path);
  return v === null || v === undefined ? null : int(value, path, where);
}

function text(value: unknown, path: string, where: string): string {
  const v = at(value, path);
  if (typeof v !== 'string' || v.trim() === '') throw new FeedError(`${where}: ${path} is not a text`);
  return v.trim();
}

function textOrNull(value: unknown, path: string): string | null {
  const v = at(value, path);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/** The list of an answer; a provider's refusal (a wrong key, a spent quota) is an error with its words. */
function responseOf(body: unknown, what: string): unknown[] {
  if (!isObject(body)) throw new FeedError(`${what}: the answer is not an object`);
  const errors = body.errors;
  const refusals = Array.isArray(errors) ? errors.map(String) : isObject(errors) ? Object.entries(errors).map(([k, v]) => `${k}: ${String(v)}`) : [];
  if (refusals.length > 0) throw new FeedError(`${what}: the provider refused: ${refusals.join('; ')}`);
  if (!Array.isArray(body.response)) throw new FeedError(`${what}: the answer has no response list`);
  return body.response;
}

export function parseFixtures(body: unknown): FeedFixture[] {
  return responseOf(body, 'fixtures').map((item, i) => {
    const where = `fixtures[${i}]`;
    const status = text(item, 'fixture.status.short', where);
    if (!(FEED_STATUSES as readonly string[]).includes(status)) throw new FeedError(`${where}: unknown status ${status}`);
    const date = Date.parse(text(item, 'fixture.date', where));
    if (Number.isNaN(date)) throw new FeedError(`${where}: fixture.date is not a date`);
    const venueName = textOrNull(item, 'fixture.venue.name');
    return {
      id: int(item, 'fixture.id', where),
      kickoffAt: date,
      status: status as FeedStatus,
      elapsed: intOrNull(item, 'fixture.status.elapsed', where),
      extra: intOrNull(item, 'fixture.status.extra', where),
      venue: venueName ? { name: venueName, city: textOrNull(item, 'fixture.venue.city') } : null,
      league: {
        id: int(item, 'league.id', where),
        name: text(item, 'league.name', where),
        country: textOrNull(item, 'league.country') ?? 'World',
        season: int(item, 'league.season', where),
        round: textOrNull(item, 'league.round') ?? '',
      },
      home: { id: int(item, 'teams.home.id', where), name: text(item, 'teams.home.name', where) },
      away: { id: int(item, 'teams.away.id', where), name: text(item, 'teams.away.name', where) },
      goals: { home: intOrNull(item, 'goals.home', where), away: intOrNull(item, 'goals.away', where) },
    };
  });
}

function person(item: unknown, key: string): FeedTeam | null {
  const id = at(item, `${key}.id`);
  const name = textOrNull(item, `${key}.name`);
  return typeof id === 'number' && Number.isInteger(id) && name ? { id, name } : null;
}

/**
 * The events of one fixture, in the provider's order. Goals (normal, penalty, own), cards (a second
 * yellow is a red) and substitutions; a missed penalty and VAR notes change no score and are left
 * out. In a substitution the provider names the player going off as `player` and the one coming
 * on as `assist`.
 */
export function parseEvents(body: unknown): FeedEvent[] {
  const events: FeedEvent[] = [];
  responseOf(body, 'events').forEach((item, i) => {
    const where = `events[${i}]`;
    const type = text(item, 'type', where).toLowerCase();
    const detail = (textOrNull(item, 'detail') ?? '').toLowerCase();
    const base = { elapsed: int(item, 'time.elapsed', where), extra: intOrNull(item, 'time.extra', where) ?? 0, teamId: int(item, 'team.id', where) };
    if (type === 'goal') {
      if (detail.includes('missed')) return;
      const kind: FeedEventKind = detail.includes('own') ? 'own_goal' : detail.includes('penalty') ? 'penalty' : 'goal';
      events.push({ ...base, kind, player: person(item, 'player'), related: kind === 'goal' ? person(item, 'assist') : null });
    } else if (type === 'card') {
      events.push({ ...base, kind: detail.includes('yellow') && !detail.includes('second') ? 'yellow' : 'red', player: person(item, 'player'), related: null });
    } else if (type === 'subst') {
      events.push({ ...base, kind: 'sub', player: person(item, 'assist'), related: person(item, 'player') });
    }
  });
  return events;
}

export interface FeedSource {
  /** Fixtures of a league's season between two days (YYYY-MM-DD, UTC), both included. */
  fixtures(league: number, season: number, from: string, to: string): Promise<FeedFixture[]>;
  /** Fixtures in play now, of the given leagues. */
  live(leagues: readonly number[]): Promise<FeedFixture[]>;
  events(fixtureId: number): Promise<FeedEvent[]>;
}

/** How long one call may take before it is given up. */
const CALL_TIMEOUT_MS = 10_000;

/** The provider over HTTP, with the key in `x-apisports-key`. `fetch` is the platform's unless a test gives its own. */
export class ApiFootball implements FeedSource {
  constructor(
    private readonly baseUrl: string,
    private readonly key: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async get(path: string, query: Record<string, string | number>): Promise<unknown> {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
    const response = await this.fetchImpl(url, { headers: { 'x-apisports-key': this.key, accept: 'application/json' }, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    if (!response.ok) throw new FeedError(`${path}: HTTP ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new FeedError(`${path}: the answer is not JSON`);
    }
  }

  async fixtures(league: number, season: number, from: string, to: string): Promise<FeedFixture[]> {
    return parseFixtures(await this.get('fixtures', { league, season, from, to, timezone: 'UTC' }));
  }

  async live(leagues: readonly number[]): Promise<FeedFixture[]> {
    return parseFixtures(await this.get('fixtures', { live: leagues.join('-') }));
  }

  async events(fixtureId: number): Promise<FeedEvent[]> {
    return parseEvents(await this.get('fixtures/events', { fixture: fixtureId }));
  }
}
