/**
 * The value lists of the content area's calls (news, highlights, comics, short videos, promotions,
 * site resources): tabs, sorts, statuses and positions. The schemas of contracts/schemas/content
 * build their enums from these, and the SPA may import them as values (it reads the schemas as
 * types only).
 */

/** News sorts: newest, hottest (views damped by age), most viewed, editor picks. */
export const NEWS_SORTS = ['moi-nhat', 'noi-bat', 'xem-nhieu-nhat', 'de-xuat'] as const;
export type NewsSort = (typeof NEWS_SORTS)[number];

export const HIGHLIGHT_SORTS = ['moi-nhat', 'xem-nhieu-nhat'] as const;
export type HighlightSort = (typeof HIGHLIGHT_SORTS)[number];

export const COMIC_STATUSES = ['ongoing', 'completed'] as const;
export type ComicStatus = (typeof COMIC_STATUSES)[number];

export const COMIC_SORTS = ['moi-cap-nhat', 'xem-nhieu-nhat'] as const;
export type ComicSort = (typeof COMIC_SORTS)[number];

/** The order of a series' chapters: from the first (asc) or newest first (desc). */
export const CHAPTER_ORDERS = ['asc', 'desc'] as const;
export type ChapterOrder = (typeof CHAPTER_ORDERS)[number];

/** Short-video tabs: explore (kham-pha, newest) and trending (xu-huong). */
export const SHORT_TABS = ['kham-pha', 'xu-huong'] as const;
export type ShortTab = (typeof SHORT_TABS)[number];

export const PROMOTION_STATUSES = ['active', 'upcoming', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Promotion categories (the list's filter, `?loai=` of /khuyen-mai): members, sports, esport, daily, events. */
export const PROMOTION_CATEGORIES = ['thanh-vien', 'the-thao', 'esport', 'hang-ngay', 'su-kien'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** What a member does on a promotion's page: join it (enrol) or take its one reward (claim); once each. */
export const PROMOTION_ACTIONS = ['enrol', 'claim'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** Who may take part: anyone, members, or members whose account is at most NEW_MEMBER_DAYS old. */
export const PROMOTION_ELIGIBILITY = ['everyone', 'members', 'new-members'] as const;
export type PromotionEligibility = (typeof PROMOTION_ELIGIBILITY)[number];

/** How many days after signing up a member is a new member (the welcome promotion). */
export const NEW_MEMBER_DAYS = 30;

/** Currencies of money values (the Currency header); an unknown or missing one is VND. */
export const CURRENCIES = ['VND', 'USD', 'EUR', 'CNY', 'TWD', 'THB'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const BANNER_POSITIONS = ['home-top', 'home-middle', 'sidebar', 'liveroom', 'news', 'short-video', 'promotion'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const DOMAIN_STATUSES = ['active', 'backup', 'blocked'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** Formats of the translation-string catalogue; only v4 exists. */
export const TRANSLATION_VERSIONS = ['v4'] as const;
export type TranslationVersion = (typeof TRANSLATION_VERSIONS)[number];

/** The most goals a side may be given in a score prediction. */
export const PREDICTED_GOALS_MAX = 20;

/** How often a member may send a score prediction (a bucket of its own, per member). */
export const PREDICTION_RATE = { max: 20, timeWindow: '1 minute' } as const;
