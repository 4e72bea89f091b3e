/** Small helpers shared by the project scripts: the project root and fail-fast child processes. */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (the folder holding package.json). */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Path of an executable installed in node_modules/.bin. */
export function bin(name: string): string {
  const path = join(projectRoot, 'node_modules', '.bin', name);
  if (!existsSync(path)) {
    throw new Error(`${name} is not installed (missing ${path}); run npm ci first.`);
  }
  return path;
}

/** Arguments that make `node` run a TypeScript file through tsx. */
export function tsxArgs(script: string, ...args: string[]): string[] {
  return ['--import', 'tsx', join(projectRoot, script), ...args];
}

/**
 * Runs a command with inherited stdio from the project root. Exits the current process with the
 * child's status when it fails, so a chain of steps stops at the first failure.
 */
export function run(label: string, command: string, args: readonly string[], options: SpawnSyncOptions = {}): void {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', ...options });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.error) {
    console.error(`✗ ${label}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    const why = result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`;
    console.error(`✗ ${label} failed (${why}) after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${label} (${seconds}s)`);
}
