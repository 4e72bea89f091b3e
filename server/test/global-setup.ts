/**
 * Migrating and seeding the whole catalogue takes seconds; every test app needs the same result.
 * So it is done once per run, into a template: a PGlite data-dir dump that each test app loads,
 * or, on the suite's PostgreSQL run, a template database each test database is copied from.
 */
import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connect.ts';
import { seed } from '../src/db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite dump of a migrated and seeded database (PGlite runs). */
    pgliteTemplate: string | null;
    /** A migrated and seeded database on the TEST_DATABASE_URL server (PostgreSQL runs). */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
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

  const pglite = new PGlite();
  const database = await openDatabase({ kind: 'pglite', client: pglite });
  await database.migrate();
  await seed(database.db);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(tmpdir(), `pglite-template-${process.pid}-${Date.now().toString(36)}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => rm(file, { force: true });
}
