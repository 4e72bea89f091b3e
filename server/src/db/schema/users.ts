/** Identity: members, guests, refresh-token families and the server's own secrets. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Site roles (siteRoleId). Role 6 sends no chat join message (SPEC §5). */
export const SITE_ROLES = { member: 1, host: 2, moderator: 3, admin: 4, customerCare: 5, silent: 6 } as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /** scrypt hash, `scrypt$N$r$p$salt$hash`; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull(),
    nickname: text('nickname').notNull(),
    /** A site path of a generated avatar, e.g. /media/avatar/12.svg. */
    profilePicture: text('profile_picture').notNull(),
    siteRoleId: integer('site_role_id').notNull().default(SITE_ROLES.member),
    level: integer('level').notNull().default(1),
    exp: integer('exp').notNull().default(0),
    emailVerified: boolean('email_verified').notNull().default(false),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    googleSubject: text('google_subject'),
    referralCode: text('referral_code').notNull(),
    referredBy: integer('referred_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phoneNumber),
    uniqueIndex('users_google_key').on(t.googleSubject),
    uniqueIndex('users_referral_key').on(t.referralCode),
  ],
);

/** Guests get a token too (SPEC §3 guestToken); the row lets guest-info answer. */
export const guests = pgTable('guests', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refresh tokens, stored as SHA-256 hashes. Each refresh rotates: the old token is marked used and
 * a new one joins the same family; presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Secrets the server makes once and keeps (token signing key) when none is configured. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Which version of each area's seed has been applied, so a start does not re-upsert unchanged data. */
export const seedRuns = pgTable('seed_runs', {
  area: text('area').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Friend requests and friendships: one row per request; accepted rows are friendships. */
export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('friendships_pair_key').on(t.fromUserId, t.toUserId), index('friendships_to_idx').on(t.toUserId)],
);
