import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default leaves a core to its main process, which mostly waits: on a 2-core machine
    // that ran every test file one after another.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['contracts/**/*.test.ts', 'api/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'machines/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.page.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'page',
          include: ['src/**/*.page.test.tsx'],
          environment: 'happy-dom',
          // A project's own settings replace the root's: the first render of a file loads the page's code.
          testTimeout: 15_000,
          setupFiles: ['src/testing/page-setup.ts'],
          // Each render builds its own root actor, API and socket, and page-setup clears the document and
          // storage after each test: the files of a worker share the loaded page code (75 s -> 39 s).
          isolate: false,
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
          // The files of a worker share its loaded modules: each file builds its own app over its own
          // database copy, and loading the server's modules afresh for each of 110 files cost more
          // than running their tests.
          isolate: false,
        },
      },
    ],
  },
});
