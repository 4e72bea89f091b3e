import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inPostgresPass, PGLITE_ONLY, POSTGRES_PASS } from './postgres-pass';

const SERVER_TESTS = new URL('../server/test/', import.meta.url).pathname;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(SERVER_TESTS, path)] : [];
  });
}

describe('the PostgreSQL pass', () => {
  const files = testFiles(SERVER_TESTS);

  it('names every server test file: in the pass, or run once on PGlite with a reason', () => {
    const unnamed = files.filter((file) => !(file in PGLITE_ONLY) && !POSTGRES_PASS.some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry)));
    expect(unnamed, 'add each to POSTGRES_PASS or PGLITE_ONLY in scripts/postgres-pass.ts').toEqual([]);
    const gone = Object.keys(PGLITE_ONLY).filter((file) => !files.includes(file));
    expect(gone, 'PGLITE_ONLY names files that no longer exist').toEqual([]);
  });

  it('covers the migrations, the seeds, the routes and the chat store', () => {
    for (const file of ['db/seed.test.ts', 'routes/community/scale-seed.test.ts', 'routes/community/feeds.test.ts', 'chat/storage.test.ts', 'routes/rewards/check-in.test.ts']) {
      expect(inPostgresPass(file), file).toBe(true);
    }
    expect(inPostgresPass('sports/odds.test.ts')).toBe(false);
    expect(inPostgresPass('routes/client/geo.test.ts')).toBe(false);
  });
});
