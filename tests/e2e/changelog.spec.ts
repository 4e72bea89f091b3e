/**
 * The changelog page (/nhat-ky-thay-doi) where only a real browser tells: the phone layout without
 * sideways scrolling, and axe. What it draws from the API's answer (every day and change of
 * CHANGELOG.md, code names set apart, the note that it is in English, dates in the visitor's
 * language, the loading, empty and failed states) is in the page test beside it
 * (src/features/info/pages/changelog-page.page.test.tsx).
 */
import { formatViolations, PHONE, seriousViolations, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

test('on a phone nothing scrolls sideways and axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/nhat-ky-thay-doi');
  await waitForPageData(page);
  await expect(page.getByTestId('changelog')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('changelog-entry').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const found = await seriousViolations(page);
  expect(found, formatViolations('changelog', found)).toEqual([]);
});
