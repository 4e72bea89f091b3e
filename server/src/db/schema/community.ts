/**
 * The community area: board posts, comments, reactions, bookmarks and reports; groups, events and
 * places; chat-room metadata and follows. Seeded rows use ids below COMMUNITY_USER_ID_START; rows
 * made through the API get ids from there on (the seed moves the sequences), so a re-seed never
 * overwrites them.
 */
import { belongsTo, stampedAt } from './columns.ts';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n.ts';
import { users } from './users.ts';

/** First id of rows created through the API (seeded rows stay below it). */
export const COMMUNITY_USER_ID_START = 100_000;

export const PLACE_KINDS = ['stadium', 'cafe', 'court', 'arena'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
export const GROUP_PRIVACIES = ['public', 'private'] as const;
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number];
export const MEMBERSHIP_ROLES = ['owner', 'admin', 'member'] as const;
export const MEMBERSHIP_STATUSES = ['member', 'pending'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];
export const POST_AUDIENCES = ['public', 'friends'] as const;
export type PostAudience = (typeof POST_AUDIENCES)[number];
export const REACTION_TYPES = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const REPORT_REASONS = ['spam', 'harassment', 'hate', 'violence', 'nudity', 'false-info', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const RSVP_STATUSES = ['going', 'interested'] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export { foldText, SQL_FOLD_FROM, SQL_FOLD_TO } from './fold.ts';

const createdAt = () => stampedAt('created_at');

export const communityPlaces = pgTable(
  'community_places',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    kind: text('kind', { enum: PLACE_KINDS }).notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** Street address as written locally (Vietnamese). */
    address: text('address').notNull(),
    city: jsonb('city').$type<LocalizedText>().notNull(),
    /** Slug of the city, for filters (ha-noi, ho-chi-minh, da-nang, ...). */
    citySlug: text('city_slug').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Folded name, address and city in every language. */
    search: text('search').notNull(),
  },
  (t) => [
    index('community_places_city_idx').on(t.citySlug),
    check('community_places_kind_check', sql`${t.kind} in (${inList(PLACE_KINDS)})`),
  ],
);

export const communityGroups = pgTable(
  'community_groups',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    privacy: text('privacy', { enum: GROUP_PRIVACIES }).notNull(),
    ownerId: belongsTo('owner_id', () => users.id),
    /** Sport or topic tag, e.g. football, esport. */
    topic: text('topic').notNull(),
    createdAt: createdAt(),
    search: text('search').notNull(),
  },
  (t) => [
    check('community_groups_privacy_check', sql`${t.privacy} in (${inList(GROUP_PRIVACIES)})`),
    index('community_groups_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);

export const communityGroupMembers = pgTable(
  'community_group_members',
  {
    groupId: belongsTo('group_id', () => communityGroups.id),
    userId: belongsTo('user_id', () => users.id),
    role: text('role', { enum: MEMBERSHIP_ROLES }).notNull().default('member'),
    /** pending: a request to join a private group, waiting for its owner or an admin. */
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('member'),
    joinedAt: stampedAt('joined_at'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('community_group_members_user_idx').on(t.userId),
    check('community_group_members_role_check', sql`${t.role} in (${inList(MEMBERSHIP_ROLES)})`),
    check('community_group_members_status_check', sql`${t.status} in (${inList(MEMBERSHIP_STATUSES)})`),
  ],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: serial('id').primaryKey(),
    authorId: belongsTo('author_id', () => users.id),
    content: text('content').notNull(),
    /** Site paths of attached images (/media/...). */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    audience: text('audience', { enum: POST_AUDIENCES }).notNull().default('public'),
    placeId: integer('place_id').references(() => communityPlaces.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => communityGroups.id, { onDelete: 'cascade' }),
    /** Kept equal to the rows of community_reactions / community_comments by the handlers. */
    reactionsCount: integer('reactions_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    sharesCount: integer('shares_count').notNull().default(0),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    search: text('search').notNull(),
  },
  (t) => [
    index('community_posts_created_idx').on(t.createdAt, t.id),
    /** The popular feed's order (routes/community/posts-data.ts SCORE_SQL), read as a keyset. */
    index('community_posts_popular_idx').on(sql`(${t.reactionsCount} + 2 * ${t.commentsCount} + 3 * ${t.sharesCount})`, t.createdAt, t.id),
    index('community_posts_author_idx').on(t.authorId, t.createdAt),
    /** What only some members may see (friends-only posts) by author, newest first: a member's feed reads their own and their friends'. */
    index('community_posts_restricted_idx').on(t.authorId, t.createdAt, t.id).where(sql`${t.audience} <> 'public'`),
    index('community_posts_group_idx').on(t.groupId, t.createdAt),
    index('community_posts_place_idx').on(t.placeId, t.createdAt),
    /** Search: `search LIKE '%…%'` reads this trigram index (pg_trgm) instead of every post. */
    index('community_posts_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
    check('community_posts_audience_check', sql`${t.audience} in (${inList(POST_AUDIENCES)})`),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: serial('id').primaryKey(),
    postId: belongsTo('post_id', () => communityPosts.id),
    authorId: belongsTo('author_id', () => users.id),
    /** The top-level comment this one replies to (threads are one level deep). */
    parentId: integer('parent_id'),
    /** Whom a reply answers (the author of the comment replied to). */
    replyToUserId: integer('reply_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    index('community_comments_post_idx').on(t.postId, t.parentId, t.createdAt),
    index('community_comments_parent_idx').on(t.parentId, t.createdAt),
    index('community_comments_created_idx').on(t.createdAt),
    /** A member's page counts their comments. */
    index('community_comments_author_idx').on(t.authorId),
  ],
);

export const communityReactions = pgTable(
  'community_reactions',
  {
    postId: belongsTo('post_id', () => communityPosts.id),
    userId: belongsTo('user_id', () => users.id),
    type: text('type', { enum: REACTION_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_reactions_created_idx').on(t.createdAt),
    check('community_reactions_type_check', sql`${t.type} in (${inList(REACTION_TYPES)})`),
  ],
);

export const communitySavedPosts = pgTable(
  'community_saved_posts',
  {
    userId: belongsTo('user_id', () => users.id),
    postId: belongsTo('post_id', () => communityPosts.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const communityReports = pgTable(
  'community_reports',
  {
    id: serial('id').primaryKey(),
    postId: belongsTo('post_id', () => communityPosts.id),
    reporterId: belongsTo('reporter_id', () => users.id),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('community_reports_post_reporter_key').on(t.postId, t.reporterId),
    check('community_reports_reason_check', sql`${t.reason} in (${inList(REPORT_REASONS)})`),
  ],
);

export const communityEvents = pgTable(
  'community_events',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    hostId: belongsTo('host_id', () => users.id),
    placeId: integer('place_id').references(() => communityPlaces.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => communityGroups.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    search: text('search').notNull(),
  },
  (t) => [index('community_events_starts_idx').on(t.startsAt)],
);

export const communityEventRsvps = pgTable(
  'community_event_rsvps',
  {
    eventId: belongsTo('event_id', () => communityEvents.id),
    userId: belongsTo('user_id', () => users.id),
    status: text('status', { enum: RSVP_STATUSES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('community_event_rsvps_user_idx').on(t.userId),
    check('community_event_rsvps_status_check', sql`${t.status} in (${inList(RSVP_STATUSES)})`),
  ],
);

export const communityChatRooms = pgTable(
  'community_chat_rooms',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    topic: jsonb('topic').$type<LocalizedText>().notNull(),
    ownerId: belongsTo('owner_id', () => users.id),
    /** Tag slugs (football, esport, tips, ...); labels are translated by the API. */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    isVip: boolean('is_vip').notNull().default(false),
    /** Share of the followers online at the busiest hour, in percent (1–100). */
    peakOnlinePercent: integer('peak_online_percent').notNull().default(30),
    createdAt: createdAt(),
    search: text('search').notNull(),
  },
  (t) => [index('community_chat_rooms_created_idx').on(t.createdAt)],
);

export const communityChatRoomFollows = pgTable(
  'community_chat_room_follows',
  {
    roomId: belongsTo('room_id', () => communityChatRooms.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] }), index('community_chat_room_follows_user_idx').on(t.userId)],
);

/** When the seeded timeline (posts, comments, reactions, events) was last anchored to "now". */
export const communitySeedClock = pgTable('community_seed_clock', {
  id: integer('id').primaryKey(),
  anchoredAt: timestamp('anchored_at', { withTimezone: true }).notNull(),
});
