import { describe, expect, it } from 'vitest';
import type { Invitee, LevelInfo } from '../../../../contracts/schemas/users/rewards.ts';
import { loginSeeded, register, usersTestApp } from './helpers.ts';

const { t, call } = usersTestApp();

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

describe('referrals', () => {
  it('answers the code, share path and invitees, pending until they are verified and active', async () => {
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
      totalRewardExp: 0,
      pendingCount: 2,
      creditsPerDay: 5,
      creditsPerMonth: 30,
      referredBy: null,
    });
    const list = await call('GET', '/live/api/user/referral/list', { token: referrer.token });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.list.map((i: Invitee) => i.userId)).toEqual([b.userId, a.userId]);
    expect(list.body.data.list[0]).toMatchObject({ nickname: b.username, status: 'pending', rewardExp: 0, level: 1 });
    const invitee = await call('GET', '/live/api/user/referral/info', { token: a.token });
    expect(invitee.body.data.referredBy).toEqual({ userId: referrer.userId, nickname: referrer.username });
    const levelled = await call('GET', '/live/api/user/info', { token: referrer.token });
    expect(levelled.body.data).toMatchObject({ exp: 0, level: 1 });
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
