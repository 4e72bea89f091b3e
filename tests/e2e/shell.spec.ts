import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { now } from './support/clock';
import { expect, test } from './support/test';
import { vi, en, zh } from '../../locales/index.ts';
import { dropPreloadedAnswers } from './support/preload';

const catalogues = { vi, en, zh } as const;
const htmlLang = { vi: 'vi', en: 'en', zh: 'zh-Hant' } as const;

async function setLanguageCookie(page: Page, language: string) {
  await page.context().addCookies([{ name: 'language', value: language, url: test.info().project.use.baseURL! }]);
}

/** A link of the header navigation (full navigation: the viewport is wide). */
function navLink(page: Page, path: string) {
  return page.locator(`[data-navbar] a[href="${path}"]`).first();
}

/** Counts full page loads of the main frame. */
function countLoads(page: Page) {
  let loads = 0;
  page.on('load', () => loads++);
  return () => loads;
}

test.describe('the shell', () => {
  for (const language of ['vi', 'en', 'zh'] as const) {
    test(`home renders in ${language}`, async ({ page }) => {
      await setLanguageCookie(page, language);
      await page.goto('/');
      const t = catalogues[language] as Record<string, string>;
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[language]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(t['app.name']!));
      // The navigation comes from the server in the same language.
      const nav = page.locator('[data-navbar]');
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link').first()).toHaveText(t['route.home']!);
    });
  }

  test('the language choice survives a reload through the cookie', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await page.getByRole('combobox', { name: vi['language.label'] }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-navbar]').getByRole('link').first()).toHaveText(en['route.home']);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'language');
    expect(cookie?.value).toBe('en');
    expect(cookie?.sameSite).toBe('Lax');
    // 365 days, give or take the test's own duration.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(365 * 24 * 3600 - 120);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-navbar]').getByRole('link').first()).toHaveText(en['route.home']);
  });

  test('an unknown path shows the 404 page with HTTP 404', async ({ page }) => {
    await setLanguageCookie(page, 'en');
    const response = await page.goto('/khong-ton-tai');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Page not found: /khong-ton-tai')).toBeVisible();
  });

  test('a path with a malformed parameter is a 404 too, in Vietnamese by default', async ({ page }) => {
    const response = await page.goto('/doi-bong/ha-noi-fc/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(vi['error.notFound.message'].replace('{path}', '/doi-bong/ha-noi-fc/abc'))).toBeVisible();
  });

  test('at 390 px the bottom bar shows and the navigation is the mobile one', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByTestId('bottom-bar')).toBeVisible();
    await expect(page.locator('[data-navbar]')).toHaveAttribute('data-navbar', 'mobile');
  });

  test('at 1100 px the navigation is the half one, at 1400 px the full one', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.goto('/');
    await expect(page.locator('[data-navbar]')).toHaveAttribute('data-navbar', 'half');
    await expect(page.getByTestId('bottom-bar')).toBeHidden();
    await page.setViewportSize({ width: 1400, height: 900 });
    await expect(page.locator('[data-navbar]')).toHaveAttribute('data-navbar', 'full');
  });

  test('a toast appears and leaves after 3 s', async ({ page }) => {
    // Time stands still in the page from the start; only runFor moves it.
    await page.clock.pauseAt(now() + 60_000);
    // The navigation service fails: the shell says so in a toast.
    await dropPreloadedAnswers(page);
    await page.route('**/al/api/live/menu', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"msg":"down","data":null}' }));
    await page.goto('/');
    // The home page paints first (its static frame) and boot.js starts the app after a frame or 200 ms:
    // let that time pass. React reveals the page after its own timer, which stands still here: the
    // frame is taken away by hand so that the shell and its toast show.
    await page.clock.runFor(250);
    await page.evaluate(() => document.getElementById('static-frame')?.remove());
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText(vi['toast.shellFailed']);
    await page.clock.runFor(2_900);
    await expect(toast).toBeVisible();
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
  });

  test('a chunk that fails to load leads to exactly one reload within 10 s', async ({ page }) => {
    // The page's wall clock stands still, so every step below happens within the 10 s window;
    // timers keep running (React schedules commits with them).
    await page.clock.setFixedTime(now());
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.route(/\/assets\/highlights-page-[^/]+\.js$/, (route) => route.abort());
    const loads = countLoads(page);
    await page.goto('/');
    await expect(page.locator('[data-navbar]').getByRole('link').first()).toBeVisible();
    const highlightLink = navLink(page, '/highlight');
    const filmsLink = navLink(page, '/phim-anh');

    await highlightLink.click();
    await expect(page.getByRole('heading', { name: vi['error.internal.title'] })).toBeVisible();
    expect(loads()).toBe(1);

    // The next navigation reloads the page once.
    await Promise.all([page.waitForEvent('load'), filmsLink.click()]);
    expect(loads()).toBe(2);
    await expect(page).toHaveURL(/\/phim-anh$/);

    // The chunk fails again: navigating to the same path within 10 s does not reload again.
    await navLink(page, '/highlight').click();
    await expect(page.getByRole('heading', { name: vi['error.internal.title'] })).toBeVisible();
    await navLink(page, '/phim-anh').click();
    await expect(page).toHaveURL(/\/phim-anh$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi['route.films']);
    expect(loads()).toBe(2);
  });

  test('a new build written while the app runs leads to one reload on the next navigation', async ({ page }) => {
    // This page alone sees the next build (the file on disk is shared with the other tests' pages).
    const current = JSON.parse(readFileSync('dist/build-info.json', 'utf8')) as { buildId: string };
    let published = current;
    await page.route('**/build-info.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(published) }));
    await page.setViewportSize({ width: 1400, height: 900 });
    const loads = countLoads(page);
    await page.goto('/');
    // The menu must have loaded before time jumps, or the jump times its request out.
    await expect(page.locator('[data-navbar]').getByRole('link').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-build-watcher', 'waiting');

    published = { ...current, buildId: `next-${Date.now()}` };
    await page.clock.runFor(60_000);
    await expect(page.locator('html')).toHaveAttribute('data-build-watcher', 'updateReady');
    expect(loads()).toBe(1);

    await Promise.all([page.waitForEvent('load'), navLink(page, '/phim-anh').click()]);
    await expect(page).toHaveURL(/\/phim-anh$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi['route.films']);
    expect(loads()).toBe(2);
  });
});
