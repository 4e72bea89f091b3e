/**
 * npm run test:e2e:soak
 *
 * The end-to-end suite at four instants of the server and browser clock, one after the other:
 * Vietnamese morning and evening, just after midnight in Vietnam (still yesterday in UTC), and the
 * UTC evening (the small hours in Vietnam). Builds once, runs `playwright test` with E2E_CLOCK_AT
 * set to each instant (tests/e2e/support/clock.ts), and prints one line per instant. Exits non-zero
 * when any run failed. Options: `-- --rounds N` repeats the four runs; `-- --only vn-evening,...`
 * picks instants; anything after `--playwright` goes to Playwright as it is.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot, run, tsxArgs, bin } from './lib/run.ts';
import { SOAK_INSTANTS } from '../tests/e2e/support/clock.ts';

type Instant = keyof typeof SOAK_INSTANTS;

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
    console.log(`\ntest:e2e:soak: round ${round}/${rounds}, ${instant} (E2E_CLOCK_AT=${at})`);
    const started = performance.now();
    const env: NodeJS.ProcessEnv = { ...process.env, E2E_CLOCK_AT: at, PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath };
    delete env.E2E_CLOCK_OFFSET_MS;
    delete env.E2E_DATA_DIR_RESET;
    const result = spawnSync(bin('playwright'), ['test', '--reporter=list,json', ...playwright], { cwd: projectRoot, stdio: 'inherit', env });
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

console.log('\ntest:e2e:soak — the end-to-end suite at four clock instants');
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
