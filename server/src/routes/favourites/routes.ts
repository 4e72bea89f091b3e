/**
 * A member's favourite teams (contracts/endpoints/favourites.ts): the list with each team's next
 * (or live) and last match, follow, unfollow, and the merge of a guest's browser list at login; and
 * the cards of a guest's list; the teams suggested to follow. Each member call acts on the caller's
 * own list only.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { sportsFavouriteTeams, sportsFixtures, sportsLeagues, sportsTeams } from '../../db/schema.ts';
import { localize, type Language, type LocalizedText } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import * as favourites from '../../../../contracts/endpoints/favourites.ts';
import type { FavouriteTeam, FavouriteTeams, SuggestedTeams, TeamCard, TeamCards } from '../../../../contracts/schemas/sports/favourites.ts';
import type { StandingRow } from '../../../../contracts/schemas/sports/entities.ts';
import { FAVOURITE_TEAMS_MAX, SUGGESTED_TEAMS } from '../../../../contracts/constants.ts';
import { clock, DAY, DEFAULT_TIMEZONE } from '../../clock.ts';
import { leagueLogo } from '../live/schedule-data.ts';
import { byKickoff, byKickoffDesc, finished, loadMatches, notFinished, teamRef, toMatchSummary, type RawMatch } from '../sports/fixtures-data.ts';
import { fail } from '../sports/messages.ts';
import { memberId } from '../sports/members.ts';
import { cachedStandings } from '../sports/season-stats.ts';
import { serve } from '../endpoint-route.ts';

/** How far the next and last matches of favourites are looked for. */
const LOOK_AHEAD_MS = 30 * DAY;
const LOOK_BACK_MS = 60 * DAY;

async function favouriteIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ teamId: sportsFavouriteTeams.teamId })
    .from(sportsFavouriteTeams)
    .where(eq(sportsFavouriteTeams.userId, userId))
    .orderBy(desc(sportsFavouriteTeams.createdAt), asc(sportsFavouriteTeams.teamId));
  return rows.map((r) => r.teamId);
}

type TeamRow = typeof sportsTeams.$inferSelect;

/** Each team's card: its league, and its next (or live) match within 30 days and last one within 60. */
async function teamCards(db: Db, rows: Array<{ team: TeamRow; leagueName: LocalizedText }>, lang: Language, nowMs: number): Promise<TeamCard[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.team.id);
  const now = new Date(nowMs);
  const involvingAny = or(inArray(sportsFixtures.homeTeamId, ids), inArray(sportsFixtures.awayTeamId, ids));
  const [upcoming, past] = await Promise.all([
    loadMatches(db, and(involvingAny, notFinished(now), eq(sportsFixtures.state, 'normal'), lt(sportsFixtures.kickoffAt, new Date(nowMs + LOOK_AHEAD_MS))), byKickoff, 1, 1000),
    loadMatches(db, and(involvingAny, finished(now), gt(sportsFixtures.kickoffAt, new Date(nowMs - LOOK_BACK_MS))), byKickoffDesc, 1, 1000),
  ]);
  const firstOf = (list: RawMatch[], teamId: number) => list.find((m) => m.fixture.homeTeamId === teamId || m.fixture.awayTeamId === teamId) ?? null;
  return rows.map(({ team, leagueName }) => {
    const next = firstOf(upcoming.rows, team.id);
    const last = firstOf(past.rows, team.id);
    return {
      team: teamRef(team.id, team.name, team.shortName, lang),
      league: { id: team.leagueId, name: localize(leagueName, lang), logo: leagueLogo(team.leagueId) },
      sport: team.sport,
      next: next ? toMatchSummary(next, lang, nowMs, DEFAULT_TIMEZONE) : null,
      last: last ? toMatchSummary(last, lang, nowMs, DEFAULT_TIMEZONE) : null,
    };
  });
}

/** The member's favourites, most recently followed first, each with its next (or live) and last match. */
export async function favouriteTeams(db: Db, userId: number, lang: Language, nowMs: number): Promise<FavouriteTeams> {
  const rows = await db
    .select({ team: sportsTeams, leagueName: sportsLeagues.name, followedAt: sportsFavouriteTeams.createdAt })
    .from(sportsFavouriteTeams)
    .innerJoin(sportsTeams, eq(sportsTeams.id, sportsFavouriteTeams.teamId))
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsTeams.leagueId))
    .where(eq(sportsFavouriteTeams.userId, userId))
    .orderBy(desc(sportsFavouriteTeams.createdAt), asc(sportsFavouriteTeams.teamId));
  const cards = await teamCards(db, rows, lang, nowMs);
  const list: FavouriteTeam[] = cards.map((card, i) => ({ ...card, followedAt: rows[i]!.followedAt.toISOString() }));
  return { list, teamIds: rows.map((r) => r.team.id) };
}

/** The cards of a guest's list: the known teams among `ids`, in that order, each once. */
export async function guestTeamCards(db: Db, ids: number[], lang: Language, nowMs: number): Promise<TeamCards> {
  const wanted = [...new Set(ids)];
  const found = await db
    .select({ team: sportsTeams, leagueName: sportsLeagues.name })
    .from(sportsTeams)
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsTeams.leagueId))
    .where(inArray(sportsTeams.id, wanted));
  const byId = new Map(found.map((r) => [r.team.id, r]));
  const rows = wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return { list: await teamCards(db, rows, lang, nowMs), teamIds: rows.map((r) => r.team.id) };
}

/**
 * Football teams to follow: the most followed by members first, then the leaders of the featured
 * leagues round by round (every first, then every second…), each with its followers and its place.
 */
export async function suggestedTeams(db: Db, lang: Language, nowMs: number): Promise<SuggestedTeams> {
  const followers = count(sportsFavouriteTeams.userId);
  const mostFollowed = await db
    .select({ teamId: sportsFavouriteTeams.teamId, n: followers })
    .from(sportsFavouriteTeams)
    .innerJoin(sportsTeams, eq(sportsTeams.id, sportsFavouriteTeams.teamId))
    .where(eq(sportsTeams.sport, 'football'))
    .groupBy(sportsFavouriteTeams.teamId)
    .orderBy(desc(followers), asc(sportsFavouriteTeams.teamId))
    .limit(SUGGESTED_TEAMS);
  const featured = await db
    .select({ id: sportsLeagues.id })
    .from(sportsLeagues)
    .where(and(eq(sportsLeagues.sport, 'football'), eq(sportsLeagues.kind, 'league'), eq(sportsLeagues.featured, true)))
    .orderBy(asc(sportsLeagues.sort), asc(sportsLeagues.id));
  const tables = new Map<number, Promise<StandingRow[]>>();
  const tableOf = (leagueId: number) => {
    if (!tables.has(leagueId)) tables.set(leagueId, cachedStandings(db, leagueId, 'football', lang, nowMs));
    return tables.get(leagueId)!;
  };
  const leaderTables = await Promise.all(featured.map((l) => tableOf(l.id)));
  const picked = mostFollowed.map((r) => r.teamId);
  const longest = Math.max(0, ...leaderTables.map((t) => t.length));
  for (let rank = 0; rank < longest && picked.length < SUGGESTED_TEAMS; rank++) {
    for (const table of leaderTables) {
      const id = table[rank]?.team.id;
      if (id !== undefined && picked.length < SUGGESTED_TEAMS && !picked.includes(id)) picked.push(id);
    }
  }
  if (picked.length === 0) return { list: [] };
  const counts = new Map(mostFollowed.map((r) => [r.teamId, r.n]));
  const rows = await db
    .select({ team: sportsTeams, leagueName: sportsLeagues.name })
    .from(sportsTeams)
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsTeams.leagueId))
    .where(inArray(sportsTeams.id, picked));
  const byId = new Map(rows.map((r) => [r.team.id, r]));
  const list = await Promise.all(
    picked.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])).map(async ({ team, leagueName }) => ({
      team: teamRef(team.id, team.name, team.shortName, lang),
      league: { id: team.leagueId, name: localize(leagueName, lang), logo: leagueLogo(team.leagueId) },
      followers: counts.get(team.id) ?? 0,
      position: (await tableOf(team.leagueId)).find((r) => r.team.id === team.id)?.position ?? null,
    })),
  );
  return { list };
}

export async function favouriteRoutes(app: FastifyInstance): Promise<void> {
  const requireTeam = async (teamId: number) => {
    const [team] = await app.db.select({ id: sportsTeams.id }).from(sportsTeams).where(eq(sportsTeams.id, teamId));
    if (!team) throw fail(404, 'teamNotFound', { id: teamId });
  };

  serve(app, favourites.favouriteTeams, async (request) => {
    return ok(request, await favouriteTeams(app.db, memberId(request), request.language, clock.now()));
  });

  serve(app, favourites.teamCards, async (request) => ok(request, await guestTeamCards(app.db, request.query.ids.split(',').map(Number), request.language, clock.now())));

  serve(app, favourites.suggestedTeams, async (request) => ok(request, await suggestedTeams(app.db, request.language, clock.now())));

  /** Follow and unfollow: the body's team, checked, changed for the caller, then the caller's list. */
  const teamChange = (endpoint: typeof favourites.favouriteFollow | typeof favourites.favouriteUnfollow, followed: boolean, change: (userId: number, teamId: number) => Promise<void>) =>
    serve(app, endpoint, async (request) => {
      const { teamId } = request.body;
      const userId = memberId(request);
      await requireTeam(teamId);
      await change(userId, teamId);
      return ok(request, { teamId, followed, teamIds: await favouriteIds(app.db, userId) });
    });

  teamChange(favourites.favouriteFollow, true, async (userId, teamId) => {
    const added = await app.db.transaction(async (tx) => {
      const [row] = await tx.select({ n: count() }).from(sportsFavouriteTeams).where(eq(sportsFavouriteTeams.userId, userId));
      const [already] = await tx.select({ teamId: sportsFavouriteTeams.teamId }).from(sportsFavouriteTeams).where(and(eq(sportsFavouriteTeams.userId, userId), eq(sportsFavouriteTeams.teamId, teamId)));
      if (already) throw fail(409, 'alreadyFavourite', { id: teamId });
      if ((row?.n ?? 0) >= FAVOURITE_TEAMS_MAX) throw fail(400, 'favouritesFull', { max: FAVOURITE_TEAMS_MAX });
      return tx.insert(sportsFavouriteTeams).values({ userId, teamId }).onConflictDoNothing().returning();
    });
    if (added.length === 0) throw fail(409, 'alreadyFavourite', { id: teamId });
  });

  teamChange(favourites.favouriteUnfollow, false, async (userId, teamId) => {
    const removed = await app.db.delete(sportsFavouriteTeams).where(and(eq(sportsFavouriteTeams.userId, userId), eq(sportsFavouriteTeams.teamId, teamId))).returning();
    if (removed.length === 0) throw fail(409, 'notFavourite', { id: teamId });
  });

  serve(app, favourites.favouriteMerge, async (request) => {
    const userId = memberId(request);
    const wanted = [...new Set(request.body.teamIds)];
    const known = wanted.length ? new Set((await app.db.select({ id: sportsTeams.id }).from(sportsTeams).where(inArray(sportsTeams.id, wanted))).map((r) => r.id)) : new Set<number>();
    const { added, ignored } = await app.db.transaction(async (tx) => {
      const mine = new Set((await tx.select({ teamId: sportsFavouriteTeams.teamId }).from(sportsFavouriteTeams).where(eq(sportsFavouriteTeams.userId, userId))).map((r) => r.teamId));
      const added: number[] = [];
      const ignored: number[] = [];
      for (const id of wanted) {
        if (mine.has(id)) continue;
        if (!known.has(id) || mine.size + added.length >= FAVOURITE_TEAMS_MAX) ignored.push(id);
        else added.push(id);
      }
      // The guest's list keeps its order: its first team counts as the most recently followed.
      const base = clock.now();
      if (added.length) await tx.insert(sportsFavouriteTeams).values(added.map((teamId, i) => ({ userId, teamId, createdAt: new Date(base - i) }))).onConflictDoNothing();
      return { added, ignored };
    });
    const union = await favouriteTeams(app.db, userId, request.language, clock.now());
    return ok(request, { ...union, added, ignored });
  });
}
