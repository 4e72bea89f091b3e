/** Entity pages: team, player, league (standings, top scorers, matches), venue, manager, and searches. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsFixtures, sportsLeagues, sportsManagers, sportsPlayers, sportsTeams, sportsVenues, type Sport } from '../../db/schema.ts';
import { COUNTRIES } from '../../sports/countries.ts';
import { slugify } from '../../../../contracts/slug.ts';
import { localize, type Language } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import {
  IdQuery,
  LeagueDetail,
  LeagueMatchesQuery,
  ManagerDetail,
  PlayerDetail,
  PlayerSearchItem,
  PlayerSearchQuery,
  TeamDetail,
  TeamSearchItem,
  TeamSearchQuery,
  VenueDetail,
  type TeamStanding,
} from '../../../../contracts/schemas/sports/entities.ts';
import { MatchSummary } from '../../../../contracts/schemas/sports/matches.ts';
import { crest, leagueLogo } from '../live/schedule-data.ts';
import { clock, DEFAULT_TIMEZONE, vnDay } from '../../clock.ts';
import { byKickoff, byKickoffDesc, finished, involving, loadMatches, notFinished, resultFor, teamRef, toMatchSummary } from './fixtures-data.ts';
import { fail } from './messages.ts';
import { playerSeason, recordOf, seasonResults, standings, topScorers } from './season-stats.ts';

const PREFIX = '/live/api/football';

export const country = (code: string, lang: Language) => (COUNTRIES[code] ? localize(COUNTRIES[code]!, lang) : code);
export const ageOn = (birthDate: string, today: string) => {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
};
const playerPhoto = (id: number) => `/media/player/${id}.svg`;
/** ILIKE pattern matching `keyword` literally anywhere. */
const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function loadTeam(db: Db, id: number, lang: Language) {
  const [row] = await db
    .select({ team: sportsTeams, league: sportsLeagues, venue: sportsVenues, manager: sportsManagers })
    .from(sportsTeams)
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsTeams.leagueId))
    .leftJoin(sportsVenues, eq(sportsVenues.id, sportsTeams.venueId))
    .leftJoin(sportsManagers, eq(sportsManagers.id, sportsTeams.managerId))
    .where(eq(sportsTeams.id, id));
  if (!row) throw fail(404, 'teamNotFound', { id });
  const { team, league, venue, manager } = row;
  return {
    row,
    profile: {
      id: team.id,
      name: localize(team.name, lang),
      shortName: team.shortName,
      logo: crest(team.id),
      sport: team.sport,
      city: localize(team.city, lang),
      country: country(team.country, lang),
      founded: team.founded,
      colors: [team.colorPrimary, team.colorSecondary] as [string, string],
      league: { id: league.id, name: localize(league.name, lang), logo: leagueLogo(league.id) },
      venue: venue ? { id: venue.id, name: localize(venue.name, lang) } : null,
      manager: manager ? { id: manager.id, name: localize(manager.name, lang) } : null,
    },
  };
}

export async function loadPlayer(db: Db, id: number, lang: Language, nowMs: number) {
  const [row] = await db
    .select({ player: sportsPlayers, team: sportsTeams, league: sportsLeagues })
    .from(sportsPlayers)
    .innerJoin(sportsTeams, eq(sportsTeams.id, sportsPlayers.teamId))
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsTeams.leagueId))
    .where(eq(sportsPlayers.id, id));
  if (!row) throw fail(404, 'playerNotFound', { id });
  const { player: p, team, league } = row;
  return {
    profile: {
      id: p.id,
      name: localize(p.name, lang),
      photo: playerPhoto(p.id),
      position: p.position,
      shirtNumber: p.shirtNumber,
      nationality: country(p.nationality, lang),
      nationalityCode: p.nationality,
      birthDate: p.birthDate,
      age: ageOn(p.birthDate, vnDay(nowMs)),
      heightCm: p.heightCm,
      weightKg: p.weightKg,
      foot: p.foot,
      team: teamRef(team.id, team.name, team.shortName, lang),
      league: { id: league.id, name: localize(league.name, lang), logo: leagueLogo(league.id) },
    },
    season: await playerSeason(db, p.id, team.id, new Date(nowMs)),
  };
}

/** A team's last `n` results and next `n` fixtures (live ones included). */
export async function teamMatches(db: Db, teamId: number, lang: Language, nowMs: number, n = 5) {
  const now = new Date(nowMs);
  const [recent, upcoming] = await Promise.all([
    loadMatches(db, and(involving(teamId), finished(now)), byKickoffDesc, 1, n),
    loadMatches(db, and(involving(teamId), notFinished(now)), byKickoff, 1, n),
  ]);
  return {
    recent: recent.rows.map((r) => toMatchSummary(r, lang, nowMs, DEFAULT_TIMEZONE)),
    upcoming: upcoming.rows.map((r) => toMatchSummary(r, lang, nowMs, DEFAULT_TIMEZONE)),
    form: recent.rows.map((r) => resultFor(r.fixture, teamId)),
  };
}

export async function standingOf(db: Db, teamId: number, leagueId: number, sport: Sport, lang: Language, nowMs: number): Promise<TeamStanding | null> {
  const table = await standings(db, leagueId, sport, lang, new Date(nowMs));
  const row = table.find((r) => r.team.id === teamId);
  return row ? { leagueId, position: row.position, points: row.points } : null;
}

export const entityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${PREFIX}/team`, {
    schema: {
      tags: ['sports'],
      summary: 'Team page: profile, squad, last results, next fixtures, form and league position',
      headers: ApiHeaders,
      querystring: IdQuery,
      response: { 200: Envelope(TeamDetail), ...errorResponses },
    },
    handler: async (request) => {
      const lang = request.language;
      const nowMs = clock.now();
      const { row, profile } = await loadTeam(app.db, request.query.id, lang);
      const today = vnDay(nowMs);
      const squad = await app.db.select().from(sportsPlayers).where(eq(sportsPlayers.teamId, row.team.id)).orderBy(asc(sportsPlayers.shirtNumber), asc(sportsPlayers.id));
      const matches = await teamMatches(app.db, row.team.id, lang, nowMs);
      return ok(request, {
        team: profile,
        squad: squad.map((p) => ({ id: p.id, name: localize(p.name, lang), shirtNumber: p.shirtNumber, position: p.position, photo: playerPhoto(p.id), nationality: country(p.nationality, lang), age: ageOn(p.birthDate, today) })),
        ...matches,
        standing: await standingOf(app.db, row.team.id, row.team.leagueId, row.team.sport, lang, nowMs),
      });
    },
  });

  app.get(`${PREFIX}/player`, {
    schema: {
      tags: ['sports'],
      summary: 'Player page: profile and current-season numbers',
      headers: ApiHeaders,
      querystring: IdQuery,
      response: { 200: Envelope(PlayerDetail), ...errorResponses },
    },
    handler: async (request) => {
      const { profile, season } = await loadPlayer(app.db, request.query.id, request.language, clock.now());
      return ok(request, { player: profile, season });
    },
  });

  app.get(`${PREFIX}/league`, {
    schema: {
      tags: ['sports'],
      summary: 'League page: profile, standings (from finished results) and top scorers',
      headers: ApiHeaders,
      querystring: IdQuery,
      response: { 200: Envelope(LeagueDetail), ...errorResponses },
    },
    handler: async (request) => {
      const { id } = request.query;
      const lang = request.language;
      const [league] = await app.db.select().from(sportsLeagues).where(eq(sportsLeagues.id, id));
      if (!league) throw fail(404, 'leagueNotFound', { id });
      const now = new Date(clock.now());
      return ok(request, {
        league: { id: league.id, name: localize(league.name, lang), logo: leagueLogo(league.id), shortName: league.shortName, sport: league.sport, kind: league.kind, country: country(league.country, lang), season: league.season },
        standings: await standings(app.db, league.id, league.sport, lang, now),
        topScorers: league.sport === 'football' ? await topScorers(app.db, league.id, lang, now) : [],
      });
    },
  });

  app.get(`${PREFIX}/league/matches`, {
    schema: {
      tags: ['sports'],
      summary: "A league's results (newest first) or fixtures (soonest first), paged",
      headers: ApiHeaders,
      querystring: LeagueMatchesQuery,
      response: { 200: Envelope(Page(MatchSummary)), ...errorResponses },
    },
    handler: async (request) => {
      const { id, status, pageNum, pageSize } = request.query;
      const lang = request.language;
      const [league] = await app.db.select({ id: sportsLeagues.id }).from(sportsLeagues).where(eq(sportsLeagues.id, id));
      if (!league) throw fail(404, 'leagueNotFound', { id });
      const nowMs = clock.now();
      const now = new Date(nowMs);
      const results = status === 'results';
      const { rows, total } = await loadMatches(app.db, and(eq(sportsFixtures.leagueId, id), eq(sportsFixtures.season, 0), results ? finished(now) : notFinished(now)), results ? byKickoffDesc : byKickoff, pageNum, pageSize);
      return ok(request, { list: rows.map((r) => toMatchSummary(r, lang, nowMs, DEFAULT_TIMEZONE)), total, pageNum, pageSize });
    },
  });

  app.get(`${PREFIX}/venue`, {
    schema: {
      tags: ['sports'],
      summary: 'Venue page: stadium facts, home clubs, last and next matches there',
      headers: ApiHeaders,
      querystring: IdQuery,
      response: { 200: Envelope(VenueDetail), ...errorResponses },
    },
    handler: async (request) => {
      const { id } = request.query;
      const lang = request.language;
      const [venue] = await app.db.select().from(sportsVenues).where(eq(sportsVenues.id, id));
      if (!venue) throw fail(404, 'venueNotFound', { id });
      const nowMs = clock.now();
      const now = new Date(nowMs);
      const atVenue = eq(sportsFixtures.venueId, id);
      const [teams, recent, upcoming] = await Promise.all([
        app.db.select().from(sportsTeams).where(eq(sportsTeams.venueId, id)).orderBy(asc(sportsTeams.id)),
        loadMatches(app.db, and(atVenue, finished(now)), byKickoffDesc, 1, 5),
        loadMatches(app.db, and(atVenue, notFinished(now)), byKickoff, 1, 5),
      ]);
      return ok(request, {
        venue: { id: venue.id, name: localize(venue.name, lang), city: localize(venue.city, lang), country: country(venue.country, lang), capacity: venue.capacity, opened: venue.opened, surface: venue.surface },
        teams: teams.map((t) => teamRef(t.id, t.name, t.shortName, lang)),
        recent: recent.rows.map((r) => toMatchSummary(r, lang, nowMs, DEFAULT_TIMEZONE)),
        upcoming: upcoming.rows.map((r) => toMatchSummary(r, lang, nowMs, DEFAULT_TIMEZONE)),
      });
    },
  });

  app.get(`${PREFIX}/manager`, {
    schema: {
      tags: ['sports'],
      summary: "Manager page: profile, club, this season's record and last results",
      headers: ApiHeaders,
      querystring: IdQuery,
      response: { 200: Envelope(ManagerDetail), ...errorResponses },
    },
    handler: async (request) => {
      const { id } = request.query;
      const lang = request.language;
      const [manager] = await app.db.select().from(sportsManagers).where(eq(sportsManagers.id, id));
      if (!manager) throw fail(404, 'managerNotFound', { id });
      const nowMs = clock.now();
      const [team] = await app.db.select().from(sportsTeams).where(eq(sportsTeams.managerId, id)).orderBy(asc(sportsTeams.id)).limit(1);
      const results = team ? await seasonResults(app.db, team.id, new Date(nowMs)) : [];
      const recent = team ? (await teamMatches(app.db, team.id, lang, nowMs)).recent : [];
      return ok(request, {
        manager: { id: manager.id, name: localize(manager.name, lang), nationality: country(manager.nationality, lang), birthDate: manager.birthDate, age: ageOn(manager.birthDate, vnDay(nowMs)), formation: manager.formation, since: manager.since },
        team: team ? teamRef(team.id, team.name, team.shortName, lang) : null,
        record: team ? recordOf(results, team.id) : recordOf([], 0),
        recent,
      });
    },
  });

  app.get(`${PREFIX}/teams/search`, {
    schema: {
      tags: ['sports'],
      summary: 'Find teams by name (any language) or code, optionally in one league or sport',
      headers: ApiHeaders,
      querystring: TeamSearchQuery,
      response: { 200: Envelope(Page(TeamSearchItem)), ...errorResponses },
    },
    handler: async (request) => {
      const { keyword, leagueId, sport, pageNum, pageSize } = request.query;
      const lang = request.language;
      const k = keyword?.trim();
      const where = and(
        k
          ? or(
              ilike(sql`${sportsTeams.name}->>'vi'`, contains(k)),
              ilike(sql`${sportsTeams.name}->>'en'`, contains(k)),
              ilike(sql`${sportsTeams.name}->>'zh'`, contains(k)),
              ilike(sportsTeams.shortName, contains(k)),
              // "ha noi" finds "Hanoi FC": spaces and diacritics ignored against the English name.
              slugify(k) ? ilike(sql`replace(${sportsTeams.name}->>'en', ' ', '')`, contains(slugify(k).replace(/-/g, ''))) : undefined,
            )
          : undefined,
        leagueId ? eq(sportsTeams.leagueId, leagueId) : undefined,
        sport ? eq(sportsTeams.sport, sport) : undefined,
      );
      const rows = await app.db
        .select({ team: sportsTeams, leagueName: sportsLeagues.name, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(sportsTeams)
        .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsTeams.leagueId))
        .where(where)
        .orderBy(asc(sportsTeams.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const total = rows[0]?.total ?? (pageNum === 1 ? 0 : (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sportsTeams).where(where))[0]?.n ?? 0);
      return ok(request, {
        list: rows.map(({ team, leagueName }) => ({ ...teamRef(team.id, team.name, team.shortName, lang), league: { id: team.leagueId, name: localize(leagueName, lang), logo: leagueLogo(team.leagueId) } })),
        total,
        pageNum,
        pageSize,
      });
    },
  });

  app.get(`${PREFIX}/players/search`, {
    schema: {
      tags: ['sports'],
      summary: 'Find players by name (any language), optionally in one team',
      headers: ApiHeaders,
      querystring: PlayerSearchQuery,
      response: { 200: Envelope(Page(PlayerSearchItem)), ...errorResponses },
    },
    handler: async (request) => {
      const { keyword, teamId, pageNum, pageSize } = request.query;
      const lang = request.language;
      const k = keyword?.trim();
      const where = and(
        k ? or(ilike(sql`${sportsPlayers.name}->>'vi'`, contains(k)), ilike(sql`${sportsPlayers.name}->>'en'`, contains(k)), ilike(sql`${sportsPlayers.name}->>'zh'`, contains(k))) : undefined,
        teamId ? eq(sportsPlayers.teamId, teamId) : undefined,
      );
      const rows = await app.db
        .select({ player: sportsPlayers, teamName: sportsTeams.name, teamShort: sportsTeams.shortName, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(sportsPlayers)
        .innerJoin(sportsTeams, eq(sportsTeams.id, sportsPlayers.teamId))
        .where(where)
        .orderBy(asc(sportsPlayers.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize);
      const total = rows[0]?.total ?? (pageNum === 1 ? 0 : (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(sportsPlayers).where(where))[0]?.n ?? 0);
      return ok(request, {
        list: rows.map(({ player: p, teamName, teamShort }) => ({ id: p.id, name: localize(p.name, lang), shirtNumber: p.shirtNumber, position: p.position, photo: playerPhoto(p.id), team: teamRef(p.teamId, teamName, teamShort, lang) })),
        total,
        pageNum,
        pageSize,
      });
    },
  });
};
