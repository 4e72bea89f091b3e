/** Reads groups with their counts and the viewer's membership. */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { communityGroupMembers, communityGroups } from '../../db/schema/community.ts';
import { users } from '../../db/schema/users.ts';
import { localize, type Language } from '../../i18n.ts';
import { label } from './messages.ts';
import { summaryColumns, qualified } from './people.ts';
import { countOf, pageTotal, type Paging } from './posts-data.ts';

export const groupCover = (id: number) => `/media/community/group/${id}.svg`;

export const membersCountSql = sql<number>`(select count(*)::int from community_group_members gm
  where gm.group_id = ${qualified(communityGroups.id)} and gm.status = 'member')`;
const postsCountSql = sql<number>`(select count(*)::int from community_posts gp where gp.group_id = ${qualified(communityGroups.id)})`;

export const GROUP_ORDERS = {
  popular: [desc(membersCountSql), communityGroups.id],
  newest: [desc(communityGroups.createdAt), desc(communityGroups.id)],
} as const;
export type GroupOrder = keyof typeof GROUP_ORDERS;

function groupQuery(db: Db) {
  return db
    .select({ group: communityGroups, owner: summaryColumns(), membersCount: membersCountSql, postsCount: postsCountSql })
    .from(communityGroups)
    .innerJoin(users, eq(users.id, communityGroups.ownerId));
}

type GroupRow = Awaited<ReturnType<ReturnType<typeof groupQuery>['execute']>>[number];

async function hydrate(db: Db, rows: GroupRow[], viewer: number | null, lang: Language) {
  const mine = new Map<number, { status: 'member' | 'pending'; role: 'owner' | 'admin' | 'member' }>();
  if (viewer !== null && rows.length > 0) {
    const memberships = await db
      .select()
      .from(communityGroupMembers)
      .where(and(eq(communityGroupMembers.userId, viewer), inArray(communityGroupMembers.groupId, rows.map((row) => row.group.id))));
    for (const m of memberships) mine.set(m.groupId, { status: m.status, role: m.role });
  }
  return rows.map(({ group, owner, membersCount, postsCount }) => {
    const membership = mine.get(group.id);
    // Who runs a private group is for its members, like its member list.
    const shownOwner = group.privacy === 'public' || membership?.status === 'member' ? { owner } : {};
    return {
      id: group.id,
      name: localize(group.name, lang),
      description: localize(group.description, lang),
      privacy: group.privacy,
      topic: group.topic,
      topicLabel: label(group.topic, lang),
      cover: groupCover(group.id),
      ...shownOwner,
      membersCount,
      postsCount,
      createdAt: group.createdAt.toISOString(),
      myStatus: membership?.status ?? null,
      myRole: membership?.role ?? null,
    };
  });
}

export async function listGroups(
  db: Db,
  options: { where?: SQL; order: GroupOrder; viewer: number | null; lang: Language; page: Paging; countLimit?: number },
) {
  const { where, order, viewer, lang, page, countLimit } = options;
  const [rows, counted] = await Promise.all([
    groupQuery(db)
      .where(where)
      .orderBy(...GROUP_ORDERS[order])
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    countOf(db, communityGroups, where, countLimit),
  ]);
  return { list: await hydrate(db, rows, viewer, lang), ...pageTotal(counted), ...page };
}

export async function findGroup(db: Db, id: number, viewer: number | null, lang: Language) {
  const rows = await groupQuery(db).where(eq(communityGroups.id, id));
  const [group] = await hydrate(db, rows, viewer, lang);
  return group ?? null;
}

/** The viewer's accepted membership of a group, or null. */
export async function membershipOf(db: Db, groupId: number, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select()
    .from(communityGroupMembers)
    .where(and(eq(communityGroupMembers.groupId, groupId), eq(communityGroupMembers.userId, userId)));
  return row ?? null;
}

/**
 * Rows (events) a viewer may see by their group column: of no group, of a public group, or of a
 * private group the viewer is a member of. A guest is `null`.
 */
export function outsidePrivateGroupsOrMine(groupColumn: AnyPgColumn, viewer: number | null): SQL {
  const group = qualified(groupColumn);
  const open = sql`(${group} is null or exists (select 1 from community_groups g where g.id = ${group} and g.privacy = 'public'))`;
  if (viewer === null) return open;
  return sql`(${open} or exists (select 1 from community_group_members gm
    where gm.group_id = ${group} and gm.user_id = ${viewer} and gm.status = 'member'))`;
}
