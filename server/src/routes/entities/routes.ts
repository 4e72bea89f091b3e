/**
 * Entity pages (contracts/endpoints/entities.ts): team, player, league (standings, top scorers,
 * matches), venue, manager. Their loaders serve the compare pages and the match centre too.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsFixtures, sportsLeagues, sportsManagers, sportsPlayers, sportsTeams, sportsVenues, type Sport } from '../../db/schema.ts';
import { COUNTRIES } from '../../sports/countries.ts';
import { currentSeason } from '../../sports/season-clock.ts';
import { localize, type Language } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import * as entities from '../../../../contracts/endpoints/entities.ts';
import type { SquadGroup, SquadPlayer, TeamStanding } from '../../../../contracts/schemas/sports/entities.ts';
import { crest, leagueLogo } from '../live/schedule-data.ts';
import { clock, DEFAULT_TIMEZONE, vnDay } from '../../clock.ts';
import { byKickoff, byKickoffDesc, finished, involving, loadMatches, managerPhoto, managerRef, notFinished, playerPhoto, resultFor, teamRef, toMatchSummary, venuePicture, venueRef } from '../sports/fixtures-data.ts';
import { fail } from '../sports/messages.ts';
import { serve } from '../endpoint-route.ts';
import { cachedStandings, playerCareer, recordOf, seasonLabelAt, seasonResults, topAssists, topScorers } from '../sports/season-stats.ts';

export const country = (code: string, lang: Language) => (COUNTRIES[code] ? localize(COUNTRIES[code]!, lang) : code);
export const ageOn = (birthDate: string, today: string) => {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
};
/** Position order of each sport's squads (football, basketball, esport); others go last. */
const POSITION_ORDER = ['GK', 'DF', 'MF', 'FW', 'PG', 'SG', 'SF', 'PF', 'C', 'TOP', 'JG', 'MID', 'AD', 'SP'];
const positionRank = (position: string) => (POSITION_ORDER.includes(position) ? POSITION_ORDER.indexOf(position) : POSITION_ORDER.length);

/** The squad in position order, then by shirt number, and the same players in one group per position. */
export function squadByPosition(players: SquadPlayer[]): { squad: SquadPlayer[]; groups: SquadGroup[] } {
  const squad = [...players].sort((a, b) => positionRank(a.position) - positionRank(b.position) || a.shirtNumber - b.shirtNumber || a.id - b.id);
  const groups: SquadGroup[] = [];
  for (const p of squad) {
    const last = groups.at(-1);
    if (last?.position === p.position) last.players.push(p);
    else groups.push({ position: p.position, players: [p] });
  }
  return { squad, groups };
}

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
      venue: venue ? venueRef(venue.id, venue.name, lang) : null,
      manager: manager ? managerRef(manager.id, manager.name, lang) : null,
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
  const club = teamRef(team.id, team.name, team.shortName, lang);
  const numbers = await playerCareer(db, p.id, club, league.season, lang, nowMs);
  return {
    ...numbers,
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
      team: club,
      league: { id: league.id, name: localize(league.name, lang), logo: leagueLogo(league.id) },
    },
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
  const table = await cachedStandings(db, leagueId, sport, lang, nowMs);
  const row = table.find((r) => r.team.id === teamId);
  return row ? { leagueId, position: row.position, points: row.points } : null;
}

/** The league `id` (404 when there is none). */
async function leagueRow(db: Db, id: number) {
  const [league] = await db.select().from(sportsLeagues).where(eq(sportsLeagues.id, id));
  if (!league) throw fail(404, 'leagueNotFound', { id });
  return league;
}

export async function entityRoutes(app: FastifyInstance): Promise<void> {
  serve(app, entities.team, async (request) => {
    const lang = request.language;
    const nowMs = clock.now();
    const { row, profile } = await loadTeam(app.db, request.query.id, lang);
    const today = vnDay(nowMs);
    const teamId = row.team.id;
    const [players, matches, results, table, scorers] = await Promise.all([
      app.db.select().from(sportsPlayers).where(eq(sportsPlayers.teamId, teamId)).orderBy(asc(sportsPlayers.shirtNumber), asc(sportsPlayers.id)),
      teamMatches(app.db, teamId, lang, nowMs),
      seasonResults(app.db, teamId, row.team.leagueId, new Date(nowMs)),
      cachedStandings(app.db, row.team.leagueId, row.team.sport, lang, nowMs),
      row.team.sport === 'football' ? topScorers(app.db, { teamId }, lang, new Date(nowMs), 5) : Promise.resolve([]),
    ]);
    const { squad, groups } = squadByPosition(
      players.map((p) => ({ id: p.id, name: localize(p.name, lang), shirtNumber: p.shirtNumber, position: p.position, photo: playerPhoto(p.id), nationality: country(p.nationality, lang), age: ageOn(p.birthDate, today), heightCm: p.heightCm, foot: p.foot })),
    );
    const own = table.find((r) => r.team.id === teamId);
    return ok(request, {
      team: profile,
      squad,
      squadGroups: groups,
      ...matches,
      // The form beside the league position is the league's, as in the table's form column.
      form: own ? own.form : matches.form,
      standing: own ? { leagueId: row.team.leagueId, position: own.position, points: own.points } : null,
      record: recordOf(results, teamId),
      table,
      topScorers: scorers,
    });
  });

  serve(app, entities.player, async (request) => {
    const { profile, season, career, recent } = await loadPlayer(app.db, request.query.id, request.language, clock.now());
    return ok(request, { player: profile, season, career, recent });
  });

  serve(app, entities.league, async (request) => {
    const { id } = request.query;
    const lang = request.language;
    const league = await leagueRow(app.db, id);
    const nowMs = clock.now();
    const now = new Date(nowMs);
    const football = league.sport === 'football';
    const [table, scorers, assists] = await Promise.all([
      cachedStandings(app.db, league.id, league.sport, lang, nowMs),
      football ? topScorers(app.db, { leagueId: league.id }, lang, now) : Promise.resolve([]),
      football ? topAssists(app.db, league.id, lang, now) : Promise.resolve([]),
    ]);
    return ok(request, {
      league: { id: league.id, name: localize(league.name, lang), logo: leagueLogo(league.id), shortName: league.shortName, sport: league.sport, kind: league.kind, country: country(league.country, lang), season: await seasonLabelAt(app.db, league.season, nowMs) },
      standings: table,
      topScorers: scorers,
      topAssists: assists,
    });
  });

  // The table alone, answered from one rendering per league, language and second (the league page's table, a widget).
  const renderedStandings = new Map<string, { at: number; json: Promise<string> }>();
  serve(app, entities.leagueStandings, async (request, reply) => {
    const { id } = request.query;
    const lang = request.language;
    const nowMs = clock.now();
    const key = `${id}:${lang}`;
    let hit = renderedStandings.get(key);
    if (!hit || Math.floor(hit.at / 1000) !== Math.floor(nowMs / 1000)) {
      const json = (async () => {
        const league = await leagueRow(app.db, id);
        const rows = await cachedStandings(app.db, league.id, league.sport, lang, nowMs);
        return JSON.stringify(ok(request, { league: { id: league.id, name: localize(league.name, lang), logo: leagueLogo(league.id) }, season: await seasonLabelAt(app.db, league.season, nowMs), rows }));
      })();
      hit = { at: nowMs, json };
      if (renderedStandings.size > 200) renderedStandings.clear();
      renderedStandings.set(key, hit);
      json.catch(() => renderedStandings.delete(key));
    }
    // Already serialized from the schema's shape: sent as it is.
    return reply.type('application/json; charset=utf-8').send((await hit.json) as never);
  });

  serve(app, entities.teamMatches, async (request) => {
    const { id, status, pageNum, pageSize } = request.query;
    const lang = request.language;
    const [team] = await app.db.select({ id: sportsTeams.id }).from(sportsTeams).where(eq(sportsTeams.id, id));
    if (!team) throw fail(404, 'teamNotFound', { id });
    const nowMs = clock.now();
    const now = new Date(nowMs);
    const results = status === 'results';
    const { rows, total } = await loadMatches(app.db, and(involving(id), eq(sportsFixtures.season, await currentSeason(app.db, nowMs)), results ? finished(now) : notFinished(now)), results ? byKickoffDesc : byKickoff, pageNum, pageSize);
    return ok(request, { list: rows.map((r) => toMatchSummary(r, lang, nowMs, DEFAULT_TIMEZONE)), total, pageNum, pageSize });
  });

  serve(app, entities.leagueMatches, async (request) => {
    const { id, status, pageNum, pageSize } = request.query;
    const lang = request.language;
    const [league] = await app.db.select({ id: sportsLeagues.id }).from(sportsLeagues).where(eq(sportsLeagues.id, id));
    if (!league) throw fail(404, 'leagueNotFound', { id });
    const nowMs = clock.now();
    const now = new Date(nowMs);
    const results = status === 'results';
    const { rows, total } = await loadMatches(app.db, and(eq(sportsFixtures.leagueId, id), eq(sportsFixtures.season, await currentSeason(app.db, nowMs)), results ? finished(now) : notFinished(now)), results ? byKickoffDesc : byKickoff, pageNum, pageSize);
    return ok(request, { list: rows.map((r) => toMatchSummary(r, lang, nowMs, DEFAULT_TIMEZONE)), total, pageNum, pageSize });
  });

  serve(app, entities.venue, async (request) => {
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
      venue: { id: venue.id, name: localize(venue.name, lang), picture: venuePicture(venue.id), city: localize(venue.city, lang), country: country(venue.country, lang), capacity: venue.capacity, opened: venue.opened, surface: venue.surface },
      teams: teams.map((t) => teamRef(t.id, t.name, t.shortName, lang)),
      recent: recent.rows.map((r) => toMatchSummary(r, lang, nowMs, DEFAULT_TIMEZONE)),
      upcoming: upcoming.rows.map((r) => toMatchSummary(r, lang, nowMs, DEFAULT_TIMEZONE)),
    });
  });

  serve(app, entities.manager, async (request) => {
    const { id } = request.query;
    const lang = request.language;
    const [manager] = await app.db.select().from(sportsManagers).where(eq(sportsManagers.id, id));
    if (!manager) throw fail(404, 'managerNotFound', { id });
    const nowMs = clock.now();
    const [team] = await app.db.select().from(sportsTeams).where(eq(sportsTeams.managerId, id)).orderBy(asc(sportsTeams.id)).limit(1);
    const results = team ? await seasonResults(app.db, team.id, team.leagueId, new Date(nowMs)) : [];
    const matches = team ? await teamMatches(app.db, team.id, lang, nowMs) : { recent: [], upcoming: [], form: [] };
    return ok(request, {
      manager: {
        id: manager.id,
        name: localize(manager.name, lang),
        photo: managerPhoto(manager.id),
        nationality: country(manager.nationality, lang),
        nationalityCode: manager.nationality,
        birthDate: manager.birthDate,
        age: ageOn(manager.birthDate, vnDay(nowMs)),
        formation: manager.formation,
        since: manager.since,
      },
      team: team ? teamRef(team.id, team.name, team.shortName, lang) : null,
      record: team ? recordOf(results, team.id) : recordOf([], 0),
      form: matches.form,
      recent: matches.recent,
      upcoming: matches.upcoming,
    });
  });


}
