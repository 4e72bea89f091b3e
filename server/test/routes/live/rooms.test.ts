import { and, asc, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveSchedule } from '../../../src/db/schema.ts';
import { clock, MINUTE } from '../../../src/clock.ts';
import { testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { Anchor, LiveRoom, ScheduleRow } from '../../../../contracts/schemas/live.ts';
import { call, expectError, ROOM_ID_QUERY_ERRORS, SCHEDULE_ROW_KEYS } from '../sports/sports-helpers.ts';

const t = testAppOfFile();
const { stopAt } = clockStops();

const room = (id: number | string, headers: Record<string, string> = {}) => call<LiveRoom>(t.app, `/live/api/schedule/liveRoom?id=${id}`, { headers });

async function liveFootballRow(): Promise<ScheduleRow> {
  const { body } = await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?status=2&liveModeId=1&leagueId=1');
  const any = body.data.list[0] ?? (await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?status=2&liveModeId=1')).body.data.list[0];
  return any!;
}

describe('GET /live/api/schedule/liveRoom', () => {
  it('gives the room the same Vietnamese address slug in every language', async () => {
    const live = await liveFootballRow();
    const slugs = await Promise.all(
      (['vi', 'en', 'zh'] as const).map(async (lang) => (await t.app.inject({ url: `/live/api/schedule/liveRoom?id=${live.roomId}`, headers: { 'x-language': lang } })).json().data.slug as string),
    );
    expect(slugs[0]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    expect(new Set(slugs).size).toBe(1);
  });

  it('answers a live match room in full', async () => {
    const live = await liveFootballRow();
    const { res, body } = await room(live.roomId);
    expect(res.statusCode).toBe(200);
    const r = body.data;
    expect(r).toMatchObject({ roomId: live.roomId, liveModeId: 1, modeSlug: 'the-thao/bong-da', modeName: 'Bóng đá', status: 'live', cover: `/media/room/${live.roomId}.svg`, streamLink: `/hls/live/${live.roomId}/master.m3u8` });
    expect(r.title).toBe(`Trực tiếp ${live.home} vs ${live.away}`);
    expect(r.viewers).toBeGreaterThan(100);
    expect(r.pinnedMessage.length).toBeGreaterThan(10);
    expect(r.users[0]!.userId).toBeGreaterThanOrEqual(10);
    expect(r.users[0]!.userId).toBeLessThanOrEqual(49);
    expect(r.users[0]!.nickname).toMatch(/\S/);
    expect(r.schedule).toMatchObject({ staticId: live.staticId, status: 2 });
    expect(Object.keys(r.schedule!).sort()).toEqual(SCHEDULE_ROW_KEYS);
    expect(r.slug).toBe(r.schedule!.slug);
    expect(r.recommended.length).toBeGreaterThan(0);
    expect(r.recommended.length).toBeLessThanOrEqual(6);
    expect(r.recommended.every((x) => x.status === 2 && x.roomId !== live.roomId)).toBe(true);
    if (r.nextSchedule) {
      expect(r.nextSchedule.users.map((u) => u.userId)).toContain(r.users[0]!.userId);
      expect(Date.parse(r.nextSchedule.startTime)).toBeGreaterThan(clock.now());
    }
  });

  it("is offline after its match, pointing at the host's next room", async () => {
    const live = await liveFootballRow();
    stopAt(Date.parse(live.endTime) + MINUTE);
    const r = (await room(live.roomId)).body.data;
    expect(r.status).toBe('offline');
    expect(r.viewers).toBe(0);
    expect(r.schedule).toMatchObject({ status: 3, statusText: 'FT' });
    expect(r.nextSchedule).not.toBeNull();
    expect(r.nextSchedule!.roomId).not.toBe(live.roomId);
    expect(r.nextSchedule!.users.map((u) => u.userId)).toContain(r.users[0]!.userId);
  });

  it('is scheduled before its match: nobody watches hours ahead, a waiting crowd gathers in the last half hour', async () => {
    const live = await liveFootballRow();
    stopAt(Date.parse(live.startTime) - 3 * 60 * MINUTE);
    const early = (await room(live.roomId)).body.data;
    expect(early.status).toBe('scheduled');
    expect(early.schedule!.status).toBe(1);
    expect(early.viewers).toBe(0);
    stopAt(Date.parse(live.startTime) - 20 * MINUTE);
    const gathering = (await room(live.roomId)).body.data.viewers;
    stopAt(Date.parse(live.startTime) - 2 * MINUTE);
    const almost = (await room(live.roomId)).body.data.viewers;
    expect(gathering).toBeGreaterThan(0);
    expect(almost).toBeGreaterThan(gathering);
    stopAt(Date.parse(live.startTime) + 5 * MINUTE);
    // The crowd before the start is a small part of the audience once it is on.
    expect((await room(live.roomId)).body.data.viewers).toBeGreaterThan(almost * 10);
  });

  it('shows a continuous show room with its current or next session', async () => {
    const [session] = await t.app.db.select().from(liveSchedule).where(and(eq(liveSchedule.roomId, 300_003), gt(liveSchedule.startAt, new Date(clock.now())))).orderBy(asc(liveSchedule.startAt)).limit(1);
    stopAt(session!.startAt.getTime() + 5 * MINUTE);
    const r = (await room(300_003, { 'x-language': 'en' })).body.data;
    expect(r).toMatchObject({ status: 'live', modeSlug: 'tro-choi/dua-bi', modeName: 'Marble racing' });
    expect(r.title).toMatch(/^Colour Marble Race – Race \d+$/);
    expect(r.schedule).toMatchObject({ id: session!.id, status: 2, statusText: 'live', minute: 6, staticId: null });
    stopAt(session!.endAt.getTime() + 5 * MINUTE);
    const between = (await room(300_003)).body.data;
    expect(between.status).toBe('scheduled');
  });

  it.each(ROOM_ID_QUERY_ERRORS)('rejects %s', async (query, status, msg) => {
    expectError((await call(t.app, `/live/api/schedule/liveRoom${query}`, { headers: { 'x-language': 'en' } })).res, status, msg);
  });
});

describe('GET /live/api/schedule/anchor', () => {
  it('lists the hosts, live ones first, each with their live or next room', async () => {
    const { res, body } = await call<Page<Anchor>>(t.app, '/live/api/schedule/anchor?pageSize=100');
    expect(res.statusCode).toBe(200);
    const hosts = body.data.list;
    expect(body.data.total).toBe(40);
    expect(hosts.map((h) => h.userId).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => 10 + i));
    const firstOffline = hosts.findIndex((h) => !h.isLive);
    expect(firstOffline).toBeGreaterThan(3);
    expect(hosts.slice(firstOffline).every((h) => !h.isLive)).toBe(true);
    for (const h of hosts.slice(0, firstOffline)) {
      expect(h.schedule!.status).toBe(2);
      expect(h.schedule!.users.map((u) => u.userId)).toContain(h.userId);
    }
    for (const h of hosts.slice(firstOffline)) if (h.schedule) expect(h.schedule.status).toBe(1);
  });

  it('pages the hosts', async () => {
    const all = (await call<Page<Anchor>>(t.app, '/live/api/schedule/anchor?pageSize=100')).body.data.list;
    const page = (await call<Page<Anchor>>(t.app, '/live/api/schedule/anchor?pageSize=5&pageNum=2')).body.data;
    expect(page).toMatchObject({ total: 40, pageNum: 2, pageSize: 5 });
    expect(page.list.map((h) => h.userId)).toEqual(all.slice(5, 10).map((h) => h.userId));
  });

  it('rejects bad paging', async () => {
    expectError((await call(t.app, '/live/api/schedule/anchor?pageSize=1000', { headers: { 'x-language': 'en' } })).res, 400, /querystring\.pageSize/);
  });
});

describe('GET /al/api/schedule/anchorSchedule', () => {
  it('tells which hosts cover a fixture', async () => {
    const live = await liveFootballRow();
    const { body } = await call<Page<ScheduleRow>>(t.app, `/al/api/schedule/anchorSchedule?fixtureId=${live.staticId}`);
    expect(body.data.total).toBe(1);
    expect(body.data.list[0]).toMatchObject({ staticId: live.staticId, roomId: live.roomId });
    expect(body.data.list[0]!.users.map((u) => u.userId)).toEqual(live.users.map((u) => u.userId));
  });

  it("lists a host's live and coming schedule in order", async () => {
    const live = await liveFootballRow();
    const host = live.users[0]!.userId;
    const { body } = await call<Page<ScheduleRow>>(t.app, `/al/api/schedule/anchorSchedule?userId=${host}&pageSize=100`);
    expect(body.data.total).toBeGreaterThan(3);
    expect(body.data.list[0]!.status).toBe(2);
    expect(body.data.list.every((r) => r.users.some((u) => u.userId === host) && r.status !== 3)).toBe(true);
    const starts = body.data.list.map((r) => r.startTime);
    expect([...starts].sort()).toEqual(starts);
    const both = await call<Page<ScheduleRow>>(t.app, `/al/api/schedule/anchorSchedule?userId=${host}&fixtureId=${live.staticId}`);
    expect(both.body.data.total).toBe(1);
    const other = host === 49 ? 48 : host + 1;
    const none = await call<Page<ScheduleRow>>(t.app, `/al/api/schedule/anchorSchedule?userId=${other}&fixtureId=${live.staticId}`);
    expect(none.body.data.list.every((r) => r.users.some((u) => u.userId === other))).toBe(true);
  });

  it.each([
    ['', 400, 'fixtureId or userId is required'],
    ['?fixtureId=x', 400, 'querystring.fixtureId must be of type integer'],
    ['?fixtureId=999999', 404, 'Match 999999 not found'],
    ['?userId=100', 404, 'Commentator 100 not found'],
    ['?userId=99999', 404, 'Commentator 99999 not found'],
  ])('rejects %s', async (query, status, msg) => {
    expectError((await call(t.app, `/al/api/schedule/anchorSchedule${query}`, { headers: { 'x-language': 'en' } })).res, status, msg);
  });
});
