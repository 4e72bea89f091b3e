/**
 * The matches the live push knows: each fixture's rows (kickoff, state, timeline, events and the
 * names of the players in them) read once from the database, with its change points computed
 * (timeline.ts). Read again when the rows change (a fixture called off or rescheduled, a real feed's
 * new word): a different kickoff, end, state or feed observation gives a new entry.
 */
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { sportsFixtures, sportsMatchEvents, sportsPlayers } from '../db/schema.ts';
import type { LocalizedText } from '../i18n.ts';
import { changePoints, type ChangePoint, type MatchInput } from './timeline.ts';

/** Matches kept for snapshots beyond the producer's window (a visitor opening an old or future match). */
const CACHE_SIZE = 2000;

export interface TrackedMatch {
  readonly id: number;
  readonly input: MatchInput;
  readonly points: readonly ChangePoint[];
  readonly kickoffTime: string;
  readonly endsAt: number;
  /** The names of the players in its events. */
  readonly names: ReadonlyMap<number, LocalizedText>;
  /** Kickoff, end and state: a different key means the rows moved. */
  readonly key: string;
}

type FixtureRow = Pick<typeof sportsFixtures.$inferSelect, 'id' | 'sport' | 'kickoffAt' | 'endsAt' | 'state' | 'timeline'>;

const fixtureColumns = {
  id: sportsFixtures.id,
  sport: sportsFixtures.sport,
  kickoffAt: sportsFixtures.kickoffAt,
  endsAt: sportsFixtures.endsAt,
  state: sportsFixtures.state,
  timeline: sportsFixtures.timeline,
};

/** A real feed's new word on a match (sports/feed) is a move too: its points are computed again from it. */
const keyOf = (row: FixtureRow) => `${row.kickoffAt.getTime()}|${row.endsAt.getTime()}|${row.state}|${row.timeline.kind === 'football' ? (row.timeline.feed?.at ?? '') : ''}`;

export class MatchBook {
  private readonly cache = new Map<number, TrackedMatch>();
  private readonly loading = new Map<number, Promise<TrackedMatch | null>>();

  constructor(private readonly db: Db) {}

  /** The fixtures played (normal state) with kickoff at or before `to` and end at or after `from`. */
  async window(from: number, to: number): Promise<TrackedMatch[]> {
    const rows = await this.db
      .select(fixtureColumns)
      .from(sportsFixtures)
      .where(and(eq(sportsFixtures.state, 'normal'), lte(sportsFixtures.kickoffAt, new Date(to)), gte(sportsFixtures.endsAt, new Date(from))))
      .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id));
    return this.track(rows);
  }

  /** One fixture (any state, any day), or null when there is none with this id. */
  get(id: number): Promise<TrackedMatch | null> {
    const cached = this.cache.get(id);
    if (cached) return Promise.resolve(cached);
    let pending = this.loading.get(id);
    if (!pending) {
      pending = this.db
        .select(fixtureColumns)
        .from(sportsFixtures)
        .where(eq(sportsFixtures.id, id))
        .then(async (rows) => (await this.track(rows))[0] ?? null)
        .finally(() => this.loading.delete(id));
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Entries for `rows`: the cached one when its rows are unchanged, else built from the events. */
  private async track(rows: FixtureRow[]): Promise<TrackedMatch[]> {
    const fresh = rows.filter((row) => this.cache.get(row.id)?.key !== keyOf(row));
    const built = new Map<number, TrackedMatch>();
    if (fresh.length > 0) {
      const ids = fresh.map((row) => row.id);
      const events = await this.db
        .select()
        .from(sportsMatchEvents)
        .where(inArray(sportsMatchEvents.fixtureId, ids))
        .orderBy(asc(sportsMatchEvents.atSecond), asc(sportsMatchEvents.id));
      const playerIds = new Set<number>();
      for (const e of events) for (const id of [e.playerId, e.relatedPlayerId]) if (id) playerIds.add(id);
      const players = playerIds.size
        ? await this.db.select({ id: sportsPlayers.id, name: sportsPlayers.name }).from(sportsPlayers).where(inArray(sportsPlayers.id, [...playerIds]))
        : [];
      const nameOf = new Map(players.map((p) => [p.id, p.name]));
      for (const row of fresh) {
        const own = events.filter((e) => e.fixtureId === row.id);
        const input: MatchInput = {
          id: row.id,
          sport: row.sport,
          kickoffAt: row.kickoffAt,
          state: row.state,
          timeline: row.timeline,
          events: own.map((e) => ({
            id: e.id,
            atSecond: e.atSecond,
            minute: e.minute,
            extra: e.extra,
            side: e.side,
            type: e.type,
            playerId: e.playerId,
            relatedPlayerId: e.relatedPlayerId,
          })),
        };
        const names = new Map<number, LocalizedText>();
        for (const e of own) for (const id of [e.playerId, e.relatedPlayerId]) if (id && nameOf.has(id)) names.set(id, nameOf.get(id)!);
        const match: TrackedMatch = {
          id: row.id,
          input,
          points: changePoints(input),
          kickoffTime: row.kickoffAt.toISOString(),
          endsAt: row.endsAt.getTime(),
          names,
          key: keyOf(row),
        };
        built.set(row.id, match);
        this.remember(match);
      }
    }
    return rows.map((row) => built.get(row.id) ?? this.cache.get(row.id)!);
  }

  private remember(match: TrackedMatch): void {
    this.cache.delete(match.id);
    this.cache.set(match.id, match);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }
}
