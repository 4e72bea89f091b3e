/** The TV pages' calls (/tivi): nations, a page of channels with what each airs now, a channel with a day's guide. */
import { Page } from '../schemas/common';
import { ChannelCard, ChannelDetail, ChannelListQuery, ChannelQuery, NationList } from '../schemas/media/tv';
import { endpoint } from './define';

const area = 'tv';

export const tvNations = endpoint({
  method: 'GET',
  path: '/other/api/tv/nations',
  area,
  summary: 'TV nations with their channel counts',
  access: 'anyone',
  rate: 'reads',
  response: NationList,
});

export const tvChannels = endpoint({
  method: 'GET',
  path: '/other/api/tv/channels',
  area,
  summary: 'Channels of a nation (or all), with what each is airing now',
  access: 'anyone',
  rate: 'reads',
  query: ChannelListQuery,
  response: Page(ChannelCard),
  errors: { 400: 'an unknown time zone', 404: 'an unknown nation' },
});

export const tvChannel = endpoint({
  method: 'GET',
  path: '/other/api/tv/channel',
  area,
  summary: 'A channel of /tivi/{nation}/{channel} with the programme guide of a day of the current week (default today)',
  access: 'anyone',
  rate: 'reads',
  query: ChannelQuery,
  response: ChannelDetail,
  errors: { 400: 'an unknown time zone, or a day outside the current week', 404: 'an unknown nation or channel' },
});
