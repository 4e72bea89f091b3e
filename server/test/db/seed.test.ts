import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/connect.ts';
import { eq } from 'drizzle-orm';
import { footerGroups, footerLinks, marqueeItems, navItems, seedRuns } from '../../src/db/schema.ts';
import { seed } from '../../src/db/seed.ts';
import { makeTestDatabase, type TestDatabase } from '../test-app.ts';

let scratch: TestDatabase;
let database: Database;
beforeAll(async () => {
  scratch = await makeTestDatabase({ empty: true });
  database = await openDatabase(scratch.source);
});
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

async function counts() {
  const tables = { navItems, footerGroups, footerLinks, marqueeItems };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('migrations and seed', () => {
  // A migration and a whole seed on top of the template's: real work that takes long on a loaded 2-core machine, not a wait.
  it('are idempotent: running them twice gives the same rows', async () => {
    await database.migrate();
    await seed(database.db);
    const first = await counts();
    const firstRows = await database.db.select().from(navItems).orderBy(navItems.id);

    await database.migrate();
    await seed(database.db);
    expect(await counts()).toEqual(first);
    expect(await database.db.select().from(navItems).orderBy(navItems.id)).toEqual(firstRows);
    expect(first).toEqual({ navItems: 25, footerGroups: 4, footerLinks: 15, marqueeItems: 10 });
  }, 180_000);

  it('leaves an area alone while its version is unchanged, and restores its rows when it changes', async () => {
    await database.db.update(navItems).set({ path: '/changed' });
    await seed(database.db);
    const [kept] = await database.db.select().from(navItems).orderBy(navItems.id).limit(1);
    expect(kept?.path).toBe('/changed');

    await database.db.update(seedRuns).set({ version: 'an older version' }).where(eq(seedRuns.area, 'shell'));
    await seed(database.db);
    const [home] = await database.db.select().from(navItems).orderBy(navItems.id).limit(1);
    expect(home).toMatchObject({ id: 1, path: '/', name: { vi: 'Trang chủ', en: 'Home', zh: '首頁' } });
  });
});
