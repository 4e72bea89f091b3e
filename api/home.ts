/**
 * The home page's and the match hub's calls: featured matches (docs/api/live.md), banners
 * (docs/api/content.md), one day's matches of a sport grouped by league and the top tipsters
 * (docs/api/sports.md). Each answers its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import { dayBoardQuery, featureMatchQuery, topTipstersQuery, type BoardSport, type HomeBoardKind } from '../contracts/home';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { BannerList } from '../contracts/schemas/content/resources';
import type { ScheduleRow } from '../contracts/schemas/live';
import type { DayBoard } from '../contracts/schemas/sports/matches';
import type { Tipster } from '../contracts/schemas/sports/tips';

/** Featured matches: live first, then the next kickoffs of the featured leagues (every sport). */
export const fetchFeatureMatches = (signal?: AbortSignal): Promise<Page<ScheduleRow>> =>
  unwrap(api.get('live/api/schedule/feature-match', { searchParams: featureMatchQuery(), signal }).json<Envelope<Page<ScheduleRow>>>());

/** The active banners of every position (the page picks its own). */
export const fetchBanners = (signal?: AbortSignal): Promise<BannerList> =>
  unwrap(api.get('other/api/banner/list', { signal }).json<Envelope<BannerList>>());

/** The input of fetchDayBoard: one kind, one calendar day (yyyy-mm-dd) in an IANA zone, one sport. */
export interface DayBoardInput {
  kind: HomeBoardKind;
  date: string;
  timezone: string;
  sport: BoardSport;
}

/** One day's matches of a sport grouped by league (featured leagues first, matches by kickoff). */
export const fetchDayBoard = (query: DayBoardInput, signal?: AbortSignal): Promise<DayBoard> =>
  unwrap(
    api
      .get('live/api/football/day', { searchParams: dayBoardQuery(query.kind, query.date, query.timezone, query.sport), signal })
      .json<Envelope<DayBoard>>(),
  );

/** Tipsters ranked by the win rate of their settled tips, every category. */
export const fetchTopTipsters = (signal?: AbortSignal): Promise<Page<Tipster>> =>
  unwrap(api.get('other/api/schedule-tips/v2/top-rating', { searchParams: topTipstersQuery(), signal }).json<Envelope<Page<Tipster>>>());
