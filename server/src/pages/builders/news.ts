/**
 * The /tin-tuc pages' heads. An article (/tin-tuc/{category}/{type}/{slug}) is named by its title,
 * described by its summary, pictured by its cover, canonical at the address its data gives, and
 * carries a schema.org NewsArticle (headline, dates, author, publisher, section, words, the teams
 * and league it is about); its answer is preloaded (the detail is a read: views are counted by the
 * SPA's POST). An unknown slug, or a category or type that is not the article's, is a 404. The list
 * pages are named by their category and type; an unknown one is a 404.
 */
import type { Locale } from '../../../../contracts/constants.ts';
import { fillPath } from '../../../../contracts/endpoints/define.ts';
import { newsCategories, newsDetail } from '../../../../contracts/endpoints/news.ts';
import { htmlLang } from '../../../../contracts/locale.ts';
import type { CategoryList } from '../../../../contracts/schemas/content/common.ts';
import type { NewsDetail } from '../../../../contracts/schemas/content/news.ts';
import { absoluteUrl, shortDescription } from '../head.ts';
import { message } from '../messages.ts';
import { pageUrl } from '../site-url.ts';
import type { PageBuilder } from './types.ts';

export const NEWS_ROUTES = ['newsCategory', 'newsType', 'newsArticle'] as const;

/** The SPA's calls, asked exactly as it asks them (contracts/endpoints/news.ts). */
export const NEWS_CATEGORIES_URL = newsCategories.path;
export const newsDetailUrl = (slug: string) => fillPath(newsDetail.path, { slug });

/** schema.org NewsArticle of an article, from the answer the page shows. */
export function newsArticleLd(origin: string, article: NewsDetail, url: string, lang: Locale, siteName: string): object {
  const about = [
    ...article.teams.map((team) => ({ '@type': 'SportsTeam', name: team.name })),
    ...(article.league ? [{ '@type': 'SportsOrganization', name: article.league.name }] : []),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title.slice(0, 110),
    description: article.summary,
    inLanguage: htmlLang(lang),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [absoluteUrl(origin, article.cover)],
    datePublished: article.publishedAt,
    dateModified: article.publishedAt,
    author: [{ '@type': 'Person', name: article.author }],
    publisher: { '@type': 'Organization', name: siteName, url: `${origin}/` },
    articleSection: article.category.name,
    keywords: article.tags.map((tag) => tag.name).join(', '),
    wordCount: article.body.join(' ').split(/\s+/).filter(Boolean).length,
    timeRequired: `PT${article.readingMinutes}M`,
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ReadAction', userInteractionCount: article.views },
    ...(about.length ? { about } : {}),
  };
}

export const newsBuilder: PageBuilder = async (page) => {
  const { category, type, slug } = page.params;
  if (page.routeId === 'newsArticle' && slug) {
    const answer = await page.preload.call<NewsDetail>('GET', newsDetailUrl(slug));
    if (answer.status === 404 || answer.status === 400) return { notFound: true };
    const article = answer.data;
    if (!article) return {};
    if (article.category.slug !== category || article.type.slug !== type) return { notFound: true };
    const url = pageUrl(page.origin, article.path, page.lang);
    return {
      name: article.title,
      description: shortDescription(article.summary),
      path: article.path,
      image: article.cover,
      leadImage: article.cover,
      ogType: 'article',
      crumbNames: { newsCategory: article.category.name, newsType: article.type.name },
      jsonLd: [newsArticleLd(page.origin, article, url, page.lang, message(page.lang, 'app.name'))],
    };
  }
  const answer = await page.preload.call<CategoryList>('GET', NEWS_CATEGORIES_URL);
  const categories = answer.data;
  if (!categories) return {};
  const found = categories.find((c) => c.slug === category);
  if (!found) return { notFound: true };
  if (page.routeId === 'newsType') {
    const foundType = found.types.find((t) => t.slug === type);
    if (!foundType) return { notFound: true };
    return { name: `${found.name} · ${foundType.name}`, crumbNames: { newsCategory: found.name } };
  }
  return { name: found.name };
};
