/**
 * News (docs/api/content.md "News"): the categories with their types, a page of articles (filtered
 * by category and type, sorted), one article (a read: structured body, reading time, its match,
 * related articles), and the view a reader adds (counted once per visitor per article within a
 * window). Typed by contracts/schemas/content/news.ts; each call answers its data or rejects with
 * an ApiFailure (404 naming an unknown category, type or article in the visitor's language).
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { CategoryList } from '../contracts/schemas/content/common';
import type { NewsDetail, NewsItem, NewsListQuery, NewsViewAnswer } from '../contracts/schemas/content/news';

const BASE = 'other/api/news';

export const fetchNewsCategories = (signal?: AbortSignal): Promise<CategoryList> =>
  unwrap(api.get(`${BASE}/categories`, { signal }).json<Envelope<CategoryList>>());

/** A page of articles; a missing category or type is "every one". */
export const fetchNewsList = (query: Partial<NewsListQuery>, signal?: AbortSignal): Promise<Page<NewsItem>> => {
  const searchParams: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') searchParams[key] = value;
  return unwrap(api.get(`${BASE}/list`, { searchParams, signal }).json<Envelope<Page<NewsItem>>>());
};

/** One article by slug, asked as the server preloads it for the article page. */
export const fetchNewsArticle = (slug: string, signal?: AbortSignal): Promise<NewsDetail> =>
  unwrap(api.get(`${BASE}/detail/${encodeURIComponent(slug)}`, { signal }).json<Envelope<NewsDetail>>());

/** The visitor read the article: answers its count (raised only the first time within the window). */
export const postNewsView = (slug: string, signal?: AbortSignal): Promise<NewsViewAnswer> =>
  unwrap(api.post(`${BASE}/view`, { json: { slug }, signal }).json<Envelope<NewsViewAnswer>>());
