/** Helpers shared by the media routes: LIKE patterns, member ids, paging and database error codes. */
import type { FastifyRequest } from 'fastify';
import { slugify } from '../../../../contracts/slug.ts';

export const TAGS = ['media'];

/** `%text%` for ILIKE, with the wildcards of the text escaped. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The keyword folded the way slugs are, so "mua" finds "Mưa" through the slug column. */
export function slugPattern(text: string): string | null {
  const slug = slugify(text);
  return slug ? likePattern(slug) : null;
}

/** The member id of the caller, or null for guests and anonymous callers. */
export function memberId(request: FastifyRequest): number | null {
  return request.auth.kind === 'member' ? request.auth.userId : null;
}

/** Rounds a rating to one decimal (real columns carry float noise). */
export function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The offset for a page. */
export function offsetOf(query: { pageNum: number; pageSize: number }): number {
  return (query.pageNum - 1) * query.pageSize;
}

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error as `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** 23503: a foreign key points nowhere, e.g. the member of a token no longer exists. */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';
/** 23505: a unique index refused the row. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
