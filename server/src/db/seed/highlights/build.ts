/**
 * Builds the highlight rows from the seeded matches: for each league of HIGHLIGHT_CATEGORIES, its
 * latest finished fixtures, newest first, each with the fixture's teams, final score and league,
 * published a little after the final whistle. Pure: the area's index reads the fixtures.
 */
import { slugify } from '../../../../../contracts/slug.ts';
import type { LocalizedText } from '../../../i18n.ts';
import type { contentCategories, contentTypes, highlights } from '../../schema.ts';
import { fill } from '../content/text.ts';
import { randomSource } from '../seed-kit.ts';
import { HIGHLIGHT_CATEGORIES, HIGHLIGHT_TITLE, type HighlightCategorySeed } from './highlights-data.ts';

const MINUTE = 60_000;

/** A finished fixture as the seed reads it. */
export interface FinishedMatch {
  id: number;
  leagueId: number;
  home: LocalizedText;
  away: LocalizedText;
  homeScore: number;
  awayScore: number;
  endsAt: Date;
}

export interface HighlightRows {
  categories: (typeof contentCategories.$inferInsert)[];
  types: (typeof contentTypes.$inferInsert)[];
  highlights: (typeof highlights.$inferInsert)[];
}

/** Minutes between the final whistle and the highlight going up: 15–89, fixed per match. */
export function publishDelayMinutes(matchId: number): number {
  return 15 + ((matchId * 37) % 75);
}

/** When a match's highlight is published: after its end by the delay, never after `now`. */
export function publishedAt(matchId: number, endsAt: Date, now: Date): Date {
  const at = endsAt.getTime() + publishDelayMinutes(matchId) * MINUTE;
  return new Date(Math.min(at, Math.floor(now.getTime() / MINUTE) * MINUTE));
}

/** Later highlights (of the matches still to end at the first seed, and of the weeks the season adds) take ids from here. */
export const LATER_HIGHLIGHT_FIRST_ID = 10_000_000;

function highlightRow(category: HighlightCategorySeed, typeId: number, league: LocalizedText, match: FinishedMatch, id: number, published: Date): HighlightRows['highlights'][number] {
  const r = randomSource(`highlights:${match.id}`);
  const vars = { home: match.home, away: match.away, hs: match.homeScore, as: match.awayScore, league };
  return {
    id,
    slug: `${slugify(`${match.home.en} vs ${match.away.en}`)}-${id}`,
    categoryId: category.id,
    typeId,
    title: fill(HIGHLIGHT_TITLE, vars),
    description: fill(category.description, vars),
    homeName: match.home,
    awayName: match.away,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    leagueName: league,
    matchId: match.id,
    durationSeconds: r.int(category.minutes[0] * 60, category.minutes[1] * 60),
    views: r.int(2_000, 900_000),
    thumbnail: `/media/highlight/${id}.svg`,
    publishedAt: published,
  };
}

/**
 * The highlights of matches that end later (`matches`, any order): one each, id
 * LATER_HIGHLIGHT_FIRST_ID + the match's, published its delay after the final whistle and shown from
 * then on (routes/highlights publishedBy).
 */
export function buildLaterHighlights(matches: FinishedMatch[], leagueNames: Map<number, LocalizedText>, categories: HighlightCategorySeed[] = HIGHLIGHT_CATEGORIES): HighlightRows['highlights'] {
  const rows: HighlightRows['highlights'] = [];
  for (const category of categories) {
    for (const type of category.types) {
      const league = leagueNames.get(type.leagueId);
      if (!league) continue;
      for (const match of matches.filter((m) => m.leagueId === type.leagueId)) {
        rows.push(highlightRow(category, type.id, league, match, LATER_HIGHLIGHT_FIRST_ID + match.id, new Date(match.endsAt.getTime() + publishDelayMinutes(match.id) * MINUTE)));
      }
    }
  }
  return rows;
}

/**
 * `matches`: finished fixtures (any order); `leagueNames`: the seeded leagues' names. Leagues with
 * no finished match yet get no highlight (their type stays, empty).
 */
export function buildHighlightRows(matches: FinishedMatch[], leagueNames: Map<number, LocalizedText>, now: Date, categories: HighlightCategorySeed[] = HIGHLIGHT_CATEGORIES): HighlightRows {
  const rows: HighlightRows['highlights'] = [];
  const types: HighlightRows['types'] = [];
  for (const category of categories) {
    category.types.forEach((type, index) => {
      const league = leagueNames.get(type.leagueId);
      if (!league) return;
      types.push({ id: type.id, categoryId: category.id, slug: type.slug, name: league, sort: index + 1 });
      const latest = matches
        .filter((m) => m.leagueId === type.leagueId && m.endsAt.getTime() <= now.getTime())
        .sort((a, b) => b.endsAt.getTime() - a.endsAt.getTime() || b.id - a.id)
        .slice(0, type.count);
      for (const match of latest) {
        const id = rows.length + 1;
        rows.push(highlightRow(category, type.id, league, match, id, publishedAt(match.id, match.endsAt, now)));
      }
    });
  }
  return {
    categories: categories.map((c, index) => ({ id: c.id, section: 'highlight', slug: c.slug, name: c.name, sort: index + 1 })),
    types,
    highlights: rows,
  };
}
