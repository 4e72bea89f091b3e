/** Games: GET /other/api/game/categories, /other/api/game/list and /other/api/game/detail; POST /other/api/game/play. */
import { Type, type Static } from '@sinclair/typebox';
import { GAME_TABS } from '../../media-values.ts';
import { Id, PageQuery } from '../common.ts';
import { Named } from '../content/common.ts';
import { MediaKeyword, MediaSlug } from './common.ts';

export const GameCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  category: Named,
  cover: Type.String({ description: 'Site path of the cover SVG.' }),
  plays: Type.Integer(),
  rating: Type.Number({ description: '0–5, one decimal.' }),
  releasedOn: Type.String({ description: 'YYYY-MM-DD' }),
  isHot: Type.Boolean(),
  isNew: Type.Boolean(),
  path: Type.String({ description: '/game/choi-game/{game}/{id}' }),
});
export type GameCard = Static<typeof GameCard>;

export const GameDetail = Type.Composite([
  GameCard,
  Type.Object({
    description: Type.String(),
    howToPlay: Type.String(),
    instructions: Type.Array(Type.String()),
    related: Type.Array(GameCard),
  }),
]);
export type GameDetail = Static<typeof GameDetail>;

export const GameCategory = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), gameCount: Type.Integer() });
export type GameCategory = Static<typeof GameCategory>;

export const GameCategoryList = Type.Array(GameCategory);
export type GameCategoryList = Static<typeof GameCategoryList>;

export const GameListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    tab: Type.Union(GAME_TABS.map((tab) => Type.Literal(tab)), { default: 'game-all' }),
    category: Type.Optional(MediaSlug),
    keyword: Type.Optional(MediaKeyword),
  }),
]);
export type GameListQuery = Static<typeof GameListQuery>;

export const GamePlayBody = Type.Object({ gameId: Id });
export type GamePlayBody = Static<typeof GamePlayBody>;

/** A play session just started. */
export const GameSession = Type.Object({
  sessionId: Type.Integer(),
  gameId: Type.Integer(),
  plays: Type.Integer(),
  startedAt: Type.String({ format: 'date-time' }),
});
export type GameSession = Static<typeof GameSession>;
