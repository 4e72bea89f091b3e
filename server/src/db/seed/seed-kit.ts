/** What every area's seed shares: the area contract, upserts and a deterministic random source. */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../connect.ts';
import { mulberry32 } from '../../../../contracts/mulberry32.ts';

export interface SeedContext {
  /** The moment the seed runs; data relative to "today" (fixtures, schedules) is built from it. */
  now: Date;
  /** SEED_SCALE (config.ts): the factor of the synthetic board the community-scale area adds; absent adds none. */
  scale?: number;
}

export interface SeedArea {
  /** Unique name, also the key in seed_runs. */
  area: string;
  /** Bump when the area's seed data or shape changes: the area is seeded again at the next start. */
  version: string;
  /** Writes the area's rows (fixed ids, upserts); runs in one transaction. */
  run(db: Db, context: SeedContext): Promise<void>;
  /** Runs at every start after all seeds, e.g. to move date-relative data to the current day. */
  onStart?(db: Db, context: SeedContext): Promise<void>;
}

/** `set` of an upsert: every non-key column takes the value of the row being inserted (generated ones follow by themselves). */
export function fromExcluded(table: PgTable): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !column.primary && !column.generated)
      .map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]),
  );
}

/** Inserts rows in chunks (PostgreSQL allows at most 65535 bind parameters a statement), updating on primary key conflicts. */
export async function upsertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunkSize = 500): Promise<void> {
  const columns = getTableColumns(table);
  // The id column, or the columns of a table's composite primary key (a member following a tipster).
  const own = Object.values(columns).filter((c) => c.primary);
  const key = own.length > 0 ? own : (getTableConfig(table).primaryKeys[0]?.columns ?? []);
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize);
    await db
      .insert(table)
      .values(chunk as never)
      .onConflictDoUpdate({ target: key as never, set: fromExcluded(table) });
  }
}

/** A seeded pseudo-random source (mulberry32): the same name gives the same sequence on every machine. */
/**
 * Runs queries one after the other and answers their results in order, as `Promise.all` would. A seed
 * area runs in one transaction, that is on one connection, which takes one query at a time (node-postgres
 * deprecates sending it another meanwhile). Drizzle's queries start when awaited, so they wait their turn.
 */
export async function inSequence<T extends readonly unknown[]>(queries: { readonly [K in keyof T]: PromiseLike<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries as readonly PromiseLike<unknown>[]) results.push(await query);
  return results as unknown as T;
}

export function randomSource(name: string) {
  let state = 0x9e3779b9;
  for (let i = 0; i < name.length; i++) state = Math.imul(state ^ name.charCodeAt(i), 0x85ebca6b) >>> 0;
  const next = mulberry32(state);
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

export type RandomSource = ReturnType<typeof randomSource>;
