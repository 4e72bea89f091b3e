/**
 * Tables and records computed from finished results: league standings (with form), a team's
 * record, a player's season numbers, top scorers and head-to-head.
 */
import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsFixtures, sportsMatchEvents, sportsPlayers, sportsTeams, type Sport } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { byKickoffDesc, finished, loadMatches, resultFor, teamRef, toMatchSummary } from './fixtures-data.ts';
import type { StandingRow, TeamRecord } from '../../../../contracts/schemas/sports/entities.ts';
import type { FormLetter } from '../../../../contracts/schemas/sports/matches.ts';

/** League points: football 3/1/0; basketball 2 a win, 1 a loss (FIBA); esport 1 a win. */
const POINTS: Record<Sport, { win: number; draw: number; loss: number }> = {
  football: { win: 3, draw: 1, loss: 0 },
  basketball: { win: 2, draw: 1, loss: 1 },
  esport: { win: 1, draw: 0, loss: 0 },
};

type Result = Pick<typeof sportsFixtures.$inferSelect, 'homeTeamId' | 'awayTeamId' | 'finalHome' | 'finalAway'>;

export async function standings(db: Db, leagueId: number, sport: Sport, lang: Language, now: Date): Promise<StandingRow[]> {
  const results = await db
    .select({ homeTeamId: sportsFixtures.homeTeamId, awayTeamId: sportsFixtures.awayTeamId, finalHome: sportsFixtures.finalHome, finalAway: sportsFixtures.finalAway })
    .from(sportsFixtures)
    .where(and(eq(sportsFixtures.leagueId, leagueId), eq(sportsFixtures.season, 0), finished(now)))
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

/** A team's finished fixtures of the current season, newest first. */
export async function seasonResults(db: Db, teamId: number, now: Date): Promise<Result[]> {
  return db
    .select({ homeTeamId: sportsFixtures.homeTeamId, awayTeamId: sportsFixtures.awayTeamId, finalHome: sportsFixtures.finalHome, finalAway: sportsFixtures.finalAway })
    .from(sportsFixtures)
    .where(and(or(eq(sportsFixtures.homeTeamId, teamId), eq(sportsFixtures.awayTeamId, teamId)), eq(sportsFixtures.season, 0), finished(now)))
    .orderBy(...byKickoffDesc);
}

/** Events that have happened by `now` (kickoff + their second). */
const happened = (now: Date) => sql`${sportsFixtures.kickoffAt} + ${sportsMatchEvents.atSecond} * interval '1 second' <= ${now.toISOString()}`;

export async function playerSeason(db: Db, playerId: number, teamId: number, now: Date) {
  const [fixtures, events] = await Promise.all([
    db
      .select({ homeTeamId: sportsFixtures.homeTeamId, homeLineup: sportsFixtures.homeLineup, awayLineup: sportsFixtures.awayLineup })
      .from(sportsFixtures)
      .where(and(or(eq(sportsFixtures.homeTeamId, teamId), eq(sportsFixtures.awayTeamId, teamId)), eq(sportsFixtures.season, 0), finished(now))),
    db
      .select({ type: sportsMatchEvents.type, playerId: sportsMatchEvents.playerId, relatedPlayerId: sportsMatchEvents.relatedPlayerId })
      .from(sportsMatchEvents)
      .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsMatchEvents.fixtureId))
      .where(and(or(eq(sportsMatchEvents.playerId, playerId), eq(sportsMatchEvents.relatedPlayerId, playerId)), eq(sportsFixtures.season, 0), finished(now))),
  ]);
  const starts = fixtures.filter((f) => (f.homeTeamId === teamId ? f.homeLineup : f.awayLineup)?.starters.includes(playerId)).length;
  const subOn = events.filter((e) => e.type === 'sub' && e.playerId === playerId).length;
  const mine = (types: string[]) => events.filter((e) => types.includes(e.type) && e.playerId === playerId).length;
  return {
    appearances: starts + subOn,
    starts,
    goals: mine(['goal', 'penalty']),
    assists: events.filter((e) => e.type === 'goal' && e.relatedPlayerId === playerId).length,
    yellowCards: mine(['yellow']),
    redCards: mine(['red']),
  };
}

export async function topScorers(db: Db, leagueId: number, lang: Language, now: Date, limit = 10) {
  const goals = count(sportsMatchEvents.id);
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
    .where(and(eq(sportsFixtures.leagueId, leagueId), eq(sportsFixtures.season, 0), inArray(sportsMatchEvents.type, ['goal', 'penalty']), happened(now)))
    .groupBy(sportsMatchEvents.playerId, sportsPlayers.id, sportsTeams.id)
    .orderBy(desc(goals), asc(sportsMatchEvents.playerId))
    .limit(limit);
  return rows.map((r, i) => ({
    rank: i + 1,
    player: { id: r.player.id, name: localize(r.player.name, lang), shirtNumber: r.player.shirtNumber, position: r.player.position, photo: `/media/player/${r.player.id}.svg` },
    team: teamRef(r.player.teamId, r.teamName, r.teamShort, lang),
    goals: r.goals,
    penalties: r.penalties,
  }));
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
