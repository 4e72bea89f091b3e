/** Identity: members, guests, refresh-token families, one-time codes, messages, friends and rewards. */
import { belongsTo, stampedAt } from './columns.ts';
import { sql, type SQL } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n.ts';
import { sqlFolded } from './fold.ts';

/** Site roles (siteRoleId). Role 6 sends no chat join message (SPEC §5). */
import { SITE_ROLES } from '../../../../contracts/constants.ts';
import { APPLICATION_STATUSES } from '../../../../contracts/commentator-rules.ts';

export { SITE_ROLES };

/**
 * What a member is found by in the community search (users.search): display name, nickname and
 * username, folded (fold.ts) and a line apart, so that no match spans two of them (a folded keyword
 * has no line break).
 */
function userSearchSql(): SQL {
  return sqlFolded(sql`${users.displayName} || E'\\n' || ${users.nickname} || E'\\n' || ${users.username}`);
}

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
    /**
     * The member's IANA time zone for check-ins and missions, taken from their first rewards call
     * (null before it); it changes at most once in 24 hours (timeZoneChangedAt).
     */
    timeZone: text('time_zone'),
    timeZoneChangedAt: timestamp('time_zone_changed_at', { withTimezone: true }),
    /** Goes up when the password changes or every session is ended: access tokens of older versions stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: stampedAt('created_at'),
    /**
     * The folded names the community search matches (`LIKE '%…%'` through users_search_trgm_idx),
     * kept by the database: folding in each query (translate() over 134 letters) costs far more than
     * the match itself.
     */
    search: text('search').generatedAlwaysAs((): SQL => userSearchSql()),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phoneNumber),
    uniqueIndex('users_google_key').on(t.googleSubject),
    uniqueIndex('users_referral_key').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    /** The community search of members (pg_trgm). */
    index('users_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);

/** Guests get a token too (SPEC §3 guestToken); the row lets guest-info answer. */
export const guests = pgTable('guests', {
  id: text('id').primaryKey(),
  createdAt: stampedAt('created_at'),
});

/**
 * Refresh tokens, stored as SHA-256 hashes. Each refresh rotates: the old token is marked used and
 * a new one joins the same family; presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    familyId: text('family_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

export const SESSION_METHODS = ['password', 'register', 'google', 'reset', 'change'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/**
 * A signed-in device: one per refresh-token family (refresh_tokens.family_id = id). The member sees
 * them in /tai-khoan/bao-mat and can end them; ending one revokes its family.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    method: text('method').$type<SessionMethod>().notNull(),
    userAgent: text('user_agent').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: stampedAt('created_at'),
    lastSeenAt: stampedAt('last_seen_at'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per account (key `user:<id>`) or per unknown login name (`login:<name>`), from any
 * address: 5 failures lock it for 15 minutes, doubling with each lock of the day.
 */
export const signInGuards = pgTable('sign_in_guards', {
  key: text('key').primaryKey(),
  /** Attempts since the last success or lock (counted before the password is checked). */
  failures: integer('failures').notNull().default(0),
  /** Locks within the last day: each doubles the next. */
  locks: integer('locks').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
});

/** Secrets the server makes once and keeps (token signing key) when none is configured. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Which version of each area's seed has been applied, so a start does not re-upsert unchanged data. */
export const seedRuns = pgTable('seed_runs', {
  area: text('area').primaryKey(),
  version: text('version').notNull(),
  appliedAt: stampedAt('applied_at'),
});

/** Friend requests and friendships: one row per request; accepted rows are friendships. */
export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    fromUserId: belongsTo('from_user_id', () => users.id),
    toUserId: belongsTo('to_user_id', () => users.id),
    status: text('status', { enum: ['pending', 'accepted', 'declined'] }).notNull().default('pending'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [uniqueIndex('friendships_pair_key').on(t.fromUserId, t.toUserId), index('friendships_to_idx').on(t.toUserId)],
);

/** Channels of the development mailbox and of one-time codes. */
export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
export const CODE_PURPOSES = ['verify', 'reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * One-time codes (6 digits) sent by email or SMS, stored as an HMAC only. Only the newest code of a
 * destination counts; it dies after 10 minutes, after 5 wrong tries or once it is used.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: CODE_CHANNELS }).notNull(),
    /** A lower-case email or a +84 phone number. */
    destination: text('destination').notNull(),
    purpose: text('purpose', { enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** The client address that asked for it (hourly limit per address). */
    requestedBy: text('requested_by'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('one_time_codes_destination_idx').on(t.channel, t.destination, t.id),
    index('one_time_codes_requested_by_idx').on(t.requestedBy, t.createdAt),
  ],
);

/** Every email and SMS the site "sends": delivery is this development mailbox (GET /dev/mailbox). */
export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: CODE_CHANNELS }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.to, t.id)],
);

export const MESSAGE_TYPES = ['system', 'activity'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** Site messages to one member (inbox). */
export const userMessages = pgTable(
  'user_messages',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    type: text('type', { enum: MESSAGE_TYPES }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    /** A site path the message leads to, if any. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: stampedAt('created_at'),
    /**
     * What the message is about, for activity that gathers into one message (server/src/inbox):
     * `post-reactions:<postId>` collects the reactions to one post, `followers:<userId>` a member's
     * new followers, while it is unread.
     */
    groupKey: text('group_key'),
    /** The members whose actions the message tells of (a reaction is told once per member and post). */
    actorIds: integer('actor_ids').array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index('user_messages_user_idx').on(t.userId, t.createdAt, t.id),
    index('user_messages_group_idx').on(t.userId, t.groupKey),
    check('user_messages_type_check', sql`${t.type} in ('system', 'activity')`),
  ],
);

/** Daily missions offered to every member; what the server observed each day counts (server/src/users/missions.ts). */
export const dailyMissions = pgTable('daily_missions', {
  id: integer('id').primaryKey(),
  /** What counts: check-in, watch-live (minutes in a live room), chat (messages sent), share (shares of a post). */
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  target: integer('target').notNull(),
  expReward: integer('exp_reward').notNull(),
  /** Where the member goes to do it. */
  path: text('path').notNull(),
  sort: integer('sort').notNull(),
});

/**
 * A member's claim of one mission on one day (the calendar day, YYYY-MM-DD, in the member's zone):
 * the progress the server counted when it was claimed and when. Progress itself is computed from
 * member_activity and check_ins.
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    userId: belongsTo('user_id', () => users.id),
    day: text('day').notNull(),
    missionId: belongsTo('mission_id', () => dailyMissions.id),
    progress: integer('progress').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The zone `day` is in: the next claim waits for the end of this day there too. */
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.missionId] })],
);

/**
 * One check-in a calendar day in the member's time zone (the IANA zone the check-in was made in,
 * Asia/Ho_Chi_Minh when none was given); streak and reward (the streak bonus included) as they were that day.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    userId: belongsTo('user_id', () => users.id),
    day: text('day').notNull(),
    streak: integer('streak').notNull(),
    expReward: integer('exp_reward').notNull(),
    timeZone: text('time_zone').notNull().default('Asia/Ho_Chi_Minh'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * Every experience award: missions, check-ins, referrals, and (seeded accounts) the experience earned
 * before the seeded history ('history'). A member's `users.exp` is the sum of their rows. One award
 * per (member, reason, ref): a mission is paid once a day, a check-in once, an invitee once.
 */
export const expLedger = pgTable(
  'exp_ledger',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: ['mission', 'check-in', 'referral', 'referral-bonus', 'history'] }).notNull(),
    /** The mission and day ('2026-11-24:chat'), the check-in day, or the invitee the award is for. */
    ref: text('ref'),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('exp_ledger_user_idx').on(t.userId, t.reason), uniqueIndex('exp_ledger_award_key').on(t.userId, t.reason, t.ref)],
);

/** What the server observed a member do, for the daily missions. */
export const ACTIVITY_KINDS = ['watch', 'chat', 'share'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * Observed activity in quarter-hour buckets (every time zone's midnight falls on a quarter hour, so a
 * day in any zone is a whole number of buckets): seconds watched in a live room (from the player's
 * heartbeats), chat messages the chat server stored, shares the server counted.
 */
export const memberActivity = pgTable(
  'member_activity',
  {
    /** No foreign key: the chat server writes these in the transaction of its messages, which nothing else may fail. */
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: ACTIVITY_KINDS }).notNull(),
    /** Start of the quarter hour. */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    amount: integer('amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.bucket] }), check('member_activity_kind_check', sql`${t.kind} in ('watch', 'chat', 'share')`)],
);

/**
 * A member's watching, one row a member: the room and the instant of the last heartbeat that was
 * counted. The next heartbeat credits at most the time since then, whatever room or tab sends it.
 */
export const watchSessions = pgTable('watch_sessions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  roomId: integer('room_id').notNull(),
  /** Null after an 'end' beat or a beat refused: the next 'start' opens a new session. */
  lastBeatAt: timestamp('last_beat_at', { withTimezone: true }),
});

export { APPLICATION_STATUSES };

/** Applications to become a commentator (host); at most one pending per member. */
export const commentatorApplications = pgTable(
  'commentator_applications',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** The name the applicant would be known by as a host (their nickname once approved). */
    displayName: text('display_name').notNull(),
    /** The languages they commentate in (contracts/commentator-rules.ts). */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    sports: jsonb('sports').$type<string[]>().notNull(),
    experience: text('experience').notNull(),
    /** An http(s) link to a sample clip or a channel; stored, never fetched. Null only in rows from before it was required. */
    sampleLink: text('sample_link'),
    motivation: text('motivation').notNull().default(''),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    /** The reviewer's note, the same words in every language when an admin wrote it (seeded notes are translated). */
    reviewNote: jsonb('review_note').$type<LocalizedText>(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stampedAt('created_at'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('commentator_applications_user_idx').on(t.userId, t.id),
    index('commentator_applications_status_idx').on(t.status, t.id),
    uniqueIndex('commentator_applications_pending_key').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);
