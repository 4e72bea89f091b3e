/** The shell calls (contracts/endpoints/shell.ts): header/footer navigation and the home marquee. */
import type { FastifyInstance } from 'fastify';
import * as shell from '../../../../contracts/endpoints/shell.ts';
import { ok } from '../../plugins/envelope.ts';
import { serve } from '../endpoint-route.ts';
import { loadMarquee, loadMenu } from './data.ts';

export async function shellRoutes(app: FastifyInstance): Promise<void> {
  serve(app, shell.menu, async (request) => ok(request, { ...(await loadMenu(app.db, request.language)), signInProviders: app.config.google ? ['google'] : [] }));

  serve(app, shell.marqueeHomeList, async (request) => ok(request, await loadMarquee(app.db, 'home', request.language)));
}
