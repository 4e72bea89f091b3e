/**
 * What members uploaded (short videos, post pictures): whose each file is, and the bytes it counted
 * toward its day's quota (server/src/uploads/gate.ts). A row stays when its file is deleted, so a
 * day's quota cannot be refilled by deleting what was sent.
 */
import { belongsTo, stampedAt } from './columns.ts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const UPLOAD_KINDS = ['short', 'picture'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const memberUploads = pgTable(
  'member_uploads',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    kind: text('kind', { enum: UPLOAD_KINDS }).notNull(),
    /** A picture's key (the uuid of its file names) or a clip's id. */
    key: text('key').notNull(),
    /** Bytes received (0 for pictures stored before quotas existed). */
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** The calendar day in Vietnam it was received (YYYY-MM-DD): the quota's day. */
    day: text('day').notNull(),
    createdAt: stampedAt('created_at'),
    /** When its file was deleted with the last post of its owner that showed it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_uploads_kind_key').on(t.kind, t.key),
    index('member_uploads_user_day_idx').on(t.userId, t.day),
    check('member_uploads_kind_check', sql`${t.kind} in ('short', 'picture')`),
    check('member_uploads_bytes_check', sql`${t.bytes} >= 0`),
  ],
);
