import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { auth, get, guestToken, HAN, makeMember, post, SETUP_TIMEOUT, VI_DIACRITICS } from '../media/media-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { GameCard, GameCategoryList, GameDetail, GameSession } from '../../../../contracts/schemas/media/games.ts';
import { clock } from '../../../src/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const list = (query = '', headers: Record<string, string> = {}) => get<Page<GameCard>>(t, `/other/api/game/list?pageSize=100${query}`, headers);

describe('GET /other/api/game/categories', () => {
  it('lists categories with game counts in three languages', async () => {
    const vi = await get<GameCategoryList>(t, '/other/api/game/categories');
    expect(vi.status).toBe(200);
    expect(vi.body.data.map((c) => c.slug)).toEqual(['hanh-dong', 'giai-do', 'the-thao', 'dua-xe', 'chien-thuat', 'the-bai']);
    expect(vi.body.data[0]).toEqual({ id: 1, slug: 'hanh-dong', name: 'Hành động', gameCount: 6 });
    expect(vi.body.data.reduce((sum, c) => sum + c.gameCount, 0)).toBe(32);
    const en = await get<GameCategoryList>(t, '/other/api/game/categories', { 'x-language': 'en' });
    expect(en.body.data.map((c) => c.name)).toEqual(['Action', 'Puzzle', 'Sports', 'Racing', 'Strategy', 'Cards']);
    const zh = await get<GameCategoryList>(t, '/other/api/game/categories', { 'x-language': 'zh' });
    for (const c of zh.body.data) expect(c.name).toMatch(HAN);
  });
});

describe('GET /other/api/game/list', () => {
  it('game-all pages every game by id, with cover and path', async () => {
    const { body } = await get<Page<GameCard>>(t, '/other/api/game/list?pageSize=10&pageNum=2');
    expect(body.data).toMatchObject({ total: 32, pageNum: 2, pageSize: 10 });
    expect(body.data.list.map((g) => g.id)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    for (const game of body.data.list) {
      expect(Object.keys(game).sort()).toEqual(['category', 'cover', 'engine', 'id', 'isHot', 'isNew', 'name', 'path', 'plays', 'rating', 'releasedOn', 'slug']);
      expect(game.cover).toBe(`/media/game/${game.id}.svg`);
      expect(game.path).toBe(`/game/choi-game/${game.slug}/${game.id}`);
      expect(game.rating).toBeGreaterThanOrEqual(0);
      expect(game.rating).toBeLessThanOrEqual(5);
    }
  });

  it('orders and filters each tab by its rule', async () => {
    const top = (await list('&tab=game-top')).body.data.list;
    expect(top.map((g) => g.rating)).toEqual([...top.map((g) => g.rating)].sort((a, b) => b - a));
    const hot = (await list('&tab=game-hot')).body.data;
    expect(hot.total).toBeGreaterThan(0);
    expect(hot.total).toBeLessThan(32);
    expect(hot.list.every((g) => g.isHot)).toBe(true);
    expect(hot.list.map((g) => g.plays)).toEqual([...hot.list.map((g) => g.plays)].sort((a, b) => b - a));
    const fresh = (await list('&tab=game-moi')).body.data;
    expect(fresh.total).toBeGreaterThan(0);
    expect(fresh.list.every((g) => g.isNew && g.releasedOn >= '2025-06-01')).toBe(true);
    expect(fresh.list.map((g) => g.releasedOn)).toEqual([...fresh.list.map((g) => g.releasedOn)].sort().reverse());
    const trending = (await list('&tab=xu-huong')).body.data;
    expect(trending.total).toBe(32);
    expect(trending.list.map((g) => g.id)).not.toEqual(top.map((g) => g.id));
  });

  it('filters by category and keyword, in the request language', async () => {
    const racing = (await list('&category=dua-xe', { 'x-language': 'en' })).body.data;
    expect(racing.total).toBe(5);
    expect(racing.list.every((g) => g.category.slug === 'dua-xe' && g.category.name === 'Racing')).toBe(true);
    for (const game of racing.list) expect(game.name).not.toMatch(VI_DIACRITICS);
    const found = (await list('&keyword=co%20tuong')).body.data;
    expect(found.list.map((g) => g.slug)).toEqual(['co-tuong-online']);
    const zh = (await list(`&keyword=${encodeURIComponent('象棋')}`, { 'x-language': 'zh' })).body.data;
    expect(zh.list[0]).toMatchObject({ slug: 'co-tuong-online', name: '線上象棋' });
  });

  it('answers 404 for an unknown category and 400 for bad input', async () => {
    const missing = await get(t, '/other/api/game/list?category=casino', { 'x-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'Game category not found: casino', data: null });
    const tab = await get(t, '/other/api/game/list?tab=game-cu', { 'x-language': 'en' });
    expect(tab.status).toBe(400);
    expect(tab.body.msg).toBe('querystring.tab is invalid');
    const page = await get(t, '/other/api/game/list?pageNum=1.5', { 'x-language': 'en' });
    expect(page.body.msg).toBe('querystring.pageNum must be of type integer');
  });
});

describe('GET /other/api/game/detail', () => {
  it('gives how to play and instructions in each language, with related games', async () => {
    const vi = await get<GameDetail>(t, '/other/api/game/detail?id=13');
    expect(vi.status).toBe(200);
    expect(vi.body.data).toMatchObject({ id: 13, slug: 'sut-phat-den', name: 'Sút Phạt Đền', category: { slug: 'the-thao' } });
    expect(vi.body.data.description).toContain('Sút Phạt Đền');
    expect(vi.body.data.instructions).toHaveLength(4);
    const en = await get<GameDetail>(t, '/other/api/game/detail?id=13', { 'x-language': 'en' });
    expect(en.body.data).toMatchObject({ name: 'Penalty Shootout', engine: 'penalty' });
    expect(en.body.data.howToPlay).toContain('Each goal is 100 points');
    expect(en.body.data.description).toContain('Penalty Shootout');
    expect(en.body.data.instructions[3]).toBe('Five kicks: score as many as you can.');
    const zh = await get<GameDetail>(t, '/other/api/game/detail?id=13', { 'x-language': 'zh' });
    expect(zh.body.data.name).toBe('點球大戰');
    for (const line of zh.body.data.instructions) expect(line).toMatch(HAN);
    expect(vi.body.data.related.length).toBe(4);
    expect(vi.body.data.related.every((g) => g.category.slug === 'the-thao' && g.id !== 13)).toBe(true);
  });

  it('answers 404 naming an unknown game and 400 for bad ids', async () => {
    const missing = await get(t, '/other/api/game/detail?id=999', { 'x-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'No game with id 999', data: null });
    const bad = await get(t, '/other/api/game/detail?id=-3', { 'x-language': 'en' });
    expect(bad.body).toEqual({ code: 400, msg: 'querystring.id is invalid', data: null });
    const none = await get(t, '/other/api/game/detail', { 'x-language': 'en' });
    expect(none.body.msg).toBe('querystring.id is required');
  });
});

describe('POST /other/api/game/play', () => {
  it('records a session for a member or a guest and counts the play', async () => {
    const member = await makeMember(t, 940001);
    const before = (await get<GameDetail>(t, '/other/api/game/detail?id=2')).body.data.plays;
    const first = await post<GameSession>(t, '/other/api/game/play', { gameId: 2 }, auth(member));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ gameId: 2, plays: before + 1 });
    expect(Math.abs(Date.parse(first.body.data.startedAt) - clock.now())).toBeLessThan(60_000);
    const guest = await post<GameSession>(t, '/other/api/game/play', { gameId: 2 }, auth(guestToken(t, 'g-77')));
    expect(guest.status).toBe(200);
    expect(guest.body.data.plays).toBe(before + 2);
    expect(guest.body.data.sessionId).toBeGreaterThan(first.body.data.sessionId);
    expect((await get<GameDetail>(t, '/other/api/game/detail?id=2')).body.data.plays).toBe(before + 2);
  });

  it('needs a token, a known game and a valid body', async () => {
    const anonymous = await post(t, '/other/api/game/play', { gameId: 1 }, { 'x-language': 'en' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ code: 401, msg: 'Authentication required', data: null });
    const forged = await post(t, '/other/api/game/play', { gameId: 1 }, auth('v1.forged.sig'));
    expect(forged.status).toBe(401);
    const guest = auth(guestToken(t), 'en');
    const missing = await post(t, '/other/api/game/play', { gameId: 4321 }, guest);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('No game with id 4321');
    const bad = await post(t, '/other/api/game/play', { gameId: null }, guest);
    expect(bad.body).toEqual({ code: 400, msg: 'body.gameId must be of type integer', data: null });
    const text = await t.app.inject({ method: 'POST', url: '/other/api/game/play', payload: 'gameId=1', headers: { ...guest, 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
  });
});
