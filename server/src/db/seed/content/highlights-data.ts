/** Fixed data of the highlights seed: categories with their leagues as types, and the title and description templates, in vi / en / zh. */
import type { LocalizedText } from '../../../i18n.ts';
import { leagues } from './entities-data.ts';
import type { CategorySeed } from './news-data.ts';

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

export const footballDescription = t(
  'Xem lại những pha bóng đáng chú ý nhất trận {home} gặp {away} tại {league}: bàn thắng, cơ hội nguy hiểm và các tình huống gây tranh cãi.',
  'Relive the best moments of {home} against {away} in the {league}: goals, big chances and talking points.',
  '回顧{league}中{home}對陣{away}的精彩時刻：進球、絕佳機會與爭議判罰。',
);
export const basketballDescription = t(
  'Những pha úp rổ, ném ba điểm và chắn bóng ấn tượng nhất trận {home} gặp {away} tại {league}.',
  'The best dunks, threes and blocks from {home} against {away} in the {league}.',
  '{league}中{home}對陣{away}最精彩的灌籃、三分球與封蓋。',
);
export const esportDescription = t(
  'Tổng hợp các pha giao tranh then chốt và khoảnh khắc xoay chuyển trận đấu giữa {home} và {away} tại {league}.',
  'The key team fights and turning points of {home} against {away} in the {league}.',
  '{league}中{home}與{away}關鍵團戰與扭轉戰局的時刻合集。',
);
export const tennisDescription = t(
  'Những điểm số đẹp nhất trận {home} gặp {away} tại {league}, từ các cú giao bóng ăn điểm đến những pha đánh bóng sát vạch.',
  'The best points of {home} against {away} on the {league}, from aces to winners on the line.',
  '{league}中{home}對陣{away}的精彩得分，從愛司球到壓線制勝球。',
);

export const highlightTitle = t('Highlights {home} {hs}-{as} {away} | {league}', 'Highlights: {home} {hs}-{as} {away} | {league}', '精華：{home} {hs}-{as} {away}｜{league}');
