import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { auth, get, guestToken, HAN, makeMember, post, SETUP_TIMEOUT } from '../media/media-helpers.ts';
import type { Page } from '../../../../contracts/schemas/common.ts';
import type { GameCard, GameCategoryList, GameDetail, GameSession } from '../../../../contracts/schemas/media/games.ts';
import { clock } from '../../../src/clock.ts';
import { sql } from 'drizzle-orm';
import { GAME_HOT_WEEKLY_PLAYS, GAME_PLAY_RATE } from '../../../../contracts/game-engines.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const list = (query = '', headers: Record<string, string> = {}) => get<Page<GameCard>>(t, `/other/api/game/list?pageSize=100${query}`, headers);

/** Sessions recorded per game, and the members with a score, read from the table itself. */
async function recorded() {
  const rows = (await t.app.db.execute(sql`
    select game_id, count(*)::int as plays, count(distinct user_id) filter (where score is not null)::int as players,
      (count(*) filter (where started_at >= ${new Date(clock.now() - 7 * 86_400_000)}))::int as week
    from game_play_sessions group by game_id`)) as unknown as { rows: { game_id: number; plays: number; players: number; week: number }[] };
  return new Map(rows.rows.map((row) => [row.game_id, row]));
}

describe('GET /other/api/game/categories', () => {
  it('lists the categories that hold games, with their counts, in three languages', async () => {
    const vi = await get<GameCategoryList>(t, '/other/api/game/categories');
    expect(vi.status).toBe(200);
    expect(vi.body.data.map((c) => c.slug)).toEqual(['the-thao', 'giai-do', 'the-bai', 'dua-toc-do']);
    expect(vi.body.data[0]).toEqual({ id: 3, slug: 'the-thao', name: 'Thể thao', gameCount: 3 });
    expect(vi.body.data.every((c) => c.gameCount > 0)).toBe(true);
    expect(vi.body.data.reduce((sum, c) => sum + c.gameCount, 0)).toBe(6);
    const en = await get<GameCategoryList>(t, '/other/api/game/categories', { 'x-language': 'en' });
    expect(en.body.data.map((c) => c.name)).toEqual(['Sports', 'Puzzle', 'Cards', 'Racing']);
    const zh = await get<GameCategoryList>(t, '/other/api/game/categories', { 'x-language': 'zh' });
    for (const c of zh.body.data) expect(c.name).toMatch(HAN);
  });
});

describe('GET /other/api/game/list', () => {
  it('game-all pages every game by id, with cover and path', async () => {
    const { body } = await get<Page<GameCard>>(t, '/other/api/game/list?pageSize=2&pageNum=2');
    expect(body.data).toMatchObject({ total: 6, pageNum: 2, pageSize: 2 });
    expect(body.data.list.map((g) => g.id)).toEqual([33, 34]);
    for (const game of body.data.list) {
      expect(Object.keys(game).sort()).toEqual(['category', 'cover', 'engine', 'id', 'isHot', 'isNew', 'name', 'path', 'plays', 'releasedOn', 'slug']);
      expect(game.cover).toBe(`/media/game/${game.id}.svg`);
      expect(game.path).toBe(`/game/choi-game/${game.slug}/${game.id}`);
    }
  });

  it('shows as plays the sessions recorded, and each title plays the game of its name and category', async () => {
    const counts = await recorded();
    const all = (await list('&tab=game-all', { 'x-language': 'en' })).body.data.list;
    expect(all.map((g) => [g.id, g.name, g.category.name, g.engine])).toEqual([
      [11, 'Memory Cards', 'Cards', 'memory'],
      [13, 'Penalty Shootout', 'Sports', 'penalty'],
      [33, 'Keepy-Uppy', 'Sports', 'keepy'],
      [34, 'Football Quiz', 'Sports', 'quiz'],
      [35, 'Marble Derby', 'Racing', 'marble'],
      [36, 'Stadium Slide Puzzle', 'Puzzle', 'slide'],
    ]);
    for (const game of all) {
      expect(game.plays, game.name).toBe(counts.get(game.id)?.plays ?? 0);
      expect(game.isHot, game.name).toBe((counts.get(game.id)?.week ?? 0) >= GAME_HOT_WEEKLY_PLAYS);
    }
    // The seeded history: every game has been played, and its members' scores are on its leaderboard.
    expect(all.every((g) => g.plays > 0)).toBe(true);
  });

  it('orders and filters each tab by its rule', async () => {
    const counts = await recorded();
    const top = (await list('&tab=game-top')).body.data.list;
    expect(top.map((g) => g.plays)).toEqual([...top.map((g) => g.plays)].sort((a, b) => b - a));
    const hot = (await list('&tab=game-hot')).body.data;
    expect(hot.list.every((g) => g.isHot && counts.get(g.id)!.week >= GAME_HOT_WEEKLY_PLAYS)).toBe(true);
    expect(hot.total).toBe([...counts.values()].filter((c) => c.week >= GAME_HOT_WEEKLY_PLAYS).length);
    const fresh = (await list('&tab=game-moi')).body.data;
    expect(fresh.list.every((g) => g.isNew)).toBe(true);
    expect(fresh.list.map((g) => g.releasedOn)).toEqual([...fresh.list.map((g) => g.releasedOn)].sort().reverse());
    const trending = (await list('&tab=xu-huong')).body.data;
    expect(trending.total).toBe(6);
    const week = trending.list.map((g) => counts.get(g.id)!.week);
    expect(week).toEqual([...week].sort((a, b) => b - a));
  });

  it('filters by category and keyword, in the request language', async () => {
    const racing = (await list('&category=dua-toc-do', { 'x-language': 'en' })).body.data;
    expect(racing.total).toBe(1);
    expect(racing.list[0]).toMatchObject({ name: 'Marble Derby', engine: 'marble', category: { slug: 'dua-toc-do', name: 'Racing' } });
    const found = (await list('&keyword=do%20vui')).body.data;
    expect(found.list.map((g) => g.slug)).toEqual(['do-vui-bong-da']);
    const zh = (await list(`&keyword=${encodeURIComponent('問答')}`, { 'x-language': 'zh' })).body.data;
    expect(zh.list[0]).toMatchObject({ slug: 'do-vui-bong-da', name: '足球問答' });
  });

  it('answers 404 for an unknown category and 400 for bad input', async () => {
    const missing = await get(t, '/other/api/game/list?category=dua-xe', { 'x-language': 'en' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'Game category not found: dua-xe', data: null });
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
    expect(vi.body.data.related.map((g) => g.slug).sort()).toEqual(['do-vui-bong-da', 'tang-bong']);
    expect(vi.body.data.plays).toBe((await recorded()).get(13)!.plays);
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
    const before = (await get<GameDetail>(t, '/other/api/game/detail?id=33')).body.data.plays;
    const first = await post<GameSession>(t, '/other/api/game/play', { gameId: 33 }, auth(member));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ gameId: 33, plays: before + 1 });
    expect(Math.abs(Date.parse(first.body.data.startedAt) - clock.now())).toBeLessThan(60_000);
    const guest = await post<GameSession>(t, '/other/api/game/play', { gameId: 33 }, auth(guestToken(t, 'g-77')));
    expect(guest.status).toBe(200);
    expect(guest.body.data.plays).toBe(before + 2);
    expect(guest.body.data.sessionId).toBeGreaterThan(first.body.data.sessionId);
    expect((await get<GameDetail>(t, '/other/api/game/detail?id=33')).body.data.plays).toBe(before + 2);
    const card = (await list('&tab=game-all')).body.data.list.find((g) => g.id === 33)!;
    expect(card.plays).toBe(before + 2);
    expect(card.plays).toBe((await recorded()).get(33)!.plays);
  });

  it(`lets a member start ${GAME_PLAY_RATE.max} rounds a minute, then refuses them without counting`, async () => {
    const member = await makeMember(t, 940002);
    for (let i = 0; i < GAME_PLAY_RATE.max; i++) expect((await post(t, '/other/api/game/play', { gameId: 36 }, auth(member))).status).toBe(200);
    const before = (await recorded()).get(36)!.plays;
    const limited = await post(t, '/other/api/game/play', { gameId: 36 }, auth(member, 'en'));
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ code: 429, msg: 'Too many rounds started: try again in a minute', data: null });
    expect((await recorded()).get(36)!.plays).toBe(before);
    // Another member is not held back.
    expect((await post(t, '/other/api/game/play', { gameId: 36 }, auth(await makeMember(t, 940003)))).status).toBe(200);
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
