/** Test helpers: a tiny built SPA in a temp dir and an app over in-memory PGlite. */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { afterAll, beforeAll, inject } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newPglite, type DatabaseSource } from '../src/db/connect.ts';
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts';
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

let scratchCounter = 0;

/** The system's cp: copying a data folder of some 1,500 files is ten times faster than Node's fs.cp. */
async function copyFolder(from: string, to: string): Promise<void> {
  await promisify(execFile)('cp', ['-R', `${from}/.`, to]);
}

export interface TestDatabase {
  source: DatabaseSource;
  driver: 'pglite' | 'postgres';
  /** Makes every later query fail, as a database outage would. */
  break(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database for one test app: in-memory PGlite by default, or a scratch database
 * on the PostgreSQL server of TEST_DATABASE_URL (the suite's PostgreSQL run), dropped afterwards.
 */
export async function makeTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the run's migrated and seeded template folder (global-setup.ts) unless an empty one is asked for.
    const template = empty ? null : inject('pgliteTemplate');
    let dir: string | null = null;
    if (template) {
      dir = await mkdtemp(`${template}-copy-`);
      await copyFolder(template, dir);
    }
    const pglite = await newPglite(dir ?? undefined);
    const close = async () => {
      if (!pglite.closed) await pglite.close();
    };
    const drop = async () => {
      await close();
      if (dir) await rm(dir, { recursive: true, force: true });
    };
    return { source: { kind: 'pglite', client: pglite }, driver: 'pglite', break: close, drop };
  }
  const name = `test_${process.pid}_${Date.now().toString(36)}_${scratchCounter++}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const template = empty ? null : inject('postgresTemplate');
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch (error) {
      // FORCE may not end a session of another role (42501, e.g. a maintenance session of the
      // server's owner): the scratch database is then left for the cluster, not failed on.
      if ((error as { code?: string }).code !== '42501') throw error;
    } finally {
      await client.end();
    }
  };
  return { source: { kind: 'postgres', url: url.toString() }, driver: 'postgres', break: drop, drop };
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  staticDir: string;
  close(): Promise<void>;
}

/** An app over in-memory PGlite; `extend` may add routes before it is ready. */
export async function makeTestApp(env: Record<string, string> = {}, extend?: (app: App) => void, options: Pick<BuildAppOptions, 'feedSource' | 'logger'> = {}): Promise<TestApp> {
  const staticDir = await makeStaticDir();
  const database = await makeTestDatabase();
  const app = await buildApp({ config: loadConfig({ STATIC_DIR: staticDir, ...env }), database: database.source, logger: false, ...options });
  extend?.(app);
  await app.ready();
  return {
    app,
    database,
    staticDir,
    async close() {
      await app.close();
      await database.drop();
      await rm(staticDir, { recursive: true, force: true });
    },
  };
}

/**
 * The test file's app: made by `make` (by default an app over PGlite) before the file's tests and
 * closed after them. What it returns stands for that app: read its fields inside tests and hooks.
 */
export function testAppOfFile<T extends TestApp = TestApp>(make: () => Promise<T> = () => makeTestApp() as Promise<T>, timeout?: number): T {
  let current: T | null = null;
  beforeAll(async () => {
    current = await make();
  }, timeout);
  afterAll(() => current?.close());
  return new Proxy({} as T, {
    get(_, key) {
      if (!current) throw new Error(`the test app is made before the file's tests: read ${String(key)} inside a test or hook`);
      return Reflect.get(current, key);
    },
  });
}
