import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitee, LevelInfo } from '../../../../contracts/schemas/users/rewards.ts';
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

describe('commentator applications', () => {
  const application = {
    fullName: 'Nguyễn Văn Bình',
    phoneNumber: '0912 888 999',
    sports: ['football', 'esport'],
    experience: 'Bình luận giải sinh viên 2 năm và livestream phân tích trận đấu hằng tuần.',
    sampleLink: '/highlight/bong-da',
  };

  it('accepts one pending application at a time and shows the latest', async () => {
    const member = await register(t);
    const none = await call('GET', '/live/api/user/commentator/application', { token: member.token });
    expect(none.body.data).toEqual({ application: null, canApply: true });
    const res = await call('POST', '/live/api/user/commentator/apply', { token: member.token, payload: application, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      fullName: 'Nguyễn Văn Bình',
      phoneNumber: '+84912888999',
      sports: [
        { code: 'football', name: 'Football' },
        { code: 'esport', name: 'Esports' },
      ],
      sampleLink: '/highlight/bong-da',
      reviewNote: null,
      reviewedAt: null,
    });
    const again = await call('POST', '/live/api/user/commentator/apply', { token: member.token, payload: application, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('You already have a commentator application waiting for review');
    const latest = await call('GET', '/live/api/user/commentator/application', { token: member.token, lang: 'zh' });
    expect(latest.body.data.canApply).toBe(false);
    expect(latest.body.data.application.sports[0].name).toBe('足球');
  });

  it('shows a seeded reviewed application with its note; hosts cannot apply', async () => {
    const host = await loginSeeded(t, 'blv_ankhang');
    const res = await call('GET', '/live/api/user/commentator/application', { token: host.token });
    expect(res.body.data.canApply).toBe(false);
    const apply = await call('POST', '/live/api/user/commentator/apply', { token: host.token, payload: application, lang: 'en' });
    expect(apply.status).toBe(409);
    expect(apply.body.msg).toBe('You are already a commentator');
    const rejected = await loginSeeded(t, 'member103');
    const seen = await call('GET', '/live/api/user/commentator/application', { token: rejected.token, lang: 'en' });
    expect(seen.body.data).toMatchObject({ canApply: true, application: { status: 'rejected', reviewNote: 'More live commentary experience is needed.' } });
  });

  it.each([
    ['experience', { experience: 'quá ngắn' }, 'body.experience must have at least 20 characters'],
    ['experience', { experience: 'x'.repeat(2001) }, 'body.experience must have at most 2000 characters'],
    ['sports', { sports: [] }, 'body.sports is invalid'],
    ['sports', { sports: ['cricket'] }, 'body.sports.0 is invalid'],
    ['sports', { sports: ['football', 'football'] }, 'body.sports lists a sport twice'],
    ['phoneNumber', { phoneNumber: '123' }, 'body.phoneNumber is not a valid Vietnamese mobile number'],
    ['fullName', { fullName: ' ' }, 'body.fullName must have 2–60 characters'],
    ['sampleLink', { sampleLink: 'javascript:alert(1)' }, 'body.sampleLink must be a site path (starting with /) or an http(s) URL'],
    ['sampleLink', { sampleLink: '//evil.example/x' }, 'body.sampleLink must be a site path (starting with /) or an http(s) URL'],
    ['fullName', { fullName: undefined }, 'body.fullName is required'],
  ])('rejects a bad %s with a 400 naming the field', async (_field, change, msg) => {
    const member = await register(t);
    const res = await call('POST', '/live/api/user/commentator/apply', { token: member.token, payload: { ...application, ...change }, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });

  it('answers 401 without a member token', async () => {
    expect((await call('POST', '/live/api/user/commentator/apply', { payload: application })).status).toBe(401);
    expect((await call('GET', '/live/api/user/commentator/application')).status).toBe(401);
  });
});
