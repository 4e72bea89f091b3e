/** Every number of SPEC §9, named. No magic numbers elsewhere. */

export const SECOND = 1000;
export const DAY_SECONDS = 24 * 60 * 60;

// Live
export const LIVE_COUNT_REFRESH_MS = 20 * SECOND;
export const SCHEDULE_PAGE_SIZE = 200;
/** A booking's name (docs/api/live.md Bookings): 1–200 characters, at least one not a space. */
export const BOOKING_NAME_MAX_LENGTH = 200;
/** Hosts offered when booking a commentator (the anchor list's largest page). */
export const BOOKING_HOSTS_PAGE_SIZE = 100;
/** The member's bookings on /lich-truc-tiep/dat-lich-cua-ban, a page at a time. */
export const BOOKING_LIST_PAGE_SIZE = 20;
export const MESSAGE_PAGE_SIZE = 50;
/** Bookings and friends lists on the account pages. */
export const ACCOUNT_LIST_PAGE_SIZE = 20;
/** Preset avatars the server draws (/media/avatar/preset-1.svg …). */
export const PRESET_AVATAR_COUNT = 8;

// Cookies
export const GUEST_TOKEN_MAX_AGE_S = 7 * DAY_SECONDS; // 604800
export const LOCALE_COOKIE_MAX_AGE_S = 365 * DAY_SECONDS;
/** Member tokens stay as long as the server's refresh token (30 days). */
export const MEMBER_TOKEN_MAX_AGE_S = 30 * DAY_SECONDS;
/** A call that would leave before any token exists waits this long for one (the guest login), then goes without. */
export const CREDENTIALS_WAIT_MS = 10_000;
/** Timezone, ip, offset, location and DomainCookie are looked up again after a day. */
export const GEO_COOKIE_MAX_AGE_S = DAY_SECONDS;
export const PID_COOKIE_MAX_AGE_S = 30 * DAY_SECONDS;

// Shell
export const TOAST_DURATION_MS = 3 * SECOND;
export const CHUNK_RELOAD_GUARD_MS = 10 * SECOND;
export const BUILD_POLL_INTERVAL_MS = 60 * SECOND;

// Chat
export const CHAT_RECONNECT_DELAY_MS = 1 * SECOND;
export const CHAT_MAX_CONNECTIONS = 5;
/** Close code of a socket whose member session ended (logout, password change, a device ended): reconnect with the token held now. */
export const CHAT_CLOSE_SESSION_ENDED = 4001;
/** Close code of a socket whose member token ran out without being renewed (`auth`): refresh the token, then reconnect. */
export const CHAT_CLOSE_TOKEN_EXPIRED = 4002;

// Auth
export const GUEST_LOGIN_MAX_ATTEMPTS = 3;
export const RELOGIN_AFTER_LOGOUT_MS = 200;
/** Wait before trying guest login again after a failure (three tries in all). */
export const GUEST_LOGIN_RETRY_MS = 2 * SECOND;
/** Typing pause before a registration field is checked for uniqueness. */
export const FIELD_CHECK_DEBOUNCE_MS = 400;
export const RATE_LIMIT_TOAST_MS = 5 * SECOND;

// Defaults
export const DEFAULT_TIMEZONE = 'Asia/Bangkok';
export const DEFAULT_OFFSET_TIMEZONE = 'Asia/Ho_Chi_Minh';
export const DISPLAY_TIMEZONE = 'Asia/Ho_Chi_Minh';
export const DEFAULT_CURRENCY = 'VND';
export const LOCALES = ['vi', 'en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';

// Player
export const PLAYER_UNMUTE_VOLUME = 0.8;

// Layout breakpoints (px): under MOBILE_MAX_WIDTH is mobile, up to HALF_NAV_MAX_WIDTH is half nav.
export const BREAKPOINT_SM = 768;
export const BREAKPOINT_MD = 1024;
export const BREAKPOINT_LG = 1280;

// Counts shorten with K / M
export const COUNT_THOUSAND = 1_000;
export const COUNT_MILLION = 1_000_000;

// Schedule status ids (SPEC §4): the `status` of a schedule row or a match
export const SCHEDULE_STATUS = { comingUp: 1, live: 2, ended: 3, cancelled: 5 } as const;

// Chat messages (docs/chat-protocol.md)
/** Longest message, in characters after trimming (SPEC §9). */
export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** The reactions a message can get (`react`). */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🔥'] as const;
/** Mute lengths a moderator can pick (`mute`: 1–1440 minutes). */
export const CHAT_MUTE_MINUTES = [5, 30, 1440] as const;
export type ChatMuteMinutes = (typeof CHAT_MUTE_MINUTES)[number];

/** The cookies the site keeps (SPEC §3), by name: the SPA writes them; the server reads some to write a page (language, currency, zone). */
export const COOKIE = {
  guestToken: 'guestToken',
  timezone: 'Timezone',
  ip: 'ip',
  offset: 'offset',
  location: 'location',
  domain: 'DomainCookie',
  pid: 'pid',
  guest: 'guest',
  language: 'language',
} as const;

/** Chat rooms in one list of the chat-room page. */
export const CHAT_ROOM_LIST_PAGE_SIZE = 30;

/** SPEC §3 site roles (`siteRoleId` of a user). */
export const SITE_ROLES = { member: 1, host: 2, moderator: 3, admin: 4, customerCare: 5, silent: 6 } as const;
export type SiteRole = keyof typeof SITE_ROLES;

/** Members per page of the member directory (/thanh-vien). */
export const MEMBERS_PAGE_SIZE = 24;

/** Live scores over the chat socket (docs/chat-protocol.md "Live scores"): every live match's changes. */
export const SCORES_LIVE_TOPIC = '/topic/scores.live';
/** `/topic/match.<staticId>`: everything about one match, events included. */
export const MATCH_TOPIC_PREFIX = '/topic/match.';
/** Match topics one socket may hold at once (besides its chat topics and /topic/scores.live). */
export const MATCH_TOPICS_PER_SOCKET = 50;
/** `/topic/user.<userId>`: one member's inbox (new site messages and the unread count); only that member's own socket may follow it. */
export const INBOX_TOPIC_PREFIX = '/topic/user.';
/** While the socket is down, the live scores are read from the API this often. */
export const LIVE_SCORES_POLL_MS = 5 * SECOND;

/** The element of the server's static first paint, removed by the SPA once its page is drawn. */
export const STATIC_FRAME_ID = 'static-frame';

// Sports pages (issue 13)
/** The most favourite teams a member keeps on the server (and a guest's list merged at login). */
export const FAVOURITE_TEAMS_MAX = 50;
/** Teams the favourites page suggests to follow (the most followed, then the leaders of the main leagues). */
export const SUGGESTED_TEAMS = 8;
/** The /tip-keo/:category segments and the sport each stands for (the API accepts both spellings). */
export const TIP_CATEGORY_SLUGS = { 'bong-da': 'football', 'bong-ro': 'basketball', esport: 'esport' } as const;
/** The /tip-keo/:category/:type segments and the market each stands for. */
export const TIP_TYPE_SLUGS = { 'keo-1x2': '1x2', 'keo-chau-a': 'handicap', 'tai-xiu': 'over_under' } as const;
