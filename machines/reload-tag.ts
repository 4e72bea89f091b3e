/**
 * The tag of a state that would lose something if the page reloaded now (a playing stream, a chat
 * draft): the root machine holds a new build's reload while any actor it watches carries it.
 */
export const BLOCKS_RELOAD_TAG = 'blocksReload';
