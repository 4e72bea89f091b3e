/**
 * Comics (/truyen-tranh, every view in the query) where only a real browser and the real server
 * tell. "Read a comic chapter" is a user-flow machine whose paths are the journey's tests (like
 * sports-flow.spec.ts): paths that another path begins with are left out, so every transition runs
 * once or more; it turns pages by key and by swipe and keeps the place across a reload. Then axe on
 * a series and on the reader on a phone (with its layout), and a member's place kept by the server.
 * What the views draw from the API's answers (genres, orders, chapters, the reader's keys, the
 * not-found views, loading, failed and empty states, in three languages) is in the page test beside
 * them (src/features/comics/pages/comics-page.page.test.tsx). Expected values are read from the API.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import type { Page as ListPage } from '../../contracts/schemas/common';
import type { ComicItem } from '../../contracts/schemas/content/comics';
import { vi } from '../../locales/index.ts';
import { DESKTOP, formatViolations, PHONE, seriousViolations, signIn, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

type Lang = 'vi' | 'en' | 'zh';

/** A seeded member no other test signs in as. */
const READER = { username: 'member293', password: 'matkhau123' };

async function api<T>(request: APIRequestContext, path: string, lang: Lang = 'vi'): Promise<T> {
  const response = await request.get(`/other/api/comic/${path}`, { headers: { 'x-language': lang } });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: lang, url: test.info().project.use.baseURL! }]);
}

/** Where the visitor is in the journey "read a comic chapter"; the page numbers are the reader's. */
const comicFlow = createMachine({
  id: 'comic-flow',
  initial: 'list',
  states: {
    list: { on: { OPEN_GENRE: 'genre', OPEN_COMIC: 'detail' } },
    genre: { on: { OPEN_COMIC: 'detail' } },
    detail: { on: { READ_FIRST: 'page1' } },
    page1: { on: { NEXT_BY_KEY: 'page2' } },
    page2: { on: { BACK_BY_SWIPE: 'page1', NEXT_CHAPTER: 'chapter2', BACK_TO_COMIC: 'resumable' } },
    chapter2: { on: { BACK_TO_COMIC: 'resumable' } },
    resumable: { on: { CONTINUE: 'resumed' } },
    resumed: {},
  },
});

/** Each path once (a final state's path is also the path of the transition into it), less those another path begins with. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  const unique = [...new Map(paths.map((p) => [key(p), p])).values()];
  return unique.filter((p) => !unique.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
}

/** What the journey has seen: the series opened and the place the reader should be at. */
interface Seen {
  slug?: string;
  title?: string;
  genre?: string;
  chapter: number;
  page: number;
}

async function readerAt(page: Page, seen: Seen) {
  const reader = page.getByTestId('comic-reader');
  await expect(reader).toHaveAttribute('data-state', 'reading');
  await expect(reader).toHaveAttribute('data-chapter', String(seen.chapter));
  await expect(reader).toHaveAttribute('data-page', String(seen.page));
  await expect(page).toHaveURL(new RegExp(`\\?truyen=${seen.slug}&chuong=${seen.chapter}&trang=${seen.page}$`));
  const image = page.getByTestId('reader-page');
  await expect(image).toHaveAttribute('src', new RegExp(`^/media/comic-page/\\d+/${seen.chapter}/${seen.page}\\.svg$`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('reader-series')).toHaveText(seen.title!);
}

const checks: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  list: async (page) => {
    await expect(page).toHaveURL(/\/truyen-tranh$/);
    await expect(page.getByTestId('comic-grid')).toHaveAttribute('data-state', /^ready/);
  },
  genre: async (page, seen) => {
    await expect(page).toHaveURL(new RegExp(`\\?the-loai=${seen.genre}$`));
    await expect(page.getByTestId('comics-list')).toHaveAttribute('data-genre', seen.genre!);
    await expect(page.getByTestId('comic-grid')).toHaveAttribute('data-state', /^ready/);
  },
  detail: async (page, seen) => {
    await expect(page).toHaveURL(new RegExp(`\\?truyen=${seen.slug}$`));
    await expect(page.getByTestId('comic-title')).toHaveText(seen.title!);
    await expect(page.getByTestId('comic-chapter').first()).toBeVisible();
    await expect(page.getByTestId('comic-continue')).toHaveCount(0);
  },
  page1: readerAt,
  page2: readerAt,
  chapter2: readerAt,
  resumable: async (page, seen) => {
    await expect(page.getByTestId('comic-title')).toHaveText(seen.title!);
    const resume = page.getByTestId('comic-continue');
    await expect(resume).toHaveText(vi['comics.continue'].replace('{chapter}', String(seen.chapter)).replace('{page}', String(seen.page)));
    await expect(page.locator(`[data-testid=comic-chapter][data-number="${seen.chapter}"]`)).toHaveAttribute('data-reading', 'true');
  },
  resumed: readerAt,
};

const actions: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  OPEN_GENRE: async (page, seen) => {
    const tab = page.getByRole('navigation', { name: vi['comics.genres.label'] }).getByRole('link').nth(1);
    seen.genre = new URLSearchParams((await tab.getAttribute('href'))!.split('?')[1]).get('the-loai')!;
    await tab.click();
  },
  OPEN_COMIC: async (page, seen) => {
    const card = page.getByTestId('comic-card').first();
    seen.slug = (await card.getAttribute('data-slug'))!;
    seen.title = (await card.getByTestId('comic-card-title').textContent())!.trim();
    await card.click();
  },
  READ_FIRST: async (page, seen) => {
    await page.getByTestId('comic-read-first').click();
    Object.assign(seen, { chapter: 1, page: 1 });
  },
  NEXT_BY_KEY: async (page, seen) => {
    await page.keyboard.press('j');
    seen.page += 1;
  },
  BACK_BY_SWIPE: async (page, seen) => {
    const box = (await page.getByTestId('reader-stage').boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 300);
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 5 });
    await page.mouse.up();
    seen.page -= 1;
  },
  NEXT_CHAPTER: async (page, seen) => {
    await page.getByTestId('reader-next-chapter').click();
    Object.assign(seen, { chapter: seen.chapter + 1, page: 1 });
  },
  BACK_TO_COMIC: async (page) => {
    await page.getByTestId('reader-series').click();
  },
  CONTINUE: async (page) => {
    // The place survives a reload: it is kept in the browser.
    await page.reload();
    await page.getByTestId('comic-continue').click();
  },
};

test.describe('reading a comic chapter', () => {
  for (const path of withoutPrefixes(transitionPaths(comicFlow, {}))) {
    test(path.description, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(DESKTOP);
      const seen: Seen = { chapter: 1, page: 1 };
      await page.goto('/truyen-tranh');
      await checks.list!(page, seen);
      for (const step of path.steps) {
        await actions[step.event.type]!(page, seen);
        await checks[step.value as string]!(page, seen);
      }
    });
  }
});

test.describe('comics', () => {
  test('a series with its chapters (zh): axe finds nothing serious', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await useLanguage(page, 'zh');
    const comic = (await api<ListPage<ComicItem>>(request, 'list?sort=xem-nhieu-nhat&pageSize=1', 'zh')).list[0]!;
    await page.goto(`/truyen-tranh?truyen=${comic.slug}`);
    await waitForPageData(page);
    await expect(page.getByTestId('comic-chapter')).toHaveCount(comic.chapterCount);
    const violations = await seriousViolations(page);
    expect(violations, formatViolations('/truyen-tranh?truyen=…', violations)).toEqual([]);
  });

  test('the reader on a phone: nothing scrolls sideways and axe finds nothing serious', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const comic = (await api<ListPage<ComicItem>>(request, 'list?pageSize=1')).list[0]!;
    await page.goto(`/truyen-tranh?truyen=${comic.slug}&chuong=2&trang=2`);
    await waitForPageData(page);
    await expect(page.getByTestId('comic-reader')).toHaveAttribute('data-state', 'reading');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const violations = await seriousViolations(page);
    expect(violations, formatViolations('reader (phone)', violations)).toEqual([]);
  });

  test('a member’s place is kept by the server: it comes back in a browser that forgot it', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, READER);
    const comic = (await api<ListPage<ComicItem>>(request, 'list?pageSize=1&sort=xem-nhieu-nhat')).list[0]!;
    await page.goto(`/truyen-tranh?truyen=${comic.slug}&chuong=2&trang=2`);
    await expect(page.getByTestId('comic-reader')).toHaveAttribute('data-page', '2');
    await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
    // The place the reader settles on is sent (the answer is the stored place).
    const saved = page.waitForResponse(
      async (r) =>
        r.url().endsWith('/other/api/comic/progress') && r.request().method() === 'POST' && ((await r.json()) as { data: { page: number } }).data.page === 3,
    );
    await page.keyboard.press('ArrowRight');
    expect((await (await saved).json()) as { data: unknown }).toMatchObject({ data: { slug: comic.slug, chapter: 2, page: 3 } });
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/truyen-tranh?truyen=${comic.slug}`);
    await expect(page.getByTestId('comic-continue')).toHaveText(vi['comics.continue'].replace('{chapter}', '2').replace('{page}', '3'));
  });
});
