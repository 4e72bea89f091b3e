/**
 * The TV pages' calls (docs/api/media.md "TV"), typed by contracts/schemas/media/tv.ts: the nations,
 * a page of channels (all, or one nation's) with what each airs now, and one channel with the guide
 * of a day of the current week. Each answers its data or rejects with an ApiFailure.
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { ChannelCard, ChannelDetail, NationList } from '../contracts/schemas/media/tv';

const BASE = 'other/api/tv';

export const fetchTvNations = (signal?: AbortSignal): Promise<NationList> =>
  unwrap(api.get(`${BASE}/nations`, { signal }).json<Envelope<NationList>>());

export interface ChannelListInput {
  nation?: string;
  timezone: string;
  pageNum: number;
  pageSize: number;
}

export const fetchTvChannels = ({ nation, ...rest }: ChannelListInput, signal?: AbortSignal): Promise<Page<ChannelCard>> =>
  unwrap(api.get(`${BASE}/channels`, { searchParams: nation ? { nation, ...rest } : rest, signal }).json<Envelope<Page<ChannelCard>>>());

export interface ChannelInput {
  nation: string;
  channel: string;
  timezone: string;
  /** A day of the current week (YYYY-MM-DD); today when absent. */
  date?: string;
}

export const fetchTvChannel = ({ date, ...rest }: ChannelInput, signal?: AbortSignal): Promise<ChannelDetail> =>
  unwrap(api.get(`${BASE}/channel`, { searchParams: date ? { ...rest, date } : rest, signal }).json<Envelope<ChannelDetail>>());
