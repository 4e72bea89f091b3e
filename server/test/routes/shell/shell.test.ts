import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '../../../../contracts/route-table.ts';
import type { Envelope } from '../../../../contracts/schemas/common.ts';
import type { MarqueeItem, MenuData, NavItem } from '../../../../contracts/schemas/shell.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

async function menu(headers: Record<string, string> = {}, payload?: string) {
  const res = await t.app.inject({ method: 'POST', url: '/al/api/live/menu', headers, payload });
  return { res, body: res.json<Envelope<MenuData>>() };
}

function allNavItems(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => [item, ...allNavItems(item.children)]);
}

describe('POST /al/api/live/menu', () => {
  it('names Google among the sign-in providers on a server set up for Google sign-in', async () => {
    const google = await makeTestApp({
      GOOGLE_CLIENT_ID: 'site-client',
      GOOGLE_CLIENT_SECRET: 'site-secret',
      GOOGLE_AUTH_URL: 'https://accounts.example.test/authorize',
      GOOGLE_TOKEN_URL: 'https://accounts.example.test/token',
      GOOGLE_USERINFO_URL: 'https://accounts.example.test/userinfo',
    });
    try {
      const res = await google.app.inject({ method: 'POST', url: '/al/api/live/menu' });
      expect(res.json<Envelope<MenuData>>().data.signInProviders).toEqual(['google']);
    } finally {
      await google.close();
    }
  });

  it('answers the navigation in Vietnamese by default, in the exact shape', async () => {
    const { res, body } = await menu();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body).toMatchObject({ code: 200, msg: 'Thành công' });
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
    expect(Object.keys(body.data).sort()).toEqual(['footerNav', 'primarys', 'signInProviders', 'topMarquee']);
    // No Google sign-in is set up here: the dialogs offer none.
    expect(body.data.signInProviders).toEqual([]);

    const { primarys, footerNav, topMarquee } = body.data;
    expect(primarys.map((item) => item.path)).toEqual([
      '/', '/lich-truc-tiep', '/ket-qua/bong-da', '/lich-thi-dau/bong-da', '/ty-le-keo/bong-da', '/tip-keo',
      '/tin-tuc', '/highlight', '/phim-anh', '/tivi', '/am-nhac', '/game', '/video-ngan', '/truyen-tranh',
      '/bang-ton', '/chatroom', '/khuyen-mai',
    ]);
    expect(primarys.map((item) => item.sort)).toEqual(primarys.map((_, index) => index + 1));
    expect(primarys[0]).toEqual({ id: 1, name: 'Trang chủ', path: '/', icon: 'home', isHot: false, sort: 1, children: [] });

    const schedule = primarys.find((item) => item.path === '/lich-truc-tiep');
    expect(schedule).toMatchObject({ name: 'Lịch trực tiếp', icon: 'schedule', isHot: true });
    expect(schedule?.children.map((child) => child.path)).toEqual([
      '/lich-truc-tiep/the-thao/bong-da',
      '/lich-truc-tiep/the-thao/bong-ro',
      '/lich-truc-tiep/esport',
      '/lich-truc-tiep/casino',
      '/lich-truc-tiep/tro-choi/dua-bi',
    ]);
    expect(primarys.find((item) => item.path === '/tin-tuc')?.children.length).toBeGreaterThanOrEqual(2);

    for (const item of allNavItems(primarys)) {
      expect(Object.keys(item).sort()).toEqual(['children', 'icon', 'id', 'isHot', 'name', 'path', 'sort']);
      expect(item.name).not.toBe('');
    }
    expect(footerNav.length).toBeGreaterThanOrEqual(3);
    expect(footerNav.length).toBeLessThanOrEqual(4);
    expect(footerNav[0]?.title).toBe('Về chúng tôi');
    for (const group of footerNav) {
      expect(Object.keys(group).sort()).toEqual(['id', 'items', 'title']);
      for (const link of group.items) expect(Object.keys(link).sort()).toEqual(['id', 'name', 'path']);
    }
    expect(topMarquee.length).toBeGreaterThanOrEqual(3);
    expect(topMarquee.length).toBeLessThanOrEqual(5);
    for (const line of topMarquee) expect(Object.keys(line).sort()).toEqual(['content', 'id', 'path', 'sort']);
  });

  it('links only to paths the SPA route table knows', async () => {
    const { body } = await menu();
    const paths = [
      ...allNavItems(body.data.primarys).map((item) => item.path),
      ...body.data.footerNav.flatMap((group) => group.items.map((link) => link.path)),
      ...body.data.topMarquee.flatMap((line) => (line.path ? [line.path] : [])),
    ];
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) expect(matchRoute(path), path).not.toBeNull();
  });

  it.each([
    ['en', 'Success', 'Home', 'Live schedule', 'About us'],
    ['zh', '成功', '首頁', '直播賽程', '關於我們'],
    ['EN', 'Success', 'Home', 'Live schedule', 'About us'],
    ['fr', 'Thành công', 'Trang chủ', 'Lịch trực tiếp', 'Về chúng tôi'],
  ])('answers in the language of x-language: %s', async (language, msg, home, schedule, about) => {
    const { res, body } = await menu({ 'x-language': language });
    expect(res.statusCode).toBe(200);
    expect(body.msg).toBe(msg);
    expect(body.data.primarys[0]?.name).toBe(home);
    expect(body.data.primarys[1]?.name).toBe(schedule);
    expect(body.data.footerNav[0]?.title).toBe(about);
  });

  it('translates every text into English and Traditional Chinese', async () => {
    const texts = async (language: string) => {
      const { data } = (await menu({ 'x-language': language })).body;
      return [
        ...allNavItems(data.primarys).map((item) => item.name),
        ...data.footerNav.flatMap((group) => [group.title, ...group.items.map((link) => link.name)]),
        ...data.topMarquee.map((line) => line.content),
      ];
    };
    const [viTexts, enTexts, zhTexts] = [await texts('vi'), await texts('en'), await texts('zh')];
    expect(enTexts).toHaveLength(viTexts.length);
    expect(zhTexts).toHaveLength(viTexts.length);
    for (const text of zhTexts) expect(text).toMatch(/[\u4e00-\u9fff]/);
    for (const text of enTexts) expect(text).not.toMatch(/[ạảãàáâậầấẩẫăắằặẳẵđêềếểễệôồốổỗộơờớởỡợưừứửữự]/i);
  });

  it('accepts an empty body, an empty JSON body, null and { location }', async () => {
    const expected = (await menu()).body;
    const cases: { headers: Record<string, string>; payload?: string }[] = [
      { headers: { 'content-type': 'application/json' }, payload: '' },
      { headers: { 'content-type': 'application/json' }, payload: 'null' },
      { headers: { 'content-type': 'application/json' }, payload: '{}' },
      { headers: { 'content-type': 'application/json; charset=utf-8' }, payload: '{"location":"VN"}' },
    ];
    for (const { headers, payload } of cases) {
      const { res, body } = await menu(headers, payload);
      expect(res.statusCode, payload).toBe(200);
      expect(body).toEqual(expected);
    }
  });

  it('rejects malformed JSON with a 400 envelope naming the problem', async () => {
    const { res, body } = await menu({ 'content-type': 'application/json', 'x-language': 'en' }, '{"location":');
    expect(res.statusCode).toBe(400);
    expect(body.code).toBe(400);
    expect(body.data).toBeNull();
    expect(body.msg).toMatch(/^Invalid JSON: .+/);
    expect(res.body).not.toMatch(/at .+\.(js|ts):\d+/);
  });

  it.each([
    ['{"location":123}', 'body.location must be of type string'],
    ['{"location":{"a":1}}', 'body.location must be of type string'],
    ['[1,2]', 'body must be of type object'],
    ['"VN"', 'body must be of type object'],
    [JSON.stringify({ location: 'x'.repeat(65) }), 'body.location must have at most 64 characters'],
  ])('rejects wrong types in the body with a 400 naming the field: %s', async (payload, msg) => {
    const { res, body } = await menu({ 'content-type': 'application/json', 'x-language': 'en' }, payload);
    expect(res.statusCode).toBe(400);
    expect(body).toEqual({ code: 400, msg, data: null });
  });

  it('names the field in Vietnamese and Chinese too', async () => {
    const vi = await menu({ 'content-type': 'application/json' }, '{"location":1}');
    expect(vi.body.msg).toBe('body.location phải có kiểu string');
    const zh = await menu({ 'content-type': 'application/json', 'x-language': 'zh' }, '{"location":1}');
    expect(zh.body.msg).toBe('body.location 必須為 string 類型');
  });
});

describe('GET /other/api/resource/marquee/home-list', () => {
  it('answers the home marquee lines in order', async () => {
    const res = await t.app.inject({ url: '/other/api/resource/marquee/home-list' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Envelope<MarqueeItem[]>>();
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.length).toBeLessThanOrEqual(6);
    expect(body.data.map((line) => line.sort)).toEqual(body.data.map((_, index) => index + 1));
    for (const line of body.data) {
      expect(Object.keys(line).sort()).toEqual(['content', 'id', 'path', 'sort']);
      if (line.path !== null) expect(matchRoute(line.path), line.path).not.toBeNull();
    }
    const paths = body.data.map((line) => line.path);
    expect(paths).toContain('/lich-truc-tiep');
    expect(paths).toContain('/khuyen-mai');
    expect(paths).toContain(null);
  });

  it('answers in English with x-language: en', async () => {
    const vi = (await t.app.inject({ url: '/other/api/resource/marquee/home-list' })).json<Envelope<MarqueeItem[]>>();
    const en = (
      await t.app.inject({ url: '/other/api/resource/marquee/home-list', headers: { 'x-language': 'en' } })
    ).json<Envelope<MarqueeItem[]>>();
    expect(en.data.map((line) => line.id)).toEqual(vi.data.map((line) => line.id));
    expect(en.data[0]?.content).not.toBe(vi.data[0]?.content);
    expect(en.data[0]?.content).toMatch(/live schedule/i);
  });
});
