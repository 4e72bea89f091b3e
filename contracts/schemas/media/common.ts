/** What the media calls share: their slug, the search keyword, an id query and the generated artwork's params. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Slug } from '../common.ts';

/** A slug in a media query: the common slug rule, at most 120 characters. */
export const MediaSlug = Type.String({ minLength: 1, maxLength: 120, pattern: Slug.pattern });

/** Text without control characters (PostgreSQL refuses NUL in text). */
export const PLAIN_TEXT = '^[^\\u0000-\\u001f\\u007f]*$';

/** A free-text search, 1–100 characters. */
export const MediaKeyword = Type.String({ minLength: 1, maxLength: 100, pattern: PLAIN_TEXT });

/** `?id=` of an album, a song, a playlist or a game. */
export const IdQuery = Type.Object({ id: Id });
export type IdQuery = Static<typeof IdQuery>;

/** `/media/{film,channel,artist,album,song,game}/:file` */
export const MediaImageParams = Type.Object({ file: Type.String({ pattern: '^[1-9][0-9]{0,9}\\.svg$', description: '{id}.svg' }) });
export type MediaImageParams = Static<typeof MediaImageParams>;

export const MediaImageQuery = Type.Object({ lang: Type.Optional(Type.String({ maxLength: 8, description: 'vi (default), en or zh.' })) });
export type MediaImageQuery = Static<typeof MediaImageQuery>;
