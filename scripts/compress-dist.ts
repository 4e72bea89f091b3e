/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text asset of the
 * build that is over 1 KB, so the server sends them without compressing at request time
 * (@fastify/static `preCompressed`). index.html is left out: the server writes each page's head
 * into it per URL and compresses that answer on the fly. Run by scripts/build.ts.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { projectRoot } from './lib/run.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|vtt|m3u8)$/;
const MIN_BYTES = 1024;
/** Written per request or polled: never served from a precompressed copy. */
const SKIPPED = new Set(['index.html', 'build-info.json']);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(path);
    } else if (entry.isFile()) yield path;
  }
}

export interface CompressedTotals {
  files: number;
  raw: number;
  br: number;
  gz: number;
}

export async function compressDist(distDir = join(projectRoot, 'dist')): Promise<CompressedTotals> {
  const jobs: Promise<{ raw: number; br: number; gz: number }>[] = [];
  for await (const path of files(distDir)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (!COMPRESSIBLE.test(name) || SKIPPED.has(name)) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const content = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        return { raw: content.length, br: br.length, gz: gz.length };
      })(),
    );
  }
  const done = await Promise.all(jobs);
  return done.reduce<CompressedTotals>((sum, one) => ({ files: sum.files + 1, raw: sum.raw + one.raw, br: sum.br + one.br, gz: sum.gz + one.gz }), { files: 0, raw: 0, br: 0, gz: 0 });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = join(projectRoot, 'dist');
  const totals = await compressDist(dist);
  const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
  console.log(`✓ ${relative(projectRoot, dist)}: ${totals.files} files compressed (${kB(totals.raw)} → br ${kB(totals.br)}, gz ${kB(totals.gz)})`);
}
