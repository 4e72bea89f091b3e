/** The chat client's own limits (SPEC §9 names the reconnect delay and the connection cap in contracts/constants.ts). */

/** A connection open this long is stable: the connection count starts again from one. */
export const CHAT_STABLE_CONNECTION_MS = 30_000;
/** A member's socket renews its token this long before it runs out (at half its time left when that is sooner). */
export const CHAT_TOKEN_RENEW_MARGIN_MS = 60_000;
/** The most lines a conversation keeps on screen (older ones drop off the top). */
export const CHAT_MAX_ITEMS = 300;
/** Site role that never announces itself in a room (SPEC §6). */
export const SILENT_SITE_ROLE = 6;
/** Site roles that moderate every conversation (server/src/db/schema/users.ts SITE_ROLES: moderator 3, admin 4). */
export const MODERATOR_SITE_ROLES: ReadonlySet<number> = new Set([3, 4]);
