/**
 * The one database schema, one file per area under schema/. Texts shown to users are stored in
 * every language (LocalizedText: { vi, en, zh }) and answered in the request's language.
 */
export * from './schema/shell.ts';
export * from './schema/users.ts';
export * from './schema/sports.ts';
export * from './schema/live.ts';
export * from './schema/content.ts';
export * from './schema/media.ts';
export * from './schema/community.ts';
export * from './schema/client.ts';
export * from './schema/chat.ts';
export * from './schema/uploads.ts';
