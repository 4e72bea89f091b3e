/** The promotions pages' calls (/khuyen-mai): pages of campaigns, one campaign, a member's enrolment, a score-prediction campaign's matches and a member's predictions. */
import { Page } from '../schemas/common';
import { SlugParams } from '../schemas/content/common';
import { EnrolBody, Enrolment, Prediction, PredictionBody, PromotionDetail, PromotionItem, PromotionListQuery, ScorePredictions } from '../schemas/content/promotions';
import { PREDICTION_RATE } from '../content-values';
import { endpoint } from './define';

const area = 'promotions';

export const promotionList = endpoint({
  method: 'GET',
  path: '/other/api/promotion/list',
  area,
  summary: 'A page of promotions; status filters active, upcoming or ended ones, category one category',
  access: 'anyone',
  rate: 'reads',
  query: PromotionListQuery,
  response: Page(PromotionItem),
});

export const promotionDetail = endpoint({
  method: 'GET',
  path: '/other/api/promotion/detail/:slug',
  area,
  summary: 'One promotion with its body, terms and eligibility, and the signed-in member’s enrolment',
  access: 'anyone',
  rate: 'reads',
  params: SlugParams,
  response: PromotionDetail,
  errors: { 404: 'an unknown promotion' },
});

export const promotionEnrol = endpoint({
  method: 'POST',
  path: '/other/api/promotion/enrol',
  area,
  summary:
    'Enrols the member in (or claims) a promotion with an action, once: 409 when it has none, has not started, has ended or was already taken; 403 when not eligible',
  access: 'member',
  rate: 'reads',
  body: EnrolBody,
  response: Enrolment,
  errors: {
    403: 'a member the promotion is not for (new members only)',
    404: 'an unknown promotion',
    409: 'a promotion with nothing to join, not started, ended, or already taken by the member',
  },
});

export const scorePredictions = endpoint({
  method: 'GET',
  path: '/other/api/promotion/predictions/:slug',
  area,
  summary: 'A score-prediction campaign’s matches, with the signed-in member’s predictions and, once a match is over, its result against them',
  access: 'anyone',
  rate: 'reads',
  params: SlugParams,
  response: ScorePredictions,
  errors: { 404: 'an unknown promotion, or one without score predictions' },
});

export const predictScore = endpoint({
  method: 'POST',
  path: '/other/api/promotion/predict',
  area,
  summary: 'Makes or changes the member’s predicted score of one match of a running score-prediction campaign, until kick-off (one per member and match)',
  access: 'member',
  rate: 'reads',
  body: PredictionBody,
  response: Prediction,
  errors: {
    404: 'an unknown promotion, one without score predictions, or a match it does not offer',
    409: 'the campaign is not running, or the match has kicked off',
    429: `more than ${PREDICTION_RATE.max} predictions a minute`,
  },
});
