/**
 * The API suite again, on PostgreSQL: runs server/test with TEST_DATABASE_URL (a server where the
 * role may create databases; each test app gets a scratch database). .ci/run starts Debian's
 * PostgreSQL and sets it; without it this run is reported as not done, in one line.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('test:pg: TEST_DATABASE_URL is not set, so the PostgreSQL run of the API suite did not run (.ci/run sets it).');
  process.exit(0);
}
console.log(`test:pg: API suite on PostgreSQL (${new URL(url).host})`);
const result = spawnSync('npx', ['vitest', 'run', 'server/test'], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
