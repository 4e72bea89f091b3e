/**
 * The server's static first paint (src/app/static-frame.tsx): a visitor sees the page's title and
 * intro before any script runs, and once the SPA has drawn the page the frame is gone and the page
 * is there once.
 */
import { expect, openContext, test } from './support/test';
import { vi } from '../../locales/index.ts';

test('without scripts the schedule page still shows its breadcrumb, title and intro', async ({ browser }) => {
  const context = await openContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/lich-truc-tiep');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi['route.schedule']);
  await expect(page.getByText(vi['intro.schedule'])).toBeVisible();
  await expect(page.getByRole('link', { name: vi['route.home'] })).toBeVisible();
  await context.close();
});

test('the SPA takes the frame away once its page is drawn, and the page is there once', async ({ page }) => {
  await page.goto('/lich-truc-tiep');
  await expect(page.getByTestId('schedule-group').first()).toBeVisible();
  await expect(page.locator('#static-frame')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi['route.schedule']);
});

test('a page that fails to find its route shows the 404 page, not the frame', async ({ page }) => {
  const res = await page.goto('/khong-co-trang-nay');
  expect(res?.status()).toBe(404);
  await expect(page.locator('[data-error=not-found]')).toBeVisible();
  await expect(page.locator('#static-frame')).toHaveCount(0);
});
