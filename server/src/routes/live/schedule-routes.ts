/** Live modes, the day's live schedule, the live count (contracts/endpoints/live.ts) and the home page's featured matches (contracts/endpoints/home.ts). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, gt, gte, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { liveModes, liveSchedule, sportsFixtures, sportsLeagues } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import * as home from '../../../../contracts/endpoints/home.ts';
import * as live from '../../../../contracts/endpoints/live.ts';
import { clock, DAY, DEFAULT_TIMEZONE } from '../../clock.ts';
import { dayRange } from '../sports/day-query.ts';
import { serve } from '../endpoint-route.ts';
import { fail } from './messages.ts';
import { onSeasonExtended } from '../../sports/season-clock.ts';
import { liveNow, loadHosts, loadSchedulePage, scheduleOrder, toScheduleRow, toScheduleRows, type HostInfo, type RawPage } from './schedule-data.ts';

type ModeRow = typeof liveModes.$inferSelect;
const modeCache = new WeakMap<Db, { at: number; modes: ModeRow[] }>();

/** Live modes change only with the seed: read at most once a minute. */
export async function loadModes(db: Db): Promise<ModeRow[]> {
  const cached = modeCache.get(db);
  if (cached && performance.now() - cached.at < 60_000) return cached.modes;
  const modes = await db.select().from(liveModes).orderBy(asc(liveModes.sort), asc(liveModes.id));
  modeCache.set(db, { at: performance.now(), modes });
  return modes;
}

/** The raw rows of a day change only when rows move to a new day: keep them a few seconds. */
const SCHEDULE_TTL = 5_000;
const scheduleCache = new WeakMap<Db, Map<string, { at: number; page: RawPage; hosts: Map<number, HostInfo> }>>();
onSeasonExtended((db) => scheduleCache.delete(db));
const rendered = new Map<string, { entry: unknown; json: string }>();
const liveCounts = new WeakMap<Db, { second: number; byKey: Map<string, number> }>();

export const scheduleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requireMode = async (id: number | undefined) => {
    if (id === undefined) return;
    if (!(await loadModes(app.db)).some((m) => m.id === id)) throw fail(404, 'modeNotFound', { id });
  };

  serve(app, live.liveModes, async (request) => {
    const modes = await loadModes(app.db);
    return ok(request, modes.map((m) => ({ liveModeId: m.id, name: localize(m.name, request.language), slug: m.slug, livemode: m.livemode, icon: m.icon, sort: m.sort })));
  });

  serve(app, live.liveSchedule, async (request, reply) => {
    const { liveModeId, pageNum, pageSize } = request.query;
    const lang = request.language;
    const now = clock.now();
    const range = dayRange(request.query, fail, now);
    const { timeZone } = range;
    const [start, end] = [range.start.getTime(), range.end.getTime()];
    await requireMode(liveModeId);
    const key = `${start}:${end}:${liveModeId ?? 0}:${pageNum}:${pageSize}`;
    let cache = scheduleCache.get(app.db);
    if (!cache) scheduleCache.set(app.db, (cache = new Map()));
    let entry = cache.get(key);
    if (!entry || now - entry.at > SCHEDULE_TTL || now < entry.at) {
      const where = and(gte(liveSchedule.startAt, new Date(start)), lt(liveSchedule.startAt, new Date(end)), liveModeId ? eq(liveSchedule.liveModeId, liveModeId) : undefined);
      const page = await loadSchedulePage(app.db, where, scheduleOrder, pageNum, pageSize);
      entry = { at: now, page, hosts: await loadHosts(app.db, page.rows.flatMap((r) => r.hostIds)) };
      if (cache.size > 200) cache.clear();
      cache.set(key, entry);
    }
    // The rendered answer is shared by every request of the same second (the live minute and viewers move by the second at most).
    const outKey = `${key}:${lang}:${timeZone}:${Math.floor(now / 1000)}`;
    let out = rendered.get(outKey);
    if (out === undefined || out.entry !== entry) {
      const { page, hosts } = entry;
      const connected = await app.chat.audience.connectedToRooms(page.rows.map((r) => r.roomId));
      const body = ok(request, { list: page.rows.map((r) => toScheduleRow(r, hosts, lang, now, timeZone, connected)), total: page.total, pageNum, pageSize });
      out = { entry, json: JSON.stringify(body) };
      if (rendered.size > 100) rendered.clear();
      rendered.set(outKey, out);
    }
    // Already serialized (from the schema's own shape): sent as it is.
    return reply.type('application/json; charset=utf-8').send(out.json as never);
  });

  serve(app, live.liveCount, async (request) => {
    const { id } = request.query;
    await requireMode(id);
    const nowMs = clock.now();
    // Polled by every visitor (SPEC §9: every 20 s): one count per mode and second is shared.
    const key = `${id ?? 0}:${Math.floor(nowMs / 1000)}`;
    let counts = liveCounts.get(app.db);
    if (!counts || counts.second !== Math.floor(nowMs / 1000)) liveCounts.set(app.db, (counts = { second: Math.floor(nowMs / 1000), byKey: new Map() }));
    let totalLive = counts.byKey.get(key);
    if (totalLive === undefined) {
      const [row] = await app.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(liveSchedule)
        .where(and(liveNow(new Date(nowMs)), id ? eq(liveSchedule.liveModeId, id) : undefined));
      totalLive = row?.n ?? 0;
      counts.byKey.set(key, totalLive);
    }
    return ok(request, { totalLive });
  });

  serve(app, home.featureMatches, async (request) => {
    const { status, liveModeId, leagueId, pageNum, pageSize } = request.query;
    const lang = request.language;
    await requireMode(liveModeId);
    if (leagueId !== undefined) {
      const [league] = await app.db.select({ id: sportsLeagues.id }).from(sportsLeagues).where(eq(sportsLeagues.id, leagueId));
      if (!league) throw fail(404, 'leagueNotFound', { id: leagueId });
    }
    const nowMs = clock.now();
    const now = new Date(nowMs);
    const filters: (SQL | undefined)[] = [
      isNotNull(liveSchedule.fixtureId),
      eq(liveSchedule.cancelled, false),
      leagueId ? eq(sportsFixtures.leagueId, leagueId) : eq(sportsLeagues.featured, true),
      liveModeId ? eq(liveSchedule.liveModeId, liveModeId) : undefined,
    ];
    let order: SQL[];
    if (status === 1) {
      filters.push(gt(liveSchedule.startAt, now));
      order = scheduleOrder;
    } else if (status === 2) {
      filters.push(liveNow(now));
      order = scheduleOrder;
    } else if (status === 3) {
      filters.push(lte(liveSchedule.endAt, now), gt(liveSchedule.endAt, new Date(nowMs - 2 * DAY)));
      order = [desc(liveSchedule.startAt), asc(liveSchedule.id)];
    } else {
      filters.push(gt(liveSchedule.endAt, now), lt(liveSchedule.startAt, new Date(nowMs + 2 * DAY)));
      order = [sql`(${liveSchedule.startAt} <= ${now.toISOString()}) desc`, ...scheduleOrder];
    }
    const page = await loadSchedulePage(app.db, and(...filters), order, pageNum, pageSize);
    return ok(request, { list: await toScheduleRows(app.db, app.chat.audience, page.rows, lang, nowMs, DEFAULT_TIMEZONE), total: page.total, pageNum, pageSize });
  });
};
