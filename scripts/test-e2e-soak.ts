/**
 * npm run test:e2e:soak
 *
 * The end-to-end suite at each instant of SOAK_INSTANTS (tests/e2e/support/clock.ts), one after the
 * other: Vietnamese morning and evening, just after midnight in Vietnam (still yesterday in UTC),
 * the small hours, a few minutes before a day, a month and a year turn (they turn while the suite
 * runs), and prime time on a data folder the server seeded seven weeks before (SOAK_SEEDED_AT: the
 * server is started once at that instant, stopped, and the suite then runs on its folder). Builds
 * once, runs `playwright test` with E2E_CLOCK_AT set to each instant, and prints one line per run.
 * Exits non-zero when any run failed. Options: `-- --rounds N` repeats the runs; `-- --only
 * vn-saturday-evening,...` picks instants; anything after `--playwright` goes to Playwright as it is.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot, run, tsxArgs, bin } from './lib/run.ts';
import { SOAK_INSTANTS, SOAK_SEEDED_AT, type SoakInstant } from '../tests/e2e/support/clock.ts';

type Instant = SoakInstant;

/** Starts the server on `dataDir` at the instant `at` until it answers, then stops it: the folder is seeded for that instant. */
async function seedAt(dataDir: string, at: string): Promise<void> {
  const port = 8079;
  const server = spawn(process.execPath, tsxArgs('server/src/server.ts'), {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CLOCK_AT: at, LOG_LEVEL: 'warn', STATIC_DIR: join(projectRoot, 'dist') },
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (server.exitCode !== null || Date.now() > deadline) fail(`the server did not start to seed ${dataDir} at ${at}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  await exited;
}

function options(argv: string[]) {
  const split = argv.indexOf('--playwright');
  const own = split < 0 ? argv : argv.slice(0, split);
  const playwright = split < 0 ? [] : argv.slice(split + 1);
  let rounds = 1;
  let only = Object.keys(SOAK_INSTANTS) as Instant[];
  for (let i = 0; i < own.length; i++) {
    const arg = own[i]!;
    if (arg === '--rounds' && /^[1-9]\d?$/.test(own[i + 1] ?? '')) rounds = Number(own[++i]);
    else if (arg === '--only' && own[i + 1]) {
      const names = own[++i]!.split(',');
      const unknown = names.filter((name) => !(name in SOAK_INSTANTS));
      if (unknown.length > 0) fail(`unknown instant ${unknown.join(', ')}; known: ${Object.keys(SOAK_INSTANTS).join(', ')}`);
      only = names as Instant[];
    } else fail(`unknown option ${arg}`);
  }
  return { rounds, only, playwright };
}

function fail(message: string): never {
  console.error(`test:e2e:soak: ${message}`);
  process.exit(2);
}

interface Outcome {
  round: number;
  instant: Instant;
  passed: number;
  failed: number;
  flaky: number;
  seconds: number;
  failures: string[];
}

/** Counts from Playwright's JSON report. */
function readReport(path: string): Omit<Outcome, 'round' | 'instant' | 'seconds'> {
  interface Spec { title: string; file: string; line: number; tests: Array<{ status: string; projectName: string }> }
  interface Suite { specs?: Spec[]; suites?: Suite[] }
  const report = JSON.parse(readFileSync(path, 'utf8')) as { suites: Suite[]; stats: { expected: number; unexpected: number; flaky: number } };
  const failures: string[] = [];
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'unexpected')) failures.push(`${spec.file}:${spec.line} ${spec.title}`);
    }
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  return { passed: report.stats.expected, failed: report.stats.unexpected, flaky: report.stats.flaky, failures };
}

const { rounds, only, playwright } = options(process.argv.slice(2));
run('build', process.execPath, tsxArgs('scripts/build.ts'));

const outcomes: Outcome[] = [];
for (let round = 1; round <= rounds; round++) {
  for (const instant of only) {
    const at = SOAK_INSTANTS[instant];
    const reportPath = join(projectRoot, 'test-results', `soak-${instant}.json`);
    rmSync(reportPath, { force: true });
    const seededAt = SOAK_SEEDED_AT[instant];
    console.log(`\ntest:e2e:soak: round ${round}/${rounds}, ${instant} (E2E_CLOCK_AT=${at}${seededAt ? `, data seeded at ${seededAt}` : ''})`);
    const started = performance.now();
    const env: NodeJS.ProcessEnv = { ...process.env, E2E_CLOCK_AT: at, PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath };
    delete env.E2E_CLOCK_OFFSET_MS;
    delete env.E2E_DATA_DIR_RESET;
    delete env.E2E_DATA_DIR;
    let seededDir: string | null = null;
    if (seededAt) {
      seededDir = mkdtempSync(join(tmpdir(), 'vn-live-sports-soak-'));
      await seedAt(seededDir, seededAt);
      env.E2E_DATA_DIR = seededDir;
    }
    const result = spawnSync(bin('playwright'), ['test', '--reporter=list,json', ...playwright], { cwd: projectRoot, stdio: 'inherit', env });
    if (seededDir) rmSync(seededDir, { recursive: true, force: true });
    const seconds = Math.round((performance.now() - started) / 1000);
    let counts: Omit<Outcome, 'round' | 'instant' | 'seconds'>;
    try {
      counts = readReport(reportPath);
    } catch {
      counts = { passed: 0, failed: 1, flaky: 0, failures: [`no report (playwright exit ${result.status ?? result.signal})`] };
    }
    if (result.status !== 0 && counts.failed === 0) counts = { ...counts, failed: 1, failures: [`playwright exit ${result.status ?? result.signal}`] };
    outcomes.push({ round, instant, seconds, ...counts });
  }
}

console.log('\ntest:e2e:soak — the end-to-end suite at each clock instant');
console.log('round  instant              E2E_CLOCK_AT                 passed  failed  time');
for (const o of outcomes) {
  console.log(
    `${String(o.round).padStart(5)}  ${o.instant.padEnd(19)}  ${SOAK_INSTANTS[o.instant].padEnd(27)}  ${String(o.passed).padStart(6)}  ${String(o.failed).padStart(6)}  ${Math.floor(o.seconds / 60)}m${String(o.seconds % 60).padStart(2, '0')}s`,
  );
  for (const failure of o.failures) console.log(`         ✗ ${failure}`);
}
const failed = outcomes.filter((o) => o.failed > 0).length;
console.log(failed === 0 ? `all ${outcomes.length} runs passed` : `${failed} of ${outcomes.length} runs failed`);
process.exit(failed === 0 ? 0 : 1);
