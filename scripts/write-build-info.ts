/**
 * Writes dist/build-info.json after `vite build`:
 *   { "buildId": <the id Vite baked in as __BUILD_ID__>, "builtAt": <ISO time>, "manifestHash": <sha256 of dist/.vite/manifest.json> }
 * The build watcher in the SPA polls this file and reloads when its buildId differs from its own.
 *
 * Run by scripts/build.ts (npm run build), which generates one BUILD_ID and hands it to both Vite
 * and this step. Run alone, it needs BUILD_ID in the environment, the same value Vite was given.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './lib/run.ts';

export type BuildInfo = { buildId: string; builtAt: string; manifestHash: string };

export function writeBuildInfo(buildId: string, distDir = join(projectRoot, 'dist')): BuildInfo {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} does not exist: run vite build (with build.manifest: true) first.`);
  }
  const info: BuildInfo = {
    buildId,
    builtAt: new Date().toISOString(),
    manifestHash: createHash('sha256').update(readFileSync(manifestPath)).digest('hex'),
  };
  writeFileSync(join(distDir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const buildId = process.env.BUILD_ID;
  if (!buildId) {
    console.error(
      'write-build-info: BUILD_ID is not set. Use `npm run build`, which gives the same BUILD_ID to vite build and to this step.',
    );
    process.exit(1);
  }
  try {
    const info = writeBuildInfo(buildId);
    console.log(`write-build-info: dist/build-info.json buildId=${info.buildId}`);
  } catch (error) {
    console.error(`write-build-info: ${(error as Error).message}`);
    process.exit(1);
  }
}
