import { describe, expect, it } from 'vitest';
import { buildHighlightRows, publishDelayMinutes, publishedAt, type FinishedMatch } from '../../src/db/seed/highlights/build.ts';
import type { HighlightCategorySeed } from '../../src/db/seed/highlights/highlights-data.ts';

const t = (en: string) => ({ vi: en, en, zh: en });
const NOW = new Date('2026-11-24T13:30:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);

const categories: HighlightCategorySeed[] = [
  { id: 11, slug: 'bong-da', name: t('Football'), sport: 'football', minutes: [4, 12], description: t('{home} v {away} in the {league}'), types: [{ id: 1101, slug: 'v-league-1', leagueId: 1, count: 2 }, { id: 1102, slug: 'empty', leagueId: 3, count: 2 }] },
];
const match = (id: number, leagueId: number, endsAgoHours: number): FinishedMatch => ({ id, leagueId, home: t(`Home ${id}`), away: t(`Away ${id}`), homeScore: 2, awayScore: 1, endsAt: hoursAgo(endsAgoHours) });

describe('buildHighlightRows', () => {
  it("takes each league's latest finished matches, newest first, with their teams, score and league", () => {
    const rows = buildHighlightRows([match(5, 1, 30), match(6, 1, 2), match(7, 1, 50), match(8, 2, 1), match(9, 1, -1)], new Map([[1, t('V.League 1')], [3, t('Cup')]]), NOW, categories);
    expect(rows.highlights.map((h) => h.matchId)).toEqual([6, 5]);
    expect(rows.highlights[0]).toMatchObject({
      id: 1,
      slug: 'home-6-vs-away-6-1',
      categoryId: 11,
      typeId: 1101,
      homeName: t('Home 6'),
      homeScore: 2,
      awayScore: 1,
      leagueName: t('V.League 1'),
      description: t('Home 6 v Away 6 in the V.League 1'),
      thumbnail: '/media/highlight/1.svg',
    });
    expect(rows.highlights[0]!.title.en).toBe('Highlights: Home 6 2-1 Away 6 | V.League 1');
    for (const h of rows.highlights) {
      expect(h.durationSeconds).toBeGreaterThanOrEqual(240);
      expect(h.durationSeconds).toBeLessThanOrEqual(720);
    }
    // A league without matches keeps its type, empty.
    expect(rows.types.map((type) => type.slug)).toEqual(['v-league-1', 'empty']);
    expect(rows.categories).toEqual([{ id: 11, section: 'highlight', slug: 'bong-da', name: t('Football'), sort: 1 }]);
  });

  it('is the same for the same matches', () => {
    const build = () => buildHighlightRows([match(5, 1, 30), match(6, 1, 2)], new Map([[1, t('V.League 1')]]), NOW, categories);
    expect(build()).toEqual(build());
  });
});

describe('publishedAt', () => {
  it.each([
    [1, 52],
    [2, 89],
    [3, 51],
    [75, 15],
  ] as const)('match %s goes up %s minutes after its end', (id, minutes) => expect(publishDelayMinutes(id)).toBe(minutes));

  it('is after the final whistle but never in the future', () => {
    expect(publishedAt(1, hoursAgo(5), NOW).getTime()).toBe(hoursAgo(5).getTime() + 52 * 60_000);
    expect(publishedAt(1, hoursAgo(0.1), NOW).getTime()).toBe(NOW.getTime());
  });
});
