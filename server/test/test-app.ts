/** Test helpers: a tiny built SPA in a temp dir and an app over in-memory PGlite. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export const INDEX_HTML = '<!doctype html><html lang="vi"><head><title>test</title></head><body><div id="root"></div></body></html>';

/** A temp STATIC_DIR with index.html, assets/a.js and build-info.json. */
export async function makeStaticDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spa-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dir, 'assets', 'a.js'), 'export const a = 1;\n');
  await writeFile(path.join(dir, 'build-info.json'), JSON.stringify({ buildId: 'one' }));
  return dir;
}

export interface TestApp {
  app: App;
  pglite: PGlite;
  staticDir: string;
  close(): Promise<void>;
}

export async function makeTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const staticDir = await makeStaticDir();
  const pglite = new PGlite();
  const app = await buildApp({ config: loadConfig({ STATIC_DIR: staticDir, ...env }), pglite, logger: false });
  await app.ready();
  return {
    app,
    pglite,
    staticDir,
    async close() {
      await app.close();
      if (!pglite.closed) await pglite.close();
      await rm(staticDir, { recursive: true, force: true });
    },
  };
}
