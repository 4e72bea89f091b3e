/**
 * The server suite's second pass, on PostgreSQL: the test files of scripts/postgres-pass.ts (what can
 * differ between PGlite and PostgreSQL), with TEST_DATABASE_URL (a server where the role may create
 * databases; each test app gets a scratch database copied from a migrated and seeded template).
 * .ci/run starts Debian's PostgreSQL and sets it; without it this run is reported as not done, in
 * one line.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inPostgresPass } from './postgres-pass.ts';
import { projectRoot } from './lib/run.ts';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('test:pg: TEST_DATABASE_URL is not set, so the PostgreSQL run of the API suite did not run (.ci/run sets it).');
  process.exit(0);
}

const root = join(projectRoot, 'server/test');
const files = (function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
})(root).filter(inPostgresPass);

console.log(`test:pg: ${files.length} server test files on PostgreSQL (${new URL(url).host}); the rest ran on PGlite only (scripts/postgres-pass.ts)`);
const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...files.map((file) => `server/test/${file}`)], { stdio: 'inherit', env: process.env, cwd: projectRoot });
process.exit(result.status ?? 1);
