import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError } from './content-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { PromotionDetail, PromotionItem } from '../../../../contracts/schemas/content/promotions.ts';
import { clock } from '../../../src/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const list = (query = '', headers: Record<string, string> = {}) => call<Page<PromotionItem>>(t, `/other/api/promotion/list${query}`, { headers });

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
    }
    const active = body.data.list.filter((p) => p.status === 'active').map((p) => Date.parse(p.endsAt));
    expect(active).toEqual([...active].sort((a, b) => a - b));
  });

  it('filters by status with correct totals', async () => {
    const counts = await Promise.all(['active', 'upcoming', 'ended'].map(async (s) => (await list(`?status=${s}`)).body.data));
    expect(counts.map((c) => c.total)).toEqual([6, 2, 2]);
    counts.forEach((c, i) => {
      for (const p of c.list) expect(p.status).toBe(['active', 'upcoming', 'ended'][i]);
    });
  });

  it('converts reward amounts to the Currency header', async () => {
    const vnd = (await list('?pageSize=100')).body.data.list.find((p) => p.slug === 'chao-mung-thanh-vien-moi')!;
    expect(vnd.rewardAmount).toBe(100_000);
    const usd = (await list('?pageSize=100', { currency: 'usd' })).body.data.list.find((p) => p.slug === 'chao-mung-thanh-vien-moi')!;
    expect(usd).toMatchObject({ currency: 'USD', rewardAmount: 3.94 });
    const unknown = (await list('?pageSize=1', { currency: 'XYZ' })).body.data.list[0]!;
    expect(unknown.currency).toBe('VND');
  });

  it('answers 400 for an unknown status', async () => {
    expectError(await list('?status=soon', { 'x-language': 'en' }), 400, 'querystring.status is invalid');
  });
});

describe('GET /other/api/promotion/detail/:slug', () => {
  it('answers the campaign with its body paragraphs and terms, in the request language', async () => {
    const vi = await call<PromotionDetail>(t, '/other/api/promotion/detail/gioi-thieu-ban-be');
    expect(vi.status).toBe(200);
    expect(vi.body.data).toMatchObject({ slug: 'gioi-thieu-ban-be', title: 'Giới thiệu bạn bè, cùng nhận thưởng', status: 'active', rewardAmount: 50_000 });
    expect(vi.body.data.body).toHaveLength(2);
    expect(vi.body.data.terms).toHaveLength(3);
    const en = await call<PromotionDetail>(t, '/other/api/promotion/detail/gioi-thieu-ban-be', {
      headers: { 'x-language': 'en', currency: 'EUR' },
    });
    expect(en.body.data.title).toBe('Refer a friend and both get a reward');
    expect(en.body.data.terms[0]).toBe('At most 20 rewarded referrals a month.');
    expect(en.body.data).toMatchObject({ currency: 'EUR', rewardAmount: 1.81 });
  });

  it('answers 404 naming an unknown campaign', async () => {
    expectError(await call(t, '/other/api/promotion/detail/khong-co'), 404, 'Không tìm thấy khuyến mãi: khong-co');
    expectError(await call(t, '/other/api/promotion/detail/khong-co', { headers: { 'x-language': 'zh' } }), 404, '找不到優惠活動：khong-co');
  });
});
