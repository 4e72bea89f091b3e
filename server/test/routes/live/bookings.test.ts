import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { Booking, ScheduleRow } from '../../../../contracts/schemas/live.ts';
import { call, expectError, guest, member } from '../sports/sports-helpers.ts';

let t: TestApp;
let upcoming: ScheduleRow;
let later: ScheduleRow;
let live: ScheduleRow;
beforeAll(async () => {
  t = await makeTestApp();
  const coming = (await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?status=1&liveModeId=1&pageSize=5')).body.data.list;
  [upcoming, later] = [coming[0]!, coming[1]!];
  live = (await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?status=2&liveModeId=1')).body.data.list[0]!;
});
afterAll(() => t.close());

const book = (userId: number, body: unknown, headers = member(t.app, userId)) =>
  call<Booking>(t.app, '/live/api/user/booking/booking-schedule', { method: 'POST', headers: { ...headers, 'x-language': 'en' }, payload: body });

describe('POST /live/api/user/booking/booking-schedule', () => {
  it("books a host's commentary of an upcoming fixture", async () => {
    const host = upcoming.users[0]!.userId;
    const { res, body } = await book(120, { fixtureId: upcoming.staticId, commentatorId: host, name: `${upcoming.home} vs ${upcoming.away}`, userId: 120 });
    expect(res.statusCode).toBe(200);
    expect(body.data).toMatchObject({ fixtureId: upcoming.staticId, commentatorId: host, userId: 120, name: `${upcoming.home} vs ${upcoming.away}` });
    expect(body.data.commentator).toMatchObject({ userId: host, avatar: `/media/avatar/${host}.svg` });
    expect(body.data.fixture).toMatchObject({ staticId: upcoming.staticId, status: 1, roomId: upcoming.roomId });
    expect(Date.parse(body.data.createdAt)).not.toBeNaN();
  });

  it('refuses the same booking twice (409)', async () => {
    const payload = { fixtureId: later.staticId, commentatorId: 20, name: 'Đặt lịch', userId: 121 };
    expect((await book(121, payload)).res.statusCode).toBe(200);
    expectError((await book(121, payload)).res, 409, `You already booked match ${later.staticId} with this commentator`);
  });

  it('refuses a fixture that has started (409)', async () => {
    expectError((await book(122, { fixtureId: live.staticId, commentatorId: 20, name: 'x', userId: 122 })).res, 409, `Match ${live.staticId} has already started or is off`);
  });

  it('refuses a commentator who is not a host (400)', async () => {
    expectError((await book(122, { fixtureId: upcoming.staticId, commentatorId: 150, name: 'x', userId: 122 })).res, 400, 'commentatorId 150 is not a commentator');
  });

  it("refuses to book for someone else (403)", async () => {
    expectError((await book(122, { fixtureId: upcoming.staticId, commentatorId: 20, name: 'x', userId: 123 })).res, 403, 'userId must be the signed-in member');
  });

  it('refuses an unknown fixture (404)', async () => {
    expectError((await book(122, { fixtureId: 99_999_999, commentatorId: 20, name: 'x', userId: 122 })).res, 404, 'Match 99999999 not found');
  });

  it('needs a member token (401 for none, a guest or a bad token)', async () => {
    const payload = { fixtureId: upcoming.staticId, commentatorId: 20, name: 'x', userId: 122 };
    expectError((await book(122, payload, {})).res, 401, 'Authentication required');
    expectError((await book(122, payload, guest(t.app))).res, 401, 'Authentication required');
    expectError((await book(122, payload, { authorization: 'Bearer v1.bad.token' })).res, 401, 'Authentication required');
  });

  it.each([
    [{ commentatorId: 20, name: 'x', userId: 122 }, 'body.fixtureId is required'],
    [{ fixtureId: '12', commentatorId: 20, name: 'x', userId: 122 }, 'body.fixtureId must be of type integer'],
    [{ fixtureId: 1, commentatorId: 20, name: '', userId: 122 }, 'body.name must have at least 1 characters'],
    [{ fixtureId: 1, commentatorId: 20, name: '   ', userId: 122 }, 'body.name is invalid'],
    [{ fixtureId: 1, commentatorId: 20, name: 'x'.repeat(201), userId: 122 }, 'body.name must have at most 200 characters'],
    [{ fixtureId: -5, commentatorId: 20, name: 'x', userId: 122 }, 'body.fixtureId is invalid'],
  ])('rejects bad input %#', async (payload, msg) => {
    expectError((await book(122, payload)).res, 400, msg);
  });
});

describe('GET /live/api/user/booking/booking-list', () => {
  it("lists the caller's bookings only, newest first, with fixture and host", async () => {
    await book(130, { fixtureId: upcoming.staticId, commentatorId: 21, name: 'Một', userId: 130 });
    await book(130, { fixtureId: later.staticId, commentatorId: 22, name: 'Hai', userId: 130 });
    await book(131, { fixtureId: later.staticId, commentatorId: 22, name: 'Khác', userId: 131 });
    const { res, body } = await call<Page<Booking>>(t.app, '/live/api/user/booking/booking-list', { headers: member(t.app, 130) });
    expect(res.statusCode).toBe(200);
    expect(body.data.total).toBe(2);
    expect(body.data.list.map((b) => b.name)).toEqual(['Hai', 'Một']);
    expect(body.data.list.every((b) => b.userId === 130 && b.fixture !== null && b.commentator.nickname.length > 0)).toBe(true);
    const zh = await call<Page<Booking>>(t.app, '/live/api/user/booking/booking-list?pageSize=1&pageNum=2', { headers: { ...member(t.app, 130), 'x-language': 'zh' } });
    expect(zh.body.data).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(zh.body.data.list[0]!.name).toBe('Một');
    expect(zh.body.data.list[0]!.fixture!.leagueName).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers an empty list for a member without bookings, 401 without a token', async () => {
    expect((await call<Page<Booking>>(t.app, '/live/api/user/booking/booking-list', { headers: member(t.app, 140) })).body.data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 });
    expectError((await call(t.app, '/live/api/user/booking/booking-list', { headers: { 'x-language': 'en' } })).res, 401, 'Authentication required');
    expectError((await call(t.app, '/live/api/user/booking/booking-list?pageNum=0', { headers: { ...member(t.app, 140), 'x-language': 'en' } })).res, 400, /querystring\.pageNum/);
  });
});
