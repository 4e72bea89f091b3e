import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vi, en } from '../../../locales/index.ts';
import { attrOf, makePageTestApp, metaContent, titleOf, type PageTestApp } from './support.ts';

const ORIGIN = 'https://films.example';
let t: PageTestApp;
beforeAll(async () => {
  t = await makePageTestApp({ PUBLIC_URL: ORIGIN });
}, 120_000);
afterAll(() => t.close());

describe('the watch page head', () => {
  it('names the title in the page’s language, with its synopsis and poster; an unknown slug is a 404', async () => {
    const page = await t.app.inject({ url: '/phim-anh/xem-phim/mua-nuoc-noi' });
    expect(page.statusCode).toBe(200);
    expect(titleOf(page.body)).toBe(`Mùa Nước Nổi – ${vi['route.filmWatch']} | ${vi['app.name']}`);
    expect(metaContent(page.body, 'description')).toBe('Một gia đình ở miền Tây chống chọi mùa lũ và tìm lại tình thân đã mất.');
    expect(attrOf(page.body, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${ORIGIN}/phim-anh/xem-phim/mua-nuoc-noi`);
    const english = await t.app.inject({ url: '/phim-anh/xem-phim/gia-dinh-la-so-mot-sai-gon?lang=en' });
    expect(titleOf(english.body)).toBe(`Family First: Saigon – ${en['route.filmWatch']} | ${en['app.name']}`);
    expect((await t.app.inject({ url: '/phim-anh/xem-phim/khong-co-phim-nay' })).statusCode).toBe(404);
  });
});
