/**
 * Fuzz: at least 1,000 randomized malformed requests over every API route (taken from the routes
 * the app registered and their OpenAPI parameters), none of which may be answered with a 5xx.
 * The sequence is deterministic (seeded) so a failure can be replayed.
 */
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomSource, type RandomSource } from '../src/db/seed/seed-kit.ts';
import { makeTestApp, type TestApp } from './test-app.ts';
import { apiRoutes, openApiDoc, type ApiRoute, type OpenApiOperation } from './api-routes.ts';

const SEED = process.env.FUZZ_SEED ?? 'fuzz-1';
const MIN_REQUESTS = 1000;

const nastyStrings = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999999',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  'Đà Nẵng ⚽️ 🇻🇳',
  '\u202e\u200b',
  'a'.repeat(5000),
  '__proto__',
  'constructor',
  '2026-02-30',
  '2026-11-20T25:61:00',
  'Asia/Không_Tồn_Tại',
];

const nastyValues: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  [],
  [1, 2, 3],
  {},
  { nested: { deeper: { deepest: [null] } } },
  ...nastyStrings,
];

function deepObject(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function fuzzPath(route: ApiRoute, rng: RandomSource): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, () => {
    const value = rng.chance(0.2) ? String(rng.int(1, 500)) : rng.pick(nastyStrings);
    return encodeURIComponent(value).slice(0, 3000) || '%20';
  });
}

function fuzzQuery(operation: OpenApiOperation | undefined, rng: RandomSource): string {
  const names = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const keys = [...names, ...(rng.chance(0.3) ? ['unexpected', 'pageSize', 'pageNum', '__proto__'] : [])];
  const search = new URLSearchParams();
  for (const key of keys) {
    if (rng.chance(0.3)) continue;
    const count = rng.chance(0.1) ? 2 : 1;
    for (let i = 0; i < count; i++) search.append(key, String(rng.pick(nastyValues)).slice(0, 2000));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function fuzzBody(operation: OpenApiOperation | undefined, rng: RandomSource): { payload?: string; contentType?: string } {
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  const fields = Object.keys(schema?.properties ?? {});
  switch (rng.int(0, 9)) {
    case 0:
      return { payload: rng.pick(['{', '[1,', 'nul', '{"a":}', '\u0000', '{"a":1}}', "{'a':1}"]), contentType: 'application/json' };
    case 1:
      return { payload: 'a=1&b=2', contentType: rng.pick(['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) };
    case 2:
      return { payload: JSON.stringify(rng.pick(nastyValues)), contentType: 'application/json' };
    case 3:
      return { payload: JSON.stringify(deepObject(rng.int(20, 200))), contentType: 'application/json' };
    case 4:
      return { payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' };
    case 5:
      return { payload: JSON.stringify({ big: 'x'.repeat(rng.chance(0.5) ? 200_000 : 1_200_000) }), contentType: 'application/json' };
    default: {
      // The declared fields, each with a wrong or hostile value, some missing, plus strangers.
      const body: Record<string, unknown> = {};
      for (const field of fields) if (!rng.chance(0.25)) body[field] = rng.pick(nastyValues);
      if (rng.chance(0.3)) body.unexpectedField = rng.pick(nastyValues);
      return { payload: JSON.stringify(body), contentType: 'application/json' };
    }
  }
}

function fuzzHeaders(rng: RandomSource): Record<string, string> {
  const headers: Record<string, string> = {};
  if (rng.chance(0.5)) {
    headers.authorization = rng.pick(['Bearer ', 'v1.e30.x', 'Bearer v1..', 'null', 'x'.repeat(5000), 'v1.eyJraW5kIjoibWVtYmVyIn0.AAAA', '🎫']);
  }
  if (rng.chance(0.5)) headers['x-language'] = rng.pick(['vi', 'en', 'zh', 'fr', '', 'ZH', 'vi;q=0.9', '💥']);
  if (rng.chance(0.3)) headers.currency = rng.pick(['VND', 'usd', '', 'XXX', '1']);
  if (rng.chance(0.2)) headers['x-client-type'] = rng.pick(['web', 'ios', '<b>']);
  return headers;
}

function fuzzRequests(routes: ApiRoute[], doc: ReturnType<typeof openApiDoc>, rng: RandomSource): FuzzRequest[] {
  const perRoute = Math.max(6, Math.ceil(MIN_REQUESTS / Math.max(routes.length, 1)));
  const requests: FuzzRequest[] = [];
  for (const route of routes) {
    const operation = doc.paths[route.docPath]?.[route.method.toLowerCase()];
    for (let i = 0; i < perRoute; i++) {
      const headers = fuzzHeaders(rng);
      const request: FuzzRequest = { method: route.method, url: fuzzPath(route, rng) + fuzzQuery(operation, rng), headers };
      if (route.method !== 'GET' && route.method !== 'DELETE') {
        const { payload, contentType } = fuzzBody(operation, rng);
        request.payload = payload;
        if (contentType) headers['content-type'] = contentType;
      }
      requests.push(request);
    }
  }
  return requests;
}

let t: TestApp;
let provider: OAuth2Server;
beforeAll(async () => {
  // A fully configured server: Google sign-in goes to a local OAuth2 provider.
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const issuer = provider.issuer.url!;
  t = await makeTestApp({
    RATE_LIMIT_READS: '1000000',
    RATE_LIMIT_AUTH: '1000000',
    GOOGLE_CLIENT_ID: 'fuzz-client',
    GOOGLE_CLIENT_SECRET: 'fuzz-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

describe(`fuzz (seed ${SEED})`, () => {
  it(`answers ${MIN_REQUESTS}+ malformed requests over every API route without a 5xx`, async () => {
    const routes = apiRoutes(t.app);
    const requests = fuzzRequests(routes, openApiDoc(t.app), randomSource(SEED));
    expect(requests.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const request of requests) {
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${request.method} ${request.url.slice(0, 200)} ${res.body.slice(0, 200)}`);
      else if (res.headers['content-type']?.toString().includes('json') && res.statusCode >= 400) {
        const body = res.json() as { code?: unknown; msg?: unknown };
        if (body.code !== res.statusCode || typeof body.msg !== 'string') failures.push(`bad envelope ${request.method} ${request.url.slice(0, 120)}`);
      }
    }
    console.log(`[fuzz] ${requests.length} requests over ${routes.length} routes; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    expect(failures.slice(0, 10)).toEqual([]);
  }, 600_000);
});
