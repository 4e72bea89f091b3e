/**
 * Writes dist/.vite/route-chunks.json after `vite build`:
 *   { "<route id>": { "js": ["assets/schedule-page-abc.js", <its static imports, transitively>], "css": [...] } }
 * The route id → page module pairs come from the route table (each route's `page`,
 * contracts/route-table.ts), the files from Vite's manifest (dist/.vite/manifest.json). The server
 * reads it to `<link rel=modulepreload>` a page's chunks with the entry instead of after it
 * (server/src/pages, docs/seo.md). Run by
 * scripts/build.ts; run alone (`node --import tsx scripts/route-chunks.ts [dist]`) after a build.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pageModule, routeTable, type RouteDef } from '../contracts/route-table.ts';
import { projectRoot } from './lib/run.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteChunk {
  js: string[];
  css: string[];
}

/** A chunk's file, then the files of its static imports (depth first, each once), and the CSS of all of them. */
export function chunkFiles(manifest: Manifest, key: string): RouteChunk {
  const js: string[] = [];
  const css: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    if (!js.includes(chunk.file)) js.push(chunk.file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css };
}

/** Route id → its page chunk's files; `missing` lists the routes whose module the manifest does not hold. */
export function routeChunks(manifest: Manifest, routes: readonly Pick<RouteDef, 'id' | 'page'>[] = routeTable): { chunks: Record<string, RouteChunk>; missing: string[] } {
  const chunks: Record<string, RouteChunk> = {};
  const missing: string[] = [];
  for (const { id, page } of routes) {
    // The manifest names a module by its path from the project root.
    const key = pageModule(page);
    if (manifest[key]) chunks[id] = chunkFiles(manifest, key);
    else missing.push(id);
  }
  return { chunks, missing };
}

export function writeRouteChunks(distDir = join(projectRoot, 'dist')): { routes: number; missing: string[] } {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} does not exist: run vite build (with build.manifest: true) first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const { chunks, missing } = routeChunks(manifest);
  if (Object.keys(chunks).length === 0) throw new Error(`no page module of the route table was found in ${manifestPath}`);
  writeFileSync(join(distDir, '.vite', 'route-chunks.json'), `${JSON.stringify(chunks)}\n`);
  return { routes: Object.keys(chunks).length, missing };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const dist = resolve(process.argv[2] ?? join(projectRoot, 'dist'));
    const { routes, missing } = writeRouteChunks(dist);
    console.log(`route-chunks: ${routes} routes written to ${join(dist, '.vite', 'route-chunks.json')}`);
    if (missing.length) console.warn(`route-chunks: no chunk for ${missing.join(', ')}`);
  } catch (error) {
    console.error(`route-chunks: ${(error as Error).message}`);
    process.exit(1);
  }
}
