/**
 * Friends: one friendships row per request (from → to). A pending row is a request, an accepted row
 * a friendship; asking someone who already asked you accepts their request.
 */
import type { FastifyInstance } from 'fastify';
import * as account from '../../../../contracts/endpoints/account.ts';
import { serve } from '../endpoint-route.ts';
import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { friendships, users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { type FriendStatus } from '../../../../contracts/schemas/users/social.ts';
import { memberId } from './member-id.ts';
import { fail } from './messages.ts';
import { findUser } from './user-data.ts';
import { clockDate } from '../../clock.ts';

type FriendshipRow = typeof friendships.$inferSelect;

/** Both rows between two members (either direction). */
async function between(db: Db, a: number, b: number): Promise<FriendshipRow[]> {
  return db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.fromUserId, a), eq(friendships.toUserId, b)),
        and(eq(friendships.fromUserId, b), eq(friendships.toUserId, a)),
      ),
    );
}

function statusOf(rows: FriendshipRow[], me: number): { status: FriendStatus; requestId: number | null } {
  const accepted = rows.find((r) => r.status === 'accepted');
  if (accepted) return { status: 'friends', requestId: accepted.id };
  const sent = rows.find((r) => r.fromUserId === me && r.status === 'pending');
  if (sent) return { status: 'pending-sent', requestId: sent.id };
  const received = rows.find((r) => r.toUserId === me && r.status === 'pending');
  if (received) return { status: 'pending-received', requestId: received.id };
  return { status: 'none', requestId: null };
}

const publicColumns = {
  userId: users.id,
  nickname: users.nickname,
  profilePicture: users.profilePicture,
  siteRoleId: users.siteRoleId,
  level: users.level,
};

export const friendRoutes = async (app: FastifyInstance): Promise<void> => {
  serve(app, account.sendFriendRequest, async (request) => {
    const me = memberId(request);
    const other = request.body.toUserId;
    if (other === me) throw fail(400, 'friendSelf');
    if (!(await findUser(app.db, other))) throw fail(404, 'userNotFound', { id: other });
    const rows = await between(app.db, me, other);
    const { status, requestId } = statusOf(rows, me);
    if (status === 'friends') throw fail(409, 'friendAlready', { id: other });
    if (status === 'pending-sent') throw fail(409, 'friendAlreadyRequested', { id: other });
    if (status === 'pending-received') {
      await app.db.update(friendships).set({ status: 'accepted' }).where(eq(friendships.id, requestId!));
      return ok(request, { requestId: requestId!, status: 'friends' as const });
    }
    // A declined request of mine may be sent again.
    const [row] = await app.db
      .insert(friendships)
      .values({ fromUserId: me, toUserId: other })
      .onConflictDoUpdate({ target: [friendships.fromUserId, friendships.toUserId], set: { status: 'pending', createdAt: clockDate() } })
      .returning({ id: friendships.id });
    return ok(request, { requestId: row!.id, status: 'pending-sent' as const });
  });

  serve(app, account.isFriend, async (request) => {
    const me = memberId(request);
    const other = request.query.userId;
    if (other === me) return ok(request, { isFriend: false, status: 'self' as const, requestId: null });
    if (!(await findUser(app.db, other))) throw fail(404, 'userNotFound', { id: other });
    const { status, requestId } = statusOf(await between(app.db, me, other), me);
    return ok(request, { isFriend: status === 'friends', status, requestId });
  });

  serve(app, account.friendList, async (request) => {
    const me = memberId(request);
    const { pageNum, pageSize } = request.query;
    const mine = and(eq(friendships.status, 'accepted'), or(eq(friendships.fromUserId, me), eq(friendships.toUserId, me)));
    const friendId = sql`case when ${friendships.fromUserId} = ${me} then ${friendships.toUserId} else ${friendships.fromUserId} end`;
    const [rows, [total]] = await Promise.all([
      app.db
        .select({ ...publicColumns, requestId: friendships.id, since: friendships.createdAt })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendId))
        .where(mine)
        .orderBy(desc(friendships.createdAt), desc(friendships.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      app.db.select({ n: count() }).from(friendships).where(mine),
    ]);
    const list = rows.map((row) => ({ ...row, since: row.since.toISOString() }));
    return ok(request, { list, total: total?.n ?? 0, pageNum, pageSize });
  });

  serve(app, account.friendRequests, async (request) => {
    const me = memberId(request);
    const { direction, pageNum, pageSize } = request.query;
    const received = direction === 'received';
    const where = and(eq(friendships.status, 'pending'), eq(received ? friendships.toUserId : friendships.fromUserId, me));
    const [rows, [total]] = await Promise.all([
      app.db
        .select({ ...publicColumns, requestId: friendships.id, createdAt: friendships.createdAt })
        .from(friendships)
        .innerJoin(users, eq(users.id, received ? friendships.fromUserId : friendships.toUserId))
        .where(where)
        .orderBy(desc(friendships.createdAt), desc(friendships.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      app.db.select({ n: count() }).from(friendships).where(where),
    ]);
    const list = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return ok(request, { list, total: total?.n ?? 0, pageNum, pageSize });
  });

  serve(app, account.removeFriend, async (request) => {
    const me = memberId(request);
    const other = request.body.userId;
    if (other === me) throw fail(400, 'friendSelf');
    if (!(await findUser(app.db, other))) throw fail(404, 'userNotFound', { id: other });
    await app.db
      .delete(friendships)
      .where(
        or(
          and(eq(friendships.fromUserId, me), eq(friendships.toUserId, other)),
          and(eq(friendships.fromUserId, other), eq(friendships.toUserId, me), eq(friendships.status, 'accepted')),
        ),
      );
    const { status, requestId } = statusOf(await between(app.db, me, other), me);
    return ok(request, { isFriend: status === 'friends', status, requestId });
  });

  serve(app, account.respondFriendRequest, async (request) => {
    const me = memberId(request);
    const { requestId, accept } = request.body;
    const [row] = await app.db
      .select()
      .from(friendships)
      .where(and(eq(friendships.id, requestId), eq(friendships.toUserId, me)));
    if (!row) throw fail(404, 'friendRequestNotFound', { id: requestId });
    if (row.status !== 'pending') throw fail(409, 'friendRequestHandled', { id: requestId });
    await app.db
      .update(friendships)
      .set({ status: accept ? 'accepted' : 'declined' })
      .where(eq(friendships.id, requestId));
    return ok(request, { requestId, status: accept ? ('friends' as const) : ('declined' as const) });
  });
};
