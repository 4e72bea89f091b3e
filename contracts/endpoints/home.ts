/**
 * The home page's own calls (/): the featured matches of the live strip and the banners. Its day
 * boards are the football boards' call (football.ts dayBoard); the sizes and queries both the SPA
 * and the server's preload ask are in contracts/home.ts.
 */
import { Page } from '../schemas/common';
import { BannerList, BannerListQuery } from '../schemas/content/resources';
import { FeatureMatchQuery, ScheduleRow } from '../schemas/live';
import { endpoint } from './define';

const area = 'home';

export const featureMatches = endpoint({
  method: 'GET',
  path: '/live/api/schedule/feature-match',
  area,
  summary: 'Featured matches: big leagues, live first, then the next kickoffs (or by status)',
  access: 'anyone',
  rate: 'reads',
  query: FeatureMatchQuery,
  response: Page(ScheduleRow),
  errors: { 404: 'an unknown live mode or league' },
});

export const bannerList = endpoint({
  method: 'GET',
  path: '/other/api/banner/list',
  area,
  summary: 'Active banners of a position (all positions when none is given), for a domain',
  access: 'anyone',
  rate: 'reads',
  query: BannerListQuery,
  response: BannerList,
});
