/**
 * The highlights seed: one highlight for each of the latest finished matches of the seeded leagues
 * (HIGHLIGHT_CATEGORIES), naming the match's real teams, score and league and linked to it
 * (match_id → its match centre). Runs after the sports seed and again whenever the fixtures are
 * rebuilt; replaces every highlight, highlight category and type (the content seed's older ones
 * named clubs that are not in the seed). At every start, each highlight's publication moves with
 * its match (the sports seed moves fixtures to the current day).
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contentCategories, contentTypes, highlights, sportsFixtures, sportsLeagues, sportsTeams } from '../../schema.ts';
import { inSequence, upsertAll, type SeedArea } from '../seed-kit.ts';
import { sportsSeed } from '../sports/index.ts';
import { buildHighlightRows } from './build.ts';
import { HIGHLIGHT_CATEGORIES } from './highlights-data.ts';

const leagueIds = HIGHLIGHT_CATEGORIES.flatMap((c) => c.types.map((t) => t.leagueId));

export const highlightsSeed: SeedArea = {
  area: 'highlights',
  // Follows the sports version: highlights are rebuilt whenever the fixtures are.
  version: `1+sports${sportsSeed.version}`,
  run: async (db, { now }) => {
    const home = alias(sportsTeams, 'home');
    const away = alias(sportsTeams, 'away');
    const [matches, leagues] = await inSequence([
      db
        .select({
          id: sportsFixtures.id,
          leagueId: sportsFixtures.leagueId,
          home: home.name,
          away: away.name,
          homeScore: sportsFixtures.finalHome,
          awayScore: sportsFixtures.finalAway,
          endsAt: sportsFixtures.endsAt,
        })
        .from(sportsFixtures)
        .innerJoin(home, eq(home.id, sportsFixtures.homeTeamId))
        .innerJoin(away, eq(away.id, sportsFixtures.awayTeamId))
        .where(and(inArray(sportsFixtures.leagueId, leagueIds), eq(sportsFixtures.season, 0), eq(sportsFixtures.state, 'normal'), lte(sportsFixtures.endsAt, now))),
      db.select({ id: sportsLeagues.id, name: sportsLeagues.name }).from(sportsLeagues).where(inArray(sportsLeagues.id, leagueIds)),
    ]);
    const rows = buildHighlightRows(matches, new Map(leagues.map((l) => [l.id, l.name])), now);
    // Replace: highlights first (they refer to the types), then the categories (their types go with them).
    await db.delete(highlights);
    await db.delete(contentCategories).where(eq(contentCategories.section, 'highlight'));
    await upsertAll(db, contentCategories, rows.categories);
    await upsertAll(db, contentTypes, rows.types);
    await upsertAll(db, highlights, rows.highlights);
  },
  // Published a little after the final whistle, wherever the fixture has moved (see build.ts).
  onStart: async (db, { now }) => {
    await db.execute(sql`
      update ${highlights} h
      set published_at = least(f.ends_at + make_interval(mins => 15 + ((f.id * 37) % 75)), date_trunc('minute', ${now.toISOString()}::timestamptz))
      from ${sportsFixtures} f
      where f.id = h.match_id`);
  },
};
