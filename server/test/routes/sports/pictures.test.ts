import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import type { ManagerDetail, TeamDetail, VenueDetail } from '../../../../contracts/schemas/sports/entities.ts';
import type { MatchDetail } from '../../../../contracts/schemas/sports/matches.ts';
import { call, expectError } from './sports-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { 'x-language': 'en' } });

function expectSvg(res: Awaited<ReturnType<typeof get>>, text: string) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(res.body).toContain(text);
  expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
}

describe('venue and manager pictures', () => {
  it('draws a venue from its data: initials, opening year, stands by capacity', async () => {
    const venue = (await call<VenueDetail>(t.app, '/live/api/football/venue?id=1', { headers: { 'x-language': 'en' } })).body.data.venue;
    expect(venue.picture).toBe('/media/venue/1.svg');
    const res = await get(venue.picture);
    expectSvg(res, 'aria-label="MS"');
    expect(res.body).toContain(`>${venue.opened}<`);
    // My Dinh (40 192 seats) has more rings of stands than a 12 000-seat ground.
    const small = await get('/media/venue/4.svg');
    const rings = (body: string) => (body.match(/stroke-width="6"/g) ?? []).length;
    expect(rings(res.body)).toBeGreaterThan(rings(small.body));
    expect((await get(venue.picture)).body).toBe(res.body);
  });

  it("draws a manager in his club's colours with his initials and nationality", async () => {
    const manager = (await call<ManagerDetail>(t.app, '/live/api/football/manager?id=14')).body.data.manager;
    expect(manager.photo).toBe('/media/manager/14.svg');
    const res = await get(manager.photo);
    expectSvg(res, `>${manager.nationalityCode}<`);
    expect(res.body).not.toBe((await get('/media/manager/15.svg')).body);
  });

  it('answers every picture address the team and match answers give', async () => {
    const team = (await call<TeamDetail>(t.app, '/live/api/football/team?id=1')).body.data;
    const urls = [team.team.venue!.picture, team.team.manager!.picture];
    const detail = (await call<MatchDetail>(t.app, `/live/api/football/match?staticId=${team.recent[0]!.staticId}`)).body.data;
    urls.push(detail.managers.home!.picture, detail.managers.away!.picture, detail.match.venue!.picture);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/(venue|manager)\/\d+\.svg$/);
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  it.each([
    ['/media/venue/999.svg', 404, 'Venue 999 not found'],
    ['/media/manager/999.svg', 404, 'Manager 999 not found'],
    ['/media/venue/x.svg', 400, 'params.venueId must be of type integer'],
    ['/media/manager/0.svg', 400, /params\.managerId/],
  ])('answers %s with %i', async (url, status, msg) => {
    expectError(await get(url), status, msg);
  });
});
