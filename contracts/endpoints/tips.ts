/**
 * The odds tips' calls (/tip-keo): lists by category, type, match or tipster, the types and events
 * of a category, one match's tips, a tip, a member's tips, tipsters' records, following tips and
 * tipsters, and posting a tip.
 */
import { Page, PageQuery } from '../schemas/common';
import {
  CreateTipBody,
  FollowAnswer,
  FollowBody,
  MyTipsQuery,
  TipDetail,
  TipDetailQuery,
  TipEvent,
  TipEventsQuery,
  TipItem,
  TipListQuery,
  TipMatch,
  TipMatchQuery,
  Tipster,
  TipsterFollowAnswer,
  TipsterFollowBody,
  TipsterProfile,
  TipsterQuery,
  TipTypeList,
  TipTypesQuery,
  TopRatingQuery,
} from '../schemas/sports/tips';
import { endpoint } from './define';

const area = 'tips';

export const topTipsters = endpoint({
  method: 'GET',
  path: '/other/api/schedule-tips/v2/top-rating',
  area,
  summary: 'Top-rated tipsters by win rate of settled tips (one category or all), with profit, ROI and current streak',
  access: 'anyone',
  rate: 'reads',
  query: TopRatingQuery,
  response: Page(Tipster),
});

export const tipList = endpoint({
  method: 'GET',
  path: '/other/api/schedule-tips/list',
  area,
  summary:
    'Tips, newest first: by category (sport or bong-da / bong-ro / esport), type (market or keo-1x2 / keo-chau-a / tai-xiu), fixture, tipster, or all',
  access: 'anyone',
  rate: 'reads',
  query: TipListQuery,
  response: Page(TipItem),
});

export const tipTypes = endpoint({
  method: 'GET',
  path: '/other/api/schedule-tips/types',
  area,
  summary: 'The tip types (markets) of a category with their route segments and tip counts',
  access: 'anyone',
  rate: 'reads',
  query: TipTypesQuery,
  response: TipTypeList,
});

export const tipEvents = endpoint({
  method: 'GET',
  path: '/other/api/schedule-tips/events',
  area,
  summary: 'Matches with tips (the su-kien page): upcoming and live soonest first, finished latest first, with how many tips back each pick',
  access: 'anyone',
  rate: 'reads',
  query: TipEventsQuery,
  response: Page(TipEvent),
});

export const tipMatch = endpoint({
  method: 'GET',
  path: '/other/api/schedule-tips/match',
  area,
  summary: "One match's tips (the tran-dau page): the match with its odds, how many tips back each pick, and the tips",
  access: 'anyone',
  rate: 'reads',
  query: TipMatchQuery,
  response: TipMatch,
  errors: { 404: 'an unknown match' },
});

export const tipDetail = endpoint({
  method: 'GET',
  path: '/other/api/schedule-tips/detail',
  area,
  summary: 'One tip by slug, with whether the caller follows it',
  access: 'anyone',
  rate: 'reads',
  query: TipDetailQuery,
  response: TipDetail,
  errors: { 404: 'an unknown tip' },
});

export const myTips = endpoint({
  method: 'GET',
  path: '/other/api/schedule-tips/my',
  area,
  summary: "The caller's tips: the ones they follow, the ones they posted, or those of the tipsters they follow (member)",
  access: 'member',
  rate: 'reads',
  query: MyTipsQuery,
  response: Page(TipItem),
});

export const tipFollow = endpoint({
  method: 'POST',
  path: '/other/api/schedule-tips/follow',
  area,
  summary: 'Follow (bookmark) a tip (member)',
  access: 'member',
  rate: 'reads',
  body: FollowBody,
  response: FollowAnswer,
  errors: { 404: 'an unknown tip', 409: 'a tip already followed' },
});

export const tipUnfollow = endpoint({
  method: 'POST',
  path: '/other/api/schedule-tips/unfollow',
  area,
  summary: 'Stop following a tip (member)',
  access: 'member',
  rate: 'reads',
  body: FollowBody,
  response: FollowAnswer,
  errors: { 404: 'an unknown tip', 409: 'a tip not followed' },
});

export const tipster = endpoint({
  method: 'GET',
  path: '/other/api/schedule-tips/tipster',
  area,
  summary:
    "A tipster's record (won, lost, push, void, pending, win rate, profit at level stakes, ROI, current streak), followers and whether the caller follows them",
  access: 'anyone',
  rate: 'reads',
  query: TipsterQuery,
  response: TipsterProfile,
  errors: { 404: 'an unknown tipster' },
});

export const followedTipsters = endpoint({
  method: 'GET',
  path: '/other/api/schedule-tips/tipsters/followed',
  area,
  summary: 'The tipsters the caller follows, with their records (member)',
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(Tipster),
});

export const tipsterFollow = endpoint({
  method: 'POST',
  path: '/other/api/schedule-tips/tipster/follow',
  area,
  summary: 'Follow a tipster (member)',
  access: 'member',
  rate: 'reads',
  body: TipsterFollowBody,
  response: TipsterFollowAnswer,
  errors: { 400: 'the caller themself', 404: 'an unknown tipster', 409: 'a tipster already followed' },
});

export const tipsterUnfollow = endpoint({
  method: 'POST',
  path: '/other/api/schedule-tips/tipster/unfollow',
  area,
  summary: 'Stop following a tipster (member)',
  access: 'member',
  rate: 'reads',
  body: TipsterFollowBody,
  response: TipsterFollowAnswer,
  errors: { 404: 'an unknown tipster', 409: 'a tipster not followed' },
});

export const tipCreate = endpoint({
  method: 'POST',
  path: '/other/api/schedule-tips/create',
  area,
  summary: "Post one's own tip on an upcoming match at the current line and price: one per member and match, before kick-off (member)",
  access: 'member',
  rate: 'reads',
  body: CreateTipBody,
  response: TipItem,
  errors: {
    400: 'reasoning too short, a pick not of the market, or a draw where the match has none',
    404: 'an unknown match',
    409: 'a match already started or off, or already tipped by the member',
  },
});
