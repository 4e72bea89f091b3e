import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInReward } from '../../../src/routes/users/check-in-routes.ts';
import { recordMissionProgress } from '../../../src/routes/users/mission-data.ts';
import { vnDay } from '../../../src/routes/users/vn-time.ts';
import type { CheckInStatus, Invitee, LevelInfo, Mission } from '../../../../contracts/schemas/users/rewards.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { SETUP_TIMEOUT, caller, loginSeeded, register } from './helpers.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_AUTH: '10000' });
  call = caller(t);
}, SETUP_TIMEOUT);
afterAll(() => t.close());

describe('level info', () => {
  it('answers the level, progress and the level table in the request language', async () => {
    const member = await register(t);
    const res = await call('GET', '/live/api/user/level/info', { token: member.token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ level: 1, levelName: 'Rookie', exp: 0, nextLevel: 2, nextLevelExp: 100, expForNextLevel: 100, progress: 0 });
    expect(res.body.data.levels).toHaveLength(10);
    expect(res.body.data.levels[0]).toEqual({ level: 1, minExp: 0, name: 'Rookie' });
    const vi = await call('GET', '/live/api/user/level/info', { token: member.token });
    expect(vi.body.data.levels[9]).toEqual({ level: 10, minExp: 9000, name: 'Vua sân cỏ' });
    const zh = await call('GET', '/live/api/user/level/info', { token: member.token, lang: 'zh' });
    expect(zh.body.data.levelName).toBe('新手');
  });

  it('agrees with the seeded experience of a host', async () => {
    const { token } = await loginSeeded(t, 'blv_biencuong');
    const { data } = (await call('GET', '/live/api/user/level/info', { token })).body;
    const info = await call('GET', '/live/api/user/info', { token });
    expect(data.exp).toBe(info.body.data.exp);
    expect(data.level).toBe(info.body.data.level);
    const current = data.levels.find((l: LevelInfo['levels'][number]) => l.level === data.level);
    expect(data.exp).toBeGreaterThanOrEqual(current.minExp);
    expect(data.progress).toBeGreaterThanOrEqual(0);
    expect(data.progress).toBeLessThanOrEqual(1);
  });

  it('answers 401 without a member token', async () => {
    expect((await call('GET', '/live/api/user/level/info')).status).toBe(401);
  });
});

describe('daily missions', () => {
  it('lists today’s missions, counts reports and pays a completed mission once', async () => {
    const member = await register(t);
    const daily = await call('GET', '/live/api/user/mission/daily', { token: member.token, lang: 'en' });
    expect(daily.status).toBe(200);
    expect(daily.body.data.day).toBe(vnDay());
    expect(daily.body.data.missions.map((m: Mission) => m.code)).toEqual(['check-in', 'watch-live', 'chat', 'share-match']);
    expect(daily.body.data.missions[1]).toMatchObject({ name: 'Watch live for 10 minutes', target: 10, progress: 0, completed: false, claimed: false, expReward: 20 });
    expect(daily.body.data.totalExp).toBe(60);

    const share = daily.body.data.missions.find((m: Mission) => m.code === 'share-match');
    const early = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: share.missionId }, lang: 'en' });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('The mission "Share a match" is not complete yet (0/1)');

    const reported = await call('POST', '/live/api/user/mission/report', { token: member.token, payload: { code: 'share-match' } });
    expect(reported.body.data.missions.find((m: Mission) => m.code === 'share-match')).toMatchObject({ progress: 1, completed: true });
    for (let i = 0; i < 3; i++) await call('POST', '/live/api/user/mission/report', { token: member.token, payload: { code: 'watch-live', amount: 5 } });
    const watched = await call('GET', '/live/api/user/mission/daily', { token: member.token });
    expect(watched.body.data.missions.find((m: Mission) => m.code === 'watch-live')).toMatchObject({ progress: 10, completed: true });

    const claim = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: share.missionId } });
    expect(claim.status).toBe(200);
    expect(claim.body.data).toEqual({ missionId: share.missionId, expReward: 15, exp: 15, level: 1 });
    const twice = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: share.missionId }, lang: 'en' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('You already claimed the reward of "Share a match" today');
    const after = await call('GET', '/live/api/user/mission/daily', { token: member.token });
    expect(after.body.data.claimedExp).toBe(15);
  });

  it('counts chat messages recorded by another area', async () => {
    const member = await register(t);
    for (let i = 0; i < 7; i++) await recordMissionProgress(t.app.db, member.userId, 'chat');
    const daily = await call('GET', '/live/api/user/mission/daily', { token: member.token });
    expect(daily.body.data.missions.find((m: Mission) => m.code === 'chat')).toMatchObject({ progress: 5, completed: true });
  });

  it('rejects unknown missions, unreportable codes and bad amounts', async () => {
    const member = await register(t);
    const unknown = await call('POST', '/live/api/user/mission/claim', { token: member.token, payload: { missionId: 999 }, lang: 'en' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('Mission 999 not found');
    const bad: [string, unknown, string][] = [
      ['/live/api/user/mission/claim', { missionId: 'one' }, 'body.missionId must be of type integer'],
      ['/live/api/user/mission/report', { code: 'chat' }, 'body.code is invalid'],
      ['/live/api/user/mission/report', { code: 'watch-live', amount: 60 }, 'body.amount is invalid'],
    ];
    for (const [url, payload, msg] of bad) {
      const res = await call('POST', url, { token: member.token, payload, lang: 'en' });
      expect(res.status, url).toBe(400);
      expect(res.body).toEqual({ code: 400, msg, data: null });
    }
    expect((await call('GET', '/live/api/user/mission/daily')).status).toBe(401);
    expect((await call('POST', '/live/api/user/mission/claim', { payload: { missionId: 1 } })).status).toBe(401);
  });
});

describe('check-in', () => {
  it('checks in once a day; the status shows the month, streak and reward; the mission completes', async () => {
    const member = await register(t);
    const before = await call('GET', '/live/api/user/check-in/status', { token: member.token });
    expect(before.body.data).toMatchObject({ today: vnDay(), checkedInToday: false, streak: 0, nextReward: 10, totalThisMonth: 0 });
    expect(before.body.data.days.length).toBeGreaterThanOrEqual(28);

    const res = await call('POST', '/live/api/user/check-in', { token: member.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ day: vnDay(), streak: 1, expReward: 10, exp: 10, level: 1 });
    const again = await call('POST', '/live/api/user/check-in', { token: member.token, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 409, msg: 'You have already checked in today', data: null });

    const after = await call('GET', '/live/api/user/check-in/status', { token: member.token });
    expect(after.body.data).toMatchObject({ checkedInToday: true, streak: 1, nextReward: 15, totalThisMonth: 1 });
    expect(after.body.data.days.find((d: CheckInStatus['days'][number]) => d.date === vnDay())).toEqual({ date: vnDay(), checkedIn: true, expReward: 10 });
    const missions = await call('GET', '/live/api/user/mission/daily', { token: member.token });
    expect(missions.body.data.missions[0]).toMatchObject({ code: 'check-in', completed: true });
  });

  it('continues a seeded streak: the reward grows with it', async () => {
    // member102: every third member checks in often; find one whose streak reaches yesterday.
    for (let id = 102; id < 400; id += 3) {
      const { token } = await loginSeeded(t, `member${id}`);
      const status = await call('GET', '/live/api/user/check-in/status', { token });
      if (status.body.data.streak === 0) continue;
      const { streak } = status.body.data;
      expect(status.body.data.nextReward).toBe(checkInReward(streak + 1));
      const res = await call('POST', '/live/api/user/check-in', { token });
      expect(res.body.data).toMatchObject({ streak: streak + 1, expReward: checkInReward(streak + 1) });
      return;
    }
    throw new Error('no seeded member with a running streak');
  });

  it('shows another month and rejects a malformed one', async () => {
    const member = await register(t);
    const feb = await call('GET', '/live/api/user/check-in/status?month=2024-02', { token: member.token });
    expect(feb.body.data.month).toBe('2024-02');
    expect(feb.body.data.days).toHaveLength(29);
    for (const month of ['2024-13', '24-01', 'abc']) {
      const bad = await call('GET', `/live/api/user/check-in/status?month=${month}`, { token: member.token, lang: 'en' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('querystring.month is invalid');
    }
    expect((await call('POST', '/live/api/user/check-in')).status).toBe(401);
  });

  it('grows the reward by 5 a day up to 40', () => {
    expect([1, 2, 3, 7, 8, 30].map(checkInReward)).toEqual([10, 15, 20, 40, 40, 40]);
  });
});

describe('referrals', () => {
  it('answers the code, share path and invitees with their reward', async () => {
    const referrer = await register(t);
    const a = await register(t, { pid: referrer.userInfo.referralCode });
    const b = await register(t, { pid: referrer.userInfo.referralCode });
    const info = await call('GET', '/live/api/user/referral/info', { token: referrer.token });
    expect(info.body.data).toEqual({
      referralCode: referrer.userInfo.referralCode,
      sharePath: `/?pid=${referrer.userInfo.referralCode}`,
      invitedCount: 2,
      rewardPerInvite: 100,
      inviteeBonus: 50,
      totalRewardExp: 200,
      referredBy: null,
    });
    const list = await call('GET', '/live/api/user/referral/list', { token: referrer.token });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((i: Invitee) => i.userId)).toEqual([b.userId, a.userId]);
    expect(list.body.data.list[0]).toMatchObject({ nickname: b.username, rewardExp: 100, level: 1 });
    const invitee = await call('GET', '/live/api/user/referral/info', { token: a.token });
    expect(invitee.body.data.referredBy).toEqual({ userId: referrer.userId, nickname: referrer.username });
    const levelled = await call('GET', '/live/api/user/info', { token: referrer.token });
    expect(levelled.body.data).toMatchObject({ exp: 200, level: 2 });
  });

  it('rejects bad paging and missing tokens', async () => {
    const member = await register(t);
    const bad = await call('GET', '/live/api/user/referral/list?pageNum=-1', { token: member.token, lang: 'en' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('querystring.pageNum is invalid');
    expect((await call('GET', '/live/api/user/referral/info')).status).toBe(401);
    expect((await call('GET', '/live/api/user/referral/list')).status).toBe(401);
  });
});
