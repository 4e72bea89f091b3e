/** TV by nation (contracts/endpoints/tv.ts): nations, their channels with what is on now, a channel with a day's guide. */
import type { FastifyInstance } from 'fastify';
import * as tv from '../../../../contracts/endpoints/tv.ts';
import { ok } from '../../plugins/envelope.ts';
import { clockDate } from '../../clock.ts';
import { serve } from '../endpoint-route.ts';
import { channelDetail, findNation, listChannels, listNations } from './data.ts';
import { dayIn, isTimeZone, weekOf } from './guide.ts';
import { tvFail } from './messages.ts';

export async function tvRoutes(app: FastifyInstance): Promise<void> {
  serve(app, tv.tvNations, async (request) => ok(request, await listNations(app.db, request.language)));

  serve(app, tv.tvChannels, async (request) => {
    const { nation: slug, timezone } = request.query;
    if (!isTimeZone(timezone)) throw tvFail(400, 'timezoneInvalid', { timezone });
    const nation = slug === undefined ? undefined : await findNation(app.db, slug);
    if (slug !== undefined && !nation) throw tvFail(404, 'nationNotFound', { slug });
    return ok(request, await listChannels(app.db, { ...request.query, nationId: nation?.id }, request.language, clockDate()));
  });

  serve(app, tv.tvChannel, async (request) => {
    const { nation: nationSlug, channel: slug, timezone, date } = request.query;
    if (!isTimeZone(timezone)) throw tvFail(400, 'timezoneInvalid', { timezone });
    const now = clockDate();
    if (date !== undefined && !weekOf(dayIn(timezone, now)).includes(date)) throw tvFail(400, 'guideDayOutsideWeek', { date });
    const nation = await findNation(app.db, nationSlug);
    if (!nation) throw tvFail(404, 'nationNotFound', { slug: nationSlug });
    const data = await channelDetail(app.db, nation, slug, timezone, request.language, now, date);
    if (!data) throw tvFail(404, 'channelNotFound', { slug });
    return ok(request, data);
  });
}
