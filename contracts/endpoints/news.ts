/** The news pages' calls (/tin-tuc): categories with types, pages of articles, one article, a reader's view. */
import { Page } from '../schemas/common';
import { CategoryList, SlugParams } from '../schemas/content/common';
import { NewsDetail, NewsItem, NewsListQuery, NewsViewAnswer, NewsViewBody } from '../schemas/content/news';
import { endpoint } from './define';

const area = 'news';

export const newsCategories = endpoint({
  method: 'GET',
  path: '/other/api/news/categories',
  area,
  summary: 'News categories with their types',
  access: 'anyone',
  rate: 'reads',
  response: CategoryList,
});

export const newsList = endpoint({
  method: 'GET',
  path: '/other/api/news/list',
  area,
  summary: 'A page of news articles, filtered by category, type, tag or keyword',
  access: 'anyone',
  rate: 'reads',
  query: NewsListQuery,
  response: Page(NewsItem),
  errors: { 404: 'an unknown category, or a type not in it' },
});

export const newsDetail = endpoint({
  method: 'GET',
  path: '/other/api/news/detail/:slug',
  area,
  summary:
    'One article: structured body, reading time, its league, teams and match, related articles (a read: views are counted by POST /other/api/news/view)',
  access: 'anyone',
  rate: 'reads',
  params: SlugParams,
  response: NewsDetail,
  errors: { 404: 'an unknown article' },
});

export const newsView = endpoint({
  method: 'POST',
  path: '/other/api/news/view',
  area,
  summary: 'A visitor read the article: counts one view per visitor (member, guest or address) per article within 6 hours',
  access: 'anyone',
  rate: 'reads',
  body: NewsViewBody,
  response: NewsViewAnswer,
  errors: { 404: 'an unknown article' },
});
