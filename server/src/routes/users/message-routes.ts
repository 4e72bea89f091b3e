/** The member's inbox of site messages (system and activity), paged, with read flags. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { userMessages } from '../../db/schema.ts';
import { localize } from '../../i18n.ts';
import { ok } from '../../plugins/envelope.ts';
import { Id, PageQuery } from '../../../../contracts/schemas/common.ts';
import { memberId, UsersError } from './errors.ts';
import { Nullable, route } from './schemas.ts';

const MessageItem = Type.Object({
  id: Type.Integer(),
  type: Type.Union([Type.Literal('system'), Type.Literal('activity')]),
  title: Type.String(),
  content: Type.String(),
  link: Nullable(Type.String({ description: 'A site path the message leads to.' })),
  isRead: Type.Boolean(),
  createdAt: Type.String(),
});

const MessagePage = Type.Object({
  list: Type.Array(MessageItem),
  total: Type.Integer({ minimum: 0 }),
  pageNum: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  unread: Type.Integer({ minimum: 0, description: 'Unread messages of the member, of every type.' }),
});

const MessageQuery = Type.Composite([
  Type.Object({
    type: Type.Union([Type.Literal('system'), Type.Literal('activity'), Type.Literal('all')], { default: 'all' }),
  }),
  PageQuery(50, 50),
]);

export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const unreadOf = async (userId: number) =>
    (await app.db.select({ n: count() }).from(userMessages).where(and(eq(userMessages.userId, userId), eq(userMessages.isRead, false))))[0]
      ?.n ?? 0;

  app.get('/live/api/user/message/list', {
    preHandler: app.requireMember,
    schema: route('The member’s site messages, newest first (50 a page)', MessagePage, {
      security: [{ token: [] }],
      querystring: MessageQuery,
    }),
    handler: async (request) => {
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
    },
  });

  app.post('/live/api/user/message/mark-read', {
    preHandler: app.requireMember,
    schema: route('Marks one of the member’s messages read', Type.Object({ id: Type.Integer(), isRead: Type.Literal(true), unread: Type.Integer() }), {
      security: [{ token: [] }],
      body: Type.Object({ id: Id }),
    }),
    handler: async (request) => {
      const userId = memberId(request);
      const updated = await app.db
        .update(userMessages)
        .set({ isRead: true })
        .where(and(eq(userMessages.id, request.body.id), eq(userMessages.userId, userId)))
        .returning({ id: userMessages.id });
      if (updated.length === 0) throw new UsersError(404, 'messageNotFound', { id: request.body.id });
      return ok(request, { id: request.body.id, isRead: true as const, unread: await unreadOf(userId) });
    },
  });

  app.post('/live/api/user/message/mark-all-read', {
    preHandler: app.requireMember,
    schema: route('Marks every message of the member (optionally of one type) read', Type.Object({ updated: Type.Integer(), unread: Type.Integer() }), {
      security: [{ token: [] }],
      body: Type.Object({ type: Type.Union([Type.Literal('system'), Type.Literal('activity'), Type.Literal('all')], { default: 'all' }) }),
    }),
    preValidation: async (request) => {
      request.body ??= { type: 'all' };
    },
    handler: async (request) => {
      const userId = memberId(request);
      const type = request.body.type;
      const updated = await app.db
        .update(userMessages)
        .set({ isRead: true })
        .where(and(eq(userMessages.userId, userId), eq(userMessages.isRead, false), type === 'all' ? undefined : eq(userMessages.type, type)))
        .returning({ id: userMessages.id });
      return ok(request, { updated: updated.length, unread: await unreadOf(userId) });
    },
  });
};
