/**
 * The news (/tin-tuc…): the front page, a category and a type with their sorts in the address, and
 * the article (structured body, reading time, counted views, the match card, share, related), in
 * three languages, on a phone and a desktop, with its not-found and retry states; then the reader's
 * journey (machines/news/news-flow.machine.ts), one test per generated path. Every expected value
 * comes from the API at test time.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Envelope, Page as ListPage } from '../../contracts/schemas/common';
import type { CategoryList } from '../../contracts/schemas/content/common';
import type { NewsDetail, NewsItem } from '../../contracts/schemas/content/news';
import { journeyPaths } from '../../machines/news/news-flow';
import vi from '../../locales/vi.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { DESKTOP, formatViolations, PHONE, seriousViolations, waitForPageData } from './support/a11y';
import { dropPreloadedAnswers } from './support/preload';
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
  test('the front page leads with the hottest story, sorts in the address, and has a section per category', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const [hottest, mostViewed, categories] = await Promise.all([
      list(request, 'sort=noi-bat&pageSize=7'),
      list(request, 'sort=xem-nhieu-nhat&pageSize=7'),
      api<CategoryList>(request, 'categories'),
    ]);
    await page.goto('/tin-tuc');
    const front = await settled(page, 'news-front');
    await expect(front.getByTestId('news-card-link').first()).toHaveText(hottest.list[0]!.title);
    await expect(page.getByTestId('news-section')).toHaveCount(categories.length);
    await expect(page.getByTestId('news-section').first().getByRole('heading', { level: 2 })).toHaveText(categories[0]!.name);
    await expect(page.getByTestId('news-most-read-item').first()).toContainText(mostViewed.list[0]!.title);

    await page.getByRole('navigation', { name: vi['tabs.news.label'] }).getByRole('link', { name: vi['tabs.news.mostViewed'] }).click();
    await expect(page).toHaveURL(/\/tin-tuc\?sort=xem-nhieu-nhat$/);
    await settled(page, 'news-front');
    await expect(page.getByTestId('news-front').getByTestId('news-card-link').first()).toHaveText(mostViewed.list[0]!.title);
    const views = await page.locator('[data-testid=news-front] > div [data-testid=news-card]').evaluateAll((cards) => cards.slice(0, 7).map((c) => Number(c.getAttribute('data-views'))));
    expect(views).toEqual([...views].sort((a, b) => b - a));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi['route.news']);
  });

  test('a category and its types list the API’s stories; an unknown category is not found; a failed list retries', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await dropPreloadedAnswers(page);
    const [categories, transfers] = await Promise.all([api<CategoryList>(request, 'categories'), list(request, 'category=bong-da&type=chuyen-nhuong&sort=de-xuat&pageSize=12')]);
    const football = categories.find((c) => c.slug === 'bong-da')!;
    let fail = true;
    await page.route('**/other/api/news/list?*', (route) =>
      fail ? ((fail = false), route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"boom","data":null}' })) : route.continue(),
    );
    await page.goto('/tin-tuc/bong-da/chuyen-nhuong?sort=de-xuat');
    await expect(page.getByTestId('load-failed')).toBeVisible();
    await page.getByTestId('load-failed').getByRole('button').click();
    const listing = await settled(page, 'news-list');
    await expect(listing).toHaveAttribute('data-total', String(transfers.total));
    await expect(listing.getByTestId('news-card-link')).toHaveText(transfers.list.map((i) => i.title));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${football.name} · ${football.types.find((t) => t.slug === 'chuyen-nhuong')!.name}`);
    const types = page.getByRole('navigation', { name: vi['news.nav.types'] });
    await expect(types.getByRole('link', { name: vi['news.nav.allTypes'] })).toHaveAttribute('href', '/tin-tuc/bong-da?sort=de-xuat');
    await expect(types.locator('[aria-current=page]')).toHaveText(football.types.find((t) => t.slug === 'chuyen-nhuong')!.name);
    await page.unroute('**/other/api/news/list?*');
    await waitForPageData(page);
    const findings = await seriousViolations(page);
    expect(findings, formatViolations('type list at 1400 px', findings)).toEqual([]);

    await page.goto('/tin-tuc/khong-co-chuyen-muc');
    await expect(page.getByTestId('news-not-found')).toContainText(vi['news.notFound.category']);
    await page.goto('/tin-tuc/bong-da/tin-moi/khong-co-bai-nay');
    await expect(page.getByTestId('news-not-found')).toContainText(vi['news.notFound.article']);
  });

  test('a list page is in the address: the next page adds ?trang=2, a reload keeps it, Back goes to the first', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const [first, second] = await Promise.all([list(request, 'category=bong-da&sort=noi-bat&pageSize=12&pageNum=1'), list(request, 'category=bong-da&sort=noi-bat&pageSize=12&pageNum=2')]);
    expect(second.list.length).toBeGreaterThan(0);
    await page.goto('/tin-tuc/bong-da');
    const listing = await settled(page, 'news-list');
    await expect(listing.getByTestId('news-card-link').first()).toHaveText(first.list[0]!.title);
    await page.getByRole('navigation', { name: vi['account.pager.label'] }).getByRole('button', { name: vi['account.pager.next'] }).click();
    await expect(page).toHaveURL(/\/tin-tuc\/bong-da\?trang=2$/);
    await expect(listing.getByTestId('news-card-link')).toHaveText(second.list.map((i) => i.title));
    await page.reload();
    await expect((await settled(page, 'news-list')).getByTestId('news-card-link')).toHaveText(second.list.map((i) => i.title));
    await page.goBack();
    await expect(page).toHaveURL(/\/tin-tuc\/bong-da$/);
    await expect((await settled(page, 'news-list')).getByTestId('news-card-link').first()).toHaveText(first.list[0]!.title);
    // A page past the last (the list got shorter since the link was made) shows the last one.
    await page.goto('/tin-tuc/bong-da?trang=40');
    await expect(page).toHaveURL(/\/tin-tuc\/bong-da\?trang=2$/);
    await expect((await settled(page, 'news-list')).getByTestId('news-card-link')).toHaveText(second.list.map((i) => i.title));
  });

  test('an article shows its structured body, reading time, match card and related stories; a reload does not count again', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const article = await reportArticle(request, 2);
    await page.goto(article.path);
    const view = await settled(page, 'news-article');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(article.title);
    // The trail names the category and the type as the site does, not by their address words.
    await expect(page.getByRole('navigation', { name: vi['breadcrumb.label'] }).getByRole('link')).toHaveText([vi['route.home'], vi['route.news'], article.category.name, article.type.name]);
    await expect(page.getByTestId('news-summary')).toHaveText(article.summary);
    await expect(page.getByTestId('news-reading-time')).toHaveText(vi['news.article.readingTime'].replace('{minutes}', String(article.readingMinutes)));

    // Body: the API's blocks as elements, text only.
    const body = page.getByTestId('news-body');
    await expect(body.locator('[data-block]')).toHaveCount(article.blocks.length);
    const heading = article.blocks.find((b) => b.kind === 'heading')!;
    await expect(body.getByRole('heading', { level: 2, name: heading.kind === 'heading' ? heading.text : '' })).toBeVisible();
    const listBlock = article.blocks.find((b) => b.kind === 'list');
    if (listBlock?.kind === 'list') await expect(body.locator('ul').first().locator('li')).toHaveText(listBlock.items);
    const quote = article.blocks.find((b) => b.kind === 'quote');
    if (quote?.kind === 'quote') await expect(body.locator('blockquote')).toHaveText(quote.text);
    expect(await body.locator(':not(p, h2, ul, li, figure, blockquote, figcaption)').count()).toBe(0);

    // The match the story is about, with its score and the way to its match centre.
    const match = article.match!;
    const card = page.getByTestId('news-match-card');
    await expect(card).toContainText(match.home.name);
    await expect(card).toContainText(match.away.name);
    await expect(card.getByTestId('news-match-score')).toHaveText(`${match.homeScore}–${match.awayScore}`);
    await expect(card.getByTestId('news-match-link')).toHaveAttribute('href', new RegExp(`/tran-dau/[a-z0-9-]+-vs-[a-z0-9-]+/${match.staticId}\\?leagueId=${match.leagueId}$`));
    await expect(page.getByTestId('news-related').getByTestId('news-card')).toHaveCount(article.related.length);

    // The visit counted one view; a reload by the same visitor does not.
    const views = page.getByTestId('news-views');
    await expect(views).toHaveAttribute('data-views', String(article.views + 1));
    await page.reload();
    await settled(page, 'news-article');
    await expect(views).toHaveAttribute('data-views', String(article.views + 1));
    expect((await api<NewsDetail>(request, `detail/${article.slug}`)).views).toBe(article.views + 1);
    await expect(view).toBeVisible();
  });

  test('sharing copies the link with a word that it worked, and hands it to the share sheet where there is one', async ({ page, context, request }) => {
    await page.setViewportSize(DESKTOP);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void ((window as unknown as { shared: ShareData }).shared = data) });
    });
    const article = await reportArticle(request, 3, 'en');
    await page.goto(`${article.path}?lang=en`);
    await settled(page, 'news-article');
    const share = page.getByTestId('news-share');
    await share.getByRole('button', { name: en['news.share.copy'] }).click();
    await expect(page.getByTestId('news-share-feedback')).toHaveText(en['news.share.copied']);
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}${article.path}?lang=en`);
    await share.getByRole('button', { name: en['news.share.share'], exact: true }).click();
    await expect(page.getByTestId('news-share-feedback')).toHaveText(en['news.share.shared']);
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared)).toEqual({ url: `${origin}${article.path}?lang=en`, title: article.title });
  });

  test('English and Chinese articles name the teams as the API does; the phone layout fits and axe finds nothing serious on it', async ({ page, request }) => {
    const [enArticle, zhArticle] = await Promise.all([reportArticle(request, 4, 'en'), reportArticle(request, 4, 'zh')]);
    await page.setViewportSize(PHONE);
    await page.goto(`${enArticle.path}?lang=en`);
    await settled(page, 'news-article');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(enArticle.title);
    await expect(page.getByTestId('news-match-card')).toContainText(enArticle.match!.home.name);
    await expect(page.getByTestId('news-reading-time')).toContainText('min read');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await waitForPageData(page);
    const phoneFindings = await seriousViolations(page);
    expect(phoneFindings, formatViolations('article at 390 px (en)', phoneFindings)).toEqual([]);

    await page.goto(`${zhArticle.path}?lang=zh`);
    await settled(page, 'news-article');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(zhArticle.title);
    await expect(page.getByTestId('news-match-card')).toContainText(zhArticle.match!.away.name);
    await expect(page.getByTestId('news-share')).toContainText(zh['news.share.copy']);
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
