/**
 * The odds tips' calls (docs/api/sports.md "Odds tips"), typed by contracts/schemas/sports/tips.ts:
 * lists by category, type, match or tipster, the types and events of a category, one match's tips,
 * a tip, a member's tips, tipsters' records, following tips and tipsters, and posting a tip (with the
 * day's upcoming matches and their current odds to choose from). Each answers its data or rejects
 * with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { DayBoard, Sport } from '../contracts/schemas/sports/matches';
import type {
  CreateTipBody,
  FollowAnswer,
  MyTipsQuery,
  TipCategoryParam,
  TipDetail,
  TipEvent,
  TipEventsQuery,
  TipItem,
  TipMatch,
  Tipster,
  TipsterFollowAnswer,
  TipsterProfile,
  TipTypeList,
  TipTypeParam,
} from '../contracts/schemas/sports/tips';

const PREFIX = 'other/api/schedule-tips';

/** Only the parameters that are set (ky would send "undefined"). */
function defined(params: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string | number] => e[1] !== undefined));
}

export interface TipListInput {
  category?: TipCategoryParam;
  type?: TipTypeParam;
  fixtureId?: number;
  authorId?: number;
  pageNum: number;
  pageSize: number;
}

export const fetchTips = (input: TipListInput, signal?: AbortSignal): Promise<Page<TipItem>> =>
  unwrap(api.get(`${PREFIX}/list`, { searchParams: defined({ ...input }), signal }).json<Envelope<Page<TipItem>>>());

export const fetchTipTypes = (category: TipCategoryParam, signal?: AbortSignal): Promise<TipTypeList> =>
  unwrap(api.get(`${PREFIX}/types`, { searchParams: { category }, signal }).json<Envelope<TipTypeList>>());

export type TipEventsInput = Required<Pick<TipEventsQuery, 'status' | 'pageNum' | 'pageSize'>> & { category: TipCategoryParam };

export const fetchTipEvents = (input: TipEventsInput, signal?: AbortSignal): Promise<Page<TipEvent>> =>
  unwrap(api.get(`${PREFIX}/events`, { searchParams: { ...input }, signal }).json<Envelope<Page<TipEvent>>>());

export const fetchTipMatch = (input: { fixtureId: number; pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<TipMatch> =>
  unwrap(api.get(`${PREFIX}/match`, { searchParams: { ...input }, signal }).json<Envelope<TipMatch>>());

export const fetchTipDetail = (slug: string, signal?: AbortSignal): Promise<TipDetail> =>
  unwrap(api.get(`${PREFIX}/detail`, { searchParams: { slug }, signal }).json<Envelope<TipDetail>>());

export type MyTipsKind = MyTipsQuery['kind'];

export const fetchMyTips = (input: { kind: MyTipsKind; pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<Page<TipItem>> =>
  unwrap(api.get(`${PREFIX}/my`, { searchParams: { ...input }, signal }).json<Envelope<Page<TipItem>>>());

export const fetchTopTipsters = (input: { category?: TipCategoryParam; pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<Page<Tipster>> =>
  unwrap(
    api
      .get(`${PREFIX}/v2/top-rating`, { searchParams: defined({ type: input.category, pageNum: input.pageNum, pageSize: input.pageSize }), signal })
      .json<Envelope<Page<Tipster>>>(),
  );

export const fetchTipster = (input: { id: number; category?: TipCategoryParam }, signal?: AbortSignal): Promise<TipsterProfile> =>
  unwrap(api.get(`${PREFIX}/tipster`, { searchParams: defined({ ...input }), signal }).json<Envelope<TipsterProfile>>());

export const fetchFollowedTipsters = (input: { pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<Page<Tipster>> =>
  unwrap(api.get(`${PREFIX}/tipsters/followed`, { searchParams: { ...input }, signal }).json<Envelope<Page<Tipster>>>());

export const followTipster = (tipsterId: number, signal?: AbortSignal): Promise<TipsterFollowAnswer> =>
  unwrap(api.post(`${PREFIX}/tipster/follow`, { json: { tipsterId }, signal }).json<Envelope<TipsterFollowAnswer>>());

export const unfollowTipster = (tipsterId: number, signal?: AbortSignal): Promise<TipsterFollowAnswer> =>
  unwrap(api.post(`${PREFIX}/tipster/unfollow`, { json: { tipsterId }, signal }).json<Envelope<TipsterFollowAnswer>>());

export const followTip = (tipId: number, signal?: AbortSignal): Promise<FollowAnswer> =>
  unwrap(api.post(`${PREFIX}/follow`, { json: { tipId }, signal }).json<Envelope<FollowAnswer>>());

export const unfollowTip = (tipId: number, signal?: AbortSignal): Promise<FollowAnswer> =>
  unwrap(api.post(`${PREFIX}/unfollow`, { json: { tipId }, signal }).json<Envelope<FollowAnswer>>());

export const createTip = (body: CreateTipBody, signal?: AbortSignal): Promise<TipItem> =>
  unwrap(api.post(`${PREFIX}/create`, { json: body, signal }).json<Envelope<TipItem>>());

/** One day's matches of a sport with their current odds (the day board, kind=odds): what a member may tip. */
export const fetchTipMatchOptions = (input: { sport: Sport; date: string; timezone: string }, signal?: AbortSignal): Promise<DayBoard> =>
  unwrap(api.get('live/api/football/day', { searchParams: { kind: 'odds', ...input }, signal }).json<Envelope<DayBoard>>());
