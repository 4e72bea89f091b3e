/** Opens the one database: PGlite (embedded, default) or PostgreSQL, with the same schema and migrations. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The PostgreSQL extensions the migrations create (pg_trgm: the search's trigram indexes). PGlite
 * loads an extension only when it is given at creation: every PGlite of the server, the tests and the
 * scripts is made by newPglite, or with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm } satisfies PGliteOptions['extensions'];

/** A PGlite with the extensions the schema needs: in memory, at `dataDir`, or loaded from a dump (`loadDataDir`). */
export function newPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions' | 'dataDir'> = {}): Promise<PGlite> {
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), ...options, extensions: PGLITE_EXTENSIONS });
}

export type DatabaseSource =
  /** A PGlite the caller owns (newPglite(), in memory); it is not closed here. */
  | { kind: 'pglite'; client: PGlite }
  /** PGlite files under `dataDir/pglite`. */
  | { kind: 'pglite-files'; dataDir: string }
  | { kind: 'postgres'; url: string };

export interface Database {
  readonly driver: 'pglite' | 'postgres';
  readonly db: Db;
  /**
   * The same database for named prepared statements that are to be planned once per connection
   * (routes/community/member-stream.ts): on PostgreSQL a pool of its own whose sessions keep a
   * statement's generic plan (`plan_cache_mode=force_generic_plan`; PostgreSQL would otherwise plan
   * it again at each run when its values make a cheaper plan, which costs more than running it). Only
   * such statements run there: any query with values would get that generic plan too. On PGlite,
   * `db` itself (its driver keeps no named statements).
   */
  readonly prepared: Db;
  /** Applies the SQL migrations of server/src/db/migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Runs `select 1`; rejects when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(
  source: DatabaseSource,
  onPoolError: (error: Error) => void = () => {},
): Promise<Database> {
  if (source.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: source.url });
    pool.on('error', onPoolError);
    const db = drizzlePostgres(pool, { schema });
    // Connects only when a prepared statement first runs.
    const preparedPool = new pg.Pool({ connectionString: source.url, options: '-c plan_cache_mode=force_generic_plan' });
    preparedPool.on('error', onPoolError);
    return {
      driver: 'postgres',
      db,
      prepared: drizzlePostgres(preparedPool, { schema }),
      migrate: () => migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR }),
      ping: () => ping(db),
      close: async () => {
        await Promise.all([pool.end(), preparedPool.end()]);
      },
    };
  }

  let client: PGlite;
  let owned = false;
  if (source.kind === 'pglite') {
    client = source.client;
  } else {
    const dir = path.join(source.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = await newPglite(dir);
    owned = true;
  }
  const db = drizzlePglite(client, { schema });
  return {
    driver: 'pglite',
    db,
    prepared: db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: () => ping(db),
    close: async () => {
      if (owned && !client.closed) await client.close();
    },
  };
}

async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
