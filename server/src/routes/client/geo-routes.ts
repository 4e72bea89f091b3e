/** GET /other/api/geo: the SPA's default geolocation service (SPEC §9). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { locate } from './geo.ts';
import { Envelope, errorResponses } from '../../../../contracts/schemas/common.ts';
import { Geo, GeoHeaders } from '../../../../contracts/schemas/client.ts';

export const geoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/other/api/geo', {
    schema: {
      tags: ['client'],
      summary: 'The caller’s IP, country, time zone (with its UTC offset now) and currency',
      headers: GeoHeaders,
      description:
        'No GeoIP database: the country comes from Accept-Language (its region, else its language; VN by default), ' +
        'the time zone and currency from a fixed country table (Asia/Bangkok and VND outside it).',
      response: { 200: Envelope(Geo), ...errorResponses },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store').header('vary', 'Accept-Language');
      return ok(request, locate(request.ip ?? '', request.headers['accept-language']));
    },
  });
};
