/** TV by nation: nations, their channels with what is on now, a channel with today's guide. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiHeaders, Envelope, errorResponses, Page } from '../../../../contracts/schemas/common.ts';
import { ChannelCard, ChannelDetail, ChannelListQuery, ChannelQuery, NationList } from '../../../../contracts/schemas/media/tv.ts';
import { ok } from '../../plugins/envelope.ts';
import { TAGS } from './common.ts';
import { fail } from './messages.ts';
import { channelDetail, findNation, listChannels, listNations } from './tv-data.ts';
import { dayIn, isTimeZone, weekOf } from './tv-guide.ts';
import { clockDate } from '../../clock.ts';

const base = { tags: TAGS, headers: ApiHeaders };

export const tvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/tv/nations', {
    schema: {
      ...base,
      summary: 'TV nations with their channel counts',
      response: { 200: Envelope(NationList), ...errorResponses },
    },
    handler: async (request) => ok(request, await listNations(app.db, request.language)),
  });

  app.get('/other/api/tv/channels', {
    schema: {
      ...base,
      summary: 'Channels of a nation (or all), with what each is airing now',
      querystring: ChannelListQuery,
      response: { 200: Envelope(Page(ChannelCard)), ...errorResponses },
    },
    handler: async (request) => {
      const { nation: slug, timezone } = request.query;
      if (!isTimeZone(timezone)) throw fail(400, 'timezoneInvalid', { timezone });
      const nation = slug === undefined ? undefined : await findNation(app.db, slug);
      if (slug !== undefined && !nation) throw fail(404, 'nationNotFound', { slug });
      const data = await listChannels(app.db, { ...request.query, nationId: nation?.id }, request.language, clockDate());
      return ok(request, data);
    },
  });

  app.get('/other/api/tv/channel', {
    schema: {
      ...base,
      summary: "A channel of /tivi/{nation}/{channel} with the programme guide of a day of the current week (default today)",
      querystring: ChannelQuery,
      response: { 200: Envelope(ChannelDetail), ...errorResponses },
    },
    handler: async (request) => {
      const { nation: nationSlug, channel: slug, timezone, date } = request.query;
      if (!isTimeZone(timezone)) throw fail(400, 'timezoneInvalid', { timezone });
      const now = clockDate();
      if (date !== undefined && !weekOf(dayIn(timezone, now)).includes(date)) throw fail(400, 'guideDayOutsideWeek', { date });
      const nation = await findNation(app.db, nationSlug);
      if (!nation) throw fail(404, 'nationNotFound', { slug: nationSlug });
      const data = await channelDetail(app.db, nation, slug, timezone, request.language, now, date);
      if (!data) throw fail(404, 'channelNotFound', { slug });
      return ok(request, data);
    },
  });
};
