/** Builds the highlight seed: categories with their leagues as types, and match highlights. */
import { slugify } from '../../../../contracts/slug.ts';
import type { LocalizedText } from '../../i18n.ts';
import type { contentCategories, contentTypes, highlights } from '../schema.ts';
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
} from './content-entities.ts';
import { ago, fill, MINUTE } from './content-text.ts';
import type { CategorySeed } from './content-news.ts';
import type { RandomSource } from './seed-kit.ts';

const t = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export const highlightCategories: CategorySeed[] = [
  { id: 11, slug: 'bong-da', name: t('Bóng đá', 'Football', '足球'), types: [
    { id: 1101, slug: 'ngoai-hang-anh', name: leagues.epl },
    { id: 1102, slug: 'v-league', name: leagues.vleague },
    { id: 1103, slug: 'champions-league', name: leagues.ucl },
    { id: 1104, slug: 'la-liga', name: leagues.laliga },
  ] },
  { id: 12, slug: 'bong-ro', name: t('Bóng rổ', 'Basketball', '籃球'), types: [
    { id: 1201, slug: 'nba', name: leagues.nba },
    { id: 1202, slug: 'vba', name: leagues.vba },
  ] },
  { id: 13, slug: 'esport', name: t('Esport', 'Esports', '電競'), types: [
    { id: 1301, slug: 'lien-minh-huyen-thoai', name: t('Liên Minh Huyền Thoại', 'League of Legends', '英雄聯盟') },
    { id: 1302, slug: 'valorant', name: t('Valorant', 'Valorant', '特戰英豪') },
  ] },
  { id: 14, slug: 'quan-vot', name: t('Quần vợt', 'Tennis', '網球'), types: [{ id: 1401, slug: 'atp', name: leagues.atp }] },
];

interface Batch {
  typeId: number;
  count: number;
  names: LocalizedText[];
  league: LocalizedText;
  score: (r: RandomSource) => [number, number];
  minutes: [number, number];
  description: LocalizedText;
}

const footballDescription = t(
  'Xem lại những pha bóng đáng chú ý nhất trận {home} gặp {away} tại {league}: bàn thắng, cơ hội nguy hiểm và các tình huống gây tranh cãi.',
  'Relive the best moments of {home} against {away} in the {league}: goals, big chances and talking points.',
  '回顧{league}中{home}對陣{away}的精彩時刻：進球、絕佳機會與爭議判罰。',
);
const basketballDescription = t(
  'Những pha úp rổ, ném ba điểm và chắn bóng ấn tượng nhất trận {home} gặp {away} tại {league}.',
  'The best dunks, threes and blocks from {home} against {away} in the {league}.',
  '{league}中{home}對陣{away}最精彩的灌籃、三分球與封蓋。',
);
const esportDescription = t(
  'Tổng hợp các pha giao tranh then chốt và khoảnh khắc xoay chuyển trận đấu giữa {home} và {away} tại {league}.',
  'The key team fights and turning points of {home} against {away} in the {league}.',
  '{league}中{home}與{away}關鍵團戰與扭轉戰局的時刻合集。',
);
const tennisDescription = t(
  'Những điểm số đẹp nhất trận {home} gặp {away} tại {league}, từ các cú giao bóng ăn điểm đến những pha đánh bóng sát vạch.',
  'The best points of {home} against {away} on the {league}, from aces to winners on the line.',
  '{league}中{home}對陣{away}的精彩得分，從愛司球到壓線制勝球。',
);

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

const title = t('Highlights {home} {hs}-{as} {away} | {league}', 'Highlights: {home} {hs}-{as} {away} | {league}', '精華：{home} {hs}-{as} {away}｜{league}');

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
        title: fill(title, vars),
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
