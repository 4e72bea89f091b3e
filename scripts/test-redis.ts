/**
 * The chat's Redis tests (server/test/chat/redis): two instances on one Redis, and a fault test
 * (two child-process instances on one Redis and one PostgreSQL, one killed with SIGKILL during a
 * burst). .ci/run starts Debian's redis-server and sets TEST_REDIS_URL; without it this run is
 * reported as not done, in one line. The fault test also needs TEST_DATABASE_URL.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_REDIS_URL;
if (!url) {
  console.log('test:redis: TEST_REDIS_URL is not set, so the chat tests on Redis did not run (.ci/run sets it).');
  process.exit(0);
}
console.log(`test:redis: chat on Redis (${new URL(url).host})`);
const args = ['vitest', 'run', '--config', 'server/test/chat/redis/vitest.config.ts'];
if (!process.env.TEST_DATABASE_URL) {
  // Child processes cannot share an embedded PGlite: the fault test needs a PostgreSQL server.
  console.log('test:redis: TEST_DATABASE_URL is not set, so the fault test (two processes, one killed) did not run.');
  args.push('two-instances');
}
const result = spawnSync('npx', args, { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
