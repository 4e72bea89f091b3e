/** The member notifications' client timings and names. */

/** The systemId of the notifications machine under the root (the chat socket hands it its topic's frames). */
export const NOTIFICATIONS_ID = 'notifications';
/** The systemId of the chat socket, which carries the inbox topic. */
export const CHAT_SOCKET_ID = 'chat-socket';
/** A count that failed to load is read again this much later. */
export const NOTIFICATIONS_RETRY_MS = 15_000;
/** While the socket is down (or refuses the topic) the count is read from the API this often. */
export const NOTIFICATIONS_POLL_MS = 60_000;
/** Messages pushed while the member is here, newest first, kept for the list (at most one page). */
export const RECENT_PUSHES_MAX = 50;
