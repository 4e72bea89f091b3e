/** The chat's Redis tests (npm run test:redis; scripts/test-redis.ts): not part of the server project's run. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/test/chat/redis/**/*.redis.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['server/test/global-setup.ts'],
  },
});
