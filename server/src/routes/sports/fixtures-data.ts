/** Fixture reads shared by the sports pages: one joined query per list, states computed from the clock. */
import { and, asc, desc, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { liveSchedule, sportsFixtures, sportsLeagues, sportsTeams, sportsVenues } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';
import { crest, leagueLogo } from '../live/schedule-data.ts';
import { matchState, scoreFields, type MatchState } from '../../sports/match-clock.ts';
import { liveOddsAt, oddsMovement, openingOdds, type Odds } from '../../sports/odds.ts';
import type { FormLetter, LeagueRef, MatchSummary, MatchWithOdds, PlaceRef, TeamRef } from '../../../../contracts/schemas/sports/matches.ts';

export const homeTeam = alias(sportsTeams, 'home_team');
export const awayTeam = alias(sportsTeams, 'away_team');

const columns = {
  fixture: sportsFixtures,
  homeName: homeTeam.name,
  homeShort: homeTeam.shortName,
  homeRating: homeTeam.rating,
  awayName: awayTeam.name,
  awayShort: awayTeam.shortName,
  awayRating: awayTeam.rating,
  leagueName: sportsLeagues.name,
  venueName: sportsVenues.name,
  roomId: liveSchedule.roomId,
};

export type RawMatch = Awaited<ReturnType<typeof selectMatches>>[number];

function selectMatches(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset: number) {
  return db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(sportsFixtures)
    .innerJoin(homeTeam, eq(homeTeam.id, sportsFixtures.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, sportsFixtures.awayTeamId))
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId))
    .leftJoin(sportsVenues, eq(sportsVenues.id, sportsFixtures.venueId))
    .leftJoin(liveSchedule, eq(liveSchedule.fixtureId, sportsFixtures.id))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function loadMatches(db: Db, where: SQL | undefined, order: SQL[], pageNum = 1, pageSize = 100): Promise<{ rows: RawMatch[]; total: number }> {
  const rows = await selectMatches(db, where, order, pageSize, (pageNum - 1) * pageSize);
  if (rows.length > 0 || pageNum === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sportsFixtures).innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId)).where(where);
  return { rows, total: row?.n ?? 0 };
}

export async function loadMatch(db: Db, id: number): Promise<RawMatch | null> {
  return (await selectMatches(db, eq(sportsFixtures.id, id), [], 1, 0))[0] ?? null;
}

export const byKickoff = [asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id)];
export const byKickoffDesc = [desc(sportsFixtures.kickoffAt), desc(sportsFixtures.id)];

/** Played to the end: over by `now` and not called off. */
export const finished = (now: Date): SQL => and(lte(sportsFixtures.endsAt, now), eq(sportsFixtures.state, 'normal'))!;
/** Still to be played or being played (called-off ones included, shown as such). */
export const notFinished = (now: Date): SQL => or(gt(sportsFixtures.endsAt, now), ne(sportsFixtures.state, 'normal'))!;
export const involving = (teamId: number): SQL => or(eq(sportsFixtures.homeTeamId, teamId), eq(sportsFixtures.awayTeamId, teamId))!;

export const teamRef = (id: number, name: Parameters<typeof localize>[0], shortName: string, lang: Language): TeamRef => ({ id, name: localize(name, lang), shortName, logo: crest(id) });

/** The generated pictures of venues, managers and players (media-routes.ts). */
export const venuePicture = (id: number) => `/media/venue/${id}.svg`;
export const managerPhoto = (id: number) => `/media/manager/${id}.svg`;
export const playerPhoto = (id: number) => `/media/player/${id}.svg`;

export const venueRef = (id: number, name: Parameters<typeof localize>[0], lang: Language): PlaceRef => ({ id, name: localize(name, lang), picture: venuePicture(id) });
export const managerRef = (id: number, name: Parameters<typeof localize>[0], lang: Language): PlaceRef => ({ id, name: localize(name, lang), picture: managerPhoto(id) });

/** The current line of a match at `nowMs` (pre-match drifting, in play), null once ended or called off. */
export function currentOdds(raw: RawMatch, state: MatchState, nowMs: number): Odds | null {
  const f = raw.fixture;
  return liveOddsAt(f.id, f.sport, [raw.homeRating, raw.awayRating], state, nowMs - f.kickoffAt.getTime());
}

/** A summary with its current and opening lines and the movement between them. */
export function withOdds(raw: RawMatch, state: MatchState, nowMs: number, summary: MatchSummary): MatchWithOdds {
  const odds = currentOdds(raw, state, nowMs);
  const opening = raw.fixture.state === 'normal' ? openingOdds(raw.fixture.sport, raw.homeRating, raw.awayRating) : null;
  return { ...summary, odds, openingOdds: opening, movement: odds && opening ? oddsMovement(opening, odds) : null };
}

export const leagueRefOf = (raw: RawMatch, lang: Language): LeagueRef => ({ id: raw.fixture.leagueId, name: localize(raw.leagueName, lang), logo: leagueLogo(raw.fixture.leagueId) });

export function stateOf(raw: RawMatch, nowMs: number, timeZone: string): MatchState {
  return matchState(raw.fixture, nowMs, timeZone);
}

export function toMatchSummary(raw: RawMatch, lang: Language, nowMs: number, timeZone: string, state = stateOf(raw, nowMs, timeZone)): MatchSummary {
  const f = raw.fixture;
  return {
    staticId: f.id,
    sport: f.sport,
    leagueId: f.leagueId,
    leagueName: localize(raw.leagueName, lang),
    leagueLogo: leagueLogo(f.leagueId),
    round: f.round,
    home: teamRef(f.homeTeamId, raw.homeName, raw.homeShort, lang),
    away: teamRef(f.awayTeamId, raw.awayName, raw.awayShort, lang),
    venue: f.venueId && raw.venueName ? venueRef(f.venueId, raw.venueName, lang) : null,
    roomId: raw.roomId,
    kickoffTime: f.kickoffAt.toISOString(),
    ...scoreFields(state),
  };
}

/** W, D or L for `teamId` in a finished fixture. */
export function resultFor(f: { homeTeamId: number; finalHome: number; finalAway: number }, teamId: number): FormLetter {
  const [own, other] = f.homeTeamId === teamId ? [f.finalHome, f.finalAway] : [f.finalAway, f.finalHome];
  return own > other ? 'W' : own === other ? 'D' : 'L';
}
