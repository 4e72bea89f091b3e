/**
 * The sports area's odds tips (/other/api/schedule-tips/...): top-rated tipsters, lists by category,
 * type or fixture, events (matches with tips), a tip by slug, a member's tips, following a tip or a
 * tipster, a tipster's record and posting one's own.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageQuery, StringEnum } from '../common.ts';
import { MatchSummary, MatchWithOdds } from './matches.ts';

/** The sport of a tip (the database's `TIP_CATEGORIES`). */
export const TipCategory = Type.Union([Type.Literal('football'), Type.Literal('basketball'), Type.Literal('esport')]);
export type TipCategory = Static<typeof TipCategory>;

/**
 * A category in a query: the sport, or the /tip-keo route's Vietnamese segment (constants.ts
 * TIP_CATEGORY_SLUGS): bong-da = football, bong-ro = basketball, esport.
 */
export const TipCategoryParam = StringEnum(['football', 'basketball', 'esport', 'bong-da', 'bong-ro']);
export type TipCategoryParam = Static<typeof TipCategoryParam>;

/** A tip type in a query: the market, or the route's segment (TIP_TYPE_SLUGS): keo-1x2, keo-chau-a, tai-xiu. */
export const TipTypeParam = StringEnum(['1x2', 'handicap', 'over_under', 'keo-1x2', 'keo-chau-a', 'tai-xiu']);
export type TipTypeParam = Static<typeof TipTypeParam>;

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
  categorySlug: Type.String({ description: 'The /tip-keo/:category segment: bong-da, bong-ro, esport.' }),
  market: Type.String({ description: '1x2, handicap, over_under' }),
  type: Type.String({ description: 'The /tip-keo/:category/:type segment of the market: keo-1x2, keo-chau-a, tai-xiu.' }),
  pick: Type.String({ description: 'home, draw, away, over, under' }),
  pickLabel: Type.String(),
  line: Type.Union([Type.Number(), Type.Null()]),
  odds: Type.Number(),
  confidence: Type.Integer(),
  title: Type.String(),
  reasoning: Type.String(),
  result: Type.String({ description: 'won, lost, push, pending, void (a half win or loss on a quarter line is won or lost with half the profit)' }),
  profit: Nullable(Type.Number({ description: 'Units won (+) or lost (−) staking 1; null while pending.' })),
  settledAt: Nullable(Type.String({ description: 'When it was settled (ISO 8601).' })),
  byMember: Type.Boolean(),
  followers: Type.Integer(),
  createdAt: Type.String(),
  author: Author,
  match: MatchSummary,
});
export type TipItem = Static<typeof TipItem>;

export const Streak = Type.Object({ result: StringEnum(['won', 'lost']), count: Type.Integer() });
export type Streak = Static<typeof Streak>;

/** A tipster's record (sports/settlement.ts tipsterRecord). */
export const Tipster = Type.Object({
  author: Author,
  total: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
  push: Type.Integer(),
  void: Type.Integer(),
  pending: Type.Integer(),
  winRate: Type.Number({ description: 'won / (won + lost), 0–1.' }),
  profit: Type.Number({ description: 'Units won staking 1 on every settled tip.' }),
  roi: Type.Number({ description: 'Profit per unit staked on tips played (won, lost, push).' }),
  streak: Nullable(Streak),
  followers: Type.Integer(),
});
export type Tipster = Static<typeof Tipster>;

/** GET /other/api/schedule-tips/v2/top-rating */
export const TopRatingQuery = Type.Object({ type: Type.Optional(TipCategoryParam), ...PageQuery().properties });
export type TopRatingQuery = Static<typeof TopRatingQuery>;

/** GET /other/api/schedule-tips/list */
export const TipListQuery = Type.Object({
  category: Type.Optional(TipCategoryParam),
  type: Type.Optional(TipTypeParam),
  fixtureId: Type.Optional(Id),
  authorId: Type.Optional(Id),
  ...PageQuery().properties,
});
export type TipListQuery = Static<typeof TipListQuery>;

/** GET /other/api/schedule-tips/types */
export const TipTypesQuery = Type.Object({ category: Type.Optional(TipCategoryParam) });
export type TipTypesQuery = Static<typeof TipTypesQuery>;

export const TipType = Type.Object({
  slug: Type.String({ description: 'keo-1x2, keo-chau-a, tai-xiu' }),
  market: Type.String(),
  name: Type.String(),
  tips: Type.Integer({ description: 'Tips of this type in the category.' }),
});
export type TipType = Static<typeof TipType>;

export const TipTypeList = Type.Array(TipType);
export type TipTypeList = Static<typeof TipTypeList>;

/** GET /other/api/schedule-tips/events (/tip-keo/:category/su-kien): matches with tips. */
export const TipEventsQuery = Type.Object({
  category: Type.Optional(TipCategoryParam),
  status: StringEnum(['upcoming', 'finished', 'all'], { default: 'upcoming' }),
  ...PageQuery().properties,
});
export type TipEventsQuery = Static<typeof TipEventsQuery>;

/** How many tips back each pick of a market. */
export const TipConsensus = Type.Object({
  market: Type.String(),
  picks: Type.Array(Type.Object({ pick: Type.String(), tips: Type.Integer(), share: Type.Number({ description: '0–1 of the market’s tips.' }) })),
});
export type TipConsensus = Static<typeof TipConsensus>;

export const TipEvent = Type.Object({ match: MatchSummary, tips: Type.Integer(), consensus: Type.Array(TipConsensus) });
export type TipEvent = Static<typeof TipEvent>;

/** GET /other/api/schedule-tips/match (/tip-keo/:category/tran-dau/:id): one match's tips. */
export const TipMatchQuery = Type.Object({ fixtureId: Id, ...PageQuery().properties });
export type TipMatchQuery = Static<typeof TipMatchQuery>;

export const TipMatch = Type.Object({
  match: MatchWithOdds,
  consensus: Type.Array(TipConsensus),
  tips: Type.Object({ list: Type.Array(TipItem), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() }),
});
export type TipMatch = Static<typeof TipMatch>;

/** GET /other/api/schedule-tips/tipster */
export const TipsterQuery = Type.Object({ id: Id, category: Type.Optional(TipCategoryParam) });
export type TipsterQuery = Static<typeof TipsterQuery>;

export const TipsterProfile = Type.Composite([Tipster, Type.Object({ followed: Type.Boolean({ description: 'The caller follows this tipster.' }) })]);
export type TipsterProfile = Static<typeof TipsterProfile>;

/** POST /other/api/schedule-tips/tipster/follow and /tipster/unfollow */
export const TipsterFollowBody = Type.Object({ tipsterId: Id });
export type TipsterFollowBody = Static<typeof TipsterFollowBody>;

export const TipsterFollowAnswer = Type.Object({ tipsterId: Type.Integer(), followed: Type.Boolean(), followers: Type.Integer() });
export type TipsterFollowAnswer = Static<typeof TipsterFollowAnswer>;

/** GET /other/api/schedule-tips/detail */
export const TipDetailQuery = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) });
export type TipDetailQuery = Static<typeof TipDetailQuery>;

export const TipDetail = Type.Composite([TipItem, Type.Object({ followed: Type.Boolean() })]);
export type TipDetail = Static<typeof TipDetail>;

/** GET /other/api/schedule-tips/my: tips the member follows (default), posted, or posted by the tipsters they follow. */
export const MyTipsQuery = Type.Object({
  kind: Type.Union([Type.Literal('posted'), Type.Literal('followed'), Type.Literal('tipsters')], { default: 'followed' }),
  ...PageQuery().properties,
});
export type MyTipsQuery = Static<typeof MyTipsQuery>;

/** POST /other/api/schedule-tips/follow and /unfollow */
export const FollowBody = Type.Object({ tipId: Id });
export type FollowBody = Static<typeof FollowBody>;

export const FollowAnswer = Type.Object({ tipId: Type.Integer(), followed: Type.Boolean(), followers: Type.Integer() });
export type FollowAnswer = Static<typeof FollowAnswer>;

/**
 * POST /other/api/schedule-tips/create: one tip per member and match, before kick-off; the pick must
 * be one of the market's (draw only where the sport has one); line and price are the current odds.
 */
export const CreateTipBody = Type.Object({
  fixtureId: Id,
  market: TipMarket,
  pick: TipPick,
  confidence: Type.Integer({ minimum: 50, maximum: 100 }),
  reasoning: Type.String({ minLength: 10, maxLength: 2000 }),
});
export type CreateTipBody = Static<typeof CreateTipBody>;
