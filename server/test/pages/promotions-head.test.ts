/** The heads of /khuyen-mai: the list's preloaded first page, a promotion's title, description, breadcrumb and currency; 404 for an unknown slug. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vi, en } from '../../../locales/index.ts';
import { formatMoney } from '../../../contracts/money.ts';
import { attrOf, jsonLdOf, makePageTestApp, metaContent, preloadedOf, titleOf, type PageTestApp } from './support.ts';

const ORIGIN = 'https://promo.example';
let t: PageTestApp;
beforeAll(async () => {
  t = await makePageTestApp({ PUBLIC_URL: ORIGIN });
}, 120_000);
afterAll(() => t.close());

type Crumbs = Array<{ position: number; name: string; item: string }>;
const crumbsOf = (html: string) => (jsonLdOf(html).find((node) => node['@type'] === 'BreadcrumbList')!.itemListElement as Crumbs).map((c) => c.name);

describe('the promotions pages’ heads', () => {
  it('names a promotion by its title with its reward in the page’s language and the visitor’s currency, and preloads it for a guest', async () => {
    const page = await t.app.inject({ url: '/khuyen-mai/du-doan-ty-so-v-league' });
    expect(page.statusCode).toBe(200);
    const vnd = formatMoney(500_000, 'VND', 'vi');
    expect(titleOf(page.body)).toBe(`Dự đoán tỷ số V.League – Thưởng ${vnd} mỗi vòng – ${vi['route.promotion']} | ${vi['app.name']}`);
    expect(metaContent(page.body, 'description')).toContain(`${vnd} mỗi vòng`);
    expect(attrOf(page.body, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}/khuyen-mai/du-doan-ty-so-v-league`);
    expect(attrOf(page.body, /<meta property="og:image"[^>]*>/, 'content')).toBe(`${ORIGIN}/media/promo/3.svg`);
    expect(crumbsOf(page.body)).toEqual([vi['app.name'], vi['route.promotions'], `Dự đoán tỷ số V.League – Thưởng ${vnd} mỗi vòng`]);
    expect(Object.keys(preloadedOf(page.body)?.answers ?? {})).toContain('GET /other/api/promotion/detail/du-doan-ty-so-v-league');

    const english = await t.app.inject({ url: '/khuyen-mai/du-doan-ty-so-v-league?lang=en', headers: { cookie: 'location=USD' } });
    expect(titleOf(english.body)).toBe(`Predict V.League scores – $19.69 every round – ${en['route.promotion']} | ${en['app.name']}`);
  });

  it('does not preload a promotion for a visitor who may be a member (the answer holds their enrolment)', async () => {
    const page = await t.app.inject({ url: '/khuyen-mai/du-doan-ty-so-v-league', headers: { cookie: 'guest=0' } });
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toContain('Dự đoán tỷ số V.League');
    expect(Object.keys(preloadedOf(page.body)?.answers ?? {})).not.toContain('GET /other/api/promotion/detail/du-doan-ty-so-v-league');
  });

  it('answers 404 for an unknown or malformed slug, guest or member', async () => {
    for (const cookie of ['', 'guest=0']) {
      expect((await t.app.inject({ url: '/khuyen-mai/khong-co-chuong-trinh', headers: { cookie } })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/khuyen-mai/Khong_Co' })).statusCode).toBe(404);
  });

  it('preloads the list’s first page as the SPA asks it, with the filter of the address', async () => {
    const all = await t.app.inject({ url: '/khuyen-mai' });
    expect(all.statusCode).toBe(200);
    expect(titleOf(all.body)).toBe(`${vi['route.promotions']} | ${vi['app.name']}`);
    expect(Object.keys(preloadedOf(all.body)?.answers ?? {})).toContain('GET /other/api/promotion/list?pageNum=1&pageSize=12');
    const sports = await t.app.inject({ url: '/khuyen-mai?loai=the-thao&trang-thai=dang-dien-ra' });
    expect(Object.keys(preloadedOf(sports.body)?.answers ?? {})).toContain('GET /other/api/promotion/list?category=the-thao&pageNum=1&pageSize=12&status=active');
  });
});
