/**
 * Tables and records computed from finished results: league standings (with form), a team's
 * record, a player's season numbers, top scorers and head-to-head.
 */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsFixtures, sportsMatchEvents, sportsPlayers, sportsTeams, type Lineup, type Sport } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { currentSeason, onSeasonExtended } from '../../sports/season-clock.ts';
import { byKickoffDesc, finished, loadMatches, playerPhoto, resultFor, teamRef, toMatchSummary } from './fixtures-data.ts';
import { DEFAULT_TIMEZONE } from '../../clock.ts';
import type { CareerRow, PlayerMatch, SeasonStats, StandingRow, TeamRecord, TopAssist, TopScorer } from '../../../../contracts/schemas/sports/entities.ts';
import type { FormLetter, TeamRef } from '../../../../contracts/schemas/sports/matches.ts';

/** League points: football 3/1/0; basketball 2 a win, 1 a loss (FIBA); esport 1 a win. */
const POINTS: Record<Sport, { win: number; draw: number; loss: number }> = {
  football: { win: 3, draw: 1, loss: 0 },
  basketball: { win: 2, draw: 1, loss: 1 },
  esport: { win: 1, draw: 0, loss: 0 },
};

type Result = Pick<typeof sportsFixtures.$inferSelect, 'homeTeamId' | 'awayTeamId' | 'finalHome' | 'finalAway'>;

/** A table changes only when a match of its league ends: computed tables are kept a few seconds. */
const STANDINGS_TTL_MS = 5_000;
const standingsCache = new WeakMap<Db, Map<string, { at: number; rows: Promise<StandingRow[]> }>>();
onSeasonExtended((db) => standingsCache.delete(db));

/** `standings`, computed at most once per league, language and STANDINGS_TTL_MS. */
export function cachedStandings(db: Db, leagueId: number, sport: Sport, lang: Language, nowMs: number): Promise<StandingRow[]> {
  let cache = standingsCache.get(db);
  if (!cache) standingsCache.set(db, (cache = new Map()));
  const key = `${leagueId}:${lang}`;
  const hit = cache.get(key);
  if (hit && nowMs - hit.at < STANDINGS_TTL_MS && nowMs >= hit.at) return hit.rows;
  const rows = standings(db, leagueId, sport, lang, new Date(nowMs));
  cache.set(key, { at: nowMs, rows });
  rows.catch(() => cache.delete(key));
  return rows;
}

export async function standings(db: Db, leagueId: number, sport: Sport, lang: Language, now: Date): Promise<StandingRow[]> {
  const season = await currentSeason(db, now.getTime());
  const results = await db
    .select({ homeTeamId: sportsFixtures.homeTeamId, awayTeamId: sportsFixtures.awayTeamId, finalHome: sportsFixtures.finalHome, finalAway: sportsFixtures.finalAway })
    .from(sportsFixtures)
    .where(and(eq(sportsFixtures.leagueId, leagueId), eq(sportsFixtures.season, season), finished(now)))
    .orderBy(...byKickoffDesc);
  // Teams of the league, and for cups every club that has played in it.
  const teamIds = new Set(results.flatMap((r) => [r.homeTeamId, r.awayTeamId]));
  const teams = await db
    .select({ id: sportsTeams.id, name: sportsTeams.name, shortName: sportsTeams.shortName })
    .from(sportsTeams)
    .where(or(eq(sportsTeams.leagueId, leagueId), teamIds.size ? inArray(sportsTeams.id, [...teamIds]) : undefined));
  const rows = new Map(teams.map((t) => [t.id, { team: teamRef(t.id, t.name, t.shortName, lang), played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, form: [] as FormLetter[] }]));
  const points = POINTS[sport];
  for (const r of results) {
    for (const teamId of [r.homeTeamId, r.awayTeamId]) {
      const row = rows.get(teamId);
      if (!row) continue;
      const outcome = resultFor(r, teamId);
      row.played++;
      row.goalsFor += teamId === r.homeTeamId ? r.finalHome : r.finalAway;
      row.goalsAgainst += teamId === r.homeTeamId ? r.finalAway : r.finalHome;
      if (outcome === 'W') row.won++;
      else if (outcome === 'D') row.drawn++;
      else row.lost++;
      row.points += outcome === 'W' ? points.win : outcome === 'D' ? points.draw : points.loss;
      if (row.form.length < 5) row.form.push(outcome);
    }
  }
  return [...rows.values()]
    .map((r) => ({ ...r, goalDifference: r.goalsFor - r.goalsAgainst }))
    .sort((a, b) => b.points - a.points || b.goalDifference - a.goalDifference || b.goalsFor - a.goalsFor || a.team.id - b.team.id)
    .map((r, i) => ({ position: i + 1, ...r }));
}

export function recordOf(results: Result[], teamId: number): TeamRecord {
  const record = { played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, cleanSheets: 0, winRate: 0 };
  for (const r of results) {
    const own = r.homeTeamId === teamId ? r.finalHome : r.finalAway;
    const other = r.homeTeamId === teamId ? r.finalAway : r.finalHome;
    record.played++;
    record.goalsFor += own;
    record.goalsAgainst += other;
    if (other === 0) record.cleanSheets++;
    const outcome = resultFor(r, teamId);
    if (outcome === 'W') record.won++;
    else if (outcome === 'D') record.drawn++;
    else record.lost++;
  }
  record.winRate = record.played ? Math.round((record.won / record.played) * 1000) / 1000 : 0;
  return record;
}

/**
 * A team's finished fixtures of the current season in its league, newest first: the record shown
 * beside the league's table counts what the table counts (cup matches are in the match lists).
 */
export async function seasonResults(db: Db, teamId: number, leagueId: number, now: Date): Promise<Result[]> {
  const season = await currentSeason(db, now.getTime());
  return db
    .select({ homeTeamId: sportsFixtures.homeTeamId, awayTeamId: sportsFixtures.awayTeamId, finalHome: sportsFixtures.finalHome, finalAway: sportsFixtures.finalAway })
    .from(sportsFixtures)
    .where(and(or(eq(sportsFixtures.homeTeamId, teamId), eq(sportsFixtures.awayTeamId, teamId)), eq(sportsFixtures.leagueId, leagueId), eq(sportsFixtures.season, season), finished(now)))
    .orderBy(...byKickoffDesc);
}

/** Events that have happened by `now` (kickoff + their second). */
const happened = (now: Date) => sql`${sportsFixtures.kickoffAt} + ${sportsMatchEvents.atSecond} * interval '1 second' <= ${now.toISOString()}`;

interface PlayedFixture {
  id: number;
  season: number;
  homeTeamId: number;
  homeLineup: Lineup | null;
  awayLineup: Lineup | null;
}

interface PlayerEvent {
  fixtureId: number;
  type: string;
  minute: number;
  playerId: number | null;
  relatedPlayerId: number | null;
}

const FULL_MATCH = 90;

/**
 * What a player did in one fixture: from his side's lineup and the events (substitutions, cards,
 * goals). A match without a line-up (a real feed's) counts who its events name: on from the start
 * unless he came on.
 */
export function playerInFixture(f: PlayedFixture, teamId: number, playerId: number, events: readonly PlayerEvent[]) {
  const lineup = f.homeTeamId === teamId ? f.homeLineup : f.awayLineup;
  const mine = events.filter((e) => e.fixtureId === f.id);
  const cameOn = mine.find((e) => e.type === 'sub' && e.playerId === playerId);
  const named = mine.some((e) => e.playerId === playerId || e.relatedPlayerId === playerId);
  const started = lineup ? lineup.starters.includes(playerId) : named && !cameOn;
  const wentOff = mine.find((e) => (e.type === 'sub' && e.relatedPlayerId === playerId) || (e.type === 'red' && e.playerId === playerId));
  const from = started ? 0 : cameOn ? cameOn.minute : null;
  const minutes = from === null ? 0 : Math.max(0, Math.min(FULL_MATCH, wentOff ? wentOff.minute : FULL_MATCH) - from);
  const count = (types: string[]) => mine.filter((e) => types.includes(e.type) && e.playerId === playerId).length;
  return {
    played: from !== null,
    started,
    minutes: from === null ? 0 : Math.max(1, minutes),
    goals: count(['goal', 'penalty']),
    assists: mine.filter((e) => e.type === 'goal' && e.relatedPlayerId === playerId).length,
    yellowCards: count(['yellow']),
    redCards: count(['red']),
  };
}

/** "2026/27" → the label `back` seasons before it. */
export function seasonBefore(season: string, back: number): string {
  const start = Number(season.slice(0, 4)) - back;
  return Number.isFinite(start) ? `${start}/${String((start + 1) % 100).padStart(2, '0')}` : season;
}

/** A league's season label at `nowMs`: the label its rows carry (the origin's season), moved on by the seasons played since. */
export async function seasonLabelAt(db: Db, originLabel: string, nowMs: number): Promise<string> {
  return seasonBefore(originLabel, -(await currentSeason(db, nowMs)));
}

/**
 * A player's numbers: this season's, one row per season his club's finished matches cover (the
 * current first), and his part in the club's last five finished matches.
 */
export async function playerCareer(db: Db, playerId: number, team: TeamRef, originSeason: string, lang: Language, nowMs: number): Promise<{ season: SeasonStats; career: CareerRow[]; recent: PlayerMatch[] }> {
  const now = new Date(nowMs);
  const teamId = team.id;
  const involvingTeam = or(eq(sportsFixtures.homeTeamId, teamId), eq(sportsFixtures.awayTeamId, teamId))!;
  const [fixtures, events, recentRows] = await Promise.all([
    db
      .select({ id: sportsFixtures.id, season: sportsFixtures.season, homeTeamId: sportsFixtures.homeTeamId, homeLineup: sportsFixtures.homeLineup, awayLineup: sportsFixtures.awayLineup })
      .from(sportsFixtures)
      .where(and(involvingTeam, finished(now))),
    db
      .select({ fixtureId: sportsMatchEvents.fixtureId, type: sportsMatchEvents.type, minute: sportsMatchEvents.minute, playerId: sportsMatchEvents.playerId, relatedPlayerId: sportsMatchEvents.relatedPlayerId })
      .from(sportsMatchEvents)
      .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsMatchEvents.fixtureId))
      .where(and(or(eq(sportsMatchEvents.playerId, playerId), eq(sportsMatchEvents.relatedPlayerId, playerId)), finished(now))),
    loadMatches(db, and(involvingTeam, finished(now)), byKickoffDesc, 1, 5),
  ]);
  const bySeason = new Map<number, CareerRow>();
  for (const f of fixtures) {
    const part = playerInFixture(f, teamId, playerId, events);
    let row = bySeason.get(f.season);
    if (!row) {
      row = { season: seasonBefore(originSeason, -f.season), seasonIndex: f.season, team, appearances: 0, starts: 0, minutes: 0, goals: 0, assists: 0, yellowCards: 0, redCards: 0 };
      bySeason.set(f.season, row);
    }
    if (!part.played) continue;
    row.appearances++;
    if (part.started) row.starts++;
    row.minutes += part.minutes;
    row.goals += part.goals;
    row.assists += part.assists;
    row.yellowCards += part.yellowCards;
    row.redCards += part.redCards;
  }
  const career = [...bySeason.values()].sort((a, b) => b.seasonIndex - a.seasonIndex);
  const current = bySeason.get(await currentSeason(db, nowMs));
  const season: SeasonStats = current
    ? { appearances: current.appearances, starts: current.starts, minutes: current.minutes, goals: current.goals, assists: current.assists, yellowCards: current.yellowCards, redCards: current.redCards }
    : { appearances: 0, starts: 0, minutes: 0, goals: 0, assists: 0, yellowCards: 0, redCards: 0 };
  const recent = recentRows.rows.map((raw) => {
    const f = raw.fixture;
    const part = playerInFixture({ id: f.id, season: f.season, homeTeamId: f.homeTeamId, homeLineup: f.homeLineup, awayLineup: f.awayLineup }, teamId, playerId, events);
    return { match: toMatchSummary(raw, lang, nowMs, DEFAULT_TIMEZONE), started: part.started, minutes: part.minutes, goals: part.goals, assists: part.assists, yellowCards: part.yellowCards, redCards: part.redCards };
  });
  return { season, career, recent };
}

const playerRef = (p: typeof sportsPlayers.$inferSelect, lang: Language) => ({ id: p.id, name: localize(p.name, lang), shirtNumber: p.shirtNumber, position: p.position, photo: playerPhoto(p.id) });

/** This season's scorers (goals and penalties that have happened, not own goals) of one league or one team. */
export async function topScorers(db: Db, scope: { leagueId: number } | { teamId: number }, lang: Language, now: Date, limit = 10): Promise<TopScorer[]> {
  const goals = count(sportsMatchEvents.id);
  const where: SQL = 'leagueId' in scope ? eq(sportsFixtures.leagueId, scope.leagueId) : eq(sportsPlayers.teamId, scope.teamId);
  const rows = await db
    .select({
      playerId: sportsMatchEvents.playerId,
      goals,
      penalties: sql<number>`count(*) filter (where ${sportsMatchEvents.type} = 'penalty')`.mapWith(Number),
      player: sportsPlayers,
      teamName: sportsTeams.name,
      teamShort: sportsTeams.shortName,
    })
    .from(sportsMatchEvents)
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsMatchEvents.fixtureId))
    .innerJoin(sportsPlayers, eq(sportsPlayers.id, sportsMatchEvents.playerId))
    .innerJoin(sportsTeams, eq(sportsTeams.id, sportsPlayers.teamId))
    .where(and(where, eq(sportsFixtures.season, await currentSeason(db, now.getTime())), inArray(sportsMatchEvents.type, ['goal', 'penalty']), happened(now)))
    .groupBy(sportsMatchEvents.playerId, sportsPlayers.id, sportsTeams.id)
    .orderBy(desc(goals), asc(sportsMatchEvents.playerId))
    .limit(limit);
  return rows.map((r, i) => ({ rank: i + 1, player: playerRef(r.player, lang), team: teamRef(r.player.teamId, r.teamName, r.teamShort, lang), goals: r.goals, penalties: r.penalties }));
}

/** This season's assists (the passer of a goal) in one league. */
export async function topAssists(db: Db, leagueId: number, lang: Language, now: Date, limit = 10): Promise<TopAssist[]> {
  const assists = count(sportsMatchEvents.id);
  const rows = await db
    .select({ assists, player: sportsPlayers, teamName: sportsTeams.name, teamShort: sportsTeams.shortName })
    .from(sportsMatchEvents)
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsMatchEvents.fixtureId))
    .innerJoin(sportsPlayers, eq(sportsPlayers.id, sportsMatchEvents.relatedPlayerId))
    .innerJoin(sportsTeams, eq(sportsTeams.id, sportsPlayers.teamId))
    .where(and(eq(sportsFixtures.leagueId, leagueId), eq(sportsFixtures.season, await currentSeason(db, now.getTime())), eq(sportsMatchEvents.type, 'goal'), happened(now)))
    .groupBy(sportsPlayers.id, sportsTeams.id)
    .orderBy(desc(assists), asc(sportsPlayers.id))
    .limit(limit);
  return rows.map((r, i) => ({ rank: i + 1, player: playerRef(r.player, lang), team: teamRef(r.player.teamId, r.teamName, r.teamShort, lang), assists: r.assists }));
}

/** Finished meetings of two teams (either way round), newest first, with a summary from `firstId`'s side. */
export async function headToHead(db: Db, firstId: number, secondId: number, lang: Language, nowMs: number, timeZone: string, limit = 10) {
  const pair = or(
    and(eq(sportsFixtures.homeTeamId, firstId), eq(sportsFixtures.awayTeamId, secondId)),
    and(eq(sportsFixtures.homeTeamId, secondId), eq(sportsFixtures.awayTeamId, firstId)),
  );
  const { rows, total } = await loadMatches(db, and(pair, finished(new Date(nowMs))), byKickoffDesc, 1, limit);
  const summary = { played: total, firstWins: 0, draws: 0, secondWins: 0 };
  const all = await db
    .select({ homeTeamId: sportsFixtures.homeTeamId, finalHome: sportsFixtures.finalHome, finalAway: sportsFixtures.finalAway })
    .from(sportsFixtures)
    .where(and(pair, finished(new Date(nowMs))));
  for (const r of all) {
    const outcome = resultFor(r, firstId);
    if (outcome === 'W') summary.firstWins++;
    else if (outcome === 'D') summary.draws++;
    else summary.secondWins++;
  }
  return { summary, matches: rows.map((r) => toMatchSummary(r, lang, nowMs, timeZone)) };
}
