/** The live scores' client timings (the poll interval, shared with the docs, is contracts/constants.ts). */

/** How long a watch waits for the socket before it polls the API instead. */
export const LIVE_SCORES_SOCKET_GRACE_MS = 3_000;
/** The systemId of the live-scores machine under the root (the chat socket hands it its frames). */
export const LIVE_SCORES_ID = 'live-scores';
/** The systemId of the chat socket, which carries the live-score topics. */
export const CHAT_SOCKET_ID = 'chat-socket';
