/** The shell calls: header/footer navigation and the home marquee. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope.ts';
import { marqueeHomeListSchema, menuSchema } from '../../../../contracts/schemas/shell.ts';
import { loadMarquee, loadMenu } from './shell-data.ts';

export const shellRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/al/api/live/menu', {
    schema: menuSchema,
    // The body is optional: no body (or an empty or null JSON body) is the same as {}.
    preValidation: async (request) => {
      request.body ??= {};
    },
    handler: async (request) => ok(request, await loadMenu(app.db, request.language)),
  });

  app.get('/other/api/resource/marquee/home-list', {
    schema: marqueeHomeListSchema,
    handler: async (request) => ok(request, await loadMarquee(app.db, 'home', request.language)),
  });
};
