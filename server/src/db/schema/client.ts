/** What browsers send about themselves: error reports of the SPA (when no Sentry DSN is configured). */
import { stampedAt } from './columns.ts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Kinds of client error: window errors, unhandled promise rejections, React render errors, failed API calls. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'render', 'api'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/**
 * One error report of a browser (POST /other/api/client-errors). The caller is a member (userId),
 * a guest (guestId) or nobody (both null). Reports older than 30 days are pruned.
 */
export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CLIENT_ERROR_KINDS }).notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    /** The page the user was on: a site path or a URL string as the browser sent it (never fetched). */
    url: text('url').notNull(),
    /** For `api` reports: the call that failed and its HTTP status. */
    apiPath: text('api_path'),
    status: integer('status'),
    userAgent: text('user_agent'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    guestId: text('guest_id'),
    ip: text('ip').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('client_error_reports_created_idx').on(t.createdAt, t.id),
    index('client_error_reports_kind_created_idx').on(t.kind, t.createdAt, t.id),
    check('client_error_reports_kind_check', sql`${t.kind} in ('error', 'unhandledrejection', 'render', 'api')`),
    check('client_error_reports_status_check', sql`${t.status} is null or ${t.status} between 100 and 599`),
  ],
);
