/** Reads the shell's navigation, footer and marquee lines in one language. */
import { asc, eq } from 'drizzle-orm';
import type { FooterGroup, MarqueeItem, MenuData, NavItem } from '../../../../contracts/schemas/shell.ts';
import type { Db } from '../../db/connect.ts';
import { footerGroups, footerLinks, marqueeItems, navItems, type MarqueePlacement } from '../../db/schema.ts';
import { localize, type Language } from '../../i18n.ts';

export async function loadNavigation(db: Db, lang: Language): Promise<NavItem[]> {
  const rows = await db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
  const byParent = new Map<number | null, (typeof rows)[number][]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): NavItem[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      name: localize(row.name, lang),
      path: row.path,
      icon: row.icon,
      isHot: row.isHot,
      sort: row.sort,
      children: build(row.id),
    }));
  return build(null);
}

export async function loadFooter(db: Db, lang: Language): Promise<FooterGroup[]> {
  const groups = await db.select().from(footerGroups).orderBy(asc(footerGroups.sort), asc(footerGroups.id));
  const links = await db.select().from(footerLinks).orderBy(asc(footerLinks.sort), asc(footerLinks.id));
  return groups.map((group) => ({
    id: group.id,
    title: localize(group.title, lang),
    items: links
      .filter((link) => link.groupId === group.id)
      .map((link) => ({ id: link.id, name: localize(link.name, lang), path: link.path })),
  }));
}

export async function loadMarquee(db: Db, placement: MarqueePlacement, lang: Language): Promise<MarqueeItem[]> {
  const rows = await db
    .select()
    .from(marqueeItems)
    .where(eq(marqueeItems.placement, placement))
    .orderBy(asc(marqueeItems.sort), asc(marqueeItems.id));
  return rows.map((row) => ({ id: row.id, content: localize(row.content, lang), path: row.path, sort: row.sort }));
}

export async function loadMenu(db: Db, lang: Language): Promise<Omit<MenuData, 'signInProviders'>> {
  const [primarys, footerNav, topMarquee] = await Promise.all([
    loadNavigation(db, lang),
    loadFooter(db, lang),
    loadMarquee(db, 'top', lang),
  ]);
  return { primarys, footerNav, topMarquee };
}
