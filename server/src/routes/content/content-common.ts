/** What the content routes share: messages of the area, enum schemas, paging, money and text helpers. */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../plugins/envelope.ts';
import type { Language, LocalizedText } from '../../i18n.ts';
import { interpolate } from '../../i18n.ts';

const messages = {
  articleNotFound: { vi: 'Không tìm thấy bài viết: {value}', en: 'Article not found: {value}', zh: '找不到文章：{value}' },
  categoryNotFound: { vi: 'Không tìm thấy chuyên mục: {value}', en: 'Category not found: {value}', zh: '找不到分類：{value}' },
  typeNotFound: { vi: 'Không tìm thấy loại: {value}', en: 'Type not found: {value}', zh: '找不到類型：{value}' },
  highlightNotFound: { vi: 'Không tìm thấy highlight: {value}', en: 'Highlight not found: {value}', zh: '找不到精華影片：{value}' },
  shortNotFound: { vi: 'Không tìm thấy video ngắn: {value}', en: 'Short video not found: {value}', zh: '找不到短片：{value}' },
  creatorNotFound: { vi: 'Không tìm thấy người sáng tạo: {value}', en: 'Creator not found: {value}', zh: '找不到創作者：{value}' },
  comicNotFound: { vi: 'Không tìm thấy truyện: {value}', en: 'Comic not found: {value}', zh: '找不到漫畫：{value}' },
  chapterNotFound: { vi: 'Không tìm thấy chương: {value}', en: 'Chapter not found: {value}', zh: '找不到章節：{value}' },
  genreNotFound: { vi: 'Không tìm thấy thể loại truyện: {value}', en: 'Genre not found: {value}', zh: '找不到漫畫類型：{value}' },
  promotionNotFound: { vi: 'Không tìm thấy khuyến mãi: {value}', en: 'Promotion not found: {value}', zh: '找不到優惠活動：{value}' },
  translationCategoryNotFound: {
    vi: 'Không tìm thấy nhóm bản dịch: {value}',
    en: 'Translation category not found: {value}',
    zh: '找不到翻譯分類：{value}',
  },
  imageNotFound: { vi: 'Không tìm thấy ảnh: {value}', en: 'Image not found: {value}', zh: '找不到圖片：{value}' },
  memberGone: { vi: 'Tài khoản không còn tồn tại', en: 'This account no longer exists', zh: '此帳號已不存在' },
  cannotFollowSelf: { vi: 'Bạn không thể tự theo dõi chính mình', en: 'You cannot follow yourself', zh: '不能追蹤自己' },
  blankField: { vi: '{value} không được để trống', en: '{value} must not be blank', zh: '{value} 不可為空白' },
  unknownCategory: { vi: 'body.category không hợp lệ: {value}', en: 'body.category is invalid: {value}', zh: 'body.category 無效：{value}' },
} as const satisfies Record<string, LocalizedText>;

export type ContentMessage = keyof typeof messages;

export function message(lang: Language, key: ContentMessage, value: string | number = ''): string {
  return interpolate(messages[key][lang], { value });
}

/** Answers `code` with the area message `key` naming `value`. */
export function fail(request: FastifyRequest, reply: FastifyReply, code: number, key: ContentMessage, value: string | number = '') {
  return sendError(reply, code, message(request.language, key, value));
}

/** A string schema limited to `values` (an unknown value is a 400 naming the field). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A slug in a path or query: lower-case letters, digits and hyphens. */
export const Slug = Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });

export const Named = Type.Object({ slug: Type.String(), name: Type.String() });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

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

/** A body stored with blank lines between paragraphs, as a list of paragraphs. */
export function paragraphs(text: string): string[] {
  return text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
}

export function lines(text: string): string[] {
  return text.split('\n').map((p) => p.trim()).filter(Boolean);
}

/** How many VND one unit of a currency is worth (fixed reference rates; VND is the default). */
export const VND_PER_UNIT = { VND: 1, USD: 25_400, EUR: 27_600, CNY: 3_500, TWD: 780, THB: 700 } as const;
export type Currency = keyof typeof VND_PER_UNIT;

/** The currency of the Currency header; an unknown or missing one is VND. */
export function currencyOf(request: FastifyRequest): Currency {
  const header = request.headers.currency;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toUpperCase();
  return value && value in VND_PER_UNIT ? (value as Currency) : 'VND';
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
