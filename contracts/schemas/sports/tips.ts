/**
 * The sports area's odds tips (/other/api/schedule-tips/...): top-rated tipsters, lists by category
 * or fixture, a tip by slug, a member's tips, following a tip and posting one's own.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, PageQuery } from '../common.ts';
import { MatchSummary } from './matches.ts';

/** The sport of a tip (the database's `TIP_CATEGORIES`). */
export const TipCategory = Type.Union([Type.Literal('football'), Type.Literal('basketball'), Type.Literal('esport')]);
export type TipCategory = Static<typeof TipCategory>;

/** The database's `TIP_MARKETS`. */
export const TipMarket = Type.Union([Type.Literal('1x2'), Type.Literal('handicap'), Type.Literal('over_under')]);
export type TipMarket = Static<typeof TipMarket>;

/** The database's `TIP_PICKS`. */
export const TipPick = Type.Union([Type.Literal('home'), Type.Literal('draw'), Type.Literal('away'), Type.Literal('over'), Type.Literal('under')]);
export type TipPick = Static<typeof TipPick>;

export const Author = Type.Object({ userId: Type.Integer(), nickname: Type.String(), avatar: Type.String() });
export type Author = Static<typeof Author>;

export const TipItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  category: Type.String(),
  market: Type.String({ description: '1x2, handicap, over_under' }),
  pick: Type.String({ description: 'home, draw, away, over, under' }),
  pickLabel: Type.String(),
  line: Type.Union([Type.Number(), Type.Null()]),
  odds: Type.Number(),
  confidence: Type.Integer(),
  title: Type.String(),
  reasoning: Type.String(),
  result: Type.String({ description: 'won, lost, push, pending, void' }),
  byMember: Type.Boolean(),
  followers: Type.Integer(),
  createdAt: Type.String(),
  author: Author,
  match: MatchSummary,
});
export type TipItem = Static<typeof TipItem>;

export const Tipster = Type.Object({
  author: Author,
  total: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
  push: Type.Integer(),
  pending: Type.Integer(),
  winRate: Type.Number({ description: 'won / (won + lost), 0–1.' }),
  profit: Type.Number({ description: 'Units won staking 1 on every settled tip.' }),
});
export type Tipster = Static<typeof Tipster>;

/** GET /other/api/schedule-tips/v2/top-rating */
export const TopRatingQuery = Type.Object({ type: Type.Optional(TipCategory), ...PageQuery().properties });
export type TopRatingQuery = Static<typeof TopRatingQuery>;

/** GET /other/api/schedule-tips/list */
export const TipListQuery = Type.Object({ category: Type.Optional(TipCategory), fixtureId: Type.Optional(Id), ...PageQuery().properties });
export type TipListQuery = Static<typeof TipListQuery>;

/** GET /other/api/schedule-tips/detail */
export const TipDetailQuery = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type TipDetailQuery = Static<typeof TipDetailQuery>;

export const TipDetail = Type.Composite([TipItem, Type.Object({ followed: Type.Boolean() })]);
export type TipDetail = Static<typeof TipDetail>;

/** GET /other/api/schedule-tips/my */
export const MyTipsQuery = Type.Object({
  kind: Type.Union([Type.Literal('posted'), Type.Literal('followed')], { default: 'followed' }),
  ...PageQuery().properties,
});
export type MyTipsQuery = Static<typeof MyTipsQuery>;

/** POST /other/api/schedule-tips/follow and /unfollow */
export const FollowBody = Type.Object({ tipId: Id });
export type FollowBody = Static<typeof FollowBody>;

export const FollowAnswer = Type.Object({ tipId: Type.Integer(), followed: Type.Boolean(), followers: Type.Integer() });
export type FollowAnswer = Static<typeof FollowAnswer>;

/** POST /other/api/schedule-tips/create */
export const CreateTipBody = Type.Object({
  fixtureId: Id,
  market: TipMarket,
  pick: TipPick,
  confidence: Type.Integer({ minimum: 50, maximum: 100 }),
  reasoning: Type.String({ minLength: 10, maxLength: 2000 }),
});
export type CreateTipBody = Static<typeof CreateTipBody>;
