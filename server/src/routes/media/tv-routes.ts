/** TV by nation: nations, their channels with what is on now, a channel with today's guide. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { fail } from './messages.ts';
import { channelDetail, findNation, listChannels, listNations } from './tv-data.ts';
import { isTimeZone } from './tv-guide.ts';
import { channelSchema, channelsSchema, nationsSchema } from './tv-schemas.ts';
import { clockDate } from '../../clock.ts';

export const tvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/tv/nations', {
    schema: nationsSchema,
    handler: async (request) => ok(request, await listNations(app.db, request.language)),
  });

  app.get('/other/api/tv/channels', {
    schema: channelsSchema,
    handler: async (request, reply) => {
      const { nation: slug, timezone } = request.query;
      if (!isTimeZone(timezone)) return fail(request, reply, 400, 'timezoneInvalid', { timezone });
      const nation = slug === undefined ? undefined : await findNation(app.db, slug);
      if (slug !== undefined && !nation) return fail(request, reply, 404, 'nationNotFound', { slug });
      const data = await listChannels(app.db, { ...request.query, nationId: nation?.id }, request.language, clockDate());
      return ok(request, data);
    },
  });

  app.get('/other/api/tv/channel', {
    schema: channelSchema,
    handler: async (request, reply) => {
      const { nation: nationSlug, channel: slug, timezone } = request.query;
      if (!isTimeZone(timezone)) return fail(request, reply, 400, 'timezoneInvalid', { timezone });
      const nation = await findNation(app.db, nationSlug);
      if (!nation) return fail(request, reply, 404, 'nationNotFound', { slug: nationSlug });
      const data = await channelDetail(app.db, nation, slug, timezone, request.language, clockDate());
      return data ? ok(request, data) : fail(request, reply, 404, 'channelNotFound', { slug });
    },
  });
};
