/**
 * The content area: news, highlights, short videos, comics, promotions and site resources
 * (banners, domains, translation strings). Texts shown to users are LocalizedText { vi, en, zh }.
 */
import { belongsTo, stampedAt } from './columns.ts';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../i18n.ts';
import { sportsFixtures, sportsLeagues } from './sports.ts';
import { users } from './users.ts';
import { PROMOTION_ACTIONS, PROMOTION_CATEGORIES, PROMOTION_ELIGIBILITY } from '../../../../contracts/content-values.ts';

/** Which list a category belongs to. */
export const CONTENT_SECTIONS = ['news', 'highlight', 'short'] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

/** Categories of news, highlights and short videos (/tin-tuc/{category}, /highlight/{category}, /video-ngan/{category}). */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: integer('id').primaryKey(),
    section: text('section', { enum: CONTENT_SECTIONS }).notNull(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    uniqueIndex('content_categories_section_slug_key').on(t.section, t.slug),
    check('content_categories_section_check', sql`${t.section} in ('news', 'highlight', 'short')`),
  ],
);

/** Types within a category (/tin-tuc/{category}/{type}, /highlight/{category}/{type}). */
export const contentTypes = pgTable(
  'content_types',
  {
    id: integer('id').primaryKey(),
    categoryId: belongsTo('category_id', () => contentCategories.id),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('content_types_category_slug_key').on(t.categoryId, t.slug)],
);

/** The columns of an item filed under a category and a type of /tin-tuc or /highlight: its id, slug and title. */
const filedUnderSection = () => ({
  id: integer('id').primaryKey(),
  slug: text('slug').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => contentCategories.id),
  typeId: integer('type_id')
    .notNull()
    .references(() => contentTypes.id),
  title: jsonb('title').$type<LocalizedText>().notNull(),
});

/** Tags of news articles: a slug and its name in every language. */
export const newsTags = pgTable('news_tags', {
  slug: text('slug').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const newsArticles = pgTable(
  'news_articles',
  {
    ...filedUnderSection(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /**
     * Blocks separated by a blank line: a paragraph, a heading (`## `), a quote (`> `, its source
     * after a last line `— `) or a list (every line `- `). Parsed into structured blocks by the API.
     */
    body: jsonb('body').$type<LocalizedText>().notNull(),
    author: text('author').notNull(),
    leagueName: text('league_name'),
    /** The sports league, fixture and teams the story is about (ids of sports_leagues, sports_fixtures, sports_teams). */
    leagueId: integer('league_id'),
    matchId: integer('match_id'),
    teamIds: integer('team_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Slugs of news_tags. */
    tags: text('tags').array().notNull(),
    cover: text('cover').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    editorPick: boolean('editor_pick').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('news_articles_slug_key').on(t.slug),
    index('news_articles_category_published_idx').on(t.categoryId, t.publishedAt),
    index('news_articles_type_idx').on(t.typeId),
    index('news_articles_views_idx').on(t.views),
    index('news_articles_tags_idx').using('gin', t.tags),
    index('news_articles_match_idx').on(t.matchId),
  ],
);

/**
 * Who was counted as a reader of an article, and when: a visitor (member `u:<id>`, guest `g:<id>`,
 * else `ip:<address>`) adds one view per article per window (NEWS_VIEW_WINDOW_MS), not one per reload.
 */
export const newsArticleViews = pgTable(
  'news_article_views',
  {
    articleId: belongsTo('article_id', () => newsArticles.id),
    visitor: text('visitor').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.visitor] }), index('news_article_views_counted_idx').on(t.countedAt)],
);

export const highlights = pgTable(
  'highlights',
  {
    ...filedUnderSection(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    homeName: jsonb('home_name').$type<LocalizedText>().notNull(),
    awayName: jsonb('away_name').$type<LocalizedText>().notNull(),
    homeScore: integer('home_score').notNull(),
    awayScore: integer('away_score').notNull(),
    leagueName: jsonb('league_name').$type<LocalizedText>().notNull(),
    /** The match the highlight shows (its match centre); null when it is not a seeded fixture. */
    matchId: integer('match_id').references(() => sportsFixtures.id, { onDelete: 'set null' }),
    durationSeconds: integer('duration_seconds').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    thumbnail: text('thumbnail').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('highlights_slug_key').on(t.slug),
    index('highlights_category_published_idx').on(t.categoryId, t.publishedAt),
    index('highlights_type_idx').on(t.typeId),
    index('highlights_match_idx').on(t.matchId),
    check('highlights_duration_check', sql`${t.durationSeconds} >= 0`),
  ],
);

/** Short videos. Seeded clips have ids below SHORT_MEMBER_ID_START; clips members create get ids from there. */
export const SHORT_MEMBER_ID_START = 1_000_000;

export const shortVideos = pgTable(
  'short_videos',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: SHORT_MEMBER_ID_START }),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id),
    creatorId: belongsTo('creator_id', () => users.id),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    hashtags: text('hashtags').array().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    likes: integer('likes').notNull().default(0),
    comments: integer('comments').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    thumbnail: text('thumbnail').notNull(),
    /** Whether a video file exists (seeded clips: served by the HLS origin; member clips: metadata only). */
    hasMedia: boolean('has_media').notNull().default(false),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('short_videos_slug_key').on(t.slug),
    index('short_videos_category_created_idx').on(t.categoryId, t.createdAt),
    index('short_videos_creator_created_idx').on(t.creatorId, t.createdAt),
    index('short_videos_hashtags_idx').using('gin', t.hashtags),
    check('short_videos_counts_check', sql`${t.likes} >= 0 and ${t.comments} >= 0 and ${t.shares} >= 0 and ${t.durationSeconds} >= 0`),
  ],
);

export const shortVideoLikes = pgTable(
  'short_video_likes',
  {
    userId: belongsTo('user_id', () => users.id),
    shortId: belongsTo('short_id', () => shortVideos.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shortId] }), index('short_video_likes_short_idx').on(t.shortId)],
);

export const shortVideoSaves = pgTable(
  'short_video_saves',
  {
    userId: belongsTo('user_id', () => users.id),
    shortId: belongsTo('short_id', () => shortVideos.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shortId] }), index('short_video_saves_user_created_idx').on(t.userId, t.createdAt)],
);

/** Seeded comments have ids below this; members' comments get ids from here (the seed's dates move with the clock, theirs do not). */
export const SHORT_COMMENT_MEMBER_ID_START = 1_000_000;

/**
 * Comments on short videos, one level deep: a reply's `parentId` is a top-level comment (a reply to a
 * reply joins its thread, naming whom it answers in `replyToUserId`). `likes` and `replies` are counters
 * kept with the rows of short_video_comment_likes and the replies; short_videos.comments counts them all.
 */
export const shortVideoComments = pgTable(
  'short_video_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: SHORT_COMMENT_MEMBER_ID_START }),
    shortId: belongsTo('short_id', () => shortVideos.id),
    authorId: belongsTo('author_id', () => users.id),
    parentId: integer('parent_id').references((): AnyPgColumn => shortVideoComments.id, { onDelete: 'cascade' }),
    replyToUserId: integer('reply_to_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The member's words as typed (trimmed), shown as text. */
    content: text('content').notNull(),
    likes: integer('likes').notNull().default(0),
    replies: integer('replies').notNull().default(0),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    index('short_video_comments_thread_idx').on(t.shortId, t.parentId, t.createdAt),
    index('short_video_comments_parent_idx').on(t.parentId, t.createdAt),
    index('short_video_comments_author_idx').on(t.authorId),
    check('short_video_comments_counts_check', sql`${t.likes} >= 0 and ${t.replies} >= 0`),
  ],
);

export const shortVideoCommentLikes = pgTable(
  'short_video_comment_likes',
  {
    userId: belongsTo('user_id', () => users.id),
    commentId: belongsTo('comment_id', () => shortVideoComments.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.commentId] }), index('short_video_comment_likes_comment_idx').on(t.commentId)],
);

/** A member following a short-video creator. */
export const creatorFollows = pgTable(
  'creator_follows',
  {
    followerId: belongsTo('follower_id', () => users.id),
    creatorId: belongsTo('creator_id', () => users.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.creatorId] }),
    index('creator_follows_creator_idx').on(t.creatorId),
    check('creator_follows_not_self_check', sql`${t.followerId} <> ${t.creatorId}`),
  ],
);

export const comicGenres = pgTable('comic_genres', {
  slug: text('slug').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull(),
});

export const COMIC_STATUSES = ['ongoing', 'completed'] as const;
export type ComicStatus = (typeof COMIC_STATUSES)[number];

export const comicSeries = pgTable(
  'comic_series',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    author: text('author').notNull(),
    /** Slugs of comic_genres. */
    genres: text('genres').array().notNull(),
    status: text('status', { enum: COMIC_STATUSES }).notNull(),
    cover: text('cover').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('comic_series_slug_key').on(t.slug),
    index('comic_series_genres_idx').using('gin', t.genres),
    check('comic_series_status_check', sql`${t.status} in ('ongoing', 'completed')`),
  ],
);

export const comicChapters = pgTable(
  'comic_chapters',
  {
    id: integer('id').primaryKey(),
    seriesId: belongsTo('series_id', () => comicSeries.id),
    number: integer('number').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    pages: integer('pages').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('comic_chapters_series_number_key').on(t.seriesId, t.number)],
);

/** A member's place in a series: the last chapter and page read (one row per member and series). */
export const comicProgress = pgTable(
  'comic_progress',
  {
    userId: belongsTo('user_id', () => users.id),
    seriesId: belongsTo('series_id', () => comicSeries.id),
    chapter: integer('chapter').notNull(),
    page: integer('page').notNull(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.seriesId] }),
    index('comic_progress_user_updated_idx').on(t.userId, t.updatedAt),
    check('comic_progress_place_check', sql`${t.chapter} >= 1 and ${t.page} >= 1`),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    /** Paragraphs separated by a blank line. */
    body: jsonb('body').$type<LocalizedText>().notNull(),
    /** What the reward is, in words. */
    reward: jsonb('reward').$type<LocalizedText>().notNull(),
    /** The reward's value in VND (0 when it is not money). */
    rewardAmountVnd: bigint('reward_amount_vnd', { mode: 'number' }).notNull(),
    /** One term per line. */
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    banner: text('banner').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    category: text('category', { enum: PROMOTION_CATEGORIES }).notNull().default('su-kien'),
    /** What a member does on the page, once: enrol or claim; null: nothing (see `link`). */
    action: text('action', { enum: PROMOTION_ACTIONS }),
    eligibility: text('eligibility', { enum: PROMOTION_ELIGIBILITY }).notNull().default('members'),
    /** A site path where the promotion is taken part in (/diem-danh, /gioi-thieu-ban-be…). */
    link: text('link'),
    /** A score-prediction campaign: the league whose matches members predict on its page; null for others. */
    predictionLeagueId: integer('prediction_league_id').references(() => sportsLeagues.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('promotions_slug_key').on(t.slug),
    index('promotions_window_idx').on(t.startsAt, t.endsAt),
    index('promotions_category_idx').on(t.category),
    check('promotions_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A member's enrolment in (or claim of) a promotion with an action: at most one each. */
export const promotionEnrolments = pgTable(
  'promotion_enrolments',
  {
    promotionId: belongsTo('promotion_id', () => promotions.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.userId] }), index('promotion_enrolments_user_idx').on(t.userId)],
);

/** A member's predicted score of one match in a score-prediction campaign: one each, changed until kick-off. */
export const scorePredictions = pgTable(
  'score_predictions',
  {
    promotionId: belongsTo('promotion_id', () => promotions.id),
    fixtureId: belongsTo('fixture_id', () => sportsFixtures.id),
    userId: belongsTo('user_id', () => users.id),
    home: smallint('home').notNull(),
    away: smallint('away').notNull(),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.fixtureId, t.userId] }),
    index('score_predictions_user_idx').on(t.userId),
    check('score_predictions_goals_check', sql`${t.home} between 0 and 20 and ${t.away} between 0 and 20`),
  ],
);

export const BANNER_POSITIONS = ['home-top', 'home-middle', 'sidebar', 'liveroom', 'news', 'short-video', 'promotion'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey(),
    position: text('position', { enum: BANNER_POSITIONS }).notNull(),
    /** Only shown on this domain; null: on every domain. */
    domain: text('domain'),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    link: text('link').notNull(),
    sort: integer('sort').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('banners_position_sort_idx').on(t.position, t.sort)],
);

export const DOMAIN_STATUSES = ['active', 'backup', 'blocked'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The site's domain and its mirrors. */
export const siteDomains = pgTable(
  'site_domains',
  {
    id: integer('id').primaryKey(),
    domain: text('domain').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    status: text('status', { enum: DOMAIN_STATUSES }).notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    uniqueIndex('site_domains_domain_key').on(t.domain),
    check('site_domains_status_check', sql`${t.status} in ('active', 'backup', 'blocked')`),
  ],
);

/** Server-side translation strings, grouped by category (GET /other/api/live/language/v2/list). */
export const translationStrings = pgTable(
  'translation_strings',
  {
    /** `category.key` */
    id: text('id').primaryKey(),
    category: text('category').notNull(),
    key: text('key').notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
  },
  (t) => [uniqueIndex('translation_strings_category_key_key').on(t.category, t.key)],
);

/** When the date-relative seed rows (news, highlights, clips, promotions) were last anchored to "now". */
export const contentClock = pgTable('content_clock', {
  id: integer('id').primaryKey(),
  anchoredAt: timestamp('anchored_at', { withTimezone: true }).notNull(),
});
