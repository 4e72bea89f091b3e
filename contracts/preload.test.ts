import { describe, expect, it } from 'vitest';
import { canonicalJson, parsePreloadedAnswers, preloadIsFresh, preloadKey, PRELOAD_MAX_AGE_MS } from './preload';

describe('the key of a preloaded call', () => {
  it('is the method, the path and the query sorted by name, whatever the order or the origin', () => {
    const server = preloadKey('GET', '/live/api/schedule/liveSchedule?date=2026-11-24&timezone=Asia%2FHo_Chi_Minh&pageSize=200');
    const client = preloadKey('get', 'http://127.0.0.1:8080/live/api/schedule/liveSchedule?pageSize=200&timezone=Asia/Ho_Chi_Minh&date=2026-11-24');
    expect(client).toBe(server);
    expect(server).toBe('GET /live/api/schedule/liveSchedule?date=2026-11-24&pageSize=200&timezone=Asia%2FHo_Chi_Minh');
    expect(preloadKey('GET', '/other/api/schedule/total-live-schedule')).toBe('GET /other/api/schedule/total-live-schedule');
  });

  it('adds a POST body in canonical JSON, and ignores a body on GET', () => {
    expect(preloadKey('POST', '/al/api/live/menu', {})).toBe('POST /al/api/live/menu {}');
    expect(preloadKey('POST', '/x', { b: 1, a: [{ d: 2, c: 1 }] })).toBe(preloadKey('POST', '/x', { a: [{ c: 1, d: 2 }], b: 1 }));
    expect(preloadKey('GET', '/x', { a: 1 })).toBe('GET /x');
    expect(canonicalJson({ b: undefined, a: null })).toBe('{"a":null}');
  });
});

describe('the script of preloaded answers', () => {
  it('is used for 30 s from its stamp', () => {
    expect(preloadIsFresh(1000, 1000 + PRELOAD_MAX_AGE_MS)).toBe(true);
    expect(preloadIsFresh(1000, 1001 + PRELOAD_MAX_AGE_MS)).toBe(false);
    expect(preloadIsFresh(Number.NaN, 0)).toBe(false);
  });

  it('is read only when it has the right shape', () => {
    expect(parsePreloadedAnswers('{"at":1,"answers":{"GET /a":{"code":200}}}')).toEqual({ at: 1, answers: { 'GET /a': { code: 200 } } });
    for (const bad of [null, '', 'not json', '[]', '{"at":"1","answers":{}}', '{"at":1,"answers":[]}', '{"at":1}']) expect(parsePreloadedAnswers(bad)).toBeNull();
  });
});
