/** TV by nation: GET /other/api/tv/nations, /other/api/tv/channels and /other/api/tv/channel. */
import { Type, type Static } from '@sinclair/typebox';
import { DISPLAY_TIMEZONE } from '../../constants.ts';
import { GUIDE_STATUSES, TV_CATEGORIES } from '../../media-values.ts';
import { PageQuery } from '../common.ts';
import { Named } from '../content/common.ts';
import { MediaSlug } from './common.ts';

export const TvCategory = Type.Union(TV_CATEGORIES.map((c) => Type.Literal(c)));
export type TvCategory = Static<typeof TvCategory>;

/** The IANA time zone of the guide's calendar day. */
export const Timezone = Type.String({
  minLength: 1,
  maxLength: 64,
  default: DISPLAY_TIMEZONE,
  description: `IANA time zone of the calendar day; default ${DISPLAY_TIMEZONE}.`,
});

export const NowPlaying = Type.Object({
  title: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  progress: Type.Integer({ minimum: 0, maximum: 100, description: 'Percent of the programme already aired.' }),
});
export type NowPlaying = Static<typeof NowPlaying>;

export const Nation = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  channelCount: Type.Integer(),
  path: Type.String({ description: '/tivi/{nation}' }),
});
export type Nation = Static<typeof Nation>;

export const NationList = Type.Array(Nation);
export type NationList = Static<typeof NationList>;

export const ChannelCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  callSign: Type.String(),
  category: TvCategory,
  nation: Named,
  logo: Type.String({ description: 'Site path of the logo SVG.' }),
  path: Type.String({ description: '/tivi/{nation}/{channel}' }),
  streamPath: Type.String({ description: 'HLS master playlist /hls/tv/{channelId}/master.m3u8 (served by the HLS origin).' }),
  nowPlaying: Type.Union([NowPlaying, Type.Null()]),
});
export type ChannelCard = Static<typeof ChannelCard>;

export const GuideEntry = Type.Object({
  title: Type.String(),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  status: Type.Union(GUIDE_STATUSES.map((s) => Type.Literal(s))),
});
export type GuideEntry = Static<typeof GuideEntry>;

/** A channel of /tivi/{nation}/{channel} with the day's programme guide. */
export const ChannelDetail = Type.Object({
  channel: Type.Composite([ChannelCard, Type.Object({ description: Type.String() })]),
  date: Type.String({ description: 'The calendar day of the guide, YYYY-MM-DD in the time zone.' }),
  today: Type.String({ description: "Today's calendar day in the time zone, YYYY-MM-DD." }),
  week: Type.Array(Type.String(), {
    description: 'The seven days (Monday to Sunday, YYYY-MM-DD) of the current week: the days whose guide may be asked for.',
  }),
  timezone: Type.String(),
  guide: Type.Array(GuideEntry),
});
export type ChannelDetail = Static<typeof ChannelDetail>;

export const ChannelListQuery = Type.Composite([
  PageQuery(),
  Type.Object({ nation: Type.Optional(MediaSlug), category: Type.Optional(TvCategory), timezone: Timezone }),
]);
export type ChannelListQuery = Static<typeof ChannelListQuery>;

export const ChannelQuery = Type.Object({
  nation: MediaSlug,
  channel: MediaSlug,
  timezone: Timezone,
  date: Type.Optional(
    Type.String({
      pattern: '^\\d{4}-\\d{2}-\\d{2}$',
      description: 'The day of the guide, YYYY-MM-DD, a day of the current week (Monday to Sunday) in the time zone; default today.',
    }),
  ),
});
export type ChannelQuery = Static<typeof ChannelQuery>;
