/**
 * npm test: every layer of the suite, one stage after another, stopping at the first that fails,
 * then a table of the seconds each stage took (docs/testing.md says what each layer is for and the
 * budget). The typecheck and the lint read the same files and run side by side, their output held
 * and printed whole. With TEST_TIMINGS_FILE set (.ci/run), each stage's seconds are also appended
 * there as "name<TAB>seconds<TAB>ok|failed", for the run's own table.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { projectRoot, tsxArgs } from './lib/run.ts';

interface Step {
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
}

interface Stage {
  name: string;
  /** Steps that run side by side (their output is held and printed when they end). */
  steps: Step[];
}

const npm = (script: string): Step => ({ command: 'npm', args: ['run', '--silent', script] });
const node = (script: string, ...args: string[]): Step => ({ command: process.execPath, args: tsxArgs(script, ...args) });
const vitest = (...projects: string[]): Step => ({
  command: 'npx',
  args: ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])],
  // The PostgreSQL pass is its own stage: this one is the embedded PGlite.
  env: { TEST_DATABASE_URL: '' },
});

export const STAGES: Stage[] = [
  { name: 'tools', steps: [node('scripts/check-chromium.ts')] },
  // The generated messages and styles first: the typecheck and the lint both read them.
  { name: 'generate', steps: [{ command: 'sh', args: ['-c', 'npm run --silent i18n:compile && npx panda codegen --silent'] }] },
  { name: 'typecheck + lint', steps: [{ command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] }, npm('lint')] },
  { name: 'unit + page', steps: [vitest('unit', 'page')] },
  { name: 'server on PGlite', steps: [vitest('server')] },
  { name: 'server on PostgreSQL', steps: [npm('test:pg')] },
  { name: 'Redis', steps: [npm('test:redis')] },
  { name: 'e2e (build + run)', steps: [npm('test:e2e')] },
];

function runStep(step: Step, hold: boolean): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: projectRoot,
      env: { ...process.env, ...step.env },
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Seconds as 1m05s (or 12.3s under a minute). */
export function formatSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
}

/** The table of stages: name, seconds, outcome, and the total. */
export function timingTable(rows: Array<{ name: string; seconds: number; ok: boolean }>): string {
  const width = Math.max(5, ...rows.map((r) => r.name.length));
  const row = (name: string, seconds: number, outcome: string) =>
    `${name.padEnd(width)}  ${String(Math.round(seconds)).padStart(7)}  ${formatSeconds(seconds).padStart(7)}${outcome ? `  ${outcome}` : ''}`;
  const total = rows.reduce((sum, r) => sum + r.seconds, 0);
  return [`${'stage'.padEnd(width)}  ${'seconds'.padStart(7)}`, ...rows.map((r) => row(r.name, r.seconds, r.ok ? 'ok' : 'FAILED')), row('total', total, '')].join('\n');
}

async function main(): Promise<void> {
  const rows: Array<{ name: string; seconds: number; ok: boolean }> = [];
  let failed = false;
  for (const stage of STAGES) {
    console.log(`\n▶ ${stage.name}`);
    const started = performance.now();
    const hold = stage.steps.length > 1;
    const results = await Promise.all(stage.steps.map((step) => runStep(step, hold)));
    if (hold) for (const { output } of results) process.stdout.write(output);
    const seconds = (performance.now() - started) / 1000;
    const ok = results.every((r) => r.code === 0);
    rows.push({ name: stage.name, seconds, ok });
    if (process.env.TEST_TIMINGS_FILE) appendFileSync(process.env.TEST_TIMINGS_FILE, `${stage.name}\t${seconds.toFixed(1)}\t${ok ? 'ok' : 'failed'}\n`);
    console.log(`${ok ? '✓' : '✗'} ${stage.name} (${formatSeconds(seconds)})`);
    if (!ok) {
      failed = true;
      break;
    }
  }
  console.log(`\nnpm test: seconds per stage\n${timingTable(rows)}`);
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
