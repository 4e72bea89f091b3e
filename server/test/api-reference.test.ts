import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderReference, typeOf, type ReferenceDocument } from '../src/docs/api-reference.ts';
import { makeTestApp, type TestApp } from './test-app.ts';
import { openApiDoc } from './api-routes.ts';

const REFERENCE_DIR = join(import.meta.dirname, '../../docs/api/reference');

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

describe('docs/api/reference', () => {
  it('is what the server’s OpenAPI document says (npm run docs:api writes it)', () => {
    const pages = renderReference(openApiDoc(t.app) as unknown as ReferenceDocument);
    if (process.env.UPDATE_API_DOCS === '1') {
      rmSync(REFERENCE_DIR, { recursive: true, force: true });
      mkdirSync(REFERENCE_DIR, { recursive: true });
      for (const [file, text] of pages) writeFileSync(join(REFERENCE_DIR, file), text);
    }
    const written = Object.fromEntries(readdirSync(REFERENCE_DIR).map((file) => [file, readFileSync(join(REFERENCE_DIR, file), 'utf8')]));
    expect(Object.keys(written).sort(), 'run npm run docs:api').toEqual([...pages.keys()].sort());
    for (const [file, text] of pages) expect(written[file], `docs/api/reference/${file} is stale: run npm run docs:api`).toBe(text);
  });

  it('describes a call’s parameters, body and answer, multipart bodies too', () => {
    const pages = renderReference(openApiDoc(t.app) as unknown as ReferenceDocument);
    const films = pages.get('films.md')!;
    expect(films).toContain('### `GET /other/api/film/watch`');
    expect(films).toMatch(/\| `slug` \| string .*\| yes \|/);
    expect(films).toContain('Members only (401 without a member token).');
    const content = [...pages.values()].join('\n');
    expect(content).toContain('### `POST /other/api/short-video/upload`');
    expect(content).toMatch(/Body \(`multipart\/form-data`\)/);
  });

  it('writes schemas as short types', () => {
    expect(typeOf({ type: 'integer', minimum: 1, maximum: 100 })).toBe('integer 1–100');
    expect(typeOf({ anyOf: [{ const: 'a' }, { const: 'b' }] })).toBe('"a" | "b"');
    expect(typeOf({ type: 'array', items: { type: 'string' } })).toBe('string[]');
    expect(typeOf({ type: 'string', nullable: true })).toBe('string | null');
  });
});
