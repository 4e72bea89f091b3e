/**
 * End-to-end tests: Playwright driving Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH);
 * browsers are never downloaded. `npm run test:e2e` builds the SPA first, then Playwright starts
 * the real server on its own port with a fresh, empty DATA_DIR, at the suite's instant
 * (E2E_CLOCK_AT, see tests/e2e/support/clock.ts): the server, the browsers and the tests share it.
 */
import { defineConfig } from '@playwright/test';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clockOffsetFromEnv } from './tests/e2e/support/clock';

const port = Number(process.env.E2E_PORT ?? 8089);
const baseURL = `http://127.0.0.1:${port}`;
// E2E_DATA_DIR: a data folder seeded before (the soak's "seeded weeks before"), kept as it is.
const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `vn-live-sports-e2e-${port}`);

// This file is also loaded by every test worker, which inherits the runner's environment: only the
// runner (the first load) empties the data folder, before it starts the web server.
if (!process.env.E2E_DATA_DIR_RESET) {
  if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  process.env.E2E_DATA_DIR_RESET = dataDir;
}
// Likewise the clock: the runner fixes the offset once, the workers and the server inherit it.
process.env.E2E_CLOCK_OFFSET_MS ??= String(clockOffsetFromEnv());
const clockOffset = Number(process.env.E2E_CLOCK_OFFSET_MS);

const chromium = {
  browserName: 'chromium' as const,
  viewport: { width: 1280, height: 720 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};

/** The specs that call advanceClock (tests/e2e/support/clock.ts), read from the specs themselves so a new one is never missed. */
const specsDir = fileURLToPath(new URL('./tests/e2e', import.meta.url));
const MOVES_THE_CLOCK = readdirSync(specsDir)
  .filter((file) => file.endsWith('.spec.ts') && /\badvanceClock\(/.test(readFileSync(join(specsDir, file), 'utf8')))
  .map((file) => `**/${file}`);

/**
 * One worker per core, at most four (they share one server). On this 2-core machine, once the suite
 * stopped animating and recording a screencast (2026-12-02), the 150 tests took 12.9 min on one
 * worker and 10.0 min on two, all passing (on 2026-11-28, with both, two workers gained less than the
 * spread of one worker's runs). The specs that move the server's clock run last, in their own
 * project, so no test of another worker sees the clock jump. E2E_WORKERS overrides it.
 */
const workers = Number(process.env.E2E_WORKERS) || Math.min(4, availableParallelism());

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  forbidOnly: true,
  workers,
  retries: 0,
  reporter: 'list',
  // Sized for a 2-core machine running the server, a worker and its browser, and whatever else runs.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A failed test keeps its trace (DOM snapshots of each step) but not the screencast, whose
    // frames cost the browser a sixth of its CPU on every test, failed or not.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // The suite's visitor prefers reduced motion: the header's marquee, the pulses and skeletons
    // stand still. Measured on 15 tests (home, news, layout shift), moving pictures kept Chromium's
    // compositor busy: 2.7 min and 227 s of CPU with motion, 2.0 min and 141 s without. The specs
    // about what moves (layout-shift, the reduced-motion check in a11y) ask for motion themselves.
    reducedMotion: 'reduce',
  },
  projects: [
    // Software decoding of a 1080p stream takes about a third of a core: tests that play video are
    // tagged @video and run one at a time, whatever the number of workers.
    { name: 'chromium', use: chromium, grepInvert: /@video/, testIgnore: MOVES_THE_CLOCK },
    { name: 'video', use: chromium, grep: /@video/, testIgnore: MOVES_THE_CLOCK, workers: 1 },
    // Specs that move the server's clock forward run last, alone, so no other test sees it jump.
    { name: 'clock', use: chromium, testMatch: MOVES_THE_CLOCK, dependencies: ['chromium', 'video'], workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx server/src/server.ts',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server's errors (a 500's cause) print in the run's output, [WebServer] before each line.
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM first so the server closes its embedded database cleanly.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? fileURLToPath(new URL('./dist', import.meta.url)),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      // Every test page comes from 127.0.0.1 and logs in as a guest: the per-address sign-in limit
      // would otherwise stop the suite midway. Limits themselves are tested in server/test.
      RATE_LIMIT_AUTH: '100000',
      RATE_LIMIT_READS: '100000',
      RATE_LIMIT_FILES: '100000',
      CLOCK_OFFSET: `${clockOffset}ms`,
      // Tests move the server's clock forward (tests/e2e/support/clock.ts advanceClock) instead of waiting.
      TEST_CLOCK_CONTROL: 'on',
    },
  },
});
