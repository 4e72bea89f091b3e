/** Deterministic, idempotent seed: rows have fixed ids and are upserted, so running it again changes nothing. */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connect.ts';
import { footerGroups, footerLinks, marqueeItems, navItems } from './schema.ts';
import { footerSeed, marqueeSeed, navSeed } from './seed-data.ts';

/** `set` of an upsert: every non-key column takes the value of the row being inserted. */
function fromExcluded(table: PgTable): Record<string, SQL> {
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !column.primary)
      .map(([key, column]) => [key, sql`excluded.${sql.identifier(column.name)}`]),
  );
}

export async function seed(db: Db): Promise<void> {
  const navRows: (typeof navItems.$inferInsert)[] = navSeed.flatMap((item, index) => [
    { id: item.id, parentId: null, name: item.name, path: item.path, icon: item.icon, isHot: item.isHot ?? false, sort: index + 1 },
    ...(item.children ?? []).map((child, childIndex) => ({
      id: child.id,
      parentId: item.id,
      name: child.name,
      path: child.path,
      icon: child.icon,
      isHot: child.isHot ?? false,
      sort: childIndex + 1,
    })),
  ]);
  const groupRows = footerSeed.map((group, index) => ({ id: group.id, title: group.title, sort: index + 1 }));
  const linkRows = footerSeed.flatMap((group) =>
    group.links.map((link, index) => ({ id: link.id, groupId: group.id, name: link.name, path: link.path, sort: index + 1 })),
  );
  const marqueeRows = marqueeSeed.map((item) => ({
    ...item,
    sort: marqueeSeed.filter((other) => other.placement === item.placement).indexOf(item) + 1,
  }));

  await db.transaction(async (tx) => {
    await tx.insert(navItems).values(navRows).onConflictDoUpdate({ target: navItems.id, set: fromExcluded(navItems) });
    await tx.insert(footerGroups).values(groupRows).onConflictDoUpdate({ target: footerGroups.id, set: fromExcluded(footerGroups) });
    await tx.insert(footerLinks).values(linkRows).onConflictDoUpdate({ target: footerLinks.id, set: fromExcluded(footerLinks) });
    await tx.insert(marqueeItems).values(marqueeRows).onConflictDoUpdate({ target: marqueeItems.id, set: fromExcluded(marqueeItems) });
  });
}
