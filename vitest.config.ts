import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contracts/**/*.test.ts', 'api/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One migrated and seeded template per run; each test app gets a copy of it.
          globalSetup: ['server/test/global-setup.ts'],
          // ...and the same fixed instant for every worker.
          setupFiles: ['server/test/clock-setup.ts'],
        },
      },
    ],
  },
});
