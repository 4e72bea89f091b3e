/** The one database schema. Texts shown to users are stored in every language (LocalizedText). */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n.ts';
import { belongsTo } from './columns.ts';

/** Header navigation; a row with parentId is a child of that row. */
export const navItems = pgTable(
  'nav_items',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    path: text('path').notNull(),
    icon: text('icon').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    sort: integer('sort').notNull(),
  },
  (table) => [
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id] }).onDelete('cascade'),
    index('nav_items_parent_sort_idx').on(table.parentId, table.sort),
  ],
);

export const footerGroups = pgTable('footer_groups', {
  id: integer('id').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull(),
});

export const footerLinks = pgTable(
  'footer_links',
  {
    id: integer('id').primaryKey(),
    groupId: belongsTo('group_id', () => footerGroups.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    path: text('path').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [index('footer_links_group_sort_idx').on(table.groupId, table.sort)],
);

/** Where a marquee line is shown: the header strip of every page, or the home page. */
export const MARQUEE_PLACEMENTS = ['top', 'home'] as const;
export type MarqueePlacement = (typeof MARQUEE_PLACEMENTS)[number];

export const marqueeItems = pgTable(
  'marquee_items',
  {
    id: integer('id').primaryKey(),
    placement: text('placement', { enum: MARQUEE_PLACEMENTS }).notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    path: text('path'),
    sort: integer('sort').notNull(),
  },
  (table) => [
    index('marquee_items_placement_sort_idx').on(table.placement, table.sort),
    check('marquee_items_placement_check', sql`${table.placement} in ('top', 'home')`),
  ],
);
