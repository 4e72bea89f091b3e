/**
 * The member directory (/thanh-vien) end to end: members as the API answers them (highest level
 * first, then newest), level and role badges, a search without diacritics kept in the address, a
 * search that finds nobody, a failed call's retry, the three languages, the phone layout and axe.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Page as ListPage } from '../../contracts/schemas/common';
import type { Member } from '../../contracts/schemas/community';
import { MEMBERS_PAGE_SIZE } from '../../contracts/constants';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { formatViolations, PHONE, seriousViolations } from './support/a11y';
import { expect, test } from './support/test';

async function members(request: APIRequestContext, params: Record<string, string | number>): Promise<ListPage<Member>> {
  const response = await request.get('/other/api/community/members', { params: { pageSize: MEMBERS_PAGE_SIZE, ...params } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ListPage<Member> }).data;
}

const shown = (page: import('@playwright/test').Page) => page.getByTestId('member').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-user'))));

test('lists members highest level first with their badges, and newest first from the order control', async ({ page, request }) => {
  const byLevel = await members(request, { sort: 'level' });
  await page.goto('/thanh-vien');
  await expect(page.getByTestId('members')).toHaveAttribute('data-state', /ready/);
  expect(await shown(page)).toEqual(byLevel.list.map((m) => m.userId));
  const top = byLevel.list[0]!;
  const first = page.getByTestId('member').first();
  await expect(first.getByTestId('member-name')).toHaveText(top.nickname || top.displayName);
  await expect(first.getByTestId('member-level')).toHaveText(vi['members.level'].replace('{level}', String(top.level)));
  // Commentators carry their badge.
  const host = byLevel.list.find((m) => m.siteRoleId === 2);
  if (host) await expect(page.locator(`[data-testid="member"][data-user="${host.userId}"]`).getByTestId('member-role')).toHaveText(vi['members.role.host']);
  await expect(page.getByText(new RegExp(`${byLevel.total.toLocaleString('vi')}\\s+thành viên`))).toBeVisible();

  const newest = await members(request, { sort: 'newest' });
  await page.getByTestId('members-sort').getByRole('link', { name: vi['members.sort.newest'] }).click();
  await expect(page).toHaveURL(/\/thanh-vien\?sort=newest$/);
  await expect(page.getByTestId('members-sort').getByRole('link', { name: vi['members.sort.newest'] })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => shown(page)).toEqual(newest.list.map((m) => m.userId));
});

test('a search without diacritics finds the members, stays in the address, and a search for nobody says so', async ({ page, request }) => {
  const found = await members(request, { sort: 'level', keyword: 'anh quan' });
  expect(found.total).toBeGreaterThan(0);
  await page.goto('/thanh-vien');
  await page.getByLabel(vi['members.search.label']).fill('anh quan');
  await page.getByLabel(vi['members.search.label']).press('Enter');
  await expect(page).toHaveURL(/\/thanh-vien\?q=anh\+quan$/);
  await expect.poll(() => shown(page)).toEqual(found.list.map((m) => m.userId));
  await expect(page.getByTestId('member-name').first()).toContainText(/Anh Quân/i);

  await page.goto('/thanh-vien?q=zzzzqqqq');
  await expect(page.getByTestId('members-empty')).toBeVisible();
  await expect(page.getByTestId('members-empty')).toContainText('zzzzqqqq');
  // The address's search is in the box.
  await expect(page.getByLabel(vi['members.search.label'])).toHaveValue('zzzzqqqq');
});

test('speaks English and Chinese', async ({ page }) => {
  for (const [lang, t] of [['en', en], ['zh', zh]] as const) {
    await page.goto(`/thanh-vien?lang=${lang}`);
    await expect(page.getByTestId('members')).toHaveAttribute('data-state', /ready/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['route.members']);
    await expect(page.getByTestId('members-sort').getByRole('link', { name: t['members.sort.level'] })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('member-level').first()).toContainText(t['members.level'].replace(' {level}', '').replace('{level}', ''));
  }
});

test('a failed list offers a retry; on a phone nothing scrolls sideways and axe finds nothing serious', async ({ page }) => {
  let failures = 1;
  await page.route('**/other/api/community/members?**', async (route) => {
    if (failures-- > 0) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'Lỗi máy chủ', data: null }) });
    else await route.continue();
  });
  await page.setViewportSize(PHONE);
  await page.goto('/thanh-vien');
  const failed = page.getByTestId('load-failed');
  await expect(failed).toBeVisible();
  await failed.getByRole('button', { name: vi['common.retry'] }).click();
  await expect(page.getByTestId('member').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const found = await seriousViolations(page);
  expect(found, formatViolations('members', found)).toEqual([]);
});
