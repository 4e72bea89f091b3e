/**
 * Migrating and seeding the whole catalogue takes seconds; every test app needs the same result.
 * So it is done once per run, into a template: a PGlite data folder that each test app copies,
 * or, on the suite's PostgreSQL run, a template database each test database is copied from.
 */
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startClock } from '../src/clock.ts';
import { newPglite, openDatabase } from '../src/db/connect.ts';
import { seed } from '../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data folder of a migrated and seeded PGlite database (PGlite runs). */
    pgliteTemplate: string | null;
    /** A migrated and seeded database on the TEST_DATABASE_URL server (PostgreSQL runs). */
    postgresTemplate: string | null;
    /** How far the suite's clock runs from real time (ms); clock-setup.ts starts each worker's clock with it. */
    clockOffset: number;
  }
}

/**
 * The instant the server suite runs at: TEST_CLOCK_AT (an ISO instant with its zone) or, by default,
 * a Saturday evening in Vietnam (SUITE_DEFAULT_AT), when the season's calendar has V.League, the
 * European leagues, basketball and esport on at once. Fixed, so every run sees the same week of the
 * season; the hard hours are tried on purpose with TEST_CLOCK_AT and by the tests of the calendar.
 */
export const SUITE_DEFAULT_AT = '2026-11-28T20:30:00+07:00';

export function suiteInstant(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = env.TEST_CLOCK_AT?.trim() || SUITE_DEFAULT_AT;
  const at = Date.parse(wanted);
  if (!Number.isFinite(at) || !/(Z|[+-]\d\d:\d\d)$/.test(wanted)) throw new Error(`TEST_CLOCK_AT must be an ISO instant with its zone, e.g. 2026-11-24T03:58:00+07:00 (got ${wanted})`);
  return at;
}

/** Where the database folders go: the shared-memory tmpfs where the system has one, else the temp folder. */
function scratchRoot(): string {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const offset = suiteInstant() - Date.now();
  startClock({ offset });
  project.provide('clockOffset', offset);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `template_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await database.migrate();
    await seed(database.db);
    await database.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', null);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  }

  // A PGlite data folder, checkpointed, that each test app's database is a copy of: `cp -R` of its
  // hundred megabytes in memory (tmpfs) takes a tenth of a second, where loading a dump took a second
  // and a copy on disk as long.
  const dir = await mkdtemp(path.join(scratchRoot(), `pglite-template-${process.pid}-`));
  const pglite = await newPglite(dir);
  const database = await openDatabase({ kind: 'pglite', client: pglite });
  await database.migrate();
  await seed(database.db);
  await pglite.exec('CHECKPOINT');
  await pglite.close();
  project.provide('pgliteTemplate', dir);
  project.provide('postgresTemplate', null);
  return async () => {
    // The template and any copy a test left behind (a test app that was never closed).
    const copies = (await readdir(scratchRoot())).filter((name) => name.startsWith(`${path.basename(dir)}-copy-`));
    await Promise.all([dir, ...copies.map((name) => path.join(scratchRoot(), name))].map((folder) => rm(folder, { recursive: true, force: true })));
  };
}
