/** A live room in full, the hosts (commentators) with their rooms, and a host's or a fixture's schedule. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, arrayContains, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { SITE_ROLES, liveModes, liveRooms, liveSchedule, sportsFixtures, users } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { slugify } from '../../../../contracts/slug.ts';
import { ok } from '../../plugins/envelope.ts';
import * as live from '../../../../contracts/endpoints/live.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { serve } from '../endpoint-route.ts';
import { fail } from './messages.ts';
import { currentEntry, hostRef, liveNow, loadHosts, loadSchedulePage, roomCover, scheduleOrder, seededAudienceAt, streamLink, toScheduleRow, toScheduleRows, type RawScheduleRow } from './schedule-data.ts';

const RECOMMENDED = 6;

export const roomRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const first = async (where: Parameters<typeof loadSchedulePage>[1], order = scheduleOrder): Promise<RawScheduleRow | null> =>
    (await loadSchedulePage(app.db, where, order, 1, 1)).rows[0] ?? null;

  serve(app, live.liveRoom, async (request) => {
    const { id } = request.query;
    const lang = request.language;
    const [room] = await app.db
      .select({ room: liveRooms, modeSlug: liveModes.slug, modeName: liveModes.name })
      .from(liveRooms)
      .innerJoin(liveModes, eq(liveModes.id, liveRooms.liveModeId))
      .where(eq(liveRooms.id, id));
    if (!room) throw fail(404, 'roomNotFound', { id });
    const nowMs = clock.now();
    const now = new Date(nowMs);
    const current = await currentEntry(app.db, id, now);
    const mainHost = room.room.hostIds[0];
    const next = mainHost === undefined ? null : await first(and(arrayContains(liveRooms.hostIds, [mainHost]), gt(liveSchedule.startAt, now), eq(liveSchedule.cancelled, false), current ? ne(liveSchedule.id, current.id) : undefined));
    const recommended = (
      await loadSchedulePage(app.db, and(liveNow(now), ne(liveSchedule.roomId, id)), [sql`(${liveSchedule.liveModeId} = ${room.room.liveModeId}) desc`, desc(liveRooms.baseViewers), asc(liveSchedule.id)], 1, RECOMMENDED)
    ).rows;
    const [hosts, connected] = await Promise.all([
      loadHosts(app.db, [...room.room.hostIds, ...[current, next, ...recommended].flatMap((r) => r?.hostIds ?? [])]),
      app.chat.audience.connectedToRooms([id, ...recommended.map((r) => r.roomId)]),
    ]);
    const row = (raw: RawScheduleRow | null) => (raw ? toScheduleRow(raw, hosts, lang, nowMs, DEFAULT_TIMEZONE, connected) : null);
    const schedule = row(current);
    const status = schedule?.status === 2 ? 'live' : schedule?.status === 1 ? 'scheduled' : 'offline';
    return ok(request, {
      roomId: id,
      title: schedule?.title ?? localize(room.room.title, lang),
      liveModeId: room.room.liveModeId,
      modeSlug: room.modeSlug,
      modeName: localize(room.modeName, lang),
      slug: schedule?.slug ?? slugify(localize(room.room.title, 'vi')),
      status,
      viewers: seededAudienceAt(id, room.room.baseViewers, schedule?.status ?? 3, nowMs, current?.startAt.getTime() ?? nowMs) + (connected.get(id) ?? 0),
      cover: roomCover(id),
      pinnedMessage: localize(room.room.pinned, lang),
      streamLink: streamLink(id),
      users: room.room.hostIds.map((hostId) => ({ ...hostRef(hosts.get(hostId), hostId), streamLink: streamLink(id) })),
      schedule,
      nextSchedule: row(next),
      recommended: recommended.map((r) => row(r)!),
    });
  });

  serve(app, live.anchors, async (request) => {
    const { pageNum, pageSize } = request.query;
    const nowMs = clock.now();
    const now = new Date(nowMs);
    const isLive = sql<boolean>`exists (select 1 from ${liveSchedule} s join ${liveRooms} r on r.id = s.room_id where ${sql.raw('"users"."id"')} = any(r.host_ids) and s.start_at <= ${now.toISOString()} and s.end_at > ${now.toISOString()} and not s.cancelled)`;
    const hosts = await app.db
      .select({ id: users.id, nickname: users.nickname, avatar: users.profilePicture, isLive, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(users)
      .where(eq(users.siteRoleId, SITE_ROLES.host))
      .orderBy(desc(isLive), asc(users.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize);
    // Each host's live or next entry: one query over the page's hosts, the first row per host wins.
    const ids = hosts.map((h) => h.id);
    const upcoming = ids.length
      ? await app.db
          .selectDistinctOn([sql`h.id`], { hostId: sql<number>`h.id`.mapWith(Number), scheduleId: liveSchedule.id })
          .from(sql`unnest(${sql.raw(`array[${ids.join(',')}]::int[]`)}) as h(id)`)
          .innerJoin(liveRooms, sql`h.id = any(${liveRooms.hostIds})`)
          .innerJoin(liveSchedule, and(eq(liveSchedule.roomId, liveRooms.id), gt(liveSchedule.endAt, now), eq(liveSchedule.cancelled, false)))
          .orderBy(sql`h.id`, asc(liveSchedule.startAt))
      : [];
    const firstByHost = new Map<number, number>();
    for (const u of upcoming) if (!firstByHost.has(u.hostId)) firstByHost.set(u.hostId, u.scheduleId);
    const scheduleIds = [...new Set(firstByHost.values())];
    const rows = scheduleIds.length ? (await loadSchedulePage(app.db, inArray(liveSchedule.id, scheduleIds), scheduleOrder, 1, scheduleIds.length)).rows : [];
    const byId = new Map((await toScheduleRows(app.db, app.chat.audience, rows, request.language, nowMs, DEFAULT_TIMEZONE)).map((r) => [r.id, r]));
    const total = hosts[0]?.total ?? (await app.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users).where(eq(users.siteRoleId, SITE_ROLES.host)))[0]?.n ?? 0;
    return ok(request, {
      list: hosts.map((h) => ({ userId: h.id, nickname: h.nickname, avatar: h.avatar, isLive: Boolean(h.isLive), schedule: byId.get(firstByHost.get(h.id) ?? -1) ?? null })),
      total,
      pageNum,
      pageSize,
    });
  });

  serve(app, live.anchorSchedule, async (request) => {
    const { fixtureId, userId, pageNum, pageSize } = request.query;
    const lang = request.language;
    if (fixtureId === undefined && userId === undefined) throw fail(400, 'anchorQueryRequired');
    if (fixtureId !== undefined) {
      const [fixture] = await app.db.select({ id: sportsFixtures.id }).from(sportsFixtures).where(eq(sportsFixtures.id, fixtureId));
      if (!fixture) throw fail(404, 'fixtureNotFound', { id: fixtureId });
    }
    if (userId !== undefined) {
      const [host] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.siteRoleId, SITE_ROLES.host)));
      if (!host) throw fail(404, 'hostNotFound', { id: userId });
    }
    const nowMs = clock.now();
    const where = and(
      fixtureId !== undefined ? eq(liveSchedule.fixtureId, fixtureId) : undefined,
      userId !== undefined ? arrayContains(liveRooms.hostIds, [userId]) : undefined,
      // A host's own schedule lists what is live or still to come.
      userId !== undefined && fixtureId === undefined ? gt(liveSchedule.endAt, new Date(nowMs)) : undefined,
    );
    const page = await loadSchedulePage(app.db, where, scheduleOrder, pageNum, pageSize);
    return ok(request, { list: await toScheduleRows(app.db, app.chat.audience, page.rows, lang, nowMs, DEFAULT_TIMEZONE), total: page.total, pageNum, pageSize });
  });
};
