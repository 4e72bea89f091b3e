/**
 * The benchmarks' server: server/src/server.ts in a child process on a fresh PGlite data folder,
 * with the HTTP rate limits lifted, waited for through /healthz and stopped cleanly.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot, tsxArgs } from './run.ts';
import { callUrl, type EndpointSpec, type ParamsOf, type QueryOf } from '../../contracts/endpoints/define.ts';
import { login } from '../../contracts/endpoints/auth.ts';
import { liveSchedule } from '../../contracts/endpoints/live.ts';

/** The first start migrates and seeds a new database. */
const START_TIMEOUT_MS = 5 * 60_000;
const STOP_GRACE_MS = 10_000;
const LIFTED_LIMIT = '100000000';
/** Linux USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const CLOCK_TICKS = 100;

export const BENCH_TIMEZONE = 'Asia/Ho_Chi_Minh';

export interface BenchServerOptions {
  /** A port to listen on; a free one by default. */
  port?: number;
  /** A built SPA to serve; by default a folder with an empty index.html. */
  staticDir?: string;
  /** More environment for the server (e.g. CHAT_RATE_LIMIT). */
  env?: Record<string, string>;
  /** Where the server's stdout goes (its errors always reach the terminal). */
  stdout?: 'ignore' | 'inherit';
  /** How long the first start may take (5 minutes by default; a SEED_SCALE seed takes longer). */
  startTimeoutMs?: number;
}

export interface BenchServer {
  base: string;
  process: ChildProcess;
  /** The folder the server serves as its SPA. */
  staticDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Stops a child process: SIGTERM, then SIGKILL if it has not exited after 10 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited (${code})`))));
  exited.catch(() => {});
  const healthy = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not answer ${base}/healthz within ${timeoutMs / 1000} s`);
  })();
  await Promise.race([healthy, exited]);
}

export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(join(tmpdir(), 'bench-server-'));
  let staticDir = options.staticDir;
  if (!staticDir) {
    staticDir = join(work, 'static');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
  }
  // BENCH_SERVER_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_SERVER_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, ...tsxArgs('server/src/server.ts')], {
    cwd: projectRoot,
    stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      STATIC_DIR: staticDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_READS: LIFTED_LIMIT,
      RATE_LIMIT_AUTH: LIFTED_LIMIT,
      RATE_LIMIT_FILES: LIFTED_LIMIT,
      ...options.env,
    },
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, child, options.startTimeoutMs ?? START_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, process: child, staticDir, stop };
}

/** Today as yyyy-mm-dd in the benchmarks' time zone. */
export function benchToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BENCH_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The URL of a call of the endpoint table (contracts/endpoints/), as the SPA's call() builds it. */
export function endpointUrl<E extends EndpointSpec>(base: string, endpoint: E, input: { query?: Partial<QueryOf<E>>; params?: ParamsOf<E> } = {}): string {
  return `${base}${callUrl(endpoint, input)}`;
}

/** A member's access token and id, from the sign-in call. */
export async function signIn(base: string, username: string, password: string): Promise<{ token: string; userId: number }> {
  const response = await fetch(endpointUrl(base, login), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-language': 'en' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { msg: string; data: { token: string; userInfo: { userId: number } } | null };
  if (!response.ok || !body.data) throw new Error(`sign-in of ${username} answered ${response.status}: ${body.msg}`);
  return { token: body.data.token, userId: body.data.userInfo.userId };
}

/** The URL of today's full live schedule. */
export function todaysScheduleUrl(base: string): string {
  return endpointUrl(base, liveSchedule, { query: { date: benchToday(), timezone: BENCH_TIMEZONE, pageSize: 200 } });
}

/** Today's schedule rows (only the fields the benchmarks read). */
export async function todaysSchedule<Row>(base: string): Promise<Row[]> {
  const response = await fetch(todaysScheduleUrl(base));
  if (!response.ok) throw new Error(`liveSchedule answered ${response.status}`);
  return ((await response.json()) as { data: { list: Row[] } }).data.list;
}

/** CPU seconds (user + system) a process has used so far; null where /proc is not available. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Runs a script of the project as a child process that talks to this one over IPC. */
export function forkChild(script: string): ChildProcess {
  return fork(join(projectRoot, script), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** The next IPC message of `type` from `child`, or an error when it exits or the time runs out. */
export function nextMessage<T extends { type: string }, K extends T['type']>(child: ChildProcess, type: K, timeoutMs: number, what: string): Promise<Extract<T, { type: K }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => done(new Error(`${what}: no answer within ${timeoutMs / 1000}s`)), timeoutMs);
    const onMessage = (message: T) => {
      if (message.type === type) done(null, message as Extract<T, { type: K }>);
    };
    const onExit = (code: number | null) => done(new Error(`${what}: the process exited (${code})`));
    const done = (error: Error | null, message?: Extract<T, { type: K }>) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve(message!);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}
