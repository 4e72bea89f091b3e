/** Request and response schemas of the TV calls. */
import { Type } from '@sinclair/typebox';
import { ApiHeaders, Envelope, errorResponses, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { Named, Slug, TAGS } from './common.ts';

export const TV_CATEGORY_VALUES = ['sports', 'news', 'entertainment'] as const;
const Category = Type.Union(TV_CATEGORY_VALUES.map((c) => Type.Literal(c)));

const Timezone = Type.String({
  minLength: 1,
  maxLength: 64,
  default: 'Asia/Ho_Chi_Minh',
  description: 'IANA time zone of the calendar day; default Asia/Ho_Chi_Minh.',
});

export const NowPlaying = Type.Object({
  title: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent of the programme already aired.' }),
});

export const Nation = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  channelCount: Type.Integer(),
  path: Type.String({ description: '/tivi/{nation}' }),
});

export const ChannelCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  callSign: Type.String(),
  category: Category,
  nation: Named,
  logo: Type.String({ description: 'Site path of the logo SVG.' }),
  path: Type.String({ description: '/tivi/{nation}/{channel}' }),
  streamPath: Type.String({ description: 'HLS master playlist /hls/tv/{channelId}/master.m3u8 (served by the HLS origin).' }),
  nowPlaying: Type.Union([NowPlaying, Type.Null()]),
});

export const GuideEntry = Type.Object({
  title: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  status: Type.Union([Type.Literal('ended'), Type.Literal('live'), Type.Literal('upcoming')]),
});

export const ChannelDetail = Type.Object({
  channel: Type.Composite([ChannelCard, Type.Object({ description: Type.String() })]),
  date: Type.String({ description: 'The calendar day of the guide, YYYY-MM-DD in the time zone.' }),
  timezone: Type.String(),
  guide: Type.Array(GuideEntry),
});

const base = { tags: TAGS, headers: ApiHeaders };

export const nationsSchema = {
  ...base,
  summary: 'TV nations with their channel counts',
  response: { 200: Envelope(Type.Array(Nation)), ...errorResponses },
};

export const channelsSchema = {
  ...base,
  summary: 'Channels of a nation (or all), with what each is airing now',
  querystring: Type.Composite([
    PageQuery(),
    Type.Object({ nation: Type.Optional(Slug), category: Type.Optional(Category), timezone: Timezone }),
  ]),
  response: { 200: Envelope(Page(ChannelCard)), ...errorResponses },
};

export const channelSchema = {
  ...base,
  summary: "A channel of /tivi/{nation}/{channel} with today's programme guide",
  querystring: Type.Object({ nation: Slug, channel: Slug, timezone: Timezone }),
  response: { 200: Envelope(ChannelDetail), ...errorResponses },
};
