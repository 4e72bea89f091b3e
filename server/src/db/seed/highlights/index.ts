/**
 * The highlights seed: one highlight for each of the latest finished matches of the seeded leagues
 * (HIGHLIGHT_CATEGORIES), naming the match's real teams, score and league and linked to it
 * (match_id → its match centre), and one for every later match of those leagues, published a
 * little after its final whistle and shown from then on; extendSeason adds those of the season's new
 * weeks (highlightsFrom). Runs after the sports seed and again whenever the fixtures are rebuilt;
 * replaces every highlight, highlight category and type.
 */
import { and, eq, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contentCategories, contentTypes, highlights, sportsFixtures, sportsLeagues, sportsTeams } from '../../schema.ts';
import { inSequence, upsertAll, type SeedArea } from '../seed-kit.ts';
import { sportsSeed } from '../sports/index.ts';
import { buildHighlightRows, buildLaterHighlights, type FinishedMatch } from './build.ts';
import type { Db } from '../../connect.ts';
import { HISTORY_FIRST_ID } from '../sports/build.ts';
import { HIGHLIGHT_CATEGORIES } from './highlights-data.ts';

const leagueIds = HIGHLIGHT_CATEGORIES.flatMap((c) => c.types.map((t) => t.leagueId));

/** The fixtures of the highlight leagues matching `where`, with their teams and final scores. */
function matchesFor(db: Db, where: SQL): Promise<FinishedMatch[]> {
  const home = alias(sportsTeams, 'home');
  const away = alias(sportsTeams, 'away');
  return db
    .select({ id: sportsFixtures.id, leagueId: sportsFixtures.leagueId, home: home.name, away: away.name, homeScore: sportsFixtures.finalHome, awayScore: sportsFixtures.finalAway, endsAt: sportsFixtures.endsAt })
    .from(sportsFixtures)
    .innerJoin(home, eq(home.id, sportsFixtures.homeTeamId))
    .innerJoin(away, eq(away.id, sportsFixtures.awayTeamId))
    .where(and(inArray(sportsFixtures.leagueId, leagueIds), gte(sportsFixtures.season, 0), lt(sportsFixtures.id, HISTORY_FIRST_ID), eq(sportsFixtures.state, 'normal'), where));
}

const leagueNamesOf = async (db: Db) => new Map((await db.select({ id: sportsLeagues.id, name: sportsLeagues.name }).from(sportsLeagues).where(inArray(sportsLeagues.id, leagueIds))).map((l) => [l.id, l.name]));

/** The highlights of the matches kicking off from `fromMs` on: what extendSeason adds with the season's new weeks. */
export async function highlightsFrom(db: Db, fromMs: number) {
  return buildLaterHighlights(await matchesFor(db, gte(sportsFixtures.kickoffAt, new Date(fromMs))), await leagueNamesOf(db));
}

export const highlightsSeed: SeedArea = {
  area: 'highlights',
  // Follows the sports version: highlights are rebuilt whenever the fixtures are.
  version: `1+sports${sportsSeed.version}`,
  run: async (db, { now }) => {
    const [finished, later, leagues] = await inSequence([matchesFor(db, lte(sportsFixtures.endsAt, now)), matchesFor(db, gt(sportsFixtures.endsAt, now)), leagueNamesOf(db)]);
    const rows = buildHighlightRows(finished, leagues, now);
    // Replace: highlights first (they refer to the types), then the categories (their types go with them).
    await db.delete(highlights);
    await db.delete(contentCategories).where(eq(contentCategories.section, 'highlight'));
    await upsertAll(db, contentCategories, rows.categories);
    await upsertAll(db, contentTypes, rows.types);
    await upsertAll(db, highlights, [...rows.highlights, ...buildLaterHighlights(later, leagues)]);
  },
};
