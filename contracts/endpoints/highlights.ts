/** The highlight pages' calls (/highlight): sports with their leagues, pages of highlights, one highlight. */
import { Page } from '../schemas/common';
import { CategoryList, SlugParams } from '../schemas/content/common';
import { HighlightDetail, HighlightItem, HighlightListQuery } from '../schemas/content/highlights';
import { endpoint } from './define';

const area = 'highlights';

export const highlightCategories = endpoint({
  method: 'GET',
  path: '/other/api/highlight/categories',
  area,
  summary: 'Highlight categories (sports) with their types (leagues)',
  access: 'anyone',
  rate: 'reads',
  response: CategoryList,
});

export const highlightList = endpoint({
  method: 'GET',
  path: '/other/api/highlight/list',
  area,
  summary: 'A page of match highlights, filtered by category, type or keyword',
  access: 'anyone',
  rate: 'reads',
  query: HighlightListQuery,
  response: Page(HighlightItem),
  errors: { 404: 'an unknown category, or a type not in it' },
});

export const highlightDetail = endpoint({
  method: 'GET',
  path: '/other/api/highlight/detail/:slug',
  area,
  summary: 'One highlight with more of the same league; counts a view',
  access: 'anyone',
  rate: 'reads',
  params: SlugParams,
  response: HighlightDetail,
  errors: { 404: 'an unknown highlight' },
});
