/**
 * A real feed's fixtures and events into the sports tables, beside the simulation: the provider's
 * leagues, teams, players and fixtures get ids of their own (FEED_ID_BASE + the provider's id, so a
 * second import finds them again and nothing of the seed is touched), and each fixture carries the
 * feed's last word (`timeline.feed`), from which every page and the live push compute its state.
 * Tables, results and form read `final_home`/`final_away` and `ends_at` as for a simulated match.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsFixtures, sportsLeagues, sportsMatchEvents, sportsPlayers, sportsTeams, type FeedObservation, type Timeline } from '../../db/schema.ts';
import type { LocalizedText } from '../../i18n.ts';
import { footballSecond } from '../match-clock.ts';
import { MINUTE } from '../../clock.ts';
import { currentSeason } from '../season-clock.ts';
import type { FeedEvent, FeedFixture, FeedStatus } from './api-football.ts';

/** Local id of a provider's league, team, player or fixture. */
export const FEED_ID_BASE = 1_000_000_000;
/** Local ids of a feed fixture's events: FEED_EVENT_ID_BASE + fixture × FEED_EVENTS_PER_FIXTURE + its place. */
export const FEED_EVENT_ID_BASE = 1_500_000_000;
export const FEED_EVENTS_PER_FIXTURE = 50;
/** The largest provider id that has a local id (the ids are PostgreSQL integers). */
const MAX_FEED_ID = 400_000_000;
const MAX_FEED_FIXTURE_ID = Math.floor((2_147_483_647 - FEED_EVENT_ID_BASE) / FEED_EVENTS_PER_FIXTURE);

export const feedId = (providerId: number): number => FEED_ID_BASE + providerId;
export const isFeedId = (id: number): boolean => id >= FEED_ID_BASE && id < FEED_EVENT_ID_BASE;

const RUNNING: ReadonlySet<FeedStatus> = new Set(['1H', 'HT', '2H', 'ET', 'BT', 'P', 'SUSP', 'INT', 'LIVE']);
const FINISHED: ReadonlySet<FeedStatus> = new Set(['FT', 'AET', 'PEN']);
const CALLED_OFF: Partial<Record<FeedStatus, 'cancelled' | 'postponed'>> = { PST: 'postponed', CANC: 'cancelled', ABD: 'cancelled', AWD: 'cancelled', WO: 'cancelled' };

/** Stoppage time a fixture is planned with until the feed says more. */
const ADD1 = 2;
const ADD2 = 4;
/** A match in play is kept live at least this far past the feed's last word (its end is moved on at each word). */
const LIVE_MARGIN_MINUTES = 30;
/** Football's whole length before second-half stoppage: 45 + add1 + 15 + 45. */
const BEFORE_ADD2 = (add1: number) => 45 + add1 + 15 + 45;

const same = (text: string): LocalizedText => ({ vi: text, en: text, zh: text });

/** A country's code as the seed writes them (EN, ES, VN…), else the first letters of its name. */
const COUNTRY_CODES: Record<string, string> = { England: 'EN', Spain: 'ES', Italy: 'IT', Germany: 'DE', France: 'FR', Vietnam: 'VN', 'Viet-Nam': 'VN', Netherlands: 'NL', Portugal: 'PT', World: 'INT' };
const countryCode = (name: string): string => COUNTRY_CODES[name] ?? name.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase();

/** Two colours from a name: the provider gives none. */
const PALETTE = ['#1d4ed8', '#b91c1c', '#047857', '#7c3aed', '#c2410c', '#0f766e', '#be185d', '#334155'];
function colours(name: string): [string, string] {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return [PALETTE[h % PALETTE.length]!, '#ffffff'];
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4) || name.slice(0, 3).toUpperCase();

const shortName = (name: string): string => name.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 3).toUpperCase() || name.slice(0, 3);

/** "Regular Season - 13" → 13; a cup's "Round of 16" or "Final" → 0. */
function roundOf(round: string): number {
  const m = /Regular Season\s*-\s*(\d+)/i.exec(round);
  return m ? Number(m[1]) : 0;
}

/** The observation, stoppage and end of a fixture as the feed says it at `nowMs`. */
export function planOf(f: FeedFixture, nowMs: number): { timeline: Extract<Timeline, { kind: 'football' }>; endsAt: number; observation: FeedObservation } {
  const observation: FeedObservation = { status: f.status, elapsed: f.elapsed, extra: f.extra, home: f.goals.home, away: f.goals.away, at: nowMs };
  let add2 = ADD2;
  const plannedEnd = (a2: number) => f.kickoffAt + (BEFORE_ADD2(ADD1) + a2) * MINUTE;
  if (RUNNING.has(f.status)) {
    // Live until the feed says it is over: the end stays ahead of its last word.
    add2 = Math.max(ADD2, Math.ceil((nowMs + LIVE_MARGIN_MINUTES * MINUTE - f.kickoffAt) / MINUTE) - BEFORE_ADD2(ADD1));
  } else if (FINISHED.has(f.status)) {
    // Over: it ended by now, whatever the plan said (at most three hours after kick-off for a match first heard of later).
    const endedBy = Math.min(nowMs, f.kickoffAt + 180 * MINUTE);
    add2 = Math.max(0, Math.min(ADD2, Math.floor((endedBy - f.kickoffAt) / MINUTE) - BEFORE_ADD2(ADD1)));
    const timeline = { kind: 'football' as const, add1: ADD1, add2, goals: [], feed: observation };
    return { timeline, endsAt: Math.max(f.kickoffAt, Math.min(plannedEnd(add2), endedBy)), observation };
  }
  const timeline = { kind: 'football' as const, add1: ADD1, add2, goals: [], feed: observation };
  return { timeline, endsAt: Math.max(f.kickoffAt, plannedEnd(add2)), observation };
}

export interface ImportResult {
  fixtures: number;
  /** Fixtures whose state or score changed with this import (their events are worth reading). */
  changed: number[];
  skipped: string[];
}

/** Writes the fixtures (and their leagues and teams) the feed answered; answers which changed. */
export async function importFixtures(db: Db, list: readonly FeedFixture[], nowMs: number): Promise<ImportResult> {
  const skipped: string[] = [];
  const usable = list.filter((f) => {
    const ok = f.id <= MAX_FEED_FIXTURE_ID && [f.league.id, f.home.id, f.away.id].every((id) => id > 0 && id <= MAX_FEED_ID);
    if (!ok) skipped.push(`fixture ${f.id}: an id past what the import can hold`);
    return ok;
  });
  if (usable.length === 0) return { fixtures: 0, changed: [], skipped };
  const before = new Map(
    (
      await db
        .select({ id: sportsFixtures.id, timeline: sportsFixtures.timeline, state: sportsFixtures.state, kickoffAt: sportsFixtures.kickoffAt })
        .from(sportsFixtures)
        .where(inArray(sportsFixtures.id, usable.map((f) => feedId(f.id))))
    ).map((r) => [r.id, r]),
  );
  const changed: number[] = [];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const leagues = new Map(usable.map((f) => [f.league.id, f.league]));
    for (const league of leagues.values()) {
      const [primary, secondary] = colours(league.name);
      await t
        .insert(sportsLeagues)
        .values({
          id: feedId(league.id),
          sport: 'football',
          name: same(league.name),
          shortName: initials(league.name),
          country: countryCode(league.country),
          kind: /regular season/i.test(league.round) ? 'league' : 'cup',
          tier: 1,
          featured: false,
          season: `${league.season}/${String((league.season + 1) % 100).padStart(2, '0')}`,
          colorPrimary: primary,
          colorSecondary: secondary,
          sort: 900,
        })
        .onConflictDoUpdate({ target: sportsLeagues.id, set: { name: same(league.name) } });
    }
    // Each team once; its city is its home ground's when the feed names one.
    const teams = new Map<number, { team: FeedFixture['home']; f: FeedFixture; city: string }>();
    for (const f of usable) {
      teams.set(f.home.id, { team: f.home, f, city: f.venue?.city ?? teams.get(f.home.id)?.city ?? '' });
      if (!teams.has(f.away.id)) teams.set(f.away.id, { team: f.away, f, city: '' });
    }
    for (const { team, f, city } of teams.values()) {
      const [primary, secondary] = colours(team.name);
      await t
        .insert(sportsTeams)
        .values({
          id: feedId(team.id),
          sport: 'football',
          leagueId: feedId(f.league.id),
          name: same(team.name),
          shortName: shortName(team.name),
          city: same(city),
          country: countryCode(f.league.country),
          founded: 0,
          colorPrimary: primary,
          colorSecondary: secondary,
          rating: 75,
        })
        .onConflictDoUpdate({ target: sportsTeams.id, set: { name: same(team.name) } });
    }
    for (const f of usable) {
      const id = feedId(f.id);
      const { timeline, endsAt, observation } = planOf(f, nowMs);
      const state: 'normal' | 'cancelled' | 'postponed' = CALLED_OFF[f.status] ?? 'normal';
      const previous = before.get(id);
      const old = previous?.timeline.kind === 'football' ? previous.timeline.feed : undefined;
      // The goals the events gave stay with the fixture; a word that says nothing new keeps its instant (no needless move of the push).
      if (previous?.timeline.kind === 'football') timeline.goals = previous.timeline.goals;
      const news = !old || old.status !== observation.status || old.home !== observation.home || old.away !== observation.away || previous?.state !== state;
      if (old && !news && old.elapsed === observation.elapsed && old.extra === observation.extra) timeline.feed = old;
      if (news) changed.push(id);
      const row = {
        id,
        sport: 'football' as const,
        leagueId: feedId(f.league.id),
        season: await currentSeason(t, f.kickoffAt),
        round: roundOf(f.league.round),
        homeTeamId: feedId(f.home.id),
        awayTeamId: feedId(f.away.id),
        venueId: null,
        kickoffAt: new Date(f.kickoffAt),
        endsAt: new Date(endsAt),
        state,
        finalHome: f.goals.home ?? 0,
        finalAway: f.goals.away ?? 0,
        timeline,
      };
      await t.insert(sportsFixtures).values(row).onConflictDoUpdate({ target: sportsFixtures.id, set: row });
    }
  });
  return { fixtures: usable.length, changed, skipped };
}

/**
 * Replaces the events of a feed fixture (`fixtureId`, the provider's) with what the feed answered,
 * adds the players it names to their teams, and puts its goals on the fixture's timeline.
 */
export async function importEvents(db: Db, fixtureId: number, events: readonly FeedEvent[], nowMs: number): Promise<number> {
  const localId = feedId(fixtureId);
  const [fixture] = await db
    .select({ kickoffAt: sportsFixtures.kickoffAt, homeTeamId: sportsFixtures.homeTeamId, awayTeamId: sportsFixtures.awayTeamId, finalHome: sportsFixtures.finalHome, finalAway: sportsFixtures.finalAway, timeline: sportsFixtures.timeline })
    .from(sportsFixtures)
    .where(eq(sportsFixtures.id, localId));
  const timeline = fixture?.timeline;
  if (!fixture || timeline?.kind !== 'football' || fixtureId > MAX_FEED_FIXTURE_ID) return 0;
  const teamSide = (teamId: number) => (feedId(teamId) === fixture.homeTeamId ? 0 : feedId(teamId) === fixture.awayTeamId ? 1 : null);
  const kept = events.filter((e) => teamSide(e.teamId) !== null).slice(0, FEED_EVENTS_PER_FIXTURE);
  // Providers differ on an own goal's team (the side it counts for, or the scorer's): the reading
  // whose goals add up to the fixture's score is taken, the first when both or neither do.
  const creditedSide = (flipOwnGoals: boolean) => (e: FeedEvent) => (e.kind === 'own_goal' && flipOwnGoals ? 1 - teamSide(e.teamId)! : teamSide(e.teamId)!);
  const addsUp = (side: (e: FeedEvent) => number) => {
    const goals = kept.filter((e) => e.kind === 'goal' || e.kind === 'penalty' || e.kind === 'own_goal');
    return goals.filter((e) => side(e) === 0).length === fixture.finalHome && goals.filter((e) => side(e) === 1).length === fixture.finalAway;
  };
  const sideOf = !addsUp(creditedSide(false)) && addsUp(creditedSide(true)) ? creditedSide(true) : creditedSide(false);
  const add1 = timeline.add1;
  // An event the feed reports has happened: it is shown from now at the latest, whatever the length of the real half time.
  const happenedBy = Math.max(0, Math.floor((nowMs - fixture.kickoffAt.getTime()) / 1000));
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const people = new Map<number, { name: string; teamId: number }>();
    for (const e of kept) {
      // A goal is the credited side's (as in the seed); an own goal's scorer plays for the other side.
      const side = sideOf(e);
      const own = e.kind === 'own_goal' ? (side === 0 ? fixture.awayTeamId : fixture.homeTeamId) : side === 0 ? fixture.homeTeamId : fixture.awayTeamId;
      for (const p of [e.player, e.related]) if (p && p.id > 0 && p.id <= MAX_FEED_ID) people.set(p.id, { name: p.name, teamId: own });
    }
    for (const [id, p] of people) {
      await t
        .insert(sportsPlayers)
        .values({ id: feedId(id), teamId: p.teamId, name: same(p.name), position: '', shirtNumber: 0, nationality: '', birthDate: '', heightCm: 0, weightKg: 0, foot: 'right' })
        .onConflictDoUpdate({ target: sportsPlayers.id, set: { name: same(p.name) } });
    }
    await t.delete(sportsMatchEvents).where(and(eq(sportsMatchEvents.fixtureId, localId)));
    const rows = kept.map((e, i) => {
      const minute = Math.max(1, e.elapsed);
      const ok = (p: { id: number } | null) => (p && p.id > 0 && p.id <= MAX_FEED_ID ? feedId(p.id) : null);
      return {
        id: FEED_EVENT_ID_BASE + fixtureId * FEED_EVENTS_PER_FIXTURE + i,
        fixtureId: localId,
        atSecond: Math.min(footballSecond(Math.min(minute, 120), e.extra, add1), happenedBy),
        minute: Math.min(minute, 120),
        extra: e.extra,
        side: sideOf(e),
        type: e.kind,
        playerId: ok(e.player),
        relatedPlayerId: ok(e.related),
      };
    });
    if (rows.length > 0) await t.insert(sportsMatchEvents).values(rows);
    const goals = rows.filter((r) => r.type === 'goal' || r.type === 'penalty' || r.type === 'own_goal').map((r): [number, number] => [r.atSecond, r.side]);
    await t
      .update(sportsFixtures)
      .set({ timeline: { ...timeline, goals } })
      .where(eq(sportsFixtures.id, localId));
  });
  return kept.length;
}
