import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../../src/app.ts';
import { makeTestApp, type TestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

function expectEnvelope(res: { statusCode: number; body: string; headers: Record<string, unknown> }, code: number) {
  expect(res.statusCode).toBe(code);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
  expect(body.code).toBe(code);
  expect(body.data).toBeNull();
  expect(body.msg.length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/stack|node_modules|at \w+ \(/);
  return body;
}

describe('the error envelope', () => {
  it.each([
    ['GET', '/live/api/nothing-here'],
    ['GET', '/other/api/resource/nothing'],
    ['POST', '/al/api/nothing'],
    ['GET', '/al/api/live/menu'],
    ['GET', '/api/anything'],
    ['DELETE', '/lich-truc-tiep'],
  ])('answers an unknown API path with a 404 envelope: %s %s', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers: { 'x-language': 'en' } });
    const body = expectEnvelope(res, 404);
    expect(body.msg).toBe(`Not found: ${url}`);
  });

  it('says "not found" in the language of the request', async () => {
    const vi = await t.app.inject({ url: '/live/api/x?y=1' });
    expect(expectEnvelope(vi, 404).msg).toBe('Không tìm thấy: /live/api/x');
    const zh = await t.app.inject({ url: '/live/api/x', headers: { 'x-language': 'zh' } });
    expect(expectEnvelope(zh, 404).msg).toBe('找不到：/live/api/x');
  });

  it.each([
    ['text/plain', 'location=VN'],
    ['application/x-www-form-urlencoded', 'location=VN'],
    ['application/xml', '<location>VN</location>'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('answers a body of type %s with a 415 envelope', async (type, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/al/api/live/menu',
      headers: { 'content-type': type, 'x-language': 'en' },
      payload,
    });
    expect(expectEnvelope(res, 415).msg).toBe('Unsupported content type, send application/json');
  });

  it('answers a body over the limit with a 413 envelope', async () => {
    const payload = JSON.stringify({ location: 'x'.repeat(BODY_LIMIT) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/al/api/live/menu',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      payload,
    });
    expect(expectEnvelope(res, 413).msg).toBe(`Request body too large (at most ${BODY_LIMIT} bytes)`);
  });

  it('refuses JSON that tries prototype poisoning', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/al/api/live/menu',
      headers: { 'content-type': 'application/json', 'x-language': 'en' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(expectEnvelope(res, 400).msg).toMatch(/^Invalid JSON: .*prototype/);
  });

  it('answers a malformed HTTP request with a 400 envelope', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT A REQUEST\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 Bad Request/);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(body).toEqual({ code: 400, msg: 'Yêu cầu không hợp lệ', data: null });
  });
});

describe('NUL characters', () => {
  it('are refused with a 400 naming the field, never reaching the database', async () => {
    const t = await makeTestApp();
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/al/api/live/menu',
        headers: { 'x-language': 'en' },
        payload: { location: 'VN\u0000' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 400, msg: 'body.location is invalid', data: null });
      const query = await t.app.inject({ url: '/other/api/resource/marquee/home-list?x=%00', headers: { 'x-language': 'en' } });
      expect(query.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe('numbers too large to be finite', () => {
  it.each([
    '/other/api/community/events/1e309',
    '/other/api/community/activity?pageSize=1e309',
    '/live/api/schedule/liveRoom?id=1e309',
    '/live/api/schedule/liveRoom?id=-1e309',
  ])('are a 400 naming the field, never a 500: %s', async (url) => {
    const res = await t.app.inject({ url, headers: { 'x-language': 'en' } });
    const body = expectEnvelope(res, 400);
    expect(body.msg).toMatch(/(params|querystring)\.(id|pageSize)/);
  });
});
