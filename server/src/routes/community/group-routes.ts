/** Groups (nhom): directory, detail, feed, members, joining and leaving, join requests. */
import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect.ts';
import { communityGroupMembers, communityGroups, communityPosts, foldText } from '../../db/schema/community.ts';
import { GROUP_NAME_MIN } from '../../../../contracts/community-values.ts';
import { users } from '../../db/schema/users.ts';
import * as community from '../../../../contracts/endpoints/community.ts';
import { serve } from '../endpoint-route.ts';
import type { GroupDetail } from '../../../../contracts/schemas/community.ts';
import { ok } from '../../plugins/envelope.ts';
import { findGroup, listGroups, membershipOf } from './groups-data.ts';
import { fail } from './messages.ts';
import { forMember, likePattern, memberOf, summaryColumns, viewerOf, qualified } from './people.ts';
import { streamPosts, visibleTo } from './posts-data.ts';
import { clockDate } from '../../clock.ts';

type GroupView = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

const ROLE_ORDER = sql`case ${communityGroupMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`;

async function membersOf(db: Db, groupId: number, status: 'member' | 'pending', page: { pageNum: number; pageSize: number }) {
  const where = and(eq(communityGroupMembers.groupId, groupId), eq(communityGroupMembers.status, status));
  const [rows, [count]] = await Promise.all([
    db
      .select({ ...summaryColumns(), role: communityGroupMembers.role, status: communityGroupMembers.status, joinedAt: communityGroupMembers.joinedAt })
      .from(communityGroupMembers)
      .innerJoin(users, eq(users.id, communityGroupMembers.userId))
      .where(where)
      .orderBy(ROLE_ORDER, desc(communityGroupMembers.joinedAt), asc(users.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(communityGroupMembers).where(where),
  ]);
  return { list: rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })), total: count?.n ?? 0, ...page };
}

async function membershipState(db: Db, groupId: number, userId: number) {
  const [membership, group] = await Promise.all([membershipOf(db, groupId, userId), findGroup(db, groupId, null, 'vi')]);
  return { groupId, userId, status: membership?.status ?? null, role: membership?.role ?? null, membersCount: group?.membersCount ?? 0 };
}

export const groupRoutes: FastifyPluginAsync = async (app) => {
  /** The group; a 404 when there is none and, with `content`, a 403 when it is private and the caller is not a member. */
  async function loadGroup(request: FastifyRequest, id: number, content = false): Promise<GroupView> {
    const group = await findGroup(app.db, id, viewerOf(request), request.language);
    if (!group) throw fail(404, 'groupNotFound', { id });
    if (content && group.privacy === 'private' && group.myStatus !== 'member') throw fail(403, 'notGroupMember', { name: group.name });
    return group;
  }

  /** A group with its admins (owner first) and newest members; a private one's non-member sees neither. */
  async function groupDetail(group: GroupView): Promise<GroupDetail> {
    if (group.privacy === 'private' && group.myStatus !== 'member') return group;
    const [all, newest] = await Promise.all([
      membersOf(app.db, group.id, 'member', { pageNum: 1, pageSize: 20 }),
      app.db
        .select(summaryColumns())
        .from(communityGroupMembers)
        .innerJoin(users, eq(users.id, communityGroupMembers.userId))
        .where(and(eq(communityGroupMembers.groupId, group.id), eq(communityGroupMembers.status, 'member')))
        .orderBy(desc(communityGroupMembers.joinedAt), asc(users.id))
        .limit(8),
    ]);
    const admins = all.list
      .filter((member) => member.role !== 'member')
      .map(({ role: _role, status: _status, joinedAt: _joinedAt, ...summary }) => summary);
    return { ...group, admins, recentMembers: newest };
  }

  serve(app, community.groupList, async (request, reply) => {
    const { pageNum, pageSize, keyword, privacy, topic, sort, mine } = request.query;
    const viewer = viewerOf(request);
    if (mine && viewer === null) {
      await app.requireMember(request, reply);
      return reply;
    }
    const filters: SQL[] = [];
    if (keyword?.trim()) filters.push(like(communityGroups.search, likePattern(keyword)));
    if (privacy) filters.push(eq(communityGroups.privacy, privacy));
    if (topic) filters.push(eq(communityGroups.topic, topic));
    if (mine && viewer !== null) {
      filters.push(sql`exists (select 1 from community_group_members mg where mg.group_id = ${qualified(communityGroups.id)}
        and mg.user_id = ${viewer} and mg.status = 'member')`);
    }
    return ok(
      request,
      await listGroups(app.db, { where: and(...filters), order: sort, viewer, lang: request.language, page: { pageNum, pageSize } }),
    );
  });

  serve(app, community.groupDetail, async (request) => ok(request, await groupDetail(await loadGroup(request, request.params.id))));

  serve(app, community.groupCreate, forMember(app, async (request) => {
    const viewer = memberOf(request);
    const name = request.body.name.trim().replace(/\s+/g, ' ');
    const description = (request.body.description ?? '').trim();
    if (name.length < GROUP_NAME_MIN) throw fail(400, 'blankContent', { field: 'body.name' });
    const { privacy, topic } = request.body;
    // A member's group speaks the member's words in every language.
    const same = (text: string) => ({ vi: text, en: text, zh: text });
    const id = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(communityGroups)
        .values({ name: same(name), description: same(description), privacy, topic, ownerId: viewer, search: foldText(`${name} ${description}`) })
        .returning({ id: communityGroups.id });
      await tx.insert(communityGroupMembers).values({ groupId: row!.id, userId: viewer, role: 'owner', status: 'member' });
      return row!.id;
    });
    return ok(request, await groupDetail((await findGroup(app.db, id, viewer, request.language))!));
  }));

  serve(app, community.groupPosts, async (request) => {
    const group = await loadGroup(request, request.params.id, true);
    const viewer = viewerOf(request);
    const where = and(eq(communityPosts.groupId, group.id), visibleTo(viewer))!;
    return ok(request, await streamPosts(app.db, { where, viewer, lang: request.language, ...request.query }));
  });

  serve(app, community.groupMembers, async (request) => {
    const group = await loadGroup(request, request.params.id, true);
    return ok(request, await membersOf(app.db, group.id, 'member', request.query));
  });

  serve(app, community.groupJoin, forMember(app, async (request) => {
    const viewer = memberOf(request);
    const group = await loadGroup(request, request.params.id);
    await app.db
      .insert(communityGroupMembers)
      .values({ groupId: group.id, userId: viewer, role: 'member', status: group.privacy === 'public' ? 'member' : 'pending' })
      .onConflictDoNothing();
    return ok(request, await membershipState(app.db, group.id, viewer));
  }));

  serve(app, community.groupLeave, forMember(app, async (request) => {
    const viewer = memberOf(request);
    const group = await loadGroup(request, request.params.id);
    if (group.myRole === 'owner') throw fail(409, 'ownerCannotLeave');
    await app.db
      .delete(communityGroupMembers)
      .where(and(eq(communityGroupMembers.groupId, group.id), eq(communityGroupMembers.userId, viewer)));
    return ok(request, await membershipState(app.db, group.id, viewer));
  }));

  /** The group when the caller is its owner or an admin; otherwise a 404 or 403. */
  async function adminGroup(request: FastifyRequest, id: number): Promise<GroupView> {
    const group = await loadGroup(request, id);
    if (group.myStatus !== 'member' || group.myRole === 'member' || group.myRole === null) throw fail(403, 'notGroupAdmin');
    return group;
  }

  serve(app, community.groupRequests, forMember(app, async (request) => {
    const group = await adminGroup(request, request.params.id);
    return ok(request, await membersOf(app.db, group.id, 'pending', request.query));
  }));

  /** Approves (status `member`) or declines (the request goes) a pending join request. */
  const answerRequest = (status: 'member' | null) =>
    forMember<typeof community.joinRequestApprove>(app, async (request) => {
      const { id, userId } = request.params;
      await adminGroup(request, id);
      const pending = and(
        eq(communityGroupMembers.groupId, id),
        eq(communityGroupMembers.userId, userId),
        eq(communityGroupMembers.status, 'pending'),
      );
      const changed =
        status === 'member'
          ? await app.db.update(communityGroupMembers).set({ status, joinedAt: clockDate() }).where(pending).returning()
          : await app.db.delete(communityGroupMembers).where(pending).returning();
      if (changed.length === 0) throw fail(404, 'requestNotFound', { id: userId });
      return ok(request, await membershipState(app.db, id, userId));
    });
  serve(app, community.joinRequestApprove, answerRequest('member'));
  serve(app, community.joinRequestDecline, answerRequest(null));
};
