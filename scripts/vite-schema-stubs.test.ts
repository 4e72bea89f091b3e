import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { endpointModules } from '../contracts/endpoints/index';
import { endpointPaths, stubModule, valueExports } from './vite-schema-stubs';

describe('schema stubs for the browser', () => {
  it('names every value export of a schema module and no type', () => {
    const source = readFileSync(new URL('../contracts/schemas/media/films.ts', import.meta.url), 'utf8');
    const names = valueExports(source);
    expect(names).toContain('FilmListQuery');
    expect(names).toContain('FilmWatch');
    expect(names).not.toContain('FilmTab');
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives a module whose exports may be called and read, without TypeBox', async () => {
    const code = stubModule(['Page', 'FilmCard']);
    expect(code).not.toMatch(/typebox/i);
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, (...args: unknown[]) => unknown>;
    const page = module.Page!(module.FilmCard);
    expect(typeof page).toBe('function');
    expect(() => (page as unknown as { properties: { list: unknown } }).properties.list).not.toThrow();
  });

  it('gives the browser each endpoint of the table as its method and path, and nothing else', async () => {
    const dir = new URL('../contracts/endpoints/', import.meta.url);
    const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !/^(define|index)\.ts$|\.test\.ts$/.test(file));
    expect(files.length).toBe(Object.keys(endpointModules).length);
    for (const file of files) {
      const real = (await import(new URL(file, dir).href)) as Record<string, { method: string; path: string }>;
      const code = endpointPaths(readFileSync(new URL(file, dir), 'utf8'), file);
      expect(code).not.toMatch(/summary|errors|access/);
      const browser = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Record<string, unknown>;
      const expected = Object.fromEntries(Object.entries(real).map(([name, e]) => [name, { method: e.method, path: e.path }]));
      expect({ ...browser }, file).toEqual(expected);
    }
  });

  it('refuses an endpoint module the browser would get wrong', () => {
    expect(() => endpointPaths("export const odd = endpoint({ path: '/x', method: 'GET', summary: 'x' });", 'odd.ts')).toThrow(/odd\.ts: odd must be declared/);
    expect(() => endpointPaths("export const HELPER = 3;\n", 'helper.ts')).toThrow(/HELPER/);
  });
});
