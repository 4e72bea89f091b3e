/**
 * The compare pages end to end, for what needs a real browser: axe on two teams compared (the page
 * with nothing chosen is in a11y.spec.ts), and the phone layout (the sides stacked, each measure on
 * one row, axe at that width). What the pages show from the API (names, chart values, head-to-head,
 * the picker from the keyboard with swap and history, the notices, retry, three languages) is in
 * the page tests (src/features/compare/pages/compare-page.page.test.tsx). Ids come from the API at
 * test time.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Page as ListPage } from '../../contracts/schemas/common';
import type { TeamSearchItem } from '../../contracts/schemas/sports/entities';
import { DESKTOP, formatViolations, PHONE, seriousViolations, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

async function api<T>(request: APIRequestContext, path: string, params: Record<string, string | number>): Promise<T> {
  const response = await request.get(path, { params, headers: { 'x-language': 'vi' } });
  expect(response.ok(), `${path} ${JSON.stringify(params)}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Two clubs of the first league (they have a table, a record and meetings). */
async function twoTeams(request: APIRequestContext): Promise<[TeamSearchItem, TeamSearchItem]> {
  const { list } = await api<ListPage<TeamSearchItem>>(request, '/live/api/football/teams/search', { leagueId: 1, pageSize: 5 });
  expect(list.length).toBeGreaterThanOrEqual(3);
  return [list[0]!, list[1]!];
}

const side = (page: Page, index: 0 | 1) => page.getByTestId('compare-side').and(page.locator(`[data-side="${index}"]`));

test.describe('compare', () => {
  test('axe finds nothing serious on two teams compared', async ({ page, request }) => {
    const [a, b] = await twoTeams(request);
    await page.setViewportSize(DESKTOP);
    await page.goto(`/so-sanh/doi-bong?id1=${a.id}&id2=${b.id}`);
    await waitForPageData(page);
    await expect(side(page, 1).getByTestId('compare-side-name')).toHaveText(b.name);
    await expect(page.getByTestId('compare-radar')).toBeVisible();
    const found = await seriousViolations(page);
    expect(found, formatViolations('compare teams', found)).toEqual([]);
  });

  test('on a phone the sides stack and each measure stays on one row', async ({ page, request }) => {
    const [a, b] = await twoTeams(request);
    await page.setViewportSize(PHONE);
    await page.goto(`/so-sanh/doi-bong?id1=${a.id}&id2=${b.id}`);
    await waitForPageData(page);
    await expect(page.getByTestId('compare-metric').first()).toBeVisible();
    const [first, second] = [await side(page, 0).boundingBox(), await side(page, 1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(Math.abs(second!.x - first!.x)).toBeLessThan(2);
    for (const row of await page.getByTestId('compare-metric').all()) {
      const [left, right] = [await row.locator('td').first().boundingBox(), await row.locator('td').last().boundingBox()];
      expect(Math.abs(left!.y - right!.y)).toBeLessThan(2);
      expect(left!.x + left!.width).toBeLessThanOrEqual(right!.x);
    }
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const found = await seriousViolations(page);
    expect(found, formatViolations('compare teams (phone)', found)).toEqual([]);
  });
});
