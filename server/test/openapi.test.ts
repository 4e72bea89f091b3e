import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './test-app.ts';
import { apiRoutes, openApiDoc } from './api-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3 document', async () => {
    const doc = structuredClone(openApiDoc(t.app));
    const problems = await SwaggerParser.validate(doc as never).then(
      () => [],
      (error: { details?: Array<{ instancePath: string; message: string }> }) =>
        (error.details ?? [{ instancePath: '', message: String(error) }]).slice(0, 5).map((d) => `${d.instancePath} ${d.message}`),
    );
    expect(problems).toEqual([]);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('describes every API route with its request and a response in the envelope', () => {
    const doc = openApiDoc(t.app);
    const routes = apiRoutes(t.app);
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((r) => !doc.paths[r.docPath]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    for (const route of routes) {
      const operation = doc.paths[route.docPath]![route.method.toLowerCase()]!;
      const success = JSON.stringify(operation.responses?.['200'] ?? {});
      expect(success, `${route.method} ${route.url}`).toMatch(/"code".*"msg".*"data"|"data".*"msg".*"code"|"msg".*"code".*"data"/s);
      expect(operation.responses?.['4XX'], `${route.method} ${route.url} declares its errors`).toBeDefined();
    }
  });

  it('is served at /api/docs/json, with a browsable reference at /api/docs', async () => {
    const json = await t.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toContain('/al/api/live/menu');
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[a-z0-9.-]+\.[a-z]{2,}\/[^"']*\.(js|css)/i);
  });
});
