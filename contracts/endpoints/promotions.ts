/** The promotions pages' calls (/khuyen-mai): pages of campaigns, one campaign, a member's enrolment. */
import { Page } from '../schemas/common';
import { SlugParams } from '../schemas/content/common';
import { EnrolBody, Enrolment, PromotionDetail, PromotionItem, PromotionListQuery } from '../schemas/content/promotions';
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
