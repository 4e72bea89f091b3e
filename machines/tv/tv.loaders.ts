/**
 * The data of the /tivi pages (machines/loader), from the TV endpoints (contracts/endpoints/tv.ts):
 * the nations, the channels (all or a nation's) with what each airs now, and a channel with the guide
 * of a day.
 */
import { call } from '../../api/call';
import { tvChannel, tvChannels, tvNations } from '../../contracts/endpoints/tv';
import { createLoader } from '../loader/loader.machine';

/** Every channel fits on one page (the seed has 19). */
export const TV_CHANNELS_PAGE_SIZE = 100;

export const tvNationsLoader = createLoader(tvNations, { isEmpty: (list) => list.length === 0 });

export const tvChannelsLoader = createLoader(
  (input: { nation?: string; timezone: string }, signal: AbortSignal) =>
    call(tvChannels, { query: { ...input, pageNum: 1, pageSize: TV_CHANNELS_PAGE_SIZE } }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);

export const tvChannelLoader = createLoader(tvChannel);
