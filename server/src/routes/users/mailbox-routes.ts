/**
 * The development mailbox: the codes of a channel without a real transport land here, for a person
 * at the server's own machine only. The routes exist only while the server listens on a loopback
 * address outside production with a channel using the mailbox (devMailboxAllowed); even then a
 * request from elsewhere, or forwarded by any proxy, gets the plain not-found answer.
 * GET /dev/mailbox is a page for people, GET /dev/mailbox.json the same for tools and tests.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { devMailboxAllowed, isLoopbackHost } from '../../config.ts';
import { usesDevMailbox } from '../../delivery/delivery.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { devMailbox } from '../../db/schema.ts';
import { errorResponses } from '../../../../contracts/schemas/common.ts';
import { Mailbox, MailboxPage, MailboxQuery } from '../../../../contracts/schemas/users/codes.ts';

const LATEST = 50;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'forwarded', 'via'];

/** From this machine and not through a proxy: the socket's peer is loopback and no proxy header is present. */
function isLocalRequest(request: FastifyRequest): boolean {
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopbackHost(request.socket.remoteAddress ?? '');
}

async function onlyLocal(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLocalRequest(request)) await reply.callNotFound();
}

export const mailboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!devMailboxAllowed(app.config) || !usesDevMailbox(app.delivery)) return;
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
    onRequest: onlyLocal,
    schema: {
      tags: ['users'],
      summary: 'The latest 50 messages of the development mailbox',
      querystring: MailboxQuery,
      response: { 200: Mailbox, ...errorResponses },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { list: await latest(request.query.to) };
    },
  });

  app.get('/dev/mailbox', {
    onRequest: onlyLocal,
    schema: {
      tags: ['users'],
      summary: 'The development mailbox as an HTML page',
      querystring: MailboxQuery,
      produces: ['text/html'],
      response: { 200: MailboxPage, ...errorResponses },
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
<p>${rows.length} tin nhắn mới nhất — mã của kênh chưa có nhà cung cấp được lưu ở đây, chỉ xem được từ chính máy chủ này.</p>
<table><thead><tr><th>Thời gian (UTC)</th><th>Kênh</th><th>Người nhận</th><th>Nội dung</th></tr></thead>
<tbody>${items || '<tr><td colspan="4">Chưa có tin nhắn nào.</td></tr>'}</tbody></table></body></html>`;
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  });
};
