import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError, memberToken } from '../content/content-helpers.ts';
import { register, SETUP_TIMEOUT } from '../account/helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { Enrolment, PromotionDetail, PromotionItem } from '../../../../contracts/schemas/content/promotions.ts';
import { formatMoney } from '../../../../contracts/money.ts';
import { clock } from '../../../src/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const list = (query = '', headers: Record<string, string> = {}) => call<Page<PromotionItem>>(t, `/other/api/promotion/list${query}`, { headers });
const detail = (slug: string, headers: Record<string, string> = {}) => call<PromotionDetail>(t, `/other/api/promotion/detail/${slug}`, { headers });
const enrol = (slug: unknown, headers: Record<string, string> = {}) =>
  call<Enrolment>(t, '/other/api/promotion/enrol', { method: 'POST', headers, body: slug === undefined ? {} : { slug } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /other/api/promotion/list', () => {
  it('answers active campaigns first, then upcoming, then ended, with statuses matching their dates', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data.total).toBe(10);
    const now = clock.now();
    const order = { active: 0, upcoming: 1, ended: 2 };
    const ranks = body.data.list.map((p) => order[p.status]);
    expect(ranks).toEqual([...ranks].sort());
    for (const p of body.data.list) {
      const [start, end] = [Date.parse(p.startsAt), Date.parse(p.endsAt)];
      expect(start).toBeLessThan(end);
      expect(p.status).toBe(start > now ? 'upcoming' : end <= now ? 'ended' : 'active');
      expect(p.banner).toBe(`/media/promo/${p.id}.svg`);
      expect(p.path).toBe(`/khuyen-mai/${p.slug}`);
      expect(p.currency).toBe('VND');
      // Seeded members took part in the campaigns with an action that had started; none in the others.
      if (p.action && p.status !== 'upcoming') expect(p.participants).toBeGreaterThan(0);
      else expect(p.participants).toBe(0);
    }
    const active = body.data.list.filter((p) => p.status === 'active').map((p) => Date.parse(p.endsAt));
    expect(active).toEqual([...active].sort((a, b) => a - b));
  });

  it('starts and ends the campaigns at varied times of day in Vietnam, so their countdowns differ', async () => {
    const { body } = await list('?pageSize=100');
    const timeOfDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(11, 16);
    expect(new Set(body.data.list.map((p) => timeOfDay(p.startsAt))).size).toBeGreaterThanOrEqual(8);
    expect(new Set(body.data.list.map((p) => timeOfDay(p.endsAt))).size).toBeGreaterThanOrEqual(8);
    expect(timeOfDay(body.data.list.find((p) => p.slug === 'du-doan-ty-so-v-league')!.endsAt)).toBe('22:30');
  });

  it('filters by status and by category with correct totals', async () => {
    const counts = await Promise.all(['active', 'upcoming', 'ended'].map(async (s) => (await list(`?status=${s}`)).body.data));
    expect(counts.map((c) => c.total)).toEqual([6, 2, 2]);
    counts.forEach((c, i) => {
      for (const p of c.list) expect(p.status).toBe(['active', 'upcoming', 'ended'][i]);
    });
    const sports = (await list('?category=the-thao')).body.data;
    expect(sports.total).toBe(3);
    expect(new Set(sports.list.map((p) => p.category))).toEqual(new Set(['the-thao']));
    const activeSports = (await list('?category=the-thao&status=active')).body.data;
    expect(activeSports.list.map((p) => p.slug)).toEqual(['du-doan-ty-so-v-league']);
  });

  it('writes reward amounts and the texts that name them in the Currency header and the language', async () => {
    const find = async (headers: Record<string, string>) =>
      (await list('?pageSize=100', headers)).body.data.list.find((p) => p.slug === 'chao-mung-thanh-vien-moi')!;
    const vnd = await find({});
    expect(vnd).toMatchObject({ currency: 'VND', rewardAmount: 100_000, amountInReward: true });
    expect(formatMoney(100_000, 'VND', 'vi')).toBe('100.000\u00a0₫');
    expect(vnd.reward).toBe(`Quà chào mừng trị giá ${formatMoney(100_000, 'VND', 'vi')}`);
    expect(vnd.title).toBe(`Chào mừng thành viên mới: Tặng ${formatMoney(100_000, 'VND', 'vi')}`);

    const usd = await find({ currency: 'usd', 'x-language': 'en' });
    expect(usd).toMatchObject({ currency: 'USD', rewardAmount: 3.94, reward: 'Welcome gift worth $3.94', title: 'Welcome bonus: $3.94 for new members' });
    const twd = await find({ currency: 'TWD', 'x-language': 'zh' });
    expect(twd).toMatchObject({ currency: 'TWD', rewardAmount: 128.21, reward: `價值${formatMoney(128.21, 'TWD', 'zh')}的迎新禮` });

    // No text of any campaign keeps a placeholder or the đồng once another currency is asked for.
    const all = (await list('?pageSize=100', { currency: 'EUR', 'x-language': 'en' })).body.data.list;
    for (const p of all) {
      for (const text of [p.title, p.summary, p.reward]) {
        expect(text).not.toMatch(/\{amount\}|VND|₫|đ\b/);
      }
    }
    // A reward in other words (a VIP pack) says so: its value is shown beside it.
    expect(all.find((p) => p.slug === 'diem-danh-7-ngay')).toMatchObject({ reward: '7-day VIP pack', rewardAmount: 2.54, amountInReward: false });
    const unknown = (await list('?pageSize=1', { currency: 'XYZ' })).body.data.list[0]!;
    expect(unknown.currency).toBe('VND');
  });

  it('answers 400 naming the field for an unknown status, category or page size', async () => {
    expectError(await list('?status=soon', { 'x-language': 'en' }), 400, 'querystring.status is invalid');
    expectError(await list('?category=casino', { 'x-language': 'en' }), 400, /querystring\.category/);
    expectError(await list('?pageSize=0', { 'x-language': 'en' }), 400, /querystring\.pageSize/);
  });
});

describe('GET /other/api/promotion/detail/:slug', () => {
  it('answers the campaign with its body paragraphs, terms and eligibility, in the request language and currency', async () => {
    const vi = await detail('du-doan-ty-so-v-league');
    expect(vi.status).toBe(200);
    expect(vi.body.data).toMatchObject({
      slug: 'du-doan-ty-so-v-league',
      status: 'active',
      category: 'the-thao',
      action: 'enrol',
      eligibility: 'members',
      newMemberDays: 30,
      rewardAmount: 500_000,
      amountInReward: true,
      reward: `${formatMoney(500_000, 'VND', 'vi')} mỗi vòng`,
      viewer: null,
    });
    expect(vi.body.data.body).toHaveLength(2);
    expect(vi.body.data.body[0]).toContain(formatMoney(500_000, 'VND', 'vi'));
    expect(vi.body.data.terms).toHaveLength(3);
    const en = await detail('du-doan-ty-so-v-league', { 'x-language': 'en', currency: 'EUR' });
    expect(en.body.data).toMatchObject({ currency: 'EUR', rewardAmount: 18.12, reward: '€18.12 per round' });
    expect(en.body.data.body[0]).toBe(
      'Enter your predicted score for this week’s V.League 1 matches right on this page. Once a match is over your prediction is checked against the result; exact predictions share the round’s €18.12 prize equally.',
    );
    expect(en.body.data.terms[0]).toBe('One prediction per member per match, which can be changed until kick-off.');
  });

  it('tells a member whether they enrolled and are eligible', async () => {
    const seeded = await detail('chao-mung-thanh-vien-moi', { authorization: memberToken(t, 100) });
    expect(seeded.body.data.eligibility).toBe('new-members');
    expect(seeded.body.data.viewer).toMatchObject({ enrolled: false, enrolledAt: null, eligible: false });
    const fresh = await register(t);
    const mine = await detail('chao-mung-thanh-vien-moi', bearer(fresh.token));
    expect(mine.body.data.viewer).toEqual({ enrolled: false, enrolledAt: null, eligible: true });
  });

  it('answers 404 naming an unknown campaign, and 400 for a slug that cannot be one', async () => {
    expectError(await detail('khong-co'), 404, 'Không tìm thấy khuyến mãi: khong-co');
    expectError(await detail('khong-co', { 'x-language': 'zh' }), 404, '找不到優惠活動：khong-co');
    expectError(await detail('Khong_Co', { 'x-language': 'en' }), 400, /params\.slug/);
  });
});

describe('POST /other/api/promotion/enrol', () => {
  it('enrols a member once: the second time is a 409, and the detail and the count show it', async () => {
    const member = await register(t);
    const before = (await detail('du-doan-ty-so-v-league')).body.data.participants;
    const first = await enrol('du-doan-ty-so-v-league', bearer(member.token));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ slug: 'du-doan-ty-so-v-league', enrolled: true, participants: before + 1 });
    expect(Math.abs(Date.parse(first.body.data.enrolledAt) - clock.now())).toBeLessThan(10_000);
    expectError(await enrol('du-doan-ty-so-v-league', { ...bearer(member.token), 'x-language': 'en' }), 409, 'You have already joined this promotion');
    const after = await detail('du-doan-ty-so-v-league', bearer(member.token));
    expect(after.body.data.participants).toBe(before + 1);
    expect(after.body.data.viewer).toMatchObject({ enrolled: true, enrolledAt: first.body.data.enrolledAt, eligible: true });
  });

  it('of two enrolments of one member at the same moment, one wins and the other is a 409', async () => {
    const member = await register(t);
    const answers = await Promise.all([enrol('xem-truc-tiep-nhan-qua', bearer(member.token)), enrol('xem-truc-tiep-nhan-qua', bearer(member.token))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('lets a new member claim the welcome reward and refuses an older one (403)', async () => {
    const member = await register(t);
    const claimed = await enrol('chao-mung-thanh-vien-moi', bearer(member.token));
    expect(claimed.status).toBe(200);
    expectError(await enrol('chao-mung-thanh-vien-moi', { ...bearer(member.token), 'x-language': 'en' }), 409, 'You have already claimed this reward');
    expectError(
      await enrol('chao-mung-thanh-vien-moi', { authorization: memberToken(t, 101), 'x-language': 'en' }),
      403,
      'This promotion is only for members who signed up in the last 30 days',
    );
  });

  it('refuses a guest (401) and what cannot be enrolled in (404, 409)', async () => {
    expect((await enrol('du-doan-ty-so-v-league')).status).toBe(401);
    const member = { authorization: memberToken(t, 102), 'x-language': 'en' };
    expectError(await enrol('khong-co', member), 404, 'Promotion not found: khong-co');
    expectError(await enrol('gioi-thieu-ban-be', member), 409, 'This promotion has nothing to join or claim');
    expectError(await enrol('mo-man-ngoai-hang-anh', member), 409, 'This promotion has not started yet');
    expectError(await enrol('co-vu-chung-ket-vcs', member), 409, 'This promotion has ended');
  });

  it('answers 400 naming the field for a missing or malformed slug', async () => {
    const member = { authorization: memberToken(t, 102), 'x-language': 'en' };
    expectError(await enrol(undefined, member), 400, /body\.slug|slug/);
    expectError(await enrol('<b>x</b>', member), 400, /body\.slug/);
    expectError(await enrol(42, member), 400, /body\.slug/);
  });
});
