/** The member's inbox of site messages (system and activity), paged, with read flags. */
import type { FastifyInstance } from 'fastify';
import * as account from '../../../../contracts/endpoints/account.ts';
import { serve } from '../endpoint-route.ts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { userMessages } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { memberId } from './member-id.ts';
import { fail } from './messages.ts';

export const messageRoutes = async (app: FastifyInstance): Promise<void> => {
  const unreadOf = async (userId: number) =>
    (await app.db.select({ n: count() }).from(userMessages).where(and(eq(userMessages.userId, userId), eq(userMessages.isRead, false))))[0]
      ?.n ?? 0;

  serve(app, account.messageList, async (request) => {
    const userId = memberId(request);
    const { type, pageNum, pageSize } = request.query;
    const where: SQL | undefined = and(eq(userMessages.userId, userId), type === 'all' ? undefined : eq(userMessages.type, type));
    const [rows, [total], unread] = await Promise.all([
      app.db
        .select()
        .from(userMessages)
        .where(where)
        .orderBy(desc(userMessages.createdAt), desc(userMessages.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      app.db.select({ n: count() }).from(userMessages).where(where),
      unreadOf(userId),
    ]);
    const lang = request.language;
    const list = rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: localize(row.title, lang),
      content: localize(row.content, lang),
      link: row.link,
      isRead: row.isRead,
      createdAt: row.createdAt.toISOString(),
    }));
    return ok(request, { list, total: total?.n ?? 0, pageNum, pageSize, unread });
  });

  serve(app, account.markMessageRead, async (request) => {
    const userId = memberId(request);
    const updated = await app.db
      .update(userMessages)
      .set({ isRead: true })
      .where(and(eq(userMessages.id, request.body.id), eq(userMessages.userId, userId)))
      .returning({ id: userMessages.id });
    if (updated.length === 0) throw fail(404, 'messageNotFound', { id: request.body.id });
    // The member's other tabs and devices show the new count (server/src/inbox).
    await app.inbox.countChanged(userId);
    return ok(request, { id: request.body.id, isRead: true as const, unread: await unreadOf(userId) });
  });

  serve(app, account.markAllMessagesRead, async (request) => {
    const userId = memberId(request);
    const type = request.body.type;
    const updated = await app.db
      .update(userMessages)
      .set({ isRead: true })
      .where(and(eq(userMessages.userId, userId), eq(userMessages.isRead, false), type === 'all' ? undefined : eq(userMessages.type, type)))
      .returning({ id: userMessages.id });
    if (updated.length > 0) await app.inbox.countChanged(userId);
    return ok(request, { updated: updated.length, unread: await unreadOf(userId) });
  });
};
