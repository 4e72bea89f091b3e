import type { Static } from '@sinclair/typebox';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { issueToken } from '../../../src/auth/tokens.ts';
import { clientErrorReports, type ClientErrorKind } from '../../../src/db/schema.ts';
import { pruneReports } from '../../../src/routes/client/error-data.ts';
import type { Envelope, Page } from '../../../../contracts/schemas/common.ts';
import type { ClientErrorBody, ClientErrorCreated, ClientErrorKind as WireKind, ClientErrorReport } from '../../../../contracts/schemas/client.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { clock } from '../../../src/clock.ts';

const PATH = '/other/api/client-errors';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

/** Each report comes from its own address unless told, so the route's rate limit stays out of the way. */
let address = 0;
const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

const member = (id: number) => issueToken(t.app.tokenSecret, 'member', String(id), 600, { sid: 'test', sv: 0 });

async function report(
  payload: unknown,
  options: { ip?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Answer<ClientErrorCreated | null>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await t.app.inject({
    method: 'POST',
    url: PATH,
    headers,
    remoteAddress: options.ip ?? nextAddress(),
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() };
}

async function list(query = '', options: { token?: string; lang?: string } = {}): Promise<Answer<Page<ClientErrorReport>>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.lang) headers['x-language'] = options.lang;
  const res = await t.app.inject({ url: `${PATH}${query}`, headers });
  return { status: res.statusCode, body: res.json() };
}

const valid = { kind: 'error', message: 'TypeError: x is undefined', url: '/lich-truc-tiep' };

const badReports: [unknown, string][] = [
  [{ message: 'x', url: '/' }, 'body.kind is required'],
  [{ kind: 'error', url: '/' }, 'body.message is required'],
  [{ kind: 'error', message: 'x' }, 'body.url is required'],
  [{ ...valid, kind: 'warning' }, 'body.kind is invalid'],
  [{ ...valid, kind: 1 }, 'body.kind must be of type string'],
  [{ ...valid, message: '' }, 'body.message must have at least 1 characters'],
  [{ ...valid, message: 'm'.repeat(4001) }, 'body.message must have at most 4000 characters'],
  [{ ...valid, message: 42 }, 'body.message must be of type string'],
  [{ ...valid, stack: 's'.repeat(8001) }, 'body.stack must have at most 8000 characters'],
  [{ ...valid, url: '' }, 'body.url must have at least 1 characters'],
  [{ ...valid, url: 'u'.repeat(501) }, 'body.url must have at most 500 characters'],
  [{ ...valid, apiPath: 'p'.repeat(301) }, 'body.apiPath must have at most 300 characters'],
  [{ ...valid, status: 99 }, 'body.status is invalid'],
  [{ ...valid, status: 600 }, 'body.status is invalid'],
  [{ ...valid, status: 404.5 }, 'body.status must be of type integer'],
  [{ ...valid, status: '500' }, 'body.status must be of type integer'],
  [{ ...valid, message: 'a\u0000b' }, 'body.message is invalid'],
  [[valid], 'body must be of type object'],
  ['null', 'body must be of type object'],
];

describe('POST /other/api/client-errors', () => {
  it('takes what the SPA sends', () => {
    expectTypeOf<ClientErrorBody>().toEqualTypeOf<Static<typeof ClientErrorBody>>();
    expectTypeOf<WireKind>().toEqualTypeOf<ClientErrorKind>();
  });

  it('stores a report and answers its id', async () => {
    const payload = {
      kind: 'api',
      message: 'Request failed with status 503',
      stack: 'Error: Request failed\n    at fetchJson (/assets/index-abc.js:1:200)',
      url: 'https://example.com/ket-qua/bong-da?date=2026-11-20',
      apiPath: '/live/api/schedule/liveSchedule',
      status: 503,
    };
    const res = await report(payload, { ip: '203.0.113.50', headers: { 'user-agent': 'Mozilla/5.0 (Test)' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: 'Thành công', data: { id: expect.any(Number) } });
    const id = res.body.data!.id;
    expect(id).toBeGreaterThan(0);

    const [row] = await t.app.db.select().from(clientErrorReports).where(eq(clientErrorReports.id, id));
    expect(row).toMatchObject({
      ...payload,
      userAgent: 'Mozilla/5.0 (Test)',
      userId: null,
      guestId: null,
      ip: '203.0.113.50',
    });
    expect(clock.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('stores the optional fields as null when they are left out', async () => {
    const res = await report(valid);
    expect(res.status).toBe(200);
    const [row] = await t.app.db.select().from(clientErrorReports).where(eq(clientErrorReports.id, res.body.data!.id));
    expect(row).toMatchObject({ ...valid, stack: null, apiPath: null, status: null, userAgent: 'lightMyRequest' });
  });

  it('records the caller: member, guest, or nobody', async () => {
    const cases: [string | undefined, { userId: number | null; guestId: string | null }][] = [
      [member(100), { userId: 100, guestId: null }],
      [issueToken(t.app.tokenSecret, 'guest', 'guest-abc', 600), { userId: null, guestId: 'guest-abc' }],
      // A signed token of an account that does not exist, a forged token, an expired one: nobody.
      [member(999_999), { userId: null, guestId: null }],
      ['v1.e30.forged', { userId: null, guestId: null }],
      [issueToken(t.app.tokenSecret, 'member', '100', 60, { now: clock.now() - 3_600_000, sid: 'test', sv: 0 }), { userId: null, guestId: null }],
      [undefined, { userId: null, guestId: null }],
    ];
    for (const [token, caller] of cases) {
      const res = await report(valid, { token });
      expect(res.status, token).toBe(200);
      const [row] = await t.app.db.select().from(clientErrorReports).where(eq(clientErrorReports.id, res.body.data!.id));
      expect({ userId: row!.userId, guestId: row!.guestId }, token).toEqual(caller);
    }
  });

  it('cuts a long User-Agent to 500 characters', async () => {
    const res = await report(valid, { headers: { 'user-agent': 'U'.repeat(2000) } });
    const [row] = await t.app.db.select().from(clientErrorReports).where(eq(clientErrorReports.id, res.body.data!.id));
    expect(row!.userAgent).toBe('U'.repeat(500));
  });

  it('accepts every field at its limit', async () => {
    for (const status of [100, 599]) {
      const res = await report({
        kind: 'unhandledrejection',
        message: 'm'.repeat(4000),
        stack: 's'.repeat(8000),
        url: 'u'.repeat(500),
        apiPath: 'p'.repeat(300),
        status,
      });
      expect(res.status, String(status)).toBe(200);
    }
    // Limits count characters, not bytes.
    expect((await report({ ...valid, message: 'Lỗi ⚽️'.repeat(500) })).status).toBe(200);
    for (const kind of ['error', 'unhandledrejection', 'render', 'api']) expect((await report({ ...valid, kind })).status, kind).toBe(200);
  });

  it.each(badReports.map(([payload, msg]) => ({ payload, msg })))('refuses a bad report with a 400 naming the field: $msg', async ({ payload, msg }) => {
    const res = await report(payload, { headers: { 'x-language': 'en' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });

  it('names the field in Vietnamese by default', async () => {
    const res = await report({ ...valid, message: 'm'.repeat(4001) });
    expect(res.body).toEqual({ code: 400, msg: 'body.message chỉ được tối đa 4000 ký tự', data: null });
  });

  it('takes JSON only, and not a huge body', async () => {
    const form = await t.app.inject({ method: 'POST', url: PATH, remoteAddress: nextAddress(), headers: { 'content-type': 'text/plain' }, payload: 'x' });
    expect(form.statusCode).toBe(415);
    const huge = await report({ ...valid, stack: 'x'.repeat(300_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(413);
  });

  it('allows 30 reports a minute per address, then answers 429', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await report({ ...valid, message: `loop ${i}` }, { ip })).status);
    expect(statuses).toEqual(Array(30).fill(200));
    const over = await report(valid, { ip, headers: { 'x-language': 'en' } });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 429, msg: 'Too many requests, try again later', data: null });
    // Bad reports count too: a loop of them is still a loop.
    expect((await report({}, { ip })).status).toBe(429);
    // Other addresses and other calls of the same address are not held back.
    expect((await report(valid, { ip: '192.0.2.78' })).status).toBe(200);
    expect((await t.app.inject({ url: '/other/api/geo', remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('GET /other/api/client-errors', () => {
  it('is for admins and moderators only: 401 without a member, 403 for other members', async () => {
    const cases: [string | undefined, number, string][] = [
      [undefined, 401, 'Sign in with a staff account'],
      [issueToken(t.app.tokenSecret, 'guest', 'guest-abc', 600), 401, 'Sign in with a staff account'],
      ['v1.e30.forged', 401, 'Sign in with a staff account'],
      [member(999_999), 401, 'This account no longer exists'],
      [member(100), 403, 'Only admins and moderators may read error reports'],
      // Customer care (3) and hosts (10) are not staff of this list.
      [member(3), 403, 'Only admins and moderators may read error reports'],
      [member(10), 403, 'Only admins and moderators may read error reports'],
    ];
    for (const [token, status, msg] of cases) {
      const res = await list('', { token, lang: 'en' });
      expect(res.status, token).toBe(status);
      expect(res.body, token).toEqual({ code: status, msg, data: null });
    }
    for (const id of [1, 2]) {
      const res = await list('', { token: member(id) });
      expect(res.status, String(id)).toBe(200);
      expect(res.body.code).toBe(200);
    }
  });

  it('refuses in every language', async () => {
    expect((await list('', { lang: 'vi' })).body.msg).toBe('Bạn cần đăng nhập bằng tài khoản quản trị');
    expect((await list('', { lang: 'zh' })).body.msg).toBe('請以管理人員帳號登入');
    expect((await list('', { token: member(100) })).body.msg).toBe('Chỉ quản trị viên và kiểm duyệt viên mới xem được báo lỗi');
    expect((await list('', { token: member(100), lang: 'zh' })).body.msg).toBe('只有管理員和版主可以查看錯誤回報');
  });

  it('checks who asks before the query', async () => {
    expect((await list('?kind=nope&pageSize=0')).status).toBe(401);
    expect((await list('?kind=nope', { token: member(100) })).status).toBe(403);
  });

  it('lists reports newest first, in the exact shape, filtered by kind and paged', async () => {
    const admin = member(1);
    const ids: number[] = [];
    for (const message of ['first', 'second', 'third']) {
      const res = await report({ kind: 'render', message, url: '/tin-tuc', stack: 'at Page' }, { ip: '203.0.113.7', token: member(100) });
      ids.push(res.body.data!.id);
    }
    await report({ ...valid, kind: 'api', apiPath: '/live/api/x', status: 502 });

    const page = await list('?kind=render&pageSize=2', { token: admin });
    expect(page.status).toBe(200);
    expect(Object.keys(page.body.data).sort()).toEqual(['list', 'pageNum', 'pageSize', 'total']);
    expect(page.body.data).toMatchObject({ pageNum: 1, pageSize: 2 });
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data.list.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const [newest] = page.body.data.list;
    expect(Object.keys(newest!).sort()).toEqual(
      ['apiPath', 'createdAt', 'guestId', 'id', 'ip', 'kind', 'message', 'stack', 'status', 'url', 'userAgent', 'userId'].sort(),
    );
    expect(newest).toEqual({
      id: ids[2],
      kind: 'render',
      message: 'third',
      stack: 'at Page',
      url: '/tin-tuc',
      apiPath: null,
      status: null,
      userAgent: 'lightMyRequest',
      userId: 100,
      guestId: null,
      ip: '203.0.113.7',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });

    const next = await list('?kind=render&pageSize=2&pageNum=2', { token: admin });
    expect(next.body.data.list[0]?.id).toBe(ids[0]);

    const all = await list('?pageSize=100', { token: member(2) });
    expect(all.body.data.pageSize).toBe(100);
    expect(new Set(all.body.data.list.map((r) => r.kind)).size).toBeGreaterThan(1);
    const times = all.body.data.list.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const onlyApi = await list('?kind=api', { token: admin });
    expect(onlyApi.body.data.list.length).toBeGreaterThan(0);
    for (const r of onlyApi.body.data.list) expect(r.kind).toBe('api');
  });

  it.each([
    ['?kind=warning', 'querystring.kind is invalid'],
    ['?pageSize=101', 'querystring.pageSize is invalid'],
    ['?pageSize=0', 'querystring.pageSize is invalid'],
    ['?pageNum=abc', 'querystring.pageNum must be of type integer'],
  ])('refuses a bad query from an admin with a 400 naming it: %s', async (query, msg) => {
    const res = await list(query, { token: member(1), lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg, data: null });
  });
});

describe('pruneReports', () => {
  it('deletes reports older than 30 days and keeps the rest', async () => {
    const day = 86_400_000;
    const rows = await t.app.db
      .insert(clientErrorReports)
      .values([
        { ...valid, kind: 'error', ip: '10.9.9.9', createdAt: new Date(clock.now() - 31 * day) },
        { ...valid, kind: 'error', ip: '10.9.9.9', createdAt: new Date(clock.now() - 29 * day) },
      ])
      .returning({ id: clientErrorReports.id });
    await pruneReports(t.app.db);
    const left = await t.app.db
      .select({ id: clientErrorReports.id })
      .from(clientErrorReports)
      .where(inArray(clientErrorReports.id, rows.map((r) => r.id)));
    expect(left.map((r) => r.id)).toEqual([rows[1]!.id]);
  });
});
