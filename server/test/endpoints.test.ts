import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../contracts/endpoints/index.ts';
import { makeTestApp, type TestApp } from './test-app.ts';
import { openApiDoc } from './api-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('the endpoint table', () => {
  it('declares each call once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is what the server serves: each endpoint a route, documented under its area with who may call it', () => {
    const doc = openApiDoc(t.app);
    for (const endpoint of allEndpoints) {
      const docPath = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[docPath]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation!.tags).toEqual([endpoint.area]);
      expect(operation!.summary).toBe(endpoint.summary);
      // A call that needs a token names the token scheme; an open one does not.
      expect(operation!.security ?? [], endpoint.path).toEqual(endpoint.access === 'anyone' ? [] : [{ token: [] }]);
    }
  });

  it('refuses a members-only call without a member token, and serves an open one to anyone', async () => {
    for (const endpoint of allEndpoints.filter((e) => e.method === 'GET')) {
      const answer = await t.app.inject({ method: 'GET', url: endpoint.path });
      if (endpoint.access === 'member') expect([400, 401], endpoint.path).toContain(answer.statusCode);
      // An admins' call is refused before its query is read.
      else if (endpoint.access === 'admin') expect(answer.statusCode, endpoint.path).toBe(401);
      // An open call that declares a 401 of its own (the guest's info needs a guest token) may answer it.
      else if (!endpoint.errors?.[401]) expect(answer.statusCode, endpoint.path).not.toBe(401);
    }
    const save = await t.app.inject({ method: 'POST', url: '/other/api/film/save', payload: { filmId: 1 } });
    expect(save.statusCode).toBe(401);
  });
});
