/** Builds the highlight seed: categories with their leagues as types, and match highlights. */
import { slugify } from '../../../../../contracts/slug.ts';
import type { LocalizedText } from '../../../i18n.ts';
import type { contentCategories, contentTypes, highlights } from '../../schema.ts';
import {
  europeanTeams,
  leagues,
  nbaTeams,
  premierLeagueTeams,
  tennisPlayers,
  valorantTeams,
  vbaTeams,
  vcsTeams,
  vleagueTeams,
} from './entities-data.ts';
import { ago, fill, MINUTE } from './text.ts';
import { basketballDescription, esportDescription, footballDescription, highlightCategories, highlightTitle, tennisDescription } from './highlights-data.ts';
import type { RandomSource } from '../seed-kit.ts';

const t = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

interface Batch {
  typeId: number;
  count: number;
  names: LocalizedText[];
  league: LocalizedText;
  score: (r: RandomSource) => [number, number];
  minutes: [number, number];
  description: LocalizedText;
}

const goals = (r: RandomSource): [number, number] => [r.int(0, 4), r.int(0, 3)];
const points = (r: RandomSource): [number, number] => [r.int(88, 128), r.int(88, 128)];
const series = (r: RandomSource): [number, number] => (r.chance(0.5) ? [2, r.int(0, 1)] : [r.int(0, 1), 2]);

const batches: Batch[] = [
  { typeId: 1101, count: 10, names: premierLeagueTeams.map((x) => x.name), league: leagues.epl, score: goals, minutes: [4, 12], description: footballDescription },
  { typeId: 1102, count: 10, names: vleagueTeams.map((x) => x.name), league: leagues.vleague, score: goals, minutes: [3, 9], description: footballDescription },
  { typeId: 1103, count: 6, names: [...premierLeagueTeams.slice(0, 4), ...europeanTeams].map((x) => x.name), league: leagues.ucl, score: goals, minutes: [5, 14], description: footballDescription },
  { typeId: 1104, count: 4, names: europeanTeams.slice(0, 2).map((x) => x.name).concat([t('Atlético Madrid', 'Atletico Madrid', '馬德里競技'), t('Sevilla', 'Sevilla', '塞維利亞')]), league: leagues.laliga, score: goals, minutes: [4, 10], description: footballDescription },
  { typeId: 1201, count: 6, names: nbaTeams.map((x) => x.name), league: leagues.nba, score: points, minutes: [5, 12], description: basketballDescription },
  { typeId: 1202, count: 4, names: vbaTeams.map((x) => x.name), league: leagues.vba, score: points, minutes: [3, 8], description: basketballDescription },
  { typeId: 1301, count: 5, names: vcsTeams.map((x) => x.name), league: leagues.vcs, score: series, minutes: [6, 15], description: esportDescription },
  { typeId: 1302, count: 3, names: valorantTeams.map((x) => x.name), league: leagues.vct, score: series, minutes: [5, 11], description: esportDescription },
  { typeId: 1401, count: 4, names: tennisPlayers, league: leagues.atp, score: (r) => (r.chance(0.5) ? [2, r.int(0, 1)] : [r.int(0, 1), 2]), minutes: [4, 9], description: tennisDescription },
];

export interface HighlightSeed {
  categories: (typeof contentCategories.$inferInsert)[];
  types: (typeof contentTypes.$inferInsert)[];
  highlights: (typeof highlights.$inferInsert)[];
}

export function buildHighlights(r: RandomSource, now: Date): HighlightSeed {
  const rows: HighlightSeed['highlights'] = [];
  for (const batch of batches) {
    const categoryId = Math.floor(batch.typeId / 100);
    for (let i = 0; i < batch.count; i++) {
      const [home, away] = r.shuffle(batch.names) as [LocalizedText, LocalizedText];
      const [hs, drawn] = batch.score(r);
      // Basketball has no draws.
      const as = hs === drawn && batch.score === points ? drawn - r.int(1, 9) : drawn;
      const vars = { home, away, hs, as, league: batch.league };
      const id = rows.length + 1;
      rows.push({
        id,
        slug: `${slugify(`${home.en} vs ${away.en}`)}-${id}`,
        categoryId,
        typeId: batch.typeId,
        title: fill(highlightTitle, vars),
        description: fill(batch.description, vars),
        homeName: home,
        awayName: away,
        homeScore: hs,
        awayScore: as,
        leagueName: batch.league,
        durationSeconds: r.int(batch.minutes[0] * 60, batch.minutes[1] * 60),
        views: r.int(2_000, 900_000),
        thumbnail: `/media/highlight/${id}.svg`,
        publishedAt: ago(now, r.int(30, 21 * 24 * 60) * MINUTE),
      });
    }
  }
  return {
    categories: highlightCategories.map((c, index) => ({ id: c.id, section: 'highlight', slug: c.slug, name: c.name, sort: index + 1 })),
    types: highlightCategories.flatMap((c) => c.types.map((type, index) => ({ id: type.id, categoryId: c.id, slug: type.slug, name: type.name, sort: index + 1 }))),
    highlights: rows,
  };
}
