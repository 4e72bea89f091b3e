import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { sportsFavouriteTeams } from '../../../src/db/schema.ts';
import type { FavouriteAnswer, FavouriteMergeAnswer, FavouriteTeams, SuggestedTeams, TeamCards } from '../../../../contracts/schemas/sports/favourites.ts';
import type { LeagueStandings } from '../../../../contracts/schemas/sports/entities.ts';
import { FAVOURITE_TEAMS_MAX, SUGGESTED_TEAMS } from '../../../../contracts/constants.ts';
import { call, expectError, guest, member } from '../sports/sports-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const en = { 'x-language': 'en' };
const URL = '/live/api/football/favourite-teams';
const post = <T>(path: string, headers: Record<string, string>, payload: unknown) => call<T>(t.app, `${URL}${path}`, { method: 'POST', headers: { ...headers, ...en }, payload });
const stored = async (userId: number) => (await t.app.db.select({ n: count() }).from(sportsFavouriteTeams).where(eq(sportsFavouriteTeams.userId, userId)))[0]!.n;

describe('favourite teams of a member', () => {
  it('follows, lists with the next and last match, and unfollows', async () => {
    const me = member(t.app, 200);
    expect((await call<FavouriteTeams>(t.app, URL, { headers: me })).body.data).toEqual({ list: [], teamIds: [] });
    const first = await post<FavouriteAnswer>('/follow', me, { teamId: 1 });
    expect(first.res.statusCode).toBe(200);
    expect(first.body.data).toEqual({ teamId: 1, followed: true, teamIds: [1] });
    expect((await post<FavouriteAnswer>('/follow', me, { teamId: 27 })).body.data.teamIds).toEqual([27, 1]);
    const list = (await call<FavouriteTeams>(t.app, URL, { headers: { ...me, ...en } })).body.data;
    expect(list.teamIds).toEqual([27, 1]);
    expect(list.list[1]).toMatchObject({ team: { id: 1, logo: '/media/crest/1.svg' }, league: { id: 1 }, sport: 'football' });
    for (const fav of list.list) {
      expect([fav.next!.home.id, fav.next!.away.id]).toContain(fav.team.id);
      expect(fav.next!.status).not.toBe(3);
      expect(fav.last!.status).toBe(3);
      expect([fav.last!.home.id, fav.last!.away.id]).toContain(fav.team.id);
    }
    expectError((await post('/follow', me, { teamId: 1 })).res, 409, 'Team 1 is already one of your favourites');
    const off = await post<FavouriteAnswer>('/unfollow', me, { teamId: 1 });
    expect(off.body.data).toEqual({ teamId: 1, followed: false, teamIds: [27] });
    expectError((await post('/unfollow', me, { teamId: 1 })).res, 409, 'Team 1 is not one of your favourites');
  });

  it('refuses bad input with the field named, storing nothing', async () => {
    const me = member(t.app, 201);
    expectError((await post('/follow', me, { teamId: 'one' })).res, 400, 'body.teamId must be of type integer');
    expectError((await post('/follow', me, {})).res, 400, 'body.teamId is required');
    expectError((await post('/follow', me, { teamId: -4 })).res, 400, /body\.teamId/);
    expectError((await post('/follow', me, { teamId: 98765 })).res, 404, 'Team 98765 not found');
    expectError((await post('/merge', me, { teamIds: 'all' })).res, 400, /body\.teamIds/);
    expectError((await post('/merge', me, { teamIds: Array.from({ length: FAVOURITE_TEAMS_MAX + 1 }, (_, i) => i + 1) })).res, 400, /body\.teamIds/);
    expect(await stored(201)).toBe(0);
  });

  it('is for members only', async () => {
    expectError((await call(t.app, URL, { headers: en })).res, 401, 'Authentication required');
    expectError((await post('/follow', guest(t.app), { teamId: 1 })).res, 401, 'Authentication required');
    expectError((await post('/merge', {}, { teamIds: [1] })).res, 401, 'Authentication required');
    // A member token whose account is gone.
    expectError((await post('/follow', member(t.app, 987654), { teamId: 1 })).res, 401, 'This account no longer exists');
  });

  it("leaves another member's favourites alone", async () => {
    const alice = member(t.app, 202);
    const bob = member(t.app, 203);
    await post('/follow', alice, { teamId: 2 });
    // Bob cannot remove Alice's team: his own list does not have it.
    expectError((await post('/unfollow', bob, { teamId: 2 })).res, 409, 'Team 2 is not one of your favourites');
    expect((await call<FavouriteTeams>(t.app, URL, { headers: bob })).body.data.teamIds).toEqual([]);
    expect((await call<FavouriteTeams>(t.app, URL, { headers: alice })).body.data.teamIds).toEqual([2]);
    // Bob following the same team makes his own entry; Alice's stays when he leaves it.
    await post('/follow', bob, { teamId: 2 });
    await post('/unfollow', bob, { teamId: 2 });
    expect((await call<FavouriteTeams>(t.app, URL, { headers: alice })).body.data.teamIds).toEqual([2]);
  });

  it("merges the guest's browser list at login and answers the union", async () => {
    const me = member(t.app, 204);
    await post('/follow', me, { teamId: 3 });
    const merged = await post<FavouriteMergeAnswer>('/merge', me, { teamIds: [5, 3, 101, 5, 99999, 201] });
    expect(merged.res.statusCode).toBe(200);
    expect(merged.body.data.added).toEqual([5, 101, 201]);
    expect(merged.body.data.ignored).toEqual([99999]);
    expect([...merged.body.data.teamIds].sort((a, b) => a - b)).toEqual([3, 5, 101, 201]);
    // The guest's order is kept ahead of what the member had.
    expect(merged.body.data.teamIds).toEqual([5, 101, 201, 3]);
    expect(merged.body.data.list.map((f) => f.sport)).toEqual(['football', 'basketball', 'esport', 'football']);
    // Merging again changes nothing.
    const again = await post<FavouriteMergeAnswer>('/merge', me, { teamIds: [5, 3] });
    expect(again.body.data).toMatchObject({ added: [], ignored: [], teamIds: [5, 101, 201, 3] });
    const empty = await post<FavouriteMergeAnswer>('/merge', me, { teamIds: [] });
    expect(empty.body.data.teamIds).toEqual([5, 101, 201, 3]);
  });

  it(`keeps at most ${FAVOURITE_TEAMS_MAX}`, async () => {
    const me = member(t.app, 205);
    const ids = Array.from({ length: FAVOURITE_TEAMS_MAX }, (_, i) => i + 1);
    const merged = await post<FavouriteMergeAnswer>('/merge', me, { teamIds: ids });
    expect(merged.body.data.teamIds).toHaveLength(FAVOURITE_TEAMS_MAX);
    expectError((await post('/follow', me, { teamId: 60 })).res, 400, `body.teamId: at most ${FAVOURITE_TEAMS_MAX} favourite teams`);
    await post('/unfollow', me, { teamId: 1 });
    const more = await post<FavouriteMergeAnswer>('/merge', me, { teamIds: [60, 61] });
    expect(more.body.data).toMatchObject({ added: [60], ignored: [61] });
    expect(await stored(205)).toBe(FAVOURITE_TEAMS_MAX);
  });
});

describe("a guest's list kept in the browser", () => {
  it('answers the cards of the known teams in the order asked, each once, to anyone', async () => {
    const cards = await call<TeamCards>(t.app, `${URL}/teams?ids=27,1,99999,27,101`, { headers: { ...guest(t.app), ...en } });
    expect(cards.res.statusCode).toBe(200);
    expect(cards.body.data.teamIds).toEqual([27, 1, 101]);
    expect(cards.body.data.list.map((c) => c.team.id)).toEqual([27, 1, 101]);
    expect(cards.body.data.list[1]).toMatchObject({ team: { id: 1, name: 'Hanoi FC', logo: '/media/crest/1.svg' }, league: { id: 1 }, sport: 'football' });
    expect(cards.body.data.list[2]!.sport).toBe('basketball');
    for (const card of cards.body.data.list) {
      expect(card).not.toHaveProperty('followedAt');
      expect([card.next!.home.id, card.next!.away.id]).toContain(card.team.id);
      expect(card.next!.status).not.toBe(3);
      expect(card.last!.status).toBe(3);
    }
    // The same cards as a member's list gives for the same teams.
    const me = member(t.app, 206);
    await post('/merge', me, { teamIds: [27, 1, 101] });
    const mine = (await call<FavouriteTeams>(t.app, URL, { headers: { ...me, ...en } })).body.data;
    expect(mine.list.map(({ followedAt: _, ...card }) => card)).toEqual(cards.body.data.list);
    // Without a token too; nothing known answers an empty list.
    expect((await call<TeamCards>(t.app, `${URL}/teams?ids=1`)).res.statusCode).toBe(200);
    expect((await call<TeamCards>(t.app, `${URL}/teams?ids=99998`)).body.data).toEqual({ list: [], teamIds: [] });
  });

  it('refuses a malformed or too long list, naming the field', async () => {
    for (const ids of ['', 'a', '1,,2', '0', '-1', '1;2']) {
      expectError((await call(t.app, `${URL}/teams?ids=${encodeURIComponent(ids)}`, { headers: en })).res, 400, /querystring\.ids/);
    }
    expectError((await call(t.app, `${URL}/teams`, { headers: en })).res, 400, 'querystring.ids is required');
    const tooMany = Array.from({ length: FAVOURITE_TEAMS_MAX + 1 }, (_, i) => i + 1).join(',');
    expectError((await call(t.app, `${URL}/teams?ids=${tooMany}`, { headers: en })).res, 400, /querystring\.ids/);
  });
});

describe('teams suggested to follow', () => {
  // Its own app: the follows above would fill the list with the most followed.
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await makeTestApp();
  });
  afterAll(() => fresh.close());

  const SUGGESTED = `${URL}/suggested`;
  /** The featured football leagues' tables, in the leagues' order (V.League 1, Premier League, La Liga, Serie A, Bundesliga). */
  const featuredTables = async (language: string) => {
    const leagues = (await call<Array<{ id: number; sport: string; kind: string; featured: boolean }>>(fresh.app, '/live/api/football/leagues')).body.data;
    const ids = leagues.filter((l) => l.sport === 'football' && l.kind === 'league' && l.featured).map((l) => l.id);
    return Promise.all(ids.map(async (id) => (await call<LeagueStandings>(fresh.app, `/live/api/football/league/standings?id=${id}`, { headers: { 'x-language': language } })).body.data));
  };

  it('with no follows yet: the leaders of the featured leagues, then their seconds, in the visitor’s language, to anyone', async () => {
    const tables = await featuredTables('zh');
    expect(tables.map((t) => t.league.id)).toEqual([1, 4, 5, 6, 7]);
    const answer = await call<SuggestedTeams>(fresh.app, SUGGESTED, { headers: { 'x-language': 'zh' } });
    expect(answer.res.statusCode).toBe(200);
    const list = answer.body.data.list;
    expect(list).toHaveLength(SUGGESTED_TEAMS);
    const expected = [...tables.map((t) => t.rows[0]!), ...tables.slice(0, 3).map((t) => t.rows[1]!)];
    expect(list.map((s) => s.team)).toEqual(expected.map((r) => r.team));
    expect(list.map((s) => s.position)).toEqual(expected.map((r) => r.position));
    expect(list.map((s) => s.league.name)).toEqual([...tables, ...tables.slice(0, 3)].map((t) => t.league.name));
    expect(list.every((s) => s.followers === 0)).toBe(true);
    expect((await call(fresh.app, SUGGESTED, { headers: guest(fresh.app) })).res.statusCode).toBe(200);
  });

  it('the most followed football teams come first, with their followers; a basketball team is never suggested', async () => {
    const tables = await featuredTables('en');
    const lastOfVLeague = tables[0]!.rows.at(-1)!;
    const premierLeader = tables[1]!.rows[0]!;
    const follow = (userId: number, teamId: number) => call(fresh.app, `${URL}/follow`, { method: 'POST', headers: member(fresh.app, userId), payload: { teamId } });
    for (const userId of [210, 211, 212]) expect((await follow(userId, lastOfVLeague.team.id)).res.statusCode).toBe(200);
    for (const userId of [210, 211]) await follow(userId, premierLeader.team.id);
    for (const userId of [213, 214, 215, 216]) await follow(userId, 101);
    const list = (await call<SuggestedTeams>(fresh.app, SUGGESTED, { headers: en })).body.data.list;
    expect(list.slice(0, 2).map((s) => [s.team.id, s.followers, s.position])).toEqual([
      [lastOfVLeague.team.id, 3, lastOfVLeague.position],
      [premierLeader.team.id, 2, 1],
    ]);
    expect(list.map((s) => s.team.id)).not.toContain(101);
    const leaders = [tables[0]!, ...tables.slice(2)].map((t) => t.rows[0]!.team.id);
    expect(list.slice(2).map((s) => s.team.id)).toEqual([...leaders, tables[0]!.rows[1]!.team.id, tables[1]!.rows[1]!.team.id].slice(0, SUGGESTED_TEAMS - 2));
  });
});
