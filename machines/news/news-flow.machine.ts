/**
 * The reader's journey through the news, as pages and what the visitor does on them: from the
 * news front page into a category, optionally sorted by most viewed, into an article, and from the
 * article to a related article or to its match centre and back. tests/e2e/news.spec.ts turns its
 * paths into Playwright tests; machines/news/news-flow.test.ts checks the paths cover it all.
 */
import { createMachine } from 'xstate';

export const newsFlowMachine = createMachine({
  id: 'news-flow',
  initial: 'front',
  states: {
    front: { on: { OPEN_CATEGORY: 'category' } },
    category: { on: { SORT_MOST_VIEWED: 'mostViewed', OPEN_ARTICLE: 'article' } },
    mostViewed: { on: { OPEN_ARTICLE: 'article' } },
    article: { on: { OPEN_RELATED: 'related', OPEN_MATCH: 'matchCentre' } },
    related: { on: { BACK: 'article' } },
    matchCentre: { on: { BACK: 'article' } },
  },
});
