/** What the content routes share: paging, LIKE patterns and keyword searches, paragraphs, money, the caller's id and whether a member still exists. */
import type { FastifyRequest } from 'fastify';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { slugify } from '../../../../contracts/slug.ts';
import { CURRENCIES, type Currency } from '../../../../contracts/content-values.ts';

export function page<T>(list: T[], total: number, query: { pageNum: number; pageSize: number }) {
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export function offset(query: { pageNum: number; pageSize: number }): number {
  return (query.pageNum - 1) * query.pageSize;
}

/** `%` and `_` in a user's search text match themselves in LIKE. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Keyword: any language's title or summary, or the unaccented slug (typing without diacritics works). */
export function keywordCondition(keyword: string, columns: { slug: AnyPgColumn; texts: SQL[] }): SQL | undefined {
  const pattern = likePattern(keyword.trim());
  const slugPart = slugify(keyword);
  return or(
    ...columns.texts.map((text) => ilike(text, pattern)),
    slugPart ? ilike(columns.slug, likePattern(slugPart)) : undefined,
  );
}

/** A body stored with blank lines between paragraphs, as a list of paragraphs. */
export function paragraphs(text: string): string[] {
  return text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
}

export function lines(text: string): string[] {
  return text.split('\n').map((p) => p.trim()).filter(Boolean);
}

/** How many VND one unit of a currency is worth (fixed reference rates; VND is the default). */
export const VND_PER_UNIT: Record<Currency, number> = { VND: 1, USD: 25_400, EUR: 27_600, CNY: 3_500, TWD: 780, THB: 700 };

/** The currency of the Currency header; an unknown or missing one is VND. */
export function currencyOf(request: FastifyRequest): Currency {
  const header = request.headers.currency;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return CURRENCIES.find((currency) => currency === value) ?? 'VND';
}

/** An amount in VND converted to `currency`: whole đồng, other currencies to the cent. */
export function convertVnd(amountVnd: number, currency: Currency): number {
  if (currency === 'VND') return amountVnd;
  return Math.round((amountVnd / VND_PER_UNIT[currency]) * 100) / 100;
}

/** The member's user id (the route's preHandler made sure there is one). */
export function memberId(request: FastifyRequest): number {
  return request.auth.kind === 'member' ? request.auth.userId : 0;
}

/** The caller's user id when a member, else null. */
export function viewerId(request: FastifyRequest): number | null {
  return request.auth.kind === 'member' ? request.auth.userId : null;
}

/** The member of a token still exists (an account deleted since the token was issued does not). */
export async function memberExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}
