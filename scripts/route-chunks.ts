/**
 * Writes dist/.vite/route-chunks.json after `vite build`:
 *   { "<route id>": { "js": ["assets/schedule-page-abc.js", <its static imports, transitively>], "css": [...] } }
 * The route id → page module pairs come from src/app/routes.ts (`id: () => import('…')`), the files
 * from Vite's manifest (dist/.vite/manifest.json). The server reads it to `<link rel=modulepreload>`
 * a page's chunks with the entry instead of after it (server/src/pages, docs/seo.md). Run by
 * scripts/build.ts; run alone (`node --import tsx scripts/route-chunks.ts [dist]`) after a build.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from './lib/run.ts';

export const ROUTES_MODULE = 'src/app/routes.ts';

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

/** `home: () => import('../features/home/pages/home-page')` → { home: 'src/features/home/pages/home-page' } (paths from the project root). */
export function routeModules(source: string, routesModule = ROUTES_MODULE): Record<string, string> {
  const out: Record<string, string> = {};
  const dir = posix.dirname(routesModule);
  for (const m of source.matchAll(/^\s*([A-Za-z_$][\w$]*)\s*:\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
    out[m[1]!] = posix.normalize(posix.join(dir, m[2]!));
  }
  return out;
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/** The manifest key of a module path without its extension. */
function manifestKey(manifest: Manifest, modulePath: string): string | null {
  for (const ext of EXTENSIONS) if (manifest[modulePath + ext]) return modulePath + ext;
  return null;
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
export function routeChunks(routesSource: string, manifest: Manifest): { chunks: Record<string, RouteChunk>; missing: string[] } {
  const chunks: Record<string, RouteChunk> = {};
  const missing: string[] = [];
  for (const [id, modulePath] of Object.entries(routeModules(routesSource))) {
    const key = manifestKey(manifest, modulePath);
    if (key) chunks[id] = chunkFiles(manifest, key);
    else missing.push(id);
  }
  return { chunks, missing };
}

export function writeRouteChunks(distDir = join(projectRoot, 'dist'), root = projectRoot): { routes: number; missing: string[] } {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} does not exist: run vite build (with build.manifest: true) first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const { chunks, missing } = routeChunks(readFileSync(join(root, ROUTES_MODULE), 'utf8'), manifest);
  if (Object.keys(chunks).length === 0) throw new Error(`no route of ${ROUTES_MODULE} was found in ${manifestPath}`);
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
