/**
 * The development mailbox: every email and SMS the site sends lands here (no real delivery).
 * GET /dev/mailbox is a page for people, GET /dev/mailbox.json the same for tools and tests.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { desc, eq } from 'drizzle-orm';
import { devMailbox } from '../../db/schema.ts';
import { errorResponses } from '../../schemas/common.ts';

const LATEST = 50;

const MailboxQuery = Type.Object({
  to: Type.Optional(Type.String({ maxLength: 254, description: 'Only messages to this exact destination.' })),
});

const Delivered = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  createdAt: Type.String(),
});

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const mailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const latest = async (to?: string) => {
    const rows = await app.db
      .select()
      .from(devMailbox)
      .where(to ? eq(devMailbox.to, to.trim().toLowerCase()) : undefined)
      .orderBy(desc(devMailbox.id))
      .limit(LATEST);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  };

  app.get('/dev/mailbox.json', {
    schema: {
      tags: ['users'],
      summary: 'The latest 50 messages of the development mailbox',
      querystring: MailboxQuery,
      response: { 200: Type.Object({ list: Type.Array(Delivered) }), ...errorResponses },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { list: await latest(request.query.to) };
    },
  });

  app.get('/dev/mailbox', {
    schema: {
      tags: ['users'],
      summary: 'The development mailbox as an HTML page',
      querystring: MailboxQuery,
      produces: ['text/html'],
      response: { 200: Type.String({ description: 'An HTML page.' }), ...errorResponses },
    },
    handler: async (request, reply) => {
      const rows = await latest(request.query.to);
      const items = rows
        .map(
          (m) => `<tr><td>${escapeHtml(m.createdAt)}</td><td>${m.channel === 'sms' ? 'SMS' : 'Email'}</td><td>${escapeHtml(m.to)}</td>` +
            `<td><strong>${escapeHtml(m.subject)}</strong><br>${escapeHtml(m.body)}</td></tr>`,
        )
        .join('\n');
      const html = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>Hộp thư phát triển</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#101418;color:#e8edf2}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #2a323a;padding:8px;text-align:left;vertical-align:top}th{color:#9fb0c0}</style></head>
<body><h1>Hộp thư phát triển (Development mailbox)</h1>
<p>${rows.length} tin nhắn mới nhất — email và SMS không được gửi thật mà được lưu ở đây.</p>
<table><thead><tr><th>Thời gian (UTC)</th><th>Kênh</th><th>Người nhận</th><th>Nội dung</th></tr></thead>
<tbody>${items || '<tr><td colspan="4">Chưa có tin nhắn nào.</td></tr>'}</tbody></table></body></html>`;
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  });
};
