/** Promotions: GET /other/api/promotion/list, /other/api/promotion/detail/:slug, POST /other/api/promotion/enrol, and a score-prediction campaign's matches and predictions. */
import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, NEW_MEMBER_DAYS, PREDICTED_GOALS_MAX, PROMOTION_ACTIONS, PROMOTION_CATEGORIES, PROMOTION_ELIGIBILITY, PROMOTION_STATUSES } from '../../content-values.ts';
import { Nullable, PageQuery, Slug, StringEnum } from '../common.ts';

export const PromotionItem = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String({ description: 'In the request language; a money amount in it is written in `currency`.' }),
  summary: Type.String({ description: 'As `title`.' }),
  banner: Type.String({ description: '/media/promo/<id>.svg (?lang=en|zh outside Vietnamese): a picture with the title and reward written in the request\'s language.' }),
  category: StringEnum(PROMOTION_CATEGORIES),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  status: StringEnum(PROMOTION_STATUSES),
  reward: Type.String({ description: 'What the reward is, in words, with its amount written in `currency` and the request language.' }),
  rewardAmount: Type.Number({ description: 'The reward’s value in `currency` (0 when it is not money).' }),
  amountInReward: Type.Boolean({ description: '`reward` already writes `rewardAmount` (a page need not show it twice).' }),
  currency: StringEnum(CURRENCIES),
  action: Nullable(StringEnum(PROMOTION_ACTIONS, { description: 'What a member does on the page (POST /other/api/promotion/enrol), once; null: nothing to enrol in.' })),
  link: Nullable(Type.String({ description: 'A site path where the promotion is taken part in (the check-in page, the referral page…).' })),
  participants: Type.Integer({ description: 'Members who enrolled or claimed.' }),
  path: Type.String({ description: 'The page: /khuyen-mai/{slug}.' }),
});
export type PromotionItem = Static<typeof PromotionItem>;

/** The signed-in member's standing in a promotion (null for a guest). */
export const PromotionViewer = Type.Object({
  enrolled: Type.Boolean(),
  enrolledAt: Nullable(Type.String({ format: 'date-time' })),
  eligible: Type.Boolean({ description: 'The member meets `eligibility` (an account young enough for new-members).' }),
});
export type PromotionViewer = Static<typeof PromotionViewer>;

export const PromotionDetail = Type.Composite([
  PromotionItem,
  Type.Object({
    body: Type.Array(Type.String(), { description: 'Paragraphs.' }),
    terms: Type.Array(Type.String()),
    eligibility: StringEnum(PROMOTION_ELIGIBILITY),
    newMemberDays: Type.Integer({ description: `Days after signing up during which a member counts as new (${NEW_MEMBER_DAYS}).` }),
    viewer: Nullable(PromotionViewer),
    predicts: Type.Boolean({ description: 'A score-prediction campaign: its matches are at GET /other/api/promotion/predictions/:slug.' }),
  }),
]);
export type PromotionDetail = Static<typeof PromotionDetail>;

export const PromotionListQuery = Type.Composite([
  PageQuery(),
  Type.Object({ status: Type.Optional(StringEnum(PROMOTION_STATUSES)), category: Type.Optional(StringEnum(PROMOTION_CATEGORIES)) }),
]);
export type PromotionListQuery = Static<typeof PromotionListQuery>;

export const EnrolBody = Type.Object({ slug: Slug });
export type EnrolBody = Static<typeof EnrolBody>;

export const Enrolment = Type.Object({
  slug: Type.String(),
  enrolled: Type.Literal(true),
  enrolledAt: Type.String({ format: 'date-time' }),
  participants: Type.Integer(),
});
export type Enrolment = Static<typeof Enrolment>;

/** Goals in a predicted score. */
const Goals = Type.Integer({ minimum: 0, maximum: PREDICTED_GOALS_MAX });

export const PredictionBody = Type.Object({
  slug: Slug,
  fixtureId: Type.Integer({ minimum: 1 }),
  home: Goals,
  away: Goals,
});
export type PredictionBody = Static<typeof PredictionBody>;

/** A member's predicted score of one match. */
export const Prediction = Type.Object({
  fixtureId: Type.Integer(),
  home: Type.Integer(),
  away: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Prediction = Static<typeof Prediction>;

const PredictionTeam = Type.Object({ id: Type.Integer(), name: Type.String({ description: 'In the request language.' }), crest: Type.String() });

export const PredictionMatch = Type.Object({
  fixtureId: Type.Integer(),
  kickoffAt: Type.String({ format: 'date-time' }),
  home: PredictionTeam,
  away: PredictionTeam,
  locked: Type.Boolean({ description: 'Kicked off: a prediction can no longer be made or changed.' }),
  result: Nullable(Type.Object({ home: Type.Integer(), away: Type.Integer() }, { description: 'The final score, once the match is over.' })),
  /** The signed-in member's prediction (null for a guest or none yet). */
  prediction: Nullable(Prediction),
  outcome: Nullable(StringEnum(['exact', 'missed'] as const, { description: 'The member’s prediction against the result, once the match is over.' })),
});
export type PredictionMatch = Static<typeof PredictionMatch>;

export const ScorePredictions = Type.Object({
  slug: Type.String(),
  league: Type.String({ description: 'The league whose matches are predicted, in the request language.' }),
  matches: Type.Array(PredictionMatch, {
    description: 'Its matches of the coming week by kick-off (at most 10), then those of the last three days, latest first (at most 8).',
  }),
});
export type ScorePredictions = Static<typeof ScorePredictions>;
