/**
 * Daily missions count what the server itself observed: minutes watched from a live room's
 * heartbeats (bursts, duplicates, two rooms at once, long silences and rooms that are not live add
 * nothing beyond the real time), chat messages sent through the real socket, a shared post and the
 * day's check-in; each is claimed once a day, on the member's calendar day in their zone.
 */
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, clock, MINUTE, zonedDay, zonedMidnight } from '../../../src/clock.ts';
import { SECOND } from '../../../../contracts/constants.ts';
import { communityPosts, liveRooms, liveSchedule } from '../../../src/db/schema.ts';
import { recordActivity, watchEntries } from '../../../src/users/activity.ts';
import { storeMessage } from '../../../src/chat/store.ts';
import { heartbeatCredit } from '../../../src/routes/rewards/missions.ts';
import { WATCH_CREDIT_CAP_MS, WATCH_HEARTBEAT_INTERVAL_MS, WATCH_SESSION_TIMEOUT_MS } from '../../../../contracts/rewards.ts';
import type { DailyMissions, Mission } from '../../../../contracts/schemas/users/rewards.ts';
import { ChatClient, listeningApp } from '../../chat/chat-client.ts';
import { clockStops } from '../../clock-stops.ts';
import { register, usersTestApp } from '../account/helpers.ts';

const VN = 'Asia/Ho_Chi_Minh';
const BOGOTA = 'America/Bogota';

// The chat tests send a message twice with one ref: the per-member send limit (5 in 5 s) is lifted.
const { t, call } = usersTestApp({ CHAT_RATE_LIMIT: 'off' }, listeningApp);
/** Stops the clock at `ms`. */
const { stopAt: at } = clockStops();

/** Rooms live from `from` until at least `until` (epoch ms), most of them first. */
async function liveRoomIds(from: number, until: number): Promise<number[]> {
  const rows = await t.app.db
    .select({ roomId: liveSchedule.roomId })
    .from(liveSchedule)
    .where(and(lte(liveSchedule.startAt, new Date(from)), gt(liveSchedule.endAt, new Date(until)), eq(liveSchedule.cancelled, false)))
    .orderBy(asc(liveSchedule.roomId));
  return [...new Set(rows.map((r) => r.roomId))];
}

async function daily(token: string, timezone?: string): Promise<DailyMissions> {
  const res = await call<DailyMissions>('GET', `/live/api/user/mission/daily${timezone ? `?timezone=${timezone}` : ''}`, { token, lang: 'en' });
  expect(res.status).toBe(200);
  return res.body.data;
}

const mission = (data: DailyMissions, code: Mission['code']) => data.missions.find((m) => m.code === code)!;

async function beat(token: string, roomId: number, phase: 'start' | 'beat' | 'end' = 'beat') {
  return call('POST', '/live/api/user/mission/heartbeat', { token, payload: { roomId, phase }, lang: 'en' });
}

describe('the missions list', () => {
  it('lists the four missions with the day, its reset time in the member’s zone, and no progress for a newcomer', async () => {
    const member = await register(t);
    const data = await daily(member.token);
    const today = zonedDay(clock.now(), VN);
    expect(data).toMatchObject({ day: today, timeZone: VN, signedIn: true, totalExp: 60, claimedExp: 0, resetAt: new Date(zonedMidnight(addDays(today, 1), VN)).toISOString() });
    expect(data.missions.map((m) => [m.code, m.target, m.expReward, m.progress, m.completed, m.claimed])).toEqual([
      ['check-in', 1, 10, 0, false, false],
      ['watch-live', 10, 20, 0, false, false],
      ['chat', 5, 15, 0, false, false],
      ['share', 1, 15, 0, false, false],
    ]);
    expect(mission(data, 'watch-live').name).toBe('Watch live for 10 minutes');
  });

  it('a guest sees the missions without progress; the client cannot report progress any more', async () => {
    const res = await call<DailyMissions>('GET', '/live/api/user/mission/daily', { lang: 'zh' });
    expect(res.status).toBe(200);
    expect(res.body.data.signedIn).toBe(false);
    expect(res.body.data.missions.every((m) => m.progress === 0 && !m.claimed)).toBe(true);
    expect(res.body.data.missions[0]!.name).toBe('每日簽到');
    const member = await register(t);
    const report = await call('POST', '/live/api/user/mission/report', { token: member.token, payload: { code: 'watch-live', amount: 5 } });
    expect(report.status).toBe(404);
  });

  it('a zone Intl does not know is a 400 naming the field', async () => {
    const member = await register(t);
    const res = await call('GET', '/live/api/user/mission/daily?timezone=Europe/Atlantis', { token: member.token, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('querystring.timezone is not a known IANA time zone: Europe/Atlantis');
  });
});

describe('minutes watched, from the player’s heartbeats', () => {
  it('credits the real time between beats, at most 60 s, nothing after a silence or for a start', () => {
    expect(heartbeatCredit(null, 1000, 'beat')).toBe(0);
    expect(heartbeatCredit(0, 30 * SECOND, 'start')).toBe(0);
    expect(heartbeatCredit(0, 30 * SECOND, 'beat')).toBe(30 * SECOND);
    expect(heartbeatCredit(0, 30 * SECOND, 'end')).toBe(30 * SECOND);
    expect(heartbeatCredit(0, 75 * SECOND, 'beat')).toBe(WATCH_CREDIT_CAP_MS);
    expect(heartbeatCredit(0, WATCH_SESSION_TIMEOUT_MS + 1, 'beat')).toBe(0);
    expect(heartbeatCredit(10 * SECOND, 10 * SECOND, 'beat')).toBe(0);
    expect(heartbeatCredit(10 * SECOND, 5 * SECOND, 'beat')).toBe(0);
  });

  it('ten minutes of beats every 30 s complete the mission, which is claimed once', async () => {
    const t0 = clock.now();
    const [roomId] = await liveRoomIds(t0, t0 + 20 * MINUTE);
    expect(roomId).toBeDefined();
    at(t0);
    const member = await register(t);
    expect((await beat(member.token, roomId!, 'start')).body.data).toEqual({ roomId, creditedMs: 0, watching: true });
    let credited = 0;
    for (let i = 1; i <= 19; i++) {
      at(t0 + i * WATCH_HEARTBEAT_INTERVAL_MS);
      credited += (await beat(member.token, roomId!)).body.data.creditedMs;
    }
    expect(credited).toBe(19 * WATCH_HEARTBEAT_INTERVAL_MS);
    const nine = mission(await daily(member.token), 'watch-live');
    expect(nine).toMatchObject({ progress: 9, completed: false });
    const early = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: nine.missionId }, lang: 'en' });
    expect(early.status).toBe(403);
    expect(early.body.msg).toBe('The mission "Watch live for 10 minutes" is not complete yet (9/10)');

    at(t0 + 20 * WATCH_HEARTBEAT_INTERVAL_MS);
    expect((await beat(member.token, roomId!, 'end')).body.data).toEqual({ roomId, creditedMs: WATCH_HEARTBEAT_INTERVAL_MS, watching: false });
    const done = mission(await daily(member.token), 'watch-live');
    expect(done).toMatchObject({ progress: 10, completed: true, claimed: false });

    const claim = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: done.missionId }, lang: 'en' });
    expect(claim.status).toBe(200);
    expect(claim.body.data).toEqual({ missionId: done.missionId, day: zonedDay(clock.now(), VN), expReward: 20, exp: 20, level: 1 });
    const twice = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: done.missionId }, lang: 'en' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ code: 409, msg: 'You already claimed the reward of "Watch live for 10 minutes" today', data: null });
    const after = await daily(member.token);
    expect(mission(after, 'watch-live').claimed).toBe(true);
    expect(after.claimedExp).toBe(20);
    expect((await call('GET', '/live/api/user/level/info', { token: member.token })).body.data.exp).toBe(20);
  });

  it('bursts, duplicates, restarts, two rooms at once and long silences add nothing beyond the real time', async () => {
    const t0 = clock.now();
    const [roomA, roomB] = await liveRoomIds(t0, t0 + 20 * MINUTE);
    expect(roomB).toBeDefined();
    at(t0);
    const member = await register(t);
    await beat(member.token, roomA!, 'start');
    let credited = 0;
    const send = async (ms: number, roomId: number, phase: 'start' | 'beat' | 'end' = 'beat') => {
      at(t0 + ms);
      const res = await beat(member.token, roomId, phase);
      expect(res.status).toBe(200);
      credited += res.body.data.creditedMs;
      return res.body.data.creditedMs as number;
    };
    // A burst of ten beats at one instant: the first counts 30 s, the others nothing.
    for (let i = 0; i < 10; i++) expect(await send(30 * SECOND, roomA!)).toBe(i === 0 ? 30 * SECOND : 0);
    // A second tab on another room beating in between: one timeline, the real time only.
    for (let s = 45; s <= 300; s += 15) await send(s * SECOND, s % 30 === 0 ? roomA! : roomB!);
    expect(credited).toBe(300 * SECOND);
    // A start in the middle opens a new session: it credits nothing.
    expect(await send(310 * SECOND, roomB!, 'start')).toBe(0);
    // After 5 minutes of silence a beat credits nothing (the watching had stopped).
    expect(await send(610 * SECOND, roomA!)).toBe(0);
    expect(await send(640 * SECOND, roomA!)).toBe(30 * SECOND);
    expect(credited).toBe(330 * SECOND);
    expect(mission(await daily(member.token), 'watch-live').progress).toBe(5);
  });

  it('a room that is not live counts nothing and ends the session; an unknown room is a 404', async () => {
    const t0 = clock.now();
    const [offline] = await t.app.db
      .select({ id: liveRooms.id })
      .from(liveRooms)
      .leftJoin(liveSchedule, and(eq(liveSchedule.roomId, liveRooms.id), lte(liveSchedule.startAt, new Date(t0)), gt(liveSchedule.endAt, new Date(t0))))
      .where(isNull(liveSchedule.id))
      .limit(1);
    const [live] = await liveRoomIds(t0, t0 + 10 * MINUTE);
    at(t0);
    const member = await register(t);
    await beat(member.token, live!, 'start');
    at(t0 + 30 * SECOND);
    const refused = await beat(member.token, offline!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`Room ${offline!.id} is not live now: watching it does not count`);
    at(t0 + 60 * SECOND);
    // The refused beat closed the session: the live room's next beat starts afresh.
    expect((await beat(member.token, live!)).body.data.creditedMs).toBe(0);
    const unknown = await beat(member.token, 999_999);
    expect(unknown.status).toBe(404);
    const bad = await call('POST', '/live/api/user/mission/heartbeat', { token: member.token, payload: { roomId: live, phase: 'pause' }, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('body.phase is invalid');
    expect((await call('POST', '/live/api/user/mission/heartbeat', { payload: { roomId: live, phase: 'beat' } })).status).toBe(401);
  });
});

describe('chat messages, counted by the chat server', () => {
  it('five messages sent through the socket complete the chat mission; a repeated send is counted once', async () => {
    const [room] = await liveRoomIds(clock.now(), clock.now());
    const member = await register(t);
    const topic = `/topic/chatroom.live-${room}`;
    const client = await ChatClient.open(t.wsUrl, { token: member.token });
    await client.subscribe(topic);
    for (let i = 1; i <= 4; i++) expect(await client.say(topic, `tin nhắn ${i}`)).toMatchObject({ type: 'ack' });
    // The same ref again is the same message: it is not counted twice.
    expect(await client.say(topic, 'tin nhắn 4 lần nữa', 'repeat-ref')).toMatchObject({ type: 'ack' });
    expect(await client.say(topic, 'tin nhắn 4 lần nữa', 'repeat-ref')).toMatchObject({ type: 'ack' });
    await client.close();
    const chat = mission(await daily(member.token), 'chat');
    expect(chat).toMatchObject({ progress: 5, completed: true });
    const claim = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: chat.missionId } });
    expect(claim.status).toBe(200);
    expect(claim.body.data.expReward).toBe(15);
  });

  it('private messages do not count', async () => {
    const member = await register(t);
    const topic = `/topic/private.${member.userId}-${member.userId + 1}`;
    for (let i = 0; i < 5; i++) {
      await storeMessage(t.app.db, { topic, groupId: topic.split('.')[1]!, userId: member.userId, showName: 'a', colorName: 'c', originalMessage: `riêng ${i}`, toUserId: 100 });
    }
    await storeMessage(t.app.db, { topic: '/topic/chatroom.live-1', groupId: 'live-1', userId: member.userId, showName: 'a', colorName: 'c', originalMessage: 'công khai' });
    expect(mission(await daily(member.token), 'chat').progress).toBe(1);
  });

  it('four messages are not enough: the claim is refused with the progress', async () => {
    const [room] = await liveRoomIds(clock.now(), clock.now());
    const member = await register(t);
    const topic = `/topic/chatroom.live-${room}`;
    const client = await ChatClient.open(t.wsUrl, { token: member.token });
    await client.subscribe(topic);
    for (let i = 1; i <= 4; i++) await client.say(topic, `chào ${i}`);
    await client.close();
    const chat = mission(await daily(member.token), 'chat');
    expect(chat.progress).toBe(4);
    const claim = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: chat.missionId }, lang: 'vi' });
    expect(claim.status).toBe(403);
    expect(claim.body.msg).toBe('Nhiệm vụ "Gửi 5 tin nhắn" chưa hoàn thành (4/5)');
  });
});

describe('shares and the check-in', () => {
  it('a shared post and today’s check-in complete their missions', async () => {
    const member = await register(t);
    const [post] = await t.app.db.select({ id: communityPosts.id }).from(communityPosts).where(and(eq(communityPosts.audience, 'public'), isNull(communityPosts.groupId))).limit(1);
    const shared = await call('POST', `/other/api/community/posts/${post!.id}/share`, { token: member.token });
    expect(shared.status).toBe(200);
    await call('POST', '/live/api/user/check-in', { token: member.token, payload: {} });
    const data = await daily(member.token);
    expect(mission(data, 'share')).toMatchObject({ progress: 1, completed: true });
    expect(mission(data, 'check-in')).toMatchObject({ progress: 1, completed: true });
    const unknown = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: 999 }, lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Mission 999 not found');
    const badId = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: 'one' }, lang: 'en' });
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toBe('body.missionId must be of type integer');
  });
});

describe('the member’s calendar day', () => {
  it('activity counts on the day it happened in the member’s zone; a claim cannot go back a day after a change of zone', async () => {
    const day = addDays(zonedDay(clock.now(), VN), 1);
    // 23:50 and 00:10 in Vietnam: two days there, one afternoon in Bogotá.
    const before = zonedMidnight(addDays(day, 1), VN) - 10 * MINUTE;
    const after = zonedMidnight(addDays(day, 1), VN) + 10 * MINUTE;
    at(after);
    const member = await register(t);
    await recordActivity(t.app.db, [
      { userId: member.userId, kind: 'chat', at: before, amount: 3 },
      { userId: member.userId, kind: 'chat', at: after, amount: 2 },
      ...watchEntries(member.userId, before + 5 * MINUTE, after),
    ]);
    const vn = await daily(member.token, VN);
    expect(vn.day).toBe(addDays(day, 1));
    expect(mission(vn, 'chat').progress).toBe(2);
    // 5 minutes before midnight and 10 after: the ten after count today.
    expect(mission(vn, 'watch-live').progress).toBe(10);
    const bogota = await daily(member.token, BOGOTA);
    expect(bogota.day).toBe(day);
    expect(bogota.resetAt).toBe(new Date(zonedMidnight(addDays(day, 1), BOGOTA)).toISOString());
    expect(mission(bogota, 'chat')).toMatchObject({ progress: 5, completed: true });
    // All fifteen minutes fell in Bogotá's afternoon: the mission's ten.
    expect(mission(bogota, 'watch-live')).toMatchObject({ progress: 10, completed: true });

    // Claimed for Vietnam's new day, the mission cannot be claimed again for Bogotá's day before it.
    const watch = mission(vn, 'watch-live');
    expect((await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: watch.missionId, timezone: VN } })).status).toBe(200);
    const back = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: watch.missionId, timezone: BOGOTA }, lang: 'en' });
    expect(back.status).toBe(409);
    expect(back.body.msg).toBe(`The reward of "Watch live for 10 minutes" for ${day} can no longer be claimed`);
  });
});
