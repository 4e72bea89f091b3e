/**
 * Fixed data of the highlights seed: sports as categories and the seeded leagues (sports seed) as
 * their types, how many of each league's latest finished matches get a highlight, and the title
 * and description templates, in vi / en / zh (Traditional, as the rest of the site).
 */
import type { LocalizedText } from '../../../i18n.ts';
import type { Sport } from '../../schema/sports.ts';

const t = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export interface HighlightTypeSeed {
  /** content_types id. */
  id: number;
  slug: string;
  /** The sports_leagues row whose matches it shows (its name is the type's name). */
  leagueId: number;
  /** Highlights of its latest finished matches. */
  count: number;
}

export interface HighlightCategorySeed {
  id: number;
  slug: string;
  name: LocalizedText;
  sport: Sport;
  /** Highlight length range, in minutes. */
  minutes: [number, number];
  description: LocalizedText;
  types: HighlightTypeSeed[];
}

export const HIGHLIGHT_CATEGORIES: HighlightCategorySeed[] = [
  {
    id: 11,
    slug: 'bong-da',
    name: t('Bóng đá', 'Football', '足球'),
    sport: 'football',
    minutes: [4, 12],
    description: t(
      'Xem lại những pha bóng đáng chú ý nhất trận {home} gặp {away} tại {league}: bàn thắng, cơ hội nguy hiểm và các tình huống gây tranh cãi.',
      'Relive the best moments of {home} against {away} in the {league}: goals, big chances and talking points.',
      '回顧{league}中{home}對陣{away}的精彩時刻：進球、絕佳機會與爭議判罰。',
    ),
    types: [
      { id: 1101, slug: 'v-league-1', leagueId: 1, count: 8 },
      { id: 1102, slug: 'ngoai-hang-anh', leagueId: 4, count: 8 },
      { id: 1103, slug: 'la-liga', leagueId: 5, count: 6 },
      { id: 1104, slug: 'serie-a', leagueId: 6, count: 5 },
      { id: 1105, slug: 'bundesliga', leagueId: 7, count: 5 },
      { id: 1106, slug: 'champions-league', leagueId: 8, count: 4 },
      { id: 1107, slug: 'v-league-2', leagueId: 2, count: 4 },
    ],
  },
  {
    id: 12,
    slug: 'bong-ro',
    name: t('Bóng rổ', 'Basketball', '籃球'),
    sport: 'basketball',
    minutes: [3, 8],
    description: t(
      'Những pha úp rổ, ném ba điểm và chắn bóng ấn tượng nhất trận {home} gặp {away} tại {league}.',
      'The best dunks, threes and blocks from {home} against {away} in the {league}.',
      '{league}中{home}對陣{away}最精彩的灌籃、三分球與封蓋。',
    ),
    types: [{ id: 1201, slug: 'vba', leagueId: 9, count: 6 }],
  },
  {
    id: 13,
    slug: 'esport',
    name: t('Esport', 'Esports', '電競'),
    sport: 'esport',
    minutes: [5, 12],
    description: t(
      'Tổng hợp các pha giao tranh then chốt và khoảnh khắc xoay chuyển trận đấu giữa {home} và {away} tại {league}.',
      'The key team fights and turning points of {home} against {away} in the {league}.',
      '{league}中{home}與{away}關鍵團戰與扭轉戰局的時刻合集。',
    ),
    types: [
      { id: 1301, slug: 'giai-vo-dich-quoc-gia', leagueId: 10, count: 5 },
      { id: 1302, slug: 'cup-dong-nam-a', leagueId: 11, count: 3 },
    ],
  },
];

export const HIGHLIGHT_TITLE = t('Highlights {home} {hs}-{as} {away} | {league}', 'Highlights: {home} {hs}-{as} {away} | {league}', '精華：{home} {hs}-{as} {away}｜{league}');
