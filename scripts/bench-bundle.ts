/**
 * npm run bench:bundle [-- --no-build]
 *
 * Measures the JavaScript a browser loads for the home route (/) of the production build and
 * compares it with a "React-only floor": a bare React 19 page built by the same Vite with the same
 * plugin and target. Sizes are gzip level 9.
 *
 * Home route = the entry chunk(s) + static imports (recursively), the lazy chunk of
 * src/features/home/pages/home-page.tsx + its static imports, and the Vietnamese messages those
 * chunks load (the pieces of the catalogue named in dist/.vite/message-chunks.json, JSON fetched at
 * start; counted beside the JavaScript because the page cannot render without them).
 *
 * Targets: the home route ≤ 130 kB gzip (issue 27) and ≤ 1.6 × the floor. It is a benchmark: it
 * prints figures and fails only on errors (no build, no manifest), never because a target is missed.
 */
import react from '@vitejs/plugin-react';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, version as viteVersion } from 'vite';
import { projectRoot, run, tsxArgs } from './lib/run.ts';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;
type Measured = { file: string; role: string; raw: number; gzip: number; hls: boolean };

const HOME_PAGE_SRC = 'src/features/home/pages/home-page.tsx';
const DEFAULT_LOCALE = 'vi';
const MESSAGE_CHUNKS = join('.vite', 'message-chunks.json');
const TARGET_RATIO = 1.6;
/** Issue 27: what the home route loads, JavaScript and messages, gzip. */
const TARGET_HOME_KB = 130;
/**
 * Strings that survive minification of hls.js (a config key, an event name, an error message);
 * a chunk holding at least two of them contains the library.
 */
const HLS_MARKERS = ['abrEwmaDefaultEstimate', 'hlsMediaAttaching', 'Illegal hls.js config'];

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function readManifest(outDir: string): Manifest {
  const path = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: run the build first (drop --no-build).`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/** The manifest keys of `roots` and everything they import statically, in discovery order. */
function withStaticImports(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest refers to ${key}, which it does not list`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen];
}

function measure(outDir: string, manifest: Manifest, roles: Map<string, string>): Measured[] {
  const files = new Map<string, Measured>();
  for (const [key, role] of roles) {
    const file = manifest[key]!.file;
    if (!file.endsWith('.js') || files.has(file)) continue;
    const content = readFileSync(join(outDir, file));
    const text = content.toString('utf8');
    files.set(file, {
      file,
      role,
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      hls: HLS_MARKERS.filter((marker) => text.includes(marker)).length >= 2,
    });
  }
  return [...files.values()];
}

function homeRoute(outDir: string): { chunks: Measured[]; notes: string[] } {
  const manifest = readManifest(outDir);
  const notes: string[] = [];
  const roles = new Map<string, string>();
  const assign = (roots: string[], role: string) => {
    for (const key of withStaticImports(manifest, roots)) if (!roles.has(key)) roles.set(key, roots.includes(key) ? role : `${role} import`);
  };

  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length === 0) throw new Error('the manifest has no entry chunk');
  assign(entries, 'entry');

  const home = Object.keys(manifest).filter((key) => key === HOME_PAGE_SRC || manifest[key]!.src === HOME_PAGE_SRC);
  if (home.length > 0) assign(home, 'home page');
  else notes.push(`no chunk of its own for ${HOME_PAGE_SRC} (bundled into the entry, or not built yet)`);

  const chunks = measure(outDir, manifest, roles);
  const piecesPath = join(outDir, MESSAGE_CHUNKS);
  if (existsSync(piecesPath)) {
    const pieces = JSON.parse(readFileSync(piecesPath, 'utf8')) as Record<string, Record<string, string>>;
    for (const chunk of [...chunks]) {
      const url = pieces[chunk.file]?.[DEFAULT_LOCALE];
      if (!url) continue;
      const content = readFileSync(join(outDir, url.replace(/^\//, '')));
      chunks.push({ file: url.replace(/^\//, ''), role: `${DEFAULT_LOCALE} messages`, raw: content.length, gzip: gzipSync(content, { level: 9 }).length, hls: false });
    }
  } else notes.push(`${MESSAGE_CHUNKS} is missing: the messages the route loads are not counted`);

  return { chunks, notes };
}

/** Builds a bare React 19 page with the same Vite, plugin and target, and measures its JavaScript. */
async function reactFloor(): Promise<Measured[]> {
  // Inside node_modules so that `react` and `react-dom` resolve from the project's node_modules.
  const root = join(projectRoot, 'node_modules', '.cache', 'bench-bundle', 'react-floor');
  const outDir = join(root, 'dist');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html>\n<html lang="vi">\n  <head><meta charset="UTF-8" /><title>floor</title></head>\n' +
      '  <body>\n    <div id="root"></div>\n    <script type="module" src="/main.tsx"></script>\n  </body>\n</html>\n',
  );
  writeFileSync(
    join(root, 'main.tsx'),
    "import { createRoot } from 'react-dom/client';\n\n" +
      "createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);\n",
  );
  await build({
    root,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    plugins: [react()],
    css: { postcss: {} }, // do not pick up the project's PostCSS (Panda) config
    build: { target: 'es2022', manifest: true, outDir, emptyOutDir: true },
  });
  const manifest = readManifest(outDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  return measure(outDir, manifest, new Map(withStaticImports(manifest, entries).map((key) => [key, 'floor'])));
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) => row.map((cell, column) => (column >= 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('   '))
    .join('\n');
}

async function main(): Promise<void> {
  const distDir = join(projectRoot, 'dist');
  if (!process.argv.includes('--no-build')) run('production build', process.execPath, tsxArgs('scripts/build.ts'));

  const { chunks, notes } = homeRoute(distDir);
  const floor = await reactFloor();
  const sum = (list: Measured[], field: 'raw' | 'gzip') => list.reduce((total, chunk) => total + chunk[field], 0);
  const homeGzip = sum(chunks, 'gzip');
  const floorGzip = sum(floor, 'gzip');
  const ratio = homeGzip / floorGzip;
  const hlsChunks = chunks.filter((chunk) => chunk.hls);

  console.log(`\nbench:bundle (Vite ${viteVersion}, target es2022, gzip level 9, 1 kB = 1000 bytes)\n`);
  console.log(
    table([
      ['chunk', 'role', 'raw kB', 'gzip kB'],
      ...chunks.map((c) => [c.file, c.role, kB(c.raw), kB(c.gzip)]),
      ['total home route', `${chunks.length} file(s)`, kB(sum(chunks, 'raw')), kB(homeGzip)],
      ['React-only floor JS', `${floor.length} chunk(s)`, kB(sum(floor, 'raw')), kB(floorGzip)],
    ]),
  );
  console.log('');
  const homeMet = homeGzip / 1000 <= TARGET_HOME_KB;
  console.log(`home route gzip      ${kB(homeGzip)} kB (JavaScript and its messages; target ≤ ${TARGET_HOME_KB} kB: ${homeMet ? 'met' : 'NOT met'})`);
  console.log(`React-only floor     ${kB(floorGzip)} kB`);
  console.log(`ratio                ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'})`);
  console.log(`hls.js in home route: ${hlsChunks.length > 0 ? `YES (${hlsChunks.map((c) => c.file).join(', ')})` : 'no'}`);
  for (const note of notes) console.log(`note: ${note}`);
}

main().catch((error: unknown) => {
  console.error(`bench:bundle: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
