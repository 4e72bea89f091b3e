/**
 * The match centre's answer (GET /live/api/football/match). What comes from the database (the
 * fixture, its events and players, managers, room, head-to-head, table, form) is read at most once
 * per fixture, language and LOADED_TTL_MS; what moves with the clock (status, minute, score, events
 * so far, statistics, odds, win probability, momentum, viewers) is computed from it, and the JSON
 * is shared by every request of the same second, as the live schedule does.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { liveModes, liveRooms, sportsManagers, sportsMatchEvents, sportsPlayers, sportsTeams, type Lineup } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { slugify } from '../../../../contracts/slug.ts';
import type { MatchDetail, MatchRoom, MatchStandings, PlayerRef } from '../../../../contracts/schemas/sports/matches.ts';
import { DEFAULT_TIMEZONE } from '../../clock.ts';
import { attackMomentum } from '../../sports/momentum.ts';
import { pitchSpots } from '../../sports/pitch.ts';
import { currentSeason, onSeasonExtended } from '../../sports/season-clock.ts';
import { winProbabilitySeries } from '../../sports/win-probability.ts';
import { oddsMovement, openingOdds } from '../../sports/odds.ts';
import { liveRoomTopic, type Audience } from '../../chat/audience.ts';
import { hostRef, loadHosts, roomCover, seededAudienceAt, type HostInfo } from '../live/schedule-data.ts';
import { currentOdds, leagueRefOf, loadMatch, managerRef, playerPhoto, stateOf, toMatchSummary, type RawMatch } from '../sports/fixtures-data.ts';
import { teamMatches } from '../entities/routes.ts';
import { cachedStandings, headToHead } from '../sports/season-stats.ts';

/** Lineups are announced an hour before kickoff. */
const LINEUP_NOTICE_MS = 60 * 60_000;
/** The database reads of a match are kept this long (results and tables change only when a match ends). */
const LOADED_TTL_MS = 5_000;

type EventRow = typeof sportsMatchEvents.$inferSelect;

interface Loaded {
  raw: RawMatch;
  events: EventRow[];
  players: Map<number, PlayerRef>;
  managers: MatchDetail['managers'];
  room: { roomId: number; slug: string; modeSlug: string; title: string; baseViewers: number; hosts: HostInfo[] } | null;
  h2h: MatchDetail['h2h'];
  standings: MatchStandings | null;
  form: MatchDetail['form'];
}

const loadedCache = new WeakMap<Db, Map<string, { at: number; loaded: Promise<Loaded | null> }>>();
const rendered = new WeakMap<Db, Map<string, { second: number; json: Promise<string | null> }>>();
onSeasonExtended((db) => {
  loadedCache.delete(db);
  rendered.delete(db);
});

async function load(db: Db, id: number, lang: Language, nowMs: number): Promise<Loaded | null> {
  const raw = await loadMatch(db, id);
  if (!raw) return null;
  const f = raw.fixture;
  const lineupIds = [f.homeLineup, f.awayLineup].flatMap((l) => (l ? [...l.starters, ...l.bench] : []));
  const [events, managers, roomRows, h2h, form] = await Promise.all([
    db.select().from(sportsMatchEvents).where(eq(sportsMatchEvents.fixtureId, f.id)).orderBy(asc(sportsMatchEvents.atSecond), asc(sportsMatchEvents.id)),
    db
      .select({ teamId: sportsTeams.id, id: sportsManagers.id, name: sportsManagers.name })
      .from(sportsTeams)
      .innerJoin(sportsManagers, eq(sportsManagers.id, sportsTeams.managerId))
      .where(inArray(sportsTeams.id, [f.homeTeamId, f.awayTeamId])),
    db.select({ room: liveRooms, modeSlug: liveModes.slug }).from(liveRooms).innerJoin(liveModes, eq(liveModes.id, liveRooms.liveModeId)).where(eq(liveRooms.fixtureId, f.id)),
    headToHead(db, f.homeTeamId, f.awayTeamId, lang, nowMs, DEFAULT_TIMEZONE),
    Promise.all([teamMatches(db, f.homeTeamId, lang, nowMs), teamMatches(db, f.awayTeamId, lang, nowMs)]),
  ]);
  const ids = new Set(lineupIds);
  for (const e of events) [e.playerId, e.relatedPlayerId].forEach((pid) => pid && ids.add(pid));
  const playerRows = ids.size ? await db.select().from(sportsPlayers).where(inArray(sportsPlayers.id, [...ids])) : [];
  const players = new Map(playerRows.map((p) => [p.id, { id: p.id, name: localize(p.name, lang), shirtNumber: p.shirtNumber, position: p.position, photo: playerPhoto(p.id) }]));
  const manager = (teamId: number) => {
    const m = managers.find((x) => x.teamId === teamId);
    return m ? managerRef(m.id, m.name, lang) : null;
  };
  const roomRow = roomRows[0];
  const hosts = roomRow ? await loadHosts(db, roomRow.room.hostIds) : new Map<number, HostInfo>();
  const room = roomRow
    ? {
        roomId: roomRow.room.id,
        slug: slugify(`${localize(raw.homeName, 'vi')} ${localize(raw.awayName, 'vi')}`),
        modeSlug: roomRow.modeSlug,
        title: localize(roomRow.room.title, lang),
        baseViewers: roomRow.room.baseViewers,
        hosts: roomRow.room.hostIds.map((hid) => hostRef(hosts.get(hid), hid)),
      }
    : null;
  // The current table, for matches of this season; both teams marked.
  let standings: MatchStandings | null = null;
  if (f.season === (await currentSeason(db, nowMs))) {
    const rows = await cachedStandings(db, f.leagueId, f.sport, lang, nowMs);
    if (rows.some((r) => r.played > 0)) {
      standings = { league: leagueRefOf(raw, lang), rows: rows.map((r) => ({ ...r, marked: r.team.id === f.homeTeamId || r.team.id === f.awayTeamId })) };
    }
  }
  return { raw, events, players, managers: { home: manager(f.homeTeamId), away: manager(f.awayTeamId) }, room, h2h, standings, form: { home: form[0].form, away: form[1].form } };
}

function loaded(db: Db, id: number, lang: Language, nowMs: number): Promise<Loaded | null> {
  let cache = loadedCache.get(db);
  if (!cache) loadedCache.set(db, (cache = new Map()));
  const key = `${id}:${lang}`;
  const hit = cache.get(key);
  if (hit && nowMs >= hit.at && nowMs - hit.at < LOADED_TTL_MS) return hit.loaded;
  const promise = load(db, id, lang, nowMs);
  if (cache.size > 500) cache.clear();
  cache.set(key, { at: nowMs, loaded: promise });
  promise.catch(() => cache.delete(key));
  return promise;
}

/** The match centre at `nowMs` from what was loaded. */
function render(l: Loaded, lang: Language, nowMs: number, connected: number): MatchDetail {
  const { raw } = l;
  const f = raw.fixture;
  const state = stateOf(raw, nowMs, DEFAULT_TIMEZONE);
  const started = state.statusId === 2 || state.statusId === 3;
  const elapsed = state.statusId === 3 ? Number.MAX_SAFE_INTEGER : state.elapsedSeconds;
  const happened = started ? l.events.filter((e) => e.atSecond <= elapsed) : [];
  const ref = (id: number | null) => (id ? l.players.get(id) ?? null : null);
  const running = [0, 0];
  const events = happened.map((e) => {
    const goal = e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal';
    if (goal) running[e.side]! += 1;
    return { id: e.id, minute: e.minute, extra: e.extra, side: e.side === 0 ? ('home' as const) : ('away' as const), type: e.type, player: ref(e.playerId), related: ref(e.relatedPlayerId), score: goal ? `${running[0]}-${running[1]}` : null };
  });
  const showLineups = f.homeLineup && f.awayLineup && f.state === 'normal' && f.kickoffAt.getTime() - nowMs <= LINEUP_NOTICE_MS;
  const side = (lineup: Lineup) => {
    const starters = lineup.starters.map(ref).filter((p) => p !== null);
    const spots = pitchSpots(lineup.formation, starters.length);
    return { formation: lineup.formation, starters, bench: lineup.bench.map(ref).filter((p) => p !== null), pitch: starters.map((p, i) => ({ playerId: p.id, ...spots[i]! })) };
  };
  const cards = (type: string) => [0, 1].map((s) => happened.filter((e) => e.type === type && e.side === s).length) as [number, number];
  // Statistics accrue with the minute played, and never below what the events show.
  const stats = f.stats && started
    ? (() => {
        const p = state.statusId === 3 ? 1 : Math.min(1, state.progress);
        const scale = (pair: [number, number]) => pair.map((v) => Math.round(v * p)) as [number, number];
        const goals: [number, number] = [state.home ?? 0, state.away ?? 0];
        const onTarget = scale(f.stats.shotsOnTarget).map((v, i) => Math.max(v, goals[i]!)) as [number, number];
        const shots = scale(f.stats.shots).map((v, i) => Math.max(v, onTarget[i]!)) as [number, number];
        return { possession: [f.stats.possession, 100 - f.stats.possession] as [number, number], shots, shotsOnTarget: onTarget, corners: scale(f.stats.corners), fouls: scale(f.stats.fouls), offsides: scale(f.stats.offsides), yellowCards: cards('yellow'), redCards: cards('red') };
      })()
    : null;
  const odds = currentOdds(raw, state, nowMs);
  const opening = f.state === 'normal' ? openingOdds(f.sport, raw.homeRating, raw.awayRating) : null;
  const momentumUpTo = f.sport !== 'football' || !started ? 0 : state.statusId === 3 ? 90 : (state.minute ?? 0);
  const room: MatchRoom | null = l.room
    ? {
        roomId: l.room.roomId,
        slug: l.room.slug,
        modeSlug: l.room.modeSlug,
        title: l.room.title,
        cover: roomCover(l.room.roomId),
        viewers: seededAudienceAt(l.room.roomId, l.room.baseViewers, state.statusId, nowMs, f.kickoffAt.getTime()) + connected,
        hosts: l.room.hosts,
      }
    : null;
  return {
    match: toMatchSummary(raw, lang, nowMs, DEFAULT_TIMEZONE, state),
    events,
    lineups: showLineups ? { home: side(f.homeLineup!), away: side(f.awayLineup!) } : null,
    stats,
    h2h: l.h2h,
    odds,
    openingOdds: opening,
    oddsMovement: odds && opening ? oddsMovement(opening, odds) : null,
    attendance: started ? f.attendance : null,
    managers: l.managers,
    standings: l.standings,
    form: l.form,
    winProbability: winProbabilitySeries(f, [raw.homeRating, raw.awayRating], l.events, nowMs),
    momentum: attackMomentum(happened, momentumUpTo),
    room,
  };
}

/**
 * The match centre of fixture `id` as the JSON of a success envelope (`wrap` makes it), or null
 * when there is no such fixture or it is not of `leagueId`.
 */
export function matchCentreJson(db: Db, audience: Audience, id: number, leagueId: number | undefined, lang: Language, nowMs: number, wrap: (detail: MatchDetail) => unknown): Promise<string | null> {
  let cache = rendered.get(db);
  if (!cache) rendered.set(db, (cache = new Map()));
  const key = `${id}:${leagueId ?? 0}:${lang}`;
  const second = Math.floor(nowMs / 1000);
  const hit = cache.get(key);
  if (hit && hit.second === second) return hit.json;
  const json = (async () => {
    const l = await loaded(db, id, lang, nowMs);
    if (!l || (leagueId !== undefined && l.raw.fixture.leagueId !== leagueId)) return null;
    const [connected] = l.room ? await audience.connected([liveRoomTopic(l.room.roomId)]) : [0];
    return JSON.stringify(wrap(render(l, lang, nowMs, connected ?? 0)));
  })();
  if (cache.size > 500) cache.clear();
  cache.set(key, { second, json });
  json.catch(() => cache.delete(key));
  return json;
}

/** Forgets what was read of one fixture (after a write that changes it). */
export function forgetMatch(db: Db, id: number): void {
  for (const cache of [loadedCache.get(db), rendered.get(db)]) {
    if (!cache) continue;
    for (const key of cache.keys()) if (key.startsWith(`${id}:`)) cache.delete(key);
  }
}
