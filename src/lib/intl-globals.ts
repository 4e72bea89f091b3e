/** The names the build's injected code and src/lib/intl.ts share (lazy chunks cannot import the entry's modules by path). */
export const ENTRY_MESSAGES_GLOBAL = '__vlsEntryMessages';
export const MESSAGE_UNIT_LOADER = '__vlsLoadMessageUnit';
