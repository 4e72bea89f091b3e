/**
 * The member directory (/thanh-vien) in a real browser: on a phone nothing scrolls sideways and axe
 * finds nothing serious. What it lists, its order control, its search, the three languages and a
 * failed call's retry are page tests (src/features/community/pages/members-page.page.test.tsx).
 */
import { formatViolations, PHONE, seriousViolations, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

test('on a phone the directory does not scroll sideways and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/thanh-vien');
  await waitForPageData(page);
  await expect(page.getByTestId('member').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const found = await seriousViolations(page);
  expect(found, formatViolations('members', found)).toEqual([]);
});
