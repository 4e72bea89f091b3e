import { and, asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveSchedule } from '../../../src/db/schema.ts';
import { baselineVotes } from '../../../src/routes/live/opinion-routes.ts';
import { clock, MINUTE } from '../../../src/clock.ts';
import { testAppOfFile } from '../../test-app.ts';
import { clockStops } from '../../clock-stops.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { RoomOpinion, ScheduleRow } from '../../../../contracts/schemas/live.ts';
import { call, expectError, guest, member, ROOM_ID_QUERY_ERRORS } from '../sports/sports-helpers.ts';

const t = testAppOfFile();
const { stopAt } = clockStops();
let football: ScheduleRow;
let basketball: ScheduleRow;
let liveMatch: ScheduleRow;
beforeAll(async () => {
  const coming = (liveModeId: number) => call<Page<ScheduleRow>>(t.app, `/live/api/schedule/feature-match?status=1&liveModeId=${liveModeId}&pageSize=5`);
  football = (await coming(1)).body.data.list[0]!;
  basketball = (await coming(2)).body.data.list[0]!;
  liveMatch = (await call<Page<ScheduleRow>>(t.app, '/live/api/schedule/feature-match?status=2&liveModeId=1')).body.data.list[0]!;
});

const en = { 'x-language': 'en' };
const poll = (id: number, headers: Record<string, string> = {}) => call<RoomOpinion>(t.app, `/live/api/room/opinion?id=${id}`, { headers: { ...en, ...headers } });
const vote = (userId: number, payload: unknown, headers: Record<string, string> = member(t.app, userId)) =>
  call<RoomOpinion>(t.app, '/live/api/room/opinion', { method: 'POST', headers: { ...en, ...headers }, payload });
const votesOf = (o: RoomOpinion) => Object.fromEntries(o.choices.map((c) => [c.key, c.votes]));

/** Moves the clock into the next session of a show room (5 minutes in). */
async function intoNextSession(roomId: number) {
  const [session] = await t.app.db
    .select()
    .from(liveSchedule)
    .where(and(eq(liveSchedule.roomId, roomId), gt(liveSchedule.startAt, new Date(clock.now())), eq(liveSchedule.cancelled, false)))
    .orderBy(asc(liveSchedule.startAt))
    .limit(1);
  stopAt(session!.startAt.getTime() + 5 * MINUTE);
  return session!;
}

describe('GET /live/api/room/opinion', () => {
  it('answers a football poll before kickoff: home, draw, away with a baseline, open until kickoff', async () => {
    const { res, body } = await poll(football.roomId);
    expect(res.statusCode).toBe(200);
    const o = body.data;
    expect(o).toMatchObject({ roomId: football.roomId, kind: 'match', scheduleId: football.id, myChoice: null, open: true, closesAt: football.startTime });
    expect(o.choices.map((c) => c.key)).toEqual(['home', 'draw', 'away']);
    expect(o.total).toBe(o.choices.reduce((s, c) => s + c.votes, 0));
    expect(o.total).toBeGreaterThanOrEqual(55);
    // Deterministic: the same answer twice.
    expect((await poll(football.roomId)).body.data).toEqual(o);
  });

  it('has no draw for basketball', async () => {
    const o = (await poll(basketball.roomId)).body.data;
    expect(o.choices.map((c) => c.key)).toEqual(['home', 'away']);
    expect(o.open).toBe(true);
  });

  it('is closed once the match has kicked off, results still shown', async () => {
    const o = (await poll(liveMatch.roomId)).body.data;
    expect(o).toMatchObject({ kind: 'match', open: false, closesAt: null });
    expect(o.total).toBeGreaterThan(0);
  });

  it('answers a show poll as a 1–5 rating, open while a session is live', async () => {
    const session = await intoNextSession(300_003);
    const o = (await poll(300_003)).body.data;
    expect(o).toMatchObject({ kind: 'show', scheduleId: session.id, open: true, closesAt: session.endAt.toISOString() });
    expect(o.choices.map((c) => c.key)).toEqual(['1', '2', '3', '4', '5']);
    stopAt(session.endAt.getTime() + MINUTE);
    expect((await poll(300_003)).body.data.open).toBe(false);
  });

  it.each(ROOM_ID_QUERY_ERRORS)('rejects %s', async (query, status, msg) => {
    expectError((await call(t.app, `/live/api/room/opinion${query}`, { headers: en })).res, status, msg);
  });
});

describe('POST /live/api/room/opinion', () => {
  it('counts a vote, shows it as mine, and lets the member change it (one vote per member)', async () => {
    const before = votesOf((await poll(football.roomId)).body.data);
    const first = await vote(150, { roomId: football.roomId, choice: 'home' });
    expect(first.res.statusCode).toBe(200);
    expect(first.body.data.myChoice).toBe('home');
    expect(votesOf(first.body.data)).toEqual({ ...before, home: before.home! + 1 });

    const changed = (await vote(150, { roomId: football.roomId, choice: 'draw' })).body.data;
    expect(changed.myChoice).toBe('draw');
    expect(votesOf(changed)).toEqual({ ...before, draw: before.draw! + 1 });

    // Another member's vote adds up; the first member still sees their own choice.
    expect((await vote(151, { roomId: football.roomId, choice: 'draw' })).body.data.myChoice).toBe('draw');
    const seen = (await poll(football.roomId, member(t.app, 150))).body.data;
    expect(seen.myChoice).toBe('draw');
    expect(votesOf(seen)).toEqual({ ...before, draw: before.draw! + 2 });
    expect(seen.total).toBe(Object.values(before).reduce((s, n) => s + n, 0) + 2);
    // A guest sees the counts but no choice of their own.
    expect((await poll(football.roomId, guest(t.app))).body.data).toMatchObject({ myChoice: null, total: seen.total });
  });

  it('rates a live show session', async () => {
    await intoNextSession(300_004);
    const before = votesOf((await poll(300_004)).body.data);
    const o = (await vote(152, { roomId: 300_004, choice: '5' })).body.data;
    expect(o).toMatchObject({ kind: 'show', myChoice: '5' });
    expect(votesOf(o)['5']).toBe(before['5']! + 1);
  });

  it('refuses a vote once the match has kicked off (409)', async () => {
    expectError((await vote(153, { roomId: liveMatch.roomId, choice: 'home' })).res, 409, `Voting on match ${liveMatch.staticId} closed at kickoff`);
  });

  it('refuses a vote in a show room between sessions (409), in the request language', async () => {
    const session = await intoNextSession(300_003);
    stopAt(session.endAt.getTime() + MINUTE);
    expectError((await vote(153, { roomId: 300_003, choice: '4' })).res, 409, 'Voting in room 300003 is open only while a session is live');
    expectError((await vote(153, { roomId: 300_003, choice: '4' }, { ...member(t.app, 153), 'x-language': 'vi' })).res, 409, 'Phòng 300003 chỉ mở bình chọn khi phiên đang diễn ra');
  });

  it('refuses a choice the poll does not have (400 naming the field)', async () => {
    expectError((await vote(154, { roomId: basketball.roomId, choice: 'draw' })).res, 400, 'body.choice must be one of: home, away');
    expectError((await vote(154, { roomId: football.roomId, choice: '5' })).res, 400, 'body.choice must be one of: home, draw, away');
    expect((await poll(basketball.roomId, member(t.app, 154))).body.data.myChoice).toBeNull();
  });

  it('refuses an unknown room (404)', async () => {
    expectError((await vote(154, { roomId: 123_456_789, choice: 'home' })).res, 404, 'Live room 123456789 not found');
  });

  it('needs a member (401 for none, a guest or a bad token)', async () => {
    const payload = { roomId: football.roomId, choice: 'home' };
    expectError((await vote(155, payload, {})).res, 401, 'Authentication required');
    expectError((await vote(155, payload, guest(t.app))).res, 401, 'Authentication required');
    expectError((await vote(155, payload, { authorization: 'Bearer v1.bad.token' })).res, 401, 'Authentication required');
  });

  it.each([
    [{ choice: 'home' }, 'body.roomId is required'],
    [{ roomId: '12', choice: 'home' }, 'body.roomId must be of type integer'],
    [{ roomId: 12 }, 'body.choice is required'],
    [{ roomId: 12, choice: '' }, 'body.choice must have at least 1 characters'],
    [{ roomId: 12, choice: 'x'.repeat(17) }, 'body.choice must have at most 16 characters'],
  ])('rejects bad input %#', async (payload, msg) => {
    expectError((await vote(156, payload)).res, 400, msg);
  });
});

describe('baselineVotes', () => {
  it('favours the stronger side and gives football a draw share', () => {
    const strongHome = baselineVotes('match', ['home', 'draw', 'away'], 7, [90, 60]);
    expect(strongHome[0]).toBeGreaterThan(strongHome[2]!);
    expect(strongHome[1]).toBeGreaterThan(0);
    const strongAway = baselineVotes('match', ['home', 'away'], 7, [55, 90]);
    expect(strongAway[1]).toBeGreaterThan(strongAway[0]!);
  });

  it('leans show ratings to 4–5 stars and is the same for the same seed', () => {
    const stars = baselineVotes('show', ['1', '2', '3', '4', '5'], 42, null);
    expect(stars[4]! + stars[3]!).toBeGreaterThan(stars[0]! + stars[1]! + stars[2]!);
    expect(baselineVotes('show', ['1', '2', '3', '4', '5'], 42, null)).toEqual(stars);
  });
});
