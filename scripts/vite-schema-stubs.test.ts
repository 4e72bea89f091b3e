import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stubModule, valueExports } from './vite-schema-stubs';

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
});
