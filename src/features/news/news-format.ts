/** Pure helpers of the news pages: list addresses with their sort, the link a visitor shares, and the story groups of a page. */
import { href } from '../../../contracts/href';
import type { Locale } from '../../../contracts/constants';
import { NEWS_PAGE_SORTS, type NewsPageSort } from '../../../machines/news/news.loaders';

/** The address of the news front page, a category or a type, with its sort (the default one is left out). */
export function newsListHref(sort: NewsPageSort, category?: string, type?: string): string {
  const path = category && type ? href('newsType', { category, type }) : category ? href('newsCategory', { category }) : href('news');
  return sort === NEWS_PAGE_SORTS[0] ? path : `${path}?sort=${sort}`;
}

/** The link to share: the article's address on this site, in the language it is read in (Vietnamese is the bare path). */
export function shareLink(origin: string, path: string, locale: Locale): string {
  return `${origin}${path}${locale === 'vi' ? '' : `?lang=${locale}`}`;
}

/** The first story leads; the rest follow (a page other than the first has no lead). */
export function splitLead<T>(items: readonly T[], withLead: boolean): { lead: T | null; rest: T[] } {
  if (!withLead || items.length === 0) return { lead: null, rest: [...items] };
  return { lead: items[0]!, rest: items.slice(1) };
}
