/**
 * The development mailbox: the codes of a channel without a real transport land here, for a person
 * at the server's own machine only. The routes exist only while the server listens on a loopback
 * address outside production with a channel using the mailbox (devMailboxAllowed); even then a
 * request from elsewhere, forwarded by any proxy, or naming another host (a rebound DNS name) gets
 * the plain not-found answer.
 * GET /dev/mailbox is a page for people, GET /dev/mailbox.json the same for tools and tests.
 */
import { escapeHtml } from '../../escape.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { devMailboxAllowed, isLoopbackHost } from '../../config.ts';
import { usesDevMailbox } from '../../delivery/delivery.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { desc, eq } from 'drizzle-orm';
import { devMailbox } from '../../db/schema.ts';
import { errorResponses } from '../../../../contracts/schemas/common.ts';
import { Mailbox, MailboxPage, MailboxQuery } from '../../../../contracts/schemas/users/codes.ts';

const LATEST = 50;

/** Headers a proxy or load balancer adds on the way: any of them means the request did not start here. */
const PROXY_HEADERS = new Set(['forwarded', 'forwarded-for', 'via', 'x-real-ip', 'x-client-ip', 'cf-connecting-ip', 'true-client-ip', 'x-cluster-client-ip', 'fastly-client-ip']);
/** X-Forwarded-For / -Host / -Proto / -Port…, X-Original-Forwarded-For / -Host / -URL… */
const PROXY_HEADER_PREFIXES = ['x-forwarded', 'x-original-'];

function isProxyHeader(name: string): boolean {
  return PROXY_HEADERS.has(name) || PROXY_HEADER_PREFIXES.some((prefix) => name.startsWith(prefix));
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The Host header names this machine: localhost, 127.0.0.1 or [::1], with the server's port or none.
 * A page of another site whose name was made to resolve to 127.0.0.1 (DNS rebinding) sends its own name.
 */
export function isLoopbackHostHeader(host: string | undefined, ports: readonly number[]): boolean {
  const match = /^(\[::1\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(host?.toLowerCase() ?? '');
  if (!match || !LOOPBACK_NAMES.has(match[1]!)) return false;
  return match[2] === undefined || ports.includes(Number(match[2]));
}

/** The ports this server answers on: the configured one and, once listening, the one it got (PORT=0). */
function serverPorts(request: FastifyRequest): number[] {
  const address = request.server.server.address();
  const ports = [request.server.config.port];
  if (address && typeof address === 'object') ports.push(address.port);
  return ports;
}

/** From this machine, for this machine, and not through a proxy: loopback peer, loopback Host, no proxy header. */
function isLocalRequest(request: FastifyRequest): boolean {
  if (Object.keys(request.headers).some(isProxyHeader)) return false;
  if (!isLoopbackHostHeader(request.headers.host, serverPorts(request))) return false;
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
