/**
 * The news (/tin-tuc…) where only a real browser and the real server tell: axe on a type's list and
 * on an article on a phone, the phone layout of an article in English and Chinese, the view the
 * server counts once per visitor; then the reader's journey (machines/news/news-flow.machine.ts),
 * one test per generated path. What the pages draw from the API's answers (the front page, lists,
 * sorts and pager in the address, the article's body, match card and related stories, sharing,
 * loading, failed and not-found states, in three languages) is in the page tests beside them
 * (src/features/news/pages/*.page.test.tsx). Every expected value comes from the API at test time.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope, Page as ListPage } from '../../contracts/schemas/common';
import type { NewsDetail, NewsItem } from '../../contracts/schemas/content/news';
import { journeyPaths } from '../../machines/news/news-flow';
import { vi } from '../../locales/index.ts';
import { DESKTOP, formatViolations, PHONE, seriousViolations, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

type Lang = 'vi' | 'en' | 'zh';

async function api<T>(request: APIRequestContext, path: string, lang: Lang = 'vi'): Promise<T> {
  const res = await request.get(`/other/api/news/${path}`, { headers: { 'x-language': lang } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as Envelope<T>).data;
}

const list = (request: APIRequestContext, query: string, lang: Lang = 'vi') => api<ListPage<NewsItem>>(request, `list?${query}`, lang).then((p) => p);

/** An article about a played match (a V.League report), and its detail in `lang`. */
async function reportArticle(request: APIRequestContext, index: number, lang: Lang = 'vi'): Promise<NewsDetail> {
  const reports = await list(request, 'category=bong-da&type=tin-moi&sort=moi-nhat&pageSize=20');
  return api<NewsDetail>(request, `detail/${reports.list[index]!.slug}`, lang);
}

async function settled(page: Page, testId: string) {
  const root = page.getByTestId(testId);
  await expect(root).toBeVisible();
  await expect(root).not.toHaveAttribute('data-state', 'loading');
  return root;
}

test.describe('news pages', () => {
  test('axe finds nothing serious on a type’s list at 1400 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/tin-tuc/bong-da/chuyen-nhuong?sort=de-xuat');
    await settled(page, 'news-list');
    await waitForPageData(page);
    const findings = await seriousViolations(page);
    expect(findings, formatViolations('type list at 1400 px', findings)).toEqual([]);
  });

  test('a visit counts one view with the server; a reload by the same visitor does not count again', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const article = await reportArticle(request, 2);
    await page.goto(article.path);
    await settled(page, 'news-article');
    const views = page.getByTestId('news-views');
    await expect(views).toHaveAttribute('data-views', String(article.views + 1));
    await page.reload();
    await settled(page, 'news-article');
    await expect(views).toHaveAttribute('data-views', String(article.views + 1));
    expect((await api<NewsDetail>(request, `detail/${article.slug}`)).views).toBe(article.views + 1);
  });

  test('an article fits a phone in English and Chinese, and axe finds nothing serious on it', async ({ page, request }) => {
    const [enArticle, zhArticle] = await Promise.all([reportArticle(request, 4, 'en'), reportArticle(request, 4, 'zh')]);
    await page.setViewportSize(PHONE);
    await page.goto(`${enArticle.path}?lang=en`);
    await settled(page, 'news-article');
    await waitForPageData(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const phoneFindings = await seriousViolations(page);
    expect(phoneFindings, formatViolations('article at 390 px (en)', phoneFindings)).toEqual([]);

    await page.goto(`${zhArticle.path}?lang=zh`);
    await settled(page, 'news-article');
    await waitForPageData(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

/** What the journey saw, for the checks after Back. */
interface Seen {
  category?: string;
  title?: string;
  match?: string;
}

const checks: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  category: async (page, seen) => {
    await expect(page).toHaveURL(/\/tin-tuc\/[a-z0-9-]+$/);
    await settled(page, 'news-list');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seen.category!);
  },
  mostViewed: async (page) => {
    await expect(page).toHaveURL(/\/tin-tuc\/[a-z0-9-]+\?sort=xem-nhieu-nhat$/);
    const listing = await settled(page, 'news-list');
    const views = await listing.getByTestId('news-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-views'))));
    expect(views.length).toBeGreaterThan(1);
    expect(views).toEqual([...views].sort((a, b) => b - a));
  },
  article: async (page, seen) => {
    await expect(page).toHaveURL(/\/tin-tuc\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await settled(page, 'news-article');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seen.title!);
    await expect(page.getByTestId('news-body').locator('p').first()).toBeVisible();
  },
  related: async (page, seen) => {
    await settled(page, 'news-article');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText(seen.title!);
  },
  matchCentre: async (page, seen) => {
    await expect(page).toHaveURL(/\/tran-dau\/[^/]+\/\d+/);
    await settled(page, 'match-centre');
    await expect(page.getByTestId('match-header')).toContainText(seen.match!);
  },
};

const actions: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  OPEN_CATEGORY: async (page, seen) => {
    // Vietnamese football: its stories are about the seeded league's matches.
    const link = page.getByRole('navigation', { name: vi['news.nav.categories'] }).getByRole('link').nth(1);
    seen.category = (await link.textContent())!.trim();
    await link.click();
  },
  SORT_MOST_VIEWED: async (page) => {
    await page.getByRole('navigation', { name: vi['tabs.news.label'] }).getByRole('link', { name: vi['tabs.news.mostViewed'] }).click();
  },
  OPEN_ARTICLE: async (page, seen) => {
    // The first story with a match (a report or a preview names two teams with "vs" or a score).
    const links = page.getByTestId('news-list').getByTestId('news-card-link');
    await expect(links.first()).toBeVisible();
    const titles = await links.allTextContents();
    const index = Math.max(0, titles.findIndex((t) => / vs |\d+-\d+/.test(t)));
    seen.title = titles[index]!.trim();
    await links.nth(index).click();
  },
  OPEN_RELATED: async (page) => {
    await page.getByTestId('news-related').getByTestId('news-card-link').first().click();
  },
  OPEN_MATCH: async (page, seen) => {
    const card = page.getByTestId('news-match-card');
    await expect(card).toBeVisible();
    seen.match = (await card.getByTestId('news-match-team').first().textContent())!.trim();
    await card.getByTestId('news-match-link').click();
  },
  BACK: async (page) => {
    await page.goBack();
  },
};

test.describe('the reading journey', () => {
  for (const path of journeyPaths()) {
    test(path.description, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(DESKTOP);
      const seen: Seen = {};
      await page.goto('/tin-tuc');
      await settled(page, 'news-front');
      for (const step of path.steps) {
        await actions[step.event.type]!(page, seen);
        await checks[step.value as string]!(page, seen);
      }
    });
  }
});
