import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { expectError } from './sports-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const svg = (url: string) => t.app.inject({ url, headers: { 'x-language': 'en' } });

describe('generated pictures', () => {
  it.each([
    ['/media/crest/1.svg', 'HAN'],
    ['/media/league/8.svg', 'UCL'],
    ['/media/player/109.svg', '15'],
    ['/media/room/300003.svg', 'Đua bi Sắc màu'],
  ])('%s is a cached SVG showing %s', async (url, text) => {
    const res = await svg(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.body).toContain(text);
    expect(res.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect((await svg(url)).body).toBe(res.body);
  });

  it("keeps words out of a room's cover picture (pages title it in the visitor's language)", async () => {
    const res = await svg('/media/room/300003.svg');
    expect(res.body).toContain('aria-label="Đua bi Sắc màu"');
    expect(res.body).not.toContain('>Đua bi Sắc màu<');
  });

  it("draws a match room's cover with both crests", async () => {
    const room = await t.app.inject({ url: '/live/api/schedule/feature-match?pageSize=1' });
    const row = room.json<{ data: { list: { roomId: number }[] } }>().data.list[0]!;
    const res = await svg(`/media/room/${row.roomId}.svg`);
    expect(res.body).toContain('VS');
    expect(res.body.match(/<path d="M64 6/g)!.length).toBeGreaterThanOrEqual(4);
  });

  it('gives different clubs different crests', async () => {
    expect((await svg('/media/crest/1.svg')).body).not.toBe((await svg('/media/crest/2.svg')).body);
  });

  it.each([
    ['/media/crest/9999.svg', 404, 'Team 9999 not found'],
    ['/media/league/77.svg', 404, 'League 77 not found'],
    ['/media/player/3.svg', 404, 'Player 3 not found'],
    ['/media/room/4.svg', 404, 'Live room 4 not found'],
    ['/media/crest/abc.svg', 400, 'params.teamId must be of type integer'],
    ['/media/room/-1.svg', 400, /params\.roomId/],
  ])('answers %s with %i', async (url, status, msg) => {
    expectError(await svg(url), status, msg);
  });
});
