/**
 * The changelog page (/nhat-ky-thay-doi) end to end: every day and change of the project's
 * CHANGELOG.md as the API answers it, newest first, code names set apart and nothing drawn as
 * markup; the note that it is written in English (not in English); a failed call's retry; the phone
 * layout without sideways scrolling, and axe.
 */
import type { Changelog } from '../../contracts/schemas/content/changelog';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { formatViolations, PHONE, seriousViolations } from './support/a11y';
import { expect, test } from './support/test';

test('shows every day of the changelog, newest first, with its changes as text', async ({ page, request }) => {
  const changelog = ((await (await request.get('/other/api/changelog')).json()) as { data: Changelog }).data;
  expect(changelog.entries.length).toBeGreaterThan(0);
  await page.goto('/nhat-ky-thay-doi');
  await expect(page.getByTestId('changelog')).toHaveAttribute('data-state', 'ready');
  const entries = page.getByTestId('changelog-entry');
  await expect(entries).toHaveCount(changelog.entries.length);
  expect(await entries.evaluateAll((els) => els.map((el) => el.getAttribute('data-date')))).toEqual(changelog.entries.map((e) => e.date));
  const first = changelog.entries[0]!;
  const items = entries.first().getByTestId('changelog-item');
  await expect(items).toHaveCount(first.items.length);
  // The item's text without its backticks: the names between them are <code>.
  await expect(items.first()).toHaveText(first.items[0]!.replaceAll('`', ''));
  const coded = changelog.entries.flatMap((e) => e.items).find((item) => item.includes('`'));
  if (coded) await expect(page.locator('code', { hasText: coded.split('`')[1]! }).first()).toBeVisible();
  await expect(page.getByText(vi['changelog.inEnglish'])).toBeVisible();
});

test('speaks the visitor\'s language around the English text', async ({ page }) => {
  await page.goto('/nhat-ky-thay-doi?lang=en');
  await expect(page.getByTestId('changelog')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['route.changelog']);
  await expect(page.getByText(en['changelog.inEnglish'])).toHaveCount(0);
  await page.goto('/nhat-ky-thay-doi?lang=zh');
  await expect(page.getByText(zh['changelog.inEnglish'])).toBeVisible();
  // The day headings in Traditional Chinese ("2026年11月25日星期三").
  await expect(page.getByTestId('changelog-entry').first().locator('time')).toHaveText(/\d{4}年\d{1,2}月\d{1,2}日/);
});

test('a failed changelog offers a retry; on a phone nothing scrolls sideways and axe finds nothing serious', async ({ page }) => {
  let failures = 1;
  await page.route('**/other/api/changelog', async (route) => {
    if (failures-- > 0) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'Lỗi máy chủ', data: null }) });
    else await route.continue();
  });
  await page.setViewportSize(PHONE);
  await page.goto('/nhat-ky-thay-doi');
  const failed = page.getByTestId('load-failed');
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: vi['common.retry'] }).click();
  await expect(page.getByTestId('changelog')).toHaveAttribute('data-state', 'ready');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const found = await seriousViolations(page);
  expect(found, formatViolations('changelog', found)).toEqual([]);
});
