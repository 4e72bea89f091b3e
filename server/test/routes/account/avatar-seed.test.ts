import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, commentatorApplications, dailyMissions, friendships, userMessages, users } from '../../../src/db/schema.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { SETUP_TIMEOUT, caller } from './helpers.ts';

let t: TestApp;
let call: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await makeTestApp({ RATE_LIMIT_AUTH: '3' });
  call = caller(t);
}, SETUP_TIMEOUT);
afterAll(() => t.close());

describe('GET /media/avatar/:file', () => {
  it('draws a member’s initial on colours from the id, the same every time', async () => {
    const res = await t.app.inject({ url: '/media/avatar/10.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.body).toContain('aria-label="BLV Quang Huy"');
    expect(res.body).toMatch(/>H<\/text>/);
    expect(res.body).toContain('stroke="#fbc02d"');
    expect((await t.app.inject({ url: '/media/avatar/10.svg' })).body).toBe(res.body);
    const other = await t.app.inject({ url: '/media/avatar/11.svg' });
    expect(other.body).not.toBe(res.body);
    expect(other.body).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('serves the preset avatars', async () => {
    for (let n = 1; n <= 8; n++) {
      const res = await t.app.inject({ url: `/media/avatar/preset-${n}.svg` });
      expect(res.statusCode, String(n)).toBe(200);
      expect(res.body).toContain('<svg');
    }
  });

  it('answers 404 for unknown users and presets, 400 for other names', async () => {
    const unknown = await t.app.inject({ url: '/media/avatar/999999.svg', headers: { 'x-language': 'en' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, msg: 'Avatar 999999.svg not found', data: null });
    expect((await t.app.inject({ url: '/media/avatar/preset-9.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/avatar/0.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/media/avatar/99999999999999.svg' })).statusCode).toBe(400);
    const bad = await t.app.inject({ url: '/media/avatar/..%2Fetc.svg', headers: { 'x-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('params.file is invalid');
  });
});

describe('users seed', () => {
  it('has the fixed staff, 40 hosts and 300 members with Vietnamese names', async () => {
    const rows = await t.app.db.select().from(users);
    const seeded = rows.filter((u) => u.id < 1000);
    expect(seeded).toHaveLength(343);
    expect(seeded.find((u) => u.id === 1)).toMatchObject({ username: 'admin', siteRoleId: 4 });
    expect(seeded.find((u) => u.id === 2)).toMatchObject({ siteRoleId: 3 });
    expect(seeded.find((u) => u.id === 3)).toMatchObject({ siteRoleId: 5 });
    const hosts = seeded.filter((u) => u.id >= 10 && u.id <= 49);
    expect(hosts).toHaveLength(40);
    expect(hosts.every((u) => u.siteRoleId === 2 && /^BLV /.test(u.displayName) && /^blv_[a-z]+$/.test(u.username))).toBe(true);
    expect(new Set(hosts.map((u) => u.username)).size).toBe(40);
    const members = seeded.filter((u) => u.id >= 100 && u.id <= 399);
    expect(members).toHaveLength(300);
    expect(members.every((u) => u.siteRoleId === 1 && u.username === `member${u.id}`)).toBe(true);
    expect(members.filter((u) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(u.displayName)).length).toBeGreaterThan(200);
    expect(seeded.every((u) => u.profilePicture === `/media/avatar/${u.id}.svg` && u.passwordHash === seeded[0]!.passwordHash)).toBe(true);
    expect(new Set(seeded.map((u) => u.referralCode)).size).toBe(343);
  });

  it('has friendships, messages, check-ins, applications and the four missions', async () => {
    const n = async (table: typeof friendships | typeof userMessages | typeof checkIns | typeof commentatorApplications | typeof dailyMissions) =>
      (await t.app.db.select({ n: count() }).from(table))[0]!.n;
    expect(await n(friendships)).toBeGreaterThan(500);
    expect(await n(userMessages)).toBeGreaterThan(343 * 3 - 1);
    expect(await n(checkIns)).toBeGreaterThan(1500);
    expect(await n(commentatorApplications)).toBe(4);
    expect(await n(dailyMissions)).toBe(4);
    const [accepted] = await t.app.db.select({ n: count() }).from(friendships).where(eq(friendships.status, 'accepted'));
    expect(accepted!.n).toBeGreaterThan(400);
  });
});

describe('auth rate limit', () => {
  it('answers 429 after RATE_LIMIT_AUTH sign-in calls a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await call('POST', '/live/api/user/login', { payload: { username: 'admin', password: 'nope' } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await call('POST', '/live/api/user/login', { payload: { username: 'admin', password: 'nope' }, lang: 'en' });
    expect(limited.body).toEqual({ code: 429, msg: 'Too many requests, try again later', data: null });
  });
});
