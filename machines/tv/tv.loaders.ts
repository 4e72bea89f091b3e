/**
 * The data of the /tivi pages (machines/loader): the nations, the channels (all or a nation's) with
 * what each airs now, and a channel with the guide of a day.
 */
import { fetchTvChannel, fetchTvChannels, fetchTvNations, type ChannelInput } from '../../api/tv';
import { createLoader } from '../loader/loader.machine';

/** Every channel fits on one page (the seed has 19). */
export const TV_CHANNELS_PAGE_SIZE = 100;

export const tvNationsLoader = createLoader((_: null, signal: AbortSignal) => fetchTvNations(signal), { isEmpty: (list) => list.length === 0 });

export const tvChannelsLoader = createLoader(
  (input: { nation?: string; timezone: string }, signal: AbortSignal) =>
    fetchTvChannels({ ...input, pageNum: 1, pageSize: TV_CHANNELS_PAGE_SIZE }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);

export const tvChannelLoader = createLoader((input: ChannelInput, signal: AbortSignal) => fetchTvChannel(input, signal));
