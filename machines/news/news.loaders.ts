/**
 * The data of the news pages (machines/loader), from the news endpoints (contracts/endpoints/news.ts): the front page (categories, the lead list in the
 * chosen sort, a few stories of every category, the most read), a category's or type's articles a
 * page at a time, one article, and the reader's view (counted by the server once per visitor).
 */
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';
import { call } from '../../api/call';
import * as news from '../../contracts/endpoints/news';
import type { NewsSort } from '../../contracts/content-values';
import type { Category } from '../../contracts/schemas/content/common';
import type { NewsItem, NewsListQuery } from '../../contracts/schemas/content/news';
import type { Page } from '../../contracts/schemas/common';

/** The sorts a visitor picks (SPEC §2: noi-bat, xem-nhieu-nhat, de-xuat), kept in the address's `sort`; the first is the default. */
export const NEWS_PAGE_SORTS = ['noi-bat', 'xem-nhieu-nhat', 'de-xuat'] as const satisfies readonly NewsSort[];
export type NewsPageSort = (typeof NEWS_PAGE_SORTS)[number];

/** The sort an address asks for; anything else is the default. */
export function sortFromSearch(search: string): NewsPageSort {
  const value = new URLSearchParams(search).get('sort');
  return (NEWS_PAGE_SORTS as readonly string[]).includes(value ?? '') ? (value as NewsPageSort) : NEWS_PAGE_SORTS[0];
}

/** Stories of the front page's lead block (one lead, then the rest beside and under it). */
export const FRONT_TOP_SIZE = 7;
/** Stories of each category's section on the front page. */
export const FRONT_SECTION_SIZE = 4;
/** The "most read" column. */
export const MOST_READ_SIZE = 5;
/** Articles a list page shows at once. */
export const NEWS_PAGE_SIZE = 12;

export interface NewsFront {
  categories: Category[];
  top: NewsItem[];
  sections: { category: Category; items: NewsItem[] }[];
  mostRead: NewsItem[];
}

/** The first page of articles of a query. */
const firstPage = (query: Omit<NewsListQuery, 'pageNum'>, signal: AbortSignal) => call(news.newsList, { query: { ...query, pageNum: 1 } }, signal);

export const newsFrontLoader = createLoader(
  async (input: { sort: NewsPageSort }, signal: AbortSignal): Promise<NewsFront> => {
    const [categories, top, mostRead] = await Promise.all([
      call(news.newsCategories, {}, signal),
      firstPage({ sort: input.sort, pageSize: FRONT_TOP_SIZE }, signal),
      firstPage({ sort: 'xem-nhieu-nhat', pageSize: MOST_READ_SIZE }, signal),
    ]);
    const shown = new Set(top.list.map((item) => item.id));
    const sections = await Promise.all(
      categories.map(async (category) => {
        const page = await firstPage({ category: category.slug, sort: 'moi-nhat', pageSize: FRONT_SECTION_SIZE + FRONT_TOP_SIZE }, signal);
        // A story of the lead block is not repeated in its category's section.
        return { category, items: page.list.filter((item) => !shown.has(item.id)).slice(0, FRONT_SECTION_SIZE) };
      }),
    );
    return { categories, top: top.list, sections: sections.filter((s) => s.items.length > 0), mostRead: mostRead.list };
  },
  { isEmpty: (front) => front.top.length === 0 },
);

export const newsCategoriesLoader = createLoader(news.newsCategories);

export interface NewsListInput {
  category: string;
  type?: string;
  sort: NewsPageSort;
}

/** A category's (or one of its types') articles in the sort, a page at a time. */
export function newsList(input: NewsListInput): PagedList<NewsItem> {
  return createPagedList((pageNum, signal) => call(news.newsList, { query: { ...input, pageNum, pageSize: NEWS_PAGE_SIZE } }, signal));
}

/** The most read of a category (the list pages' side column). */
export const newsMostReadLoader = createLoader(
  (input: { category: string }, signal: AbortSignal): Promise<Page<NewsItem>> => firstPage({ category: input.category, sort: 'xem-nhieu-nhat', pageSize: MOST_READ_SIZE }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);

/** One article by slug (`{ params: { slug } }`), asked as the server preloads it for the article page. */
export const newsArticleLoader = createLoader(news.newsDetail);

/** The reader's view: the server counts it once per visitor per article within its window and answers the count. */
export const newsViewLoader = createLoader(news.newsView);
