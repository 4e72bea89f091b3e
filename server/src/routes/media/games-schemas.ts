/** Request and response schemas of the game calls. */
import { Type } from '@sinclair/typebox';
import { ApiHeaders, Envelope, errorResponses, Id, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { Keyword, Named, Slug, TAGS } from './common.ts';

export const GAME_TABS = ['xu-huong', 'game-top', 'game-hot', 'game-moi', 'game-all'] as const;

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

export const GameDetail = Type.Composite([
  GameCard,
  Type.Object({
    description: Type.String(),
    howToPlay: Type.String(),
    instructions: Type.Array(Type.String()),
    related: Type.Array(GameCard),
  }),
]);

const base = { tags: TAGS, headers: ApiHeaders };

export const gameCategoriesSchema = {
  ...base,
  summary: 'Game categories with their game counts',
  response: {
    200: Envelope(Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), gameCount: Type.Integer() }))),
    ...errorResponses,
  },
};

export const gameListSchema = {
  ...base,
  summary: 'Games by tab: xu-huong (trending), game-top, game-hot, game-moi (new), game-all',
  querystring: Type.Composite([
    PageQuery(),
    Type.Object({
      tab: Type.Union(GAME_TABS.map((tab) => Type.Literal(tab)), { default: 'game-all' }),
      category: Type.Optional(Slug),
      keyword: Type.Optional(Keyword),
    }),
  ]),
  response: { 200: Envelope(Page(GameCard)), ...errorResponses },
};

export const gameDetailSchema = {
  ...base,
  summary: 'A game of /game/choi-game/{game}/{id}: how to play and instructions',
  querystring: Type.Object({ id: Id }),
  response: { 200: Envelope(GameDetail), ...errorResponses },
};

export const gamePlaySchema = {
  ...base,
  summary: 'Start a play session of a game (member or guest token required)',
  body: Type.Object({ gameId: Id }),
  response: {
    200: Envelope(
      Type.Object({
        sessionId: Type.Integer(),
        gameId: Type.Integer(),
        plays: Type.Integer(),
        startedAt: Type.String({ format: 'date-time' }),
      }),
    ),
    ...errorResponses,
  },
};
