import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installCookieJar } from './test-cookie-jar';
import { openCredentials, storeGuestToken, clearAllTokens } from './session';
import { call } from './call';
import { filmList, filmProgressSave, filmWatch } from '../contracts/endpoints/films';
import { endpoint, fillPath, queryPairs } from '../contracts/endpoints/define';
import { callError } from '../contracts/call-error';
import type { FilmSaveResult, FilmWatchQuery } from '../contracts/schemas/media/films';

let requests: Request[];
let cookies: ReturnType<typeof installCookieJar>;
let answer: { status: number; body: unknown };

beforeEach(() => {
  cookies = installCookieJar();
  requests = [];
  answer = { status: 200, body: { code: 200, msg: 'Thành công', data: { ok: true } } };
  storeGuestToken('guest-token');
  openCredentials();
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request.clone());
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  clearAllTokens();
  vi.unstubAllGlobals();
  cookies.uninstall();
});

describe('call(endpoint, input)', () => {
  it('sends the method, path and the set fields of the query, and answers the envelope’s data', async () => {
    const data = await call(filmList, { query: { tab: 'phim', genre: 'hanh-dong', keyword: '', pageNum: 2, pageSize: 18 } });
    expect(data).toEqual({ ok: true });
    const [request] = requests;
    const url = new URL(request!.url);
    expect(request!.method).toBe('GET');
    expect(url.pathname).toBe('/other/api/film/list');
    expect([...url.searchParams]).toEqual([
      ['tab', 'phim'],
      ['genre', 'hanh-dong'],
      ['pageNum', '2'],
      ['pageSize', '18'],
    ]);
    expect(request!.headers.get('Authorization')).toBe('guest-token');
  });

  it('sends a body as JSON', async () => {
    await call(filmProgressSave, { body: { filmId: 7, positionSeconds: 61 } });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/other/api/film/progress');
    expect(await request!.json()).toEqual({ filmId: 7, positionSeconds: 61 });
  });

  it('fills path parameters, encoded', async () => {
    const remove = endpoint({ method: 'DELETE', path: '/other/api/things/:slug', area: 'test', summary: 'x', access: 'member', rate: 'reads', params: {} as typeof FilmWatchQuery, response: {} as typeof FilmSaveResult });
    // The SPA reads an endpoint's method, path and types: its schemas are stubs in the browser.
    await call(remove, { params: { slug: 'a b/c' } });
    expect(requests[0]!.method).toBe('DELETE');
    expect(new URL(requests[0]!.url).pathname).toBe('/other/api/things/a%20b%2Fc');
  });

  it('rejects with the status and the server’s message', async () => {
    answer = { status: 404, body: { code: 404, msg: 'Không tìm thấy phim: x', data: null } };
    const failure = await call(filmWatch, { query: { slug: 'x' } }).catch((error: unknown) => callError(error));
    expect(failure).toMatchObject({ status: 404, message: 'Không tìm thấy phim: x' });
  });
});

describe('the endpoint helpers', () => {
  it('fillPath refuses a missing parameter', () => {
    expect(fillPath('/a/:id/b/:slug', { id: 3, slug: 'tran-dau' })).toBe('/a/3/b/tran-dau');
    expect(() => fillPath('/a/:id', {})).toThrow(/id is missing/);
  });

  it('queryPairs leaves out unset fields and repeats arrays', () => {
    expect(queryPairs({ a: 1, b: undefined, c: null, d: '', e: ['x', 'y'], f: false })).toEqual([
      ['a', '1'],
      ['e', 'x'],
      ['e', 'y'],
      ['f', 'false'],
    ]);
  });
});
