import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '../../../../contracts/route-table.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { call, expectError } from './content-helpers.ts';
import type { BannerList, SiteDomainList, TranslationStrings } from '../../../../contracts/schemas/content/resources.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const en = { 'x-language': 'en' };

describe('GET /other/api/banner/list', () => {
  it('answers the active banners of a position in order, linking to site pages', async () => {
    const { status, body } = await call<BannerList>(t, '/other/api/banner/list?position=home-top');
    expect(status).toBe(200);
    expect(body.data.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(body.data.map((b) => b.sort)).toEqual([1, 2, 3]);
    expect(body.data[0]).toEqual({ id: 1, position: 'home-top', title: 'Trực tiếp bóng đá hôm nay', image: '/media/banner/1.svg', link: '/lich-truc-tiep', sort: 1 });
    const english = await call<BannerList>(t, '/other/api/banner/list?position=home-top', { headers: en });
    expect(english.body.data[0]!.title).toBe('Live football today');
    // The generated picture writes the title in the visitor's language too.
    expect(english.body.data[0]!.image).toBe('/media/banner/1.svg?lang=en');
    const picture = await t.app.inject({ url: english.body.data[0]!.image });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('Live football today');
    expect(picture.body).not.toContain('Trực tiếp');
    expect((await t.app.inject({ url: '/media/banner/1.svg?lang=zh' })).body).toContain('今日足球直播');
    expect((await t.app.inject({ url: '/media/banner/1.svg' })).body).toContain('Trực tiếp bóng đá hôm nay');
  });

  it('adds banners of the given domain, and leaves out inactive ones', async () => {
    const mirror = await call<BannerList>(t, '/other/api/banner/list?position=home-top&domain=SANCO1.live:443');
    expect(mirror.body.data.map((b) => b.id)).toEqual([1, 2, 3, 4]);
    const middle = await call<BannerList>(t, '/other/api/banner/list?position=home-middle');
    expect(middle.body.data.map((b) => b.id)).toEqual([5, 6]);
    const all = await call<BannerList>(t, '/other/api/banner/list');
    expect(all.body.data).toHaveLength(13);
    for (const banner of all.body.data) expect(matchRoute(banner.link), banner.link).not.toBeNull();
  });

  it('rejects an unknown position or a malformed domain with a 400', async () => {
    expectError(await call(t, '/other/api/banner/list?position=footer', { headers: en }), 400, 'querystring.position is invalid');
    expectError(await call(t, '/other/api/banner/list?domain=%3Cscript%3E', { headers: en }), 400, 'querystring.domain is invalid');
  });
});

describe('GET /other/api/resource/domain/list', () => {
  it('answers the domains, primary first, marking the current one', async () => {
    const { status, body } = await call<SiteDomainList>(t, '/other/api/resource/domain/list?domain=sanco2.live');
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({ domain: 'sanco.live', isPrimary: true, status: 'active', isCurrent: false });
    expect(body.data.filter((d) => d.isPrimary)).toHaveLength(1);
    expect(body.data.find((d) => d.isCurrent)).toEqual({ domain: 'sanco2.live', isPrimary: false, status: 'backup', isCurrent: true });
    expect(new Set(body.data.map((d) => d.status))).toEqual(new Set(['active', 'backup', 'blocked']));
    const none = await call<SiteDomainList>(t, '/other/api/resource/domain/list');
    expect(none.body.data.some((d) => d.isCurrent)).toBe(false);
  });

  it('rejects a malformed domain', async () => {
    expectError(await call(t, '/other/api/resource/domain/list?domain=a%20b', { headers: en }), 400, 'querystring.domain is invalid');
  });
});

describe('GET /other/api/live/language/v2/list', () => {
  it('answers one category’s strings in the locale asked for', async () => {
    const zh = await call<TranslationStrings>(t, '/other/api/live/language/v2/list?locale=zh&version=v4&category=chat', { headers: en });
    expect(zh.status).toBe(200);
    expect(zh.body.msg).toBe('Success');
    expect(zh.body.data).toMatchObject({ locale: 'zh', version: 'v4', category: 'chat' });
    expect(zh.body.data.messages.send).toBe('傳送');
    expect(zh.body.data.categories).toEqual(['chat', 'common', 'live', 'news', 'promotion', 'short-video']);
    const vi = await call<TranslationStrings>(t, '/other/api/live/language/v2/list?locale=vi&category=chat');
    expect(vi.body.data.messages.connectionFailed).toBe('Không thể kết nối với server chat, vui lòng thử lại sau...');
    expect(Object.keys(vi.body.data.messages).sort()).toEqual(Object.keys(zh.body.data.messages).sort());
  });

  it('answers every category with prefixed keys when none is given', async () => {
    const { body } = await call<TranslationStrings>(t, '/other/api/live/language/v2/list?locale=en');
    expect(body.data.category).toBeNull();
    expect(body.data.version).toBe('v4');
    expect(body.data.messages['common.login']).toBe('Sign in');
    expect(body.data.messages['short-video.trending']).toBe('Trending');
    expect(Object.keys(body.data.messages).length).toBeGreaterThan(40);
  });

  it.each([
    ['', 400, 'querystring.locale is required'],
    ['?locale=fr', 400, 'querystring.locale is invalid'],
    ['?locale=en&version=v3', 400, 'querystring.version is invalid'],
    ['?locale=en&category=Bad%20Cat', 400, 'querystring.category is invalid'],
    ['?locale=en&category=payments', 404, 'Translation category not found: payments'],
  ])('rejects %s', async (query, status, msg) => {
    expectError(await call(t, `/other/api/live/language/v2/list${query}`, { headers: en }), status, msg);
  });
});
