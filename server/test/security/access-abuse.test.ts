/**
 * Replays of the abuse paths of the security issue: a private group's people and events read by
 * outsiders, two check-ins (and two mission claims) within seconds by moving the member's time zone
 * ahead, and referral EXP farmed with throwaway registrations. Each must now fail.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clock, HOUR, MINUTE, setClock, zonedDay, zonedMidnight } from '../../src/clock.ts';
import { communityEventRsvps, communityGroupMembers } from '../../src/db/schema/community.ts';
import { checkIns, expLedger, users } from '../../src/db/schema.ts';
import { recordActivity } from '../../src/users/activity.ts';
import { creditReferrerWhenDue } from '../../src/routes/account/referral-credit.ts';
import { SECOND } from '../../../contracts/constants.ts';
import type { Page } from '../../../contracts/schemas/common.ts';
import type { Event, Group, GroupDetail } from '../../../contracts/schemas/community.ts';
import type { CheckInStatus, DailyMissions, Invitee, Mission, ReferralInfo } from '../../../contracts/schemas/users/rewards.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';
import { SETUP_TIMEOUT, register } from '../routes/account/helpers.ts';
import { call as communityCall, errorOf } from '../routes/community/community-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_AUTH: '10000' });
}, SETUP_TIMEOUT);
afterAll(() => t.close());

let restoreClock: (() => void) | null = null;
afterEach(() => {
  restoreClock?.();
  restoreClock = null;
});

/** Stops the server's clock at `ms`. */
function at(ms: number): void {
  restoreClock?.();
  restoreClock = setClock(() => ms);
}

/** A member's call, with a token issued at the clock's instant (the clock moves by days here). */
function memberCall<T = unknown>(userId: number, method: 'GET' | 'POST', url: string, options: { body?: unknown; lang?: string } = {}) {
  return communityCall<T>(t, method, url, { as: userId, ...options });
}

describe('a private group keeps its people and events to its members', () => {
  /** Seeded private groups: 7 (owner 14, no events) and 14 (owner 10, event 10 upcoming). */
  const GROUP = 14;
  const EVENT = 10;
  const OWNER = 10;
  /** What a join page needs, and nothing of who is in the group. */
  const JOIN_PAGE_KEYS = ['cover', 'createdAt', 'description', 'id', 'membersCount', 'myRole', 'myStatus', 'name', 'postsCount', 'privacy', 'topic', 'topicLabel'];
  let outsider: number;
  beforeAll(async () => {
    const rows = await t.app.db.select({ userId: communityGroupMembers.userId }).from(communityGroupMembers).where(eq(communityGroupMembers.groupId, GROUP));
    outsider = [...Array(200).keys()].map((i) => 399 - i).find((id) => !rows.some((row) => row.userId === id))!;
  });

  it('shows a guest or an outsider the join page of the group, without its owner, admins or members', async () => {
    for (const as of [undefined, outsider]) {
      const detail = await communityCall<GroupDetail>(t, 'GET', `groups/${GROUP}`, { as });
      expect(detail.status).toBe(200);
      expect(Object.keys(detail.body.data).sort()).toEqual(JOIN_PAGE_KEYS);
      expect(detail.body.data).toMatchObject({ id: GROUP, privacy: 'private', myStatus: null });
      expect(detail.body.data.membersCount).toBeGreaterThan(10);
      const directory = await communityCall<Page<Group>>(t, 'GET', 'groups?privacy=private&pageSize=50', { as });
      for (const group of directory.body.data.list) expect(group).not.toHaveProperty('owner');
    }
    // A pending request is not membership.
    await communityCall(t, 'POST', `groups/${GROUP}/membership`, { as: outsider });
    const pending = await communityCall<GroupDetail>(t, 'GET', `groups/${GROUP}`, { as: outsider });
    expect(pending.body.data.myStatus).toBe('pending');
    expect(pending.body.data).not.toHaveProperty('admins');
    await communityCall(t, 'DELETE', `groups/${GROUP}/membership`, { as: outsider });

    const member = await communityCall<GroupDetail>(t, 'GET', `groups/${GROUP}`, { as: OWNER });
    expect(member.body.data.owner?.userId).toBe(OWNER);
    expect(member.body.data.admins?.[0]?.userId).toBe(OWNER);
    expect(member.body.data.recentMembers?.length).toBeGreaterThan(0);
  });

  it('refuses its event, attendees and RSVP to outsiders (403 in three languages); members keep them', async () => {
    const messages = {
      en: 'This event belongs to the private group Commentators and Streamers Circle: only its members may see it and RSVP',
      vi: 'Sự kiện này thuộc nhóm kín Hội BLV và Streamer: chỉ thành viên nhóm mới xem và đăng ký tham gia được',
      zh: '此活動屬於私密社團「解說員與主播圈」：僅成員可瀏覽及回覆出席',
    };
    for (const [lang, msg] of Object.entries(messages)) {
      for (const as of [undefined, outsider]) {
        expect(errorOf(await communityCall(t, 'GET', `events/${EVENT}`, { as, lang }))).toEqual({ status: 403, code: 403, msg, data: null });
      }
    }
    const rsvp = await communityCall(t, 'PUT', `events/${EVENT}/rsvp`, { as: outsider, lang: 'en', body: { status: 'going' } });
    expect(errorOf(rsvp)).toEqual({ status: 403, code: 403, msg: messages.en, data: null });
    const rows = await t.app.db
      .select()
      .from(communityEventRsvps)
      .where(and(eq(communityEventRsvps.eventId, EVENT), eq(communityEventRsvps.userId, outsider)));
    expect(rows).toEqual([]);

    const member = await communityCall<Event & { attendees: unknown[] }>(t, 'GET', `events/${EVENT}`, { as: OWNER });
    expect(member.status).toBe(200);
    expect(member.body.data.attendees.length).toBeGreaterThan(0);
    expect((await communityCall(t, 'PUT', `events/${EVENT}/rsvp`, { as: OWNER, body: { status: 'interested' } })).status).toBe(200);
  });

  it('lists its events to members only, in every list of events; its cover says nothing of the event', async () => {
    for (const as of [undefined, outsider]) {
      for (const query of ['when=all', 'when=upcoming', `keyword=${encodeURIComponent('chiến thuật')}&when=all`, 'placeId=12&when=all']) {
        const list = await communityCall<Page<Event>>(t, 'GET', `events?${query}&pageSize=100`, { as });
        expect(list.status).toBe(200);
        expect(list.body.data.list.map((event) => event.id)).not.toContain(EVENT);
        expect(list.body.data.list.every((event) => event.group?.privacy !== 'private')).toBe(true);
        expect(list.body.data.total).toBe(list.body.data.list.length);
      }
      expect(errorOf(await communityCall(t, 'GET', `events?groupId=${GROUP}`, { as, lang: 'en' }))).toEqual({
        status: 403,
        code: 403,
        msg: 'Group Commentators and Streamers Circle is private: only members may see and post',
        data: null,
      });
    }
    const mine = await communityCall<Page<Event>>(t, 'GET', `events?groupId=${GROUP}&when=all`, { as: OWNER });
    expect(mine.body.data.list.map((event) => event.id)).toContain(EVENT);
    const all = await communityCall<Page<Event>>(t, 'GET', 'events?when=all&pageSize=100', { as: OWNER });
    expect(all.body.data.list.map((event) => event.id)).toContain(EVENT);

    const cover = await t.app.inject({ url: `/media/community/event/${EVENT}.svg` });
    expect(cover.statusCode).toBe(200);
    expect(cover.body).not.toMatch(/chiến thuật|tactics/i);
    expect(cover.body).toBe((await t.app.inject({ url: `/media/community/group/${GROUP}.svg` })).body);
  });
});

const VN = 'Asia/Ho_Chi_Minh';
/** UTC+14: already tomorrow from 17:00 in Vietnam. */
const KIRITIMATI = 'Pacific/Kiritimati';
const BOGOTA = 'America/Bogota';
const wall = (day: string, zone: string, hours: number, minutes = 0) => zonedMidnight(day, zone) + hours * HOUR + minutes * MINUTE;

describe('a change of time zone gives no second check-in or mission reward', () => {
  const checkIn = (userId: number, timezone: string, lang = 'en') => memberCall(userId, 'POST', '/live/api/user/check-in', { body: { timezone }, lang });
  const claim = (userId: number, missionId: number, timezone: string, lang = 'en') =>
    memberCall(userId, 'POST', '/live/api/user/mission/claim', { body: { missionId, timezone }, lang });
  const daily = async (userId: number, timezone: string) =>
    (await memberCall<DailyMissions>(userId, 'GET', `/live/api/user/mission/daily?timezone=${timezone}`)).body.data;
  const mission = (data: DailyMissions, code: Mission['code']) => data.missions.find((m) => m.code === code)!;

  it('Vietnam then Pacific/Kiritimati seconds later: refused until Vietnam’s midnight; the zone then stays a day', async () => {
    const day = addDays(zonedDay(clock.now(), VN), 1);
    const tomorrow = addDays(day, 1);
    at(wall(day, VN, 20));
    const { userId } = await register(t);
    expect((await checkIn(userId, VN)).body).toMatchObject({ code: 200, data: { day, streak: 1 } });

    at(wall(day, VN, 20) + 5 * SECOND);
    expect(zonedDay(clock.now(), KIRITIMATI)).toBe(tomorrow);
    const until = `${day} 17:00`;
    const refusals = {
      en: `The day of your last check-in has not ended yet in the zone you made it in (${VN}): the next one opens at ${until} UTC`,
      vi: `Ngày của lần điểm danh trước chưa kết thúc ở múi giờ bạn đã điểm danh (${VN}): lần tiếp theo mở lúc ${until} UTC`,
      zh: `上次簽到所在時區（${VN}）的當天尚未結束：下次簽到於 UTC ${until} 開放`,
    };
    for (const [lang, msg] of Object.entries(refusals)) {
      expect(errorOf(await checkIn(userId, KIRITIMATI, lang))).toEqual({ status: 409, code: 409, msg, data: null });
    }
    const status = await memberCall<CheckInStatus>(userId, 'GET', `/live/api/user/check-in/status?timezone=${KIRITIMATI}`);
    expect(status.body.data).toMatchObject({ today: tomorrow, timeZone: KIRITIMATI, checkedInToday: true, resetAt: new Date(zonedMidnight(tomorrow, VN)).toISOString() });

    // At Vietnam's midnight the next day is open wherever the member is: no sooner than staying would give.
    at(zonedMidnight(tomorrow, VN) + 5 * SECOND);
    expect((await checkIn(userId, KIRITIMATI)).body).toMatchObject({ code: 200, data: { day: tomorrow, streak: 2 } });
    at(zonedMidnight(tomorrow, VN) + 10 * SECOND);
    const stays = `Your time zone changes at most once a day: it stays ${KIRITIMATI} until ${tomorrow} 17:00 UTC`;
    for (const zone of [VN, BOGOTA]) expect(errorOf(await checkIn(userId, zone))).toEqual({ status: 409, code: 409, msg: stays, data: null });
    expect(errorOf(await checkIn(userId, VN, 'vi')).msg).toBe(`Múi giờ của bạn chỉ được đổi mỗi ngày một lần: vẫn là ${KIRITIMATI} đến ${tomorrow} 17:00 UTC`);
    expect(errorOf(await checkIn(userId, VN, 'zh')).msg).toBe(`時區每天最多變更一次：在 UTC ${tomorrow} 17:00 之前仍為 ${KIRITIMATI}`);
    // Meanwhile reads answer in the member's zone, not the one asked for.
    const read = await memberCall<CheckInStatus>(userId, 'GET', `/live/api/user/check-in/status?timezone=${VN}`);
    expect(read.body.data).toMatchObject({ timeZone: KIRITIMATI, checkedInToday: true });

    // A day later the zone may change again.
    const third = addDays(day, 2);
    at(zonedMidnight(third, VN) + 10 * SECOND);
    expect((await checkIn(userId, VN)).body).toMatchObject({ code: 200, data: { day: third, streak: 3 } });
    const rows = await t.app.db.select().from(checkIns).where(eq(checkIns.userId, userId)).orderBy(checkIns.day);
    expect(rows.map((row) => [row.day, row.timeZone])).toEqual([[day, VN], [tomorrow, KIRITIMATI], [third, VN]]);
    const [member] = await t.app.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
    expect(member!.timeZone).toBe(VN);
  });

  it('a mission claimed in Vietnam is not claimed again in Kiritimati, nor its messages counted twice', async () => {
    const day = addDays(zonedDay(clock.now(), VN), 1);
    const tomorrow = addDays(day, 1);
    at(wall(day, VN, 18));
    const { userId } = await register(t);
    // Five messages at 17:30 in Vietnam: 00:30 the next day in Kiritimati, so in both zones' days.
    await recordActivity(t.app.db, [{ userId, kind: 'chat', at: wall(day, VN, 17, 30), amount: 5 }]);
    expect(mission(await daily(userId, KIRITIMATI), 'chat').progress).toBe(5);
    const chat = mission(await daily(userId, VN), 'chat');
    expect(chat).toMatchObject({ progress: 5, completed: true });
    expect((await claim(userId, chat.missionId, VN)).status).toBe(200);
    expect((await checkIn(userId, VN)).status).toBe(200);
    const checkInMission = mission(await daily(userId, VN), 'check-in');
    expect((await claim(userId, checkInMission.missionId, VN)).status).toBe(200);

    at(wall(day, VN, 18) + 5 * SECOND);
    const until = `${day} 17:00`;
    expect(errorOf(await claim(userId, chat.missionId, KIRITIMATI))).toEqual({
      status: 409,
      code: 409,
      msg: `The day of your last "Send 5 chat messages" reward has not ended yet in the zone you claimed it in (${VN}): the next one opens at ${until} UTC`,
      data: null,
    });
    expect(errorOf(await claim(userId, chat.missionId, KIRITIMATI, 'vi')).msg).toBe(
      `Ngày của lần nhận thưởng "Gửi 5 tin nhắn" trước chưa kết thúc ở múi giờ khi đó (${VN}): lần tiếp theo mở lúc ${until} UTC`,
    );
    expect(errorOf(await claim(userId, chat.missionId, KIRITIMATI, 'zh')).msg).toBe(`上次領取「發送 5 則訊息」獎勵所在時區（${VN}）的當天尚未結束：下次於 UTC ${until} 開放`);
    expect((await claim(userId, checkInMission.missionId, KIRITIMATI)).status).toBe(409);
    expect(mission(await daily(userId, KIRITIMATI), 'chat')).toMatchObject({ claimed: true, progress: 5 });

    // After Vietnam's midnight, Kiritimati's day counts only what came after the claimed day.
    at(zonedMidnight(tomorrow, VN) + MINUTE);
    const next = mission(await daily(userId, KIRITIMATI), 'chat');
    expect(next).toMatchObject({ claimed: false, progress: 0 });
    expect(errorOf(await claim(userId, chat.missionId, KIRITIMATI))).toMatchObject({ status: 403, msg: 'The mission "Send 5 chat messages" is not complete yet (0/5)' });
    await recordActivity(t.app.db, [{ userId, kind: 'chat', at: clock.now(), amount: 5 }]);
    expect((await claim(userId, chat.missionId, KIRITIMATI)).body).toMatchObject({ code: 200, data: { day: tomorrow } });

    const paid = await t.app.db.select().from(expLedger).where(and(eq(expLedger.userId, userId), eq(expLedger.reason, 'mission')));
    expect(paid.map((row) => row.ref).sort()).toEqual([`${day}:chat`, `${day}:check-in`, `${tomorrow}:chat`]);
  });
});

describe('referral EXP is not farmed with throwaway sign-ups', () => {
  const expOf = async (userId: number) => (await t.app.db.select({ exp: users.exp }).from(users).where(eq(users.id, userId)))[0]!.exp;
  const checkIn = (userId: number) => memberCall(userId, 'POST', '/live/api/user/check-in', { body: { timezone: VN } });

  it('five unverified sign-ups with a code, even checking in on later days, credit the referrer nothing', async () => {
    const day = addDays(zonedDay(clock.now(), VN), 1);
    at(wall(day, VN, 9));
    const referrer = await register(t);
    const code = referrer.userInfo.referralCode as string;
    const throwaways = [];
    for (let i = 0; i < 5; i += 1) throwaways.push((await register(t, { pid: code })).userId);
    expect(await expOf(referrer.userId)).toBe(0);
    for (const userId of throwaways) expect((await checkIn(userId)).status).toBe(200);
    at(wall(addDays(day, 1), VN, 9));
    for (const userId of throwaways) expect((await checkIn(userId)).status).toBe(200);
    expect(await expOf(referrer.userId)).toBe(0);

    const info = await memberCall<ReferralInfo>(referrer.userId, 'GET', '/live/api/user/referral/info');
    expect(info.body.data).toMatchObject({ invitedCount: 5, pendingCount: 5, totalRewardExp: 0 });
    const list = await memberCall<Page<Invitee>>(referrer.userId, 'GET', '/live/api/user/referral/list');
    expect(list.body.data.list.map((invitee) => [invitee.status, invitee.rewardExp])).toEqual(Array(5).fill(['pending', 0]));
  });

  it('verified invitees active on a later day credit at most REFERRAL_CREDITS_PER_DAY in 24 hours, and per month', async () => {
    const day = addDays(zonedDay(clock.now(), VN), 1);
    at(wall(day, VN, 10));
    const referrer = await register(t);
    const invitees = [];
    for (let i = 0; i < 6; i += 1) invitees.push((await register(t, { pid: referrer.userInfo.referralCode })).userId);
    // Proving a phone or e-mail goes through the code routes (routes/account/referral-crediting.test.ts); here they are proved.
    await t.app.db.update(users).set({ phoneVerified: true }).where(inArray(users.id, invitees));
    // Verified, but a check-in on the sign-up day is not activity.
    for (const userId of invitees) await checkIn(userId);
    expect(await expOf(referrer.userId)).toBe(0);

    at(wall(addDays(day, 1), VN, 10));
    for (const userId of invitees) expect((await checkIn(userId)).status).toBe(200);
    expect(await expOf(referrer.userId)).toBe(5 * 100);
    const info = await memberCall<ReferralInfo>(referrer.userId, 'GET', '/live/api/user/referral/info');
    expect(info.body.data).toMatchObject({ invitedCount: 6, pendingCount: 1, totalRewardExp: 500, creditsPerDay: 5, creditsPerMonth: 30 });

    // The sixth is credited at their next check-in once 24 hours passed since the first credits.
    at(wall(addDays(day, 2), VN, 10) + MINUTE);
    expect((await checkIn(invitees[5]!)).status).toBe(200);
    expect(await expOf(referrer.userId)).toBe(6 * 100);
    const paid = await t.app.db.select().from(expLedger).where(and(eq(expLedger.userId, referrer.userId), eq(expLedger.reason, 'referral')));
    expect(paid.map((row) => Number(row.ref)).sort()).toEqual([...invitees].sort());

    // The month's limit holds the same way (here 6 in 30 days).
    const seventh = (await register(t, { pid: referrer.userInfo.referralCode })).userId;
    await t.app.db.update(users).set({ emailVerified: true }).where(eq(users.id, seventh));
    await t.app.db.insert(checkIns).values({ userId: seventh, day: addDays(day, 3), streak: 1, expReward: 10, timeZone: VN });
    expect(await creditReferrerWhenDue(t.app.db, { referralCreditsPerDay: 10, referralCreditsPerMonth: 6 }, seventh)).toBe(false);
    expect(await creditReferrerWhenDue(t.app.db, { referralCreditsPerDay: 10, referralCreditsPerMonth: 7 }, seventh)).toBe(true);
    expect(await expOf(referrer.userId)).toBe(7 * 100);
  });
});
