/** Bookings (SPEC §3): a member books a host's commentary of an upcoming fixture, and lists their bookings. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { SITE_ROLES, liveBookings, liveSchedule, sportsFixtures, users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import * as live from '../../../../contracts/endpoints/live.ts';
import { clock, DEFAULT_TIMEZONE } from '../../clock.ts';
import { serve } from '../endpoint-route.ts';
import { fail } from './messages.ts';
import { hostRef, loadHosts, loadSchedulePage, scheduleOrder, toScheduleRow } from './schedule-data.ts';

export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Bookings with their fixture's schedule row and the host, in one pass. */
  const describe = async (bookings: (typeof liveBookings.$inferSelect)[], lang: Parameters<typeof toScheduleRow>[2]) => {
    const nowMs = clock.now();
    const fixtureIds = [...new Set(bookings.map((b) => b.fixtureId))];
    const rows = fixtureIds.length ? (await loadSchedulePage(app.db, inArray(liveSchedule.fixtureId, fixtureIds), scheduleOrder, 1, fixtureIds.length * 2)).rows : [];
    const hosts = await loadHosts(app.db, [...rows.flatMap((r) => r.hostIds), ...bookings.map((b) => b.commentatorId)]);
    const byFixture = new Map(rows.map((r) => [r.fixtureId, r]));
    return bookings.map((b) => {
      const row = byFixture.get(b.fixtureId);
      const host = hostRef(hosts.get(b.commentatorId), b.commentatorId);
      return {
        id: b.id,
        fixtureId: b.fixtureId,
        commentatorId: b.commentatorId,
        userId: b.userId,
        name: b.name,
        createdAt: b.createdAt.toISOString(),
        commentator: { userId: host.userId, nickname: host.nickname, avatar: host.avatar },
        fixture: row ? toScheduleRow(row, hosts, lang, nowMs, DEFAULT_TIMEZONE) : null,
      };
    });
  };

  serve(app, live.bookingCreate, async (request) => {
    const { fixtureId, commentatorId, name, userId } = request.body;
    const lang = request.language;
    const caller = request.auth.kind === 'member' ? request.auth.userId : 0;
    if (userId !== caller) throw fail(403, 'bookingNotYours');
    const [me] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, caller));
    if (!me) throw fail(401, 'unauthorized');
    const [fixture] = await app.db.select({ kickoffAt: sportsFixtures.kickoffAt, state: sportsFixtures.state }).from(sportsFixtures).where(eq(sportsFixtures.id, fixtureId));
    if (!fixture) throw fail(404, 'fixtureNotFound', { id: fixtureId });
    const [host] = await app.db.select({ id: users.id }).from(users).where(and(eq(users.id, commentatorId), eq(users.siteRoleId, SITE_ROLES.host)));
    if (!host) throw fail(400, 'notAHost', { id: commentatorId });
    if (fixture.state !== 'normal' || fixture.kickoffAt.getTime() <= clock.now()) throw fail(409, 'fixtureNotUpcoming', { id: fixtureId });
    const [created] = await app.db
      .insert(liveBookings)
      .values({ userId, fixtureId, commentatorId, name: name.trim(), createdAt: new Date(clock.now()) })
      .onConflictDoNothing()
      .returning();
    if (!created) throw fail(409, 'bookingExists', { id: fixtureId });
    const [booking] = await describe([created], lang);
    return ok(request, booking!);
  });

  serve(app, live.bookingList, async (request) => {
    const { pageNum, pageSize } = request.query;
    const userId = request.auth.kind === 'member' ? request.auth.userId : 0;
    const mine = eq(liveBookings.userId, userId);
    const [bookings, [total]] = await Promise.all([
      app.db.select().from(liveBookings).where(mine).orderBy(desc(liveBookings.createdAt), desc(liveBookings.id)).limit(pageSize).offset((pageNum - 1) * pageSize),
      app.db.select({ n: count() }).from(liveBookings).where(mine),
    ]);
    return ok(request, { list: await describe(bookings, request.language), total: total?.n ?? 0, pageNum, pageSize });
  });
};
