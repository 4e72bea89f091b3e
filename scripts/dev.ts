/**
 * npm run dev [-- <vite options>]
 *
 * Development: compiles the message catalogues and the Panda styled-system once, then runs together,
 * each line prefixed with its name:
 *   [server]  the Fastify server, restarted on change (tsx watch), on PORT (default 8080)
 *   [vite]    the Vite dev server with HMR; vite.config.ts proxies the API, /hls and /websocket to the server
 *   [panda]   panda codegen --watch (regenerates styled-system/ when panda.config.ts changes)
 *   [i18n]    recompiles locales/*.json on change (Vite then hot-reloads the messages)
 * Ctrl-C stops everything; when one process exits, the others are stopped too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { bin, projectRoot, tsxArgs } from './lib/run.ts';

const tty = process.stdout.isTTY === true;
const paint = (code: number, text: string) => (tty ? `\x1b[${code}m${text}\x1b[0m` : text);
const env: NodeJS.ProcessEnv = {
  ...process.env,
  STATIC_DIR: process.env.STATIC_DIR ?? join(projectRoot, 'dist'),
  ...(tty && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
};

function log(name: string, color: number, line: string, stream: NodeJS.WriteStream = process.stdout): void {
  stream.write(`${paint(color, `[${name}]`.padEnd(8))} ${line}\n`);
}

type Service = { name: string; color: number; child: ChildProcess; exited: boolean };
const services: Service[] = [];
let stopping = false;
let exitCode = 0;
let localesWatcher: FSWatcher | undefined;

function start(name: string, color: number, command: string, args: string[]): void {
  // Each child gets its own process group, so Ctrl-C in the terminal reaches only this script, which
  // then sends exactly one SIGTERM to each child (a second signal makes `tsx watch` SIGKILL the
  // server, which could leave the embedded database half-written).
  const child = spawn(command, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const service: Service = { name, color, child, exited: false };
  services.push(service);
  createInterface({ input: child.stdout! }).on('line', (line) => log(name, color, line));
  createInterface({ input: child.stderr! }).on('line', (line) => log(name, color, line, process.stderr));
  child.on('error', (error) => log(name, color, `could not start: ${error.message}`, process.stderr));
  child.on('exit', (code, signal) => {
    service.exited = true;
    if (!stopping) {
      log(name, color, `exited (${signal ?? `code ${code}`}); stopping the others`, process.stderr);
      stop(code === 0 ? 1 : (code ?? 1));
    }
    if (services.every((s) => s.exited)) process.exit(exitCode);
  });
}

function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  localesWatcher?.close();
  for (const s of services) if (!s.exited) s.child.kill('SIGTERM');
  // Whatever ignores SIGTERM is killed, with its whole process group, after 5 s.
  setTimeout(() => {
    for (const s of services) if (!s.exited) killGroup(s.child, 'SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
  if (services.every((s) => s.exited)) process.exit(exitCode);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

function compileMessages(): boolean {
  const result = spawnSync(process.execPath, tsxArgs('scripts/compile-messages.ts'), { cwd: projectRoot, encoding: 'utf8' });
  for (const line of `${result.stdout}${result.stderr}`.trim().split('\n')) if (line) log('i18n', 35, line);
  return result.status === 0;
}

function watchLocales(): void {
  const dir = join(projectRoot, 'locales');
  if (!existsSync(dir)) return;
  let timer: NodeJS.Timeout | undefined;
  localesWatcher = watch(dir, (_event, file) => {
    if (file && !file.endsWith('.json')) return;
    clearTimeout(timer);
    timer = setTimeout(compileMessages, 150);
  });
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
process.on('SIGHUP', () => stop(0));
// Last resort if this script dies abruptly (an exception): leave no server or Vite behind.
process.on('exit', () => {
  for (const s of services) if (!s.exited) killGroup(s.child, 'SIGKILL');
});

if (!compileMessages()) process.exit(1);
const codegen = spawnSync(bin('panda'), ['codegen', '--silent'], { cwd: projectRoot, env, stdio: 'inherit' });
if (codegen.status !== 0) process.exit(codegen.status ?? 1);

start('server', 36, process.execPath, [bin('tsx'), 'watch', '--clear-screen=false', join(projectRoot, 'server/src/server.ts')]);
start('vite', 33, bin('vite'), process.argv.slice(2));
start('panda', 32, bin('panda'), ['codegen', '--watch', '--silent']);
watchLocales();
