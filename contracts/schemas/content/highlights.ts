/** Match highlights: GET /other/api/highlight/categories, /other/api/highlight/list and /other/api/highlight/detail/:slug. */
import { Type, type Static } from '@sinclair/typebox';
import { HIGHLIGHT_SORTS } from '../../content-values.ts';
import { Nullable, PageQuery, Slug, StringEnum } from '../common.ts';
import { MatchSummary } from '../sports/matches.ts';
import { Keyword, Named } from './common.ts';

/** A team of the match with its score. */
export const HighlightSide = Type.Object({ name: Type.String(), score: Type.Integer() });
export type HighlightSide = Static<typeof HighlightSide>;

export const HighlightItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  category: Named,
  type: Named,
  home: HighlightSide,
  away: HighlightSide,
  leagueName: Type.String(),
  matchId: Nullable(Type.Integer({ description: 'The fixture the highlight shows (the match centre /tran-dau/…/{matchId}); null when none.' })),
  durationSeconds: Type.Integer({ minimum: 0 }),
  views: Type.Integer(),
  thumbnail: Type.String({ description: '/media/highlight/<id>.svg' }),
  videoPath: Type.Null({ description: 'No progressive file yet; play hlsPath.' }),
  hlsPath: Type.String({ description: 'VOD playlist served by the HLS origin: /hls/vod/highlight/<id>/master.m3u8.' }),
  publishedAt: Type.String({ format: 'date-time' }),
  path: Type.String({ description: 'The page: /highlight/{category}/{type}/{slug}.' }),
});
export type HighlightItem = Static<typeof HighlightItem>;

/** A highlight with more of the same league and its match as the sports pages show it. */
export const HighlightDetail = Type.Composite([
  HighlightItem,
  Type.Object({
    related: Type.Array(HighlightItem),
    match: Nullable(MatchSummary),
  }),
]);
export type HighlightDetail = Static<typeof HighlightDetail>;

export const HighlightListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    category: Type.Optional(Slug),
    type: Type.Optional(Slug),
    keyword: Type.Optional(Keyword),
    sort: StringEnum(HIGHLIGHT_SORTS, { default: 'moi-nhat', description: 'moi-nhat (newest) or xem-nhieu-nhat (most viewed).' }),
  }),
]);
export type HighlightListQuery = Static<typeof HighlightListQuery>;
