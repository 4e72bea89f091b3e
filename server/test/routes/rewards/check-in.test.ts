/**
 * The daily check-in: one a calendar day in the member's time zone (members at UTC+7 and UTC−5
 * just before and after their midnights), the second one refused with its message, streaks and
 * their bonuses, the month calendar, guests; and the EXP that check-ins pay agreeing with level/info
 * and with the seeded history.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, clock, HOUR, MINUTE, zonedDay, zonedMidnight } from '../../../src/clock.ts';
import { checkIns, expLedger, users } from '../../../src/db/schema.ts';
import { rowsOf } from '../../../src/routes/community/people.ts';
import { levelForExp } from '../../../src/users/levels.ts';
import { checkInExp, streakBonus, streakMilestones } from '../../../../contracts/rewards.ts';
import type { CheckInDay } from '../../../../contracts/schemas/users/rewards.ts';
import { clockStops } from '../../clock-stops.ts';
import { loginSeeded, register, usersTestApp } from '../account/helpers.ts';

const VN = 'Asia/Ho_Chi_Minh';
/** UTC−5 all year (no daylight saving). */
const BOGOTA = 'America/Bogota';

const { t, call } = usersTestApp();
/** Stops the clock at `ms` (tokens are issued after it, so they stay valid). */
const { stopAt: at } = clockStops();

/** Today in Vietnam on the suite's clock, and the UTC instant of a wall time on a day in a zone. */
const base = () => zonedDay(clock.now(), VN);
const wall = (day: string, zone: string, hours: number, minutes: number) => zonedMidnight(day, zone) + hours * HOUR + minutes * MINUTE;

async function checkIn(token: string, timezone?: string, lang = 'en') {
  return call('POST', '/live/api/user/check-in', { token, payload: timezone ? { timezone } : {}, lang });
}

async function ledgerSum(userId: number): Promise<number> {
  const [row] = await t.app.db.select({ total: sql<number>`coalesce(sum(${expLedger.amount}), 0)::int` }).from(expLedger).where(eq(expLedger.userId, userId));
  return row!.total;
}

describe('one check-in a calendar day in the member’s zone', () => {
  it('a member at UTC+7: 23:50 counts for the day, a second one at 23:55 is refused, 00:05 is the next day', async () => {
    const day = addDays(base(), 1);
    at(wall(day, VN, 23, 50));
    const member = await register(t);
    const first = await checkIn(member.token, VN);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ day, streak: 1, expReward: 10, bonus: 0, exp: 10, level: 1 });

    at(wall(day, VN, 23, 55));
    const again = await checkIn(member.token, VN);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, msg: 'You have already checked in today. Come back tomorrow to keep your streak going!', data: null });
    const vi = await checkIn(member.token, VN, 'vi');
    expect(vi.body.msg).toBe('Hôm nay bạn đã điểm danh rồi. Hãy quay lại vào ngày mai để giữ chuỗi điểm danh!');
    const zh = await checkIn(member.token, VN, 'zh');
    expect(zh.body.msg).toBe('您今天已簽到。明天再來，保持連續簽到！');

    at(wall(addDays(day, 1), VN, 0, 5));
    const next = await checkIn(member.token, VN);
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ day: addDays(day, 1), streak: 2, expReward: 15, exp: 25 });

    // The same instant is still the day before at UTC−5: a change of zone cannot check in again for it.
    const hop = await checkIn(member.token, BOGOTA);
    expect(hop.status).toBe(409);
    const rows = await t.app.db.select().from(checkIns).where(eq(checkIns.userId, member.userId));
    expect(rows.map((r) => [r.day, r.timeZone])).toEqual([
      [day, VN],
      [addDays(day, 1), VN],
    ]);
  });

  it('a member at UTC−5: 23:50 there (04:50 UTC, noon in Vietnam) is still their day; 00:05 is their next', async () => {
    const day = addDays(base(), 1);
    at(wall(day, BOGOTA, 23, 50));
    // At this instant it is already the next day in Vietnam.
    expect(zonedDay(clock.now(), VN)).toBe(addDays(day, 1));
    const member = await register(t);
    const status = await call('GET', `/live/api/user/check-in/status?timezone=${BOGOTA}`, { token: member.token });
    expect(status.body.data).toMatchObject({ today: day, timeZone: BOGOTA, checkedInToday: false, resetAt: new Date(wall(addDays(day, 1), BOGOTA, 0, 0)).toISOString() });
    expect(status.body.data.resetAt).toBe(`${addDays(day, 1)}T05:00:00.000Z`);

    const first = await checkIn(member.token, BOGOTA);
    expect(first.body.data).toMatchObject({ day, streak: 1 });
    at(wall(day, BOGOTA, 23, 59));
    expect((await checkIn(member.token, BOGOTA)).status).toBe(409);

    at(wall(addDays(day, 1), BOGOTA, 0, 5));
    const next = await checkIn(member.token, BOGOTA);
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ day: addDays(day, 1), streak: 2 });
    const after = await call('GET', `/live/api/user/check-in/status?timezone=${BOGOTA}`, { token: member.token });
    expect(after.body.data).toMatchObject({ today: addDays(day, 1), checkedInToday: true, streak: 2 });
  });

  it('without a zone the day is Vietnam’s; a zone Intl does not know is a 400 naming the field', async () => {
    const member = await register(t);
    const res = await checkIn(member.token);
    expect(res.body.data.day).toBe(zonedDay(clock.now(), VN));
    const badQuery = await call('GET', '/live/api/user/check-in/status?timezone=Mars/Olympus_Mons', { token: member.token, lang: 'en' });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body).toEqual({ code: 400, msg: 'querystring.timezone is not a known IANA time zone: Mars/Olympus_Mons', data: null });
    const badBody = await call('POST', '/live/api/user/check-in', { token: member.token, payload: { timezone: 'UTC+25' }, lang: 'en' });
    expect(badBody.status).toBe(400);
    expect(badBody.body.msg).toBe('body.timezone is not a known IANA time zone: UTC+25');
    const tooLong = await call('POST', '/live/api/user/check-in', { token: member.token, payload: { timezone: 'x'.repeat(65) }, lang: 'en' });
    expect(tooLong.status).toBe(400);
    const other = await call('GET', '/live/api/user/check-in/status?timezone=Asia/Kolkata', { token: member.token });
    expect(other.body.data.timeZone).toBe('Asia/Kolkata');
  });
});

describe('streaks and their rewards', () => {
  async function withHistory(days: number[]): Promise<{ token: string; userId: number; today: string }> {
    const member = await register(t);
    const today = zonedDay(clock.now(), VN);
    let streak = 0;
    let previous: number | null = null;
    for (const back of days) {
      streak = previous !== null && previous === back + 1 ? streak + 1 : 1;
      previous = back;
      await t.app.db.insert(checkIns).values({ userId: member.userId, day: addDays(today, -back), streak, expReward: checkInExp(streak) });
    }
    return { token: member.token, userId: member.userId, today };
  }

  it('day 3 of a streak pays the day’s EXP and the 3-day bonus; the status shows the milestones', async () => {
    const member = await withHistory([2, 1]);
    const before = await call('GET', '/live/api/user/check-in/status', { token: member.token });
    expect(before.body.data).toMatchObject({ streak: 2, checkedInToday: false, nextReward: 20 + 20, nextBonus: 20, nextMilestone: { days: 3, bonus: 20 } });
    const res = await checkIn(member.token);
    expect(res.body.data).toMatchObject({ streak: 3, expReward: 40, bonus: 20, exp: 40 });
    const after = await call('GET', '/live/api/user/check-in/status', { token: member.token });
    expect(after.body.data).toMatchObject({ streak: 3, checkedInToday: true, nextReward: 25, nextBonus: 0, nextMilestone: { days: 7, bonus: 50 } });
    expect(after.body.data.milestones).toEqual([
      { days: 3, bonus: 20, reached: true },
      { days: 7, bonus: 50, reached: false },
      { days: 14, bonus: 100, reached: false },
      { days: 30, bonus: 200, reached: false },
    ]);
    const todayCell = after.body.data.days.find((d: CheckInDay) => d.date === member.today);
    expect(todayCell).toEqual({ date: member.today, checkedIn: true, expReward: 40, streak: 3 });
  });

  it('a missed day starts the streak again at 1', async () => {
    const member = await withHistory([5, 4, 3, 2]);
    const status = await call('GET', '/live/api/user/check-in/status', { token: member.token });
    expect(status.body.data).toMatchObject({ streak: 0, nextReward: 10 });
    expect((await checkIn(member.token)).body.data).toMatchObject({ streak: 1, expReward: 10, bonus: 0 });
  });

  it('the rule: 10 EXP +5 a day up to 40, bonuses on days 3, 7, 14, 30 and every 30th after', () => {
    expect([1, 2, 3, 4, 7, 8, 14, 30, 31, 60].map(checkInExp)).toEqual([10, 15, 40, 25, 90, 40, 140, 240, 40, 240]);
    expect([1, 2, 3, 6, 7, 13, 14, 29, 30, 45, 60, 90].map(streakBonus)).toEqual([0, 0, 20, 0, 50, 0, 100, 0, 200, 0, 200, 200]);
    expect(streakMilestones(31).map((m) => [m.days, m.reached])).toEqual([
      [30, true],
      [60, false],
      [90, false],
      [120, false],
    ]);
  });
});

describe('the month calendar', () => {
  it('shows another month, bounds navigation at the member’s first month and refuses a malformed one', async () => {
    const member = await register(t);
    const feb = await call('GET', '/live/api/user/check-in/status?month=2024-02', { token: member.token });
    expect(feb.body.data).toMatchObject({ month: '2024-02', totalThisMonth: 0, monthExp: 0, firstMonth: zonedDay(clock.now(), VN).slice(0, 7) });
    expect(feb.body.data.days).toHaveLength(29);
    for (const month of ['2024-13', '24-01', 'abc']) {
      const bad = await call('GET', `/live/api/user/check-in/status?month=${month}`, { token: member.token, lang: 'en' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('querystring.month is invalid');
    }
  });

  it('a seeded member’s month holds their seeded check-ins with the rewards they paid', async () => {
    const { token, userId } = await loginSeeded(t, 'member102');
    const rows = await t.app.db.select().from(checkIns).where(eq(checkIns.userId, userId));
    expect(rows.length).toBeGreaterThan(0);
    const month = rows[rows.length - 1]!.day.slice(0, 7);
    const status = await call('GET', `/live/api/user/check-in/status?month=${month}`, { token });
    const inMonth = rows.filter((r) => r.day.startsWith(month));
    expect(status.body.data.totalThisMonth).toBe(inMonth.length);
    expect(status.body.data.monthExp).toBe(inMonth.reduce((s, r) => s + r.expReward, 0));
    for (const row of inMonth) {
      expect(status.body.data.days.find((d: CheckInDay) => d.date === row.day)).toEqual({ date: row.day, checkedIn: true, expReward: row.expReward, streak: row.streak });
      expect(row.expReward).toBe(checkInExp(row.streak));
    }
  });

  it('a guest sees the rewards and an empty calendar, and cannot check in', async () => {
    const status = await call('GET', '/live/api/user/check-in/status', { lang: 'en' });
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ signedIn: false, streak: 0, checkedInToday: false, nextReward: 10, totalThisMonth: 0 });
    expect(status.body.data.days.every((d: CheckInDay) => !d.checkedIn)).toBe(true);
    expect((await call('POST', '/live/api/user/check-in')).status).toBe(401);
  });
});

describe('experience', () => {
  it('every account’s EXP is the sum of its ledger, the seeded check-ins included, and its level matches', async () => {
    const mismatched = rowsOf(await t.app.db.execute(sql`
      select u.id, u.exp, coalesce(sum(l.amount), 0)::int as ledger from users u left join exp_ledger l on l.user_id = u.id
      group by u.id having u.exp <> coalesce(sum(l.amount), 0)`));
    expect(mismatched).toEqual([]);
    const everyone = await t.app.db.select({ exp: users.exp, level: users.level }).from(users);
    for (const user of everyone) expect(user.level).toBe(levelForExp(user.exp).level);

    // Every seeded check-in paid its reward into the ledger once (members registered by these tests start at 1000).
    const unpaid = rowsOf(await t.app.db.execute(sql`
      select c.user_id, c.day from check_ins c left join exp_ledger l on l.user_id = c.user_id and l.reason = 'check-in' and l.ref = c.day
      where c.user_id < 1000 and (l.id is null or l.amount <> c.exp_reward)`));
    const [seeded] = rowsOf<{ count: number }>(await t.app.db.execute(sql`select count(*)::int as count from check_ins where user_id < 1000`));
    expect(seeded!.count).toBeGreaterThan(1000);
    expect(unpaid).toEqual([]);
  });

  it('level/info answers the seeded member’s EXP with their check-ins, and grows by a new check-in', async () => {
    const { token, userId } = await loginSeeded(t, 'member105');
    const seededCheckIns = await t.app.db.select().from(checkIns).where(eq(checkIns.userId, userId));
    const [history] = await t.app.db.select().from(expLedger).where(and(eq(expLedger.userId, userId), eq(expLedger.reason, 'history')));
    const before = (await call('GET', '/live/api/user/level/info', { token })).body.data;
    expect(before.exp).toBe(await ledgerSum(userId));
    expect(before.exp).toBeGreaterThanOrEqual((history?.amount ?? 0) + seededCheckIns.reduce((s, r) => s + r.expReward, 0));
    expect(before.level).toBe(levelForExp(before.exp).level);

    const res = await checkIn(token);
    expect(res.status).toBe(200);
    const after = (await call('GET', '/live/api/user/level/info', { token })).body.data;
    expect(after.exp).toBe(before.exp + res.body.data.expReward);
    expect(after.exp).toBe(await ledgerSum(userId));
    expect(after.level).toBe(res.body.data.level);
  });
});
