/**
 * Each URL has its own head, and the first render does not wait on a second round trip: the
 * server writes the page's title and the API answers its first render needs into the document
 * (server/src/pages, docs/seo.md), and the SPA's client serves those calls from it. Opening the
 * live schedule therefore asks the network neither for the menu nor for the day's schedule.
 */
import type { Request } from '@playwright/test';
import { vi } from '../../locales/index.ts';
import { visitFromVietnam, vnDay } from './support/clock';
import { expect, test } from './support/test';

/** The visitor's zone is known (no geo lookup), so the page and the server agree on "today". */
test.beforeEach(async ({ page }) => visitFromVietnam(page.context(), test.info().project.use.baseURL!));

const isCall = (request: Request, method: string, path: string) => request.method() === method && new URL(request.url()).pathname === path;

test('the live schedule renders its day and the menu from the answers preloaded in the page', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  const response = await page.goto('/lich-truc-tiep');
  expect(response?.status()).toBe(200);
  // The document names the page and carries its answers.
  const html = await response!.text();
  expect(html).toContain(`<title>${vi['route.schedule']} | ${vi['app.name']}</title>`);
  expect(html).toContain('<script type="application/json" id="preloaded-answers">');
  // A page with its own first paint gets the app after that paint: boot.js adds the entry and the page's chunk.
  expect(html).toMatch(/<script defer src="\/boot\.js" data-entry="\/assets\/index-[^"]+\.js" data-links="[^"]*\/assets\/schedule-page-[^"&]+\.js/);

  // The page shows the day's schedule and the shell's navigation from the server's menu.
  await expect(page.getByTestId('schedule')).toHaveAttribute('data-day', vnDay(0));
  await expect(page.getByTestId('schedule-content')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('schedule-row').first()).toBeVisible();
  await expect(page.locator('[data-navbar]').getByRole('link', { name: vi['route.home'], exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle(`${vi['route.schedule']} | ${vi['app.name']}`);

  // None of it came over the network.
  expect(requests.filter((r) => isCall(r, 'GET', '/live/api/schedule/liveSchedule')).map((r) => r.url())).toEqual([]);
  expect(requests.filter((r) => isCall(r, 'GET', '/live/api/schedule-mode/list')).map((r) => r.url())).toEqual([]);
  expect(requests.filter((r) => isCall(r, 'POST', '/al/api/live/menu')).map((r) => r.url())).toEqual([]);

  // Another day is a new call: it goes to the network as before.
  const tomorrow = vnDay(1);
  const next = page.waitForRequest((r) => isCall(r, 'GET', '/live/api/schedule/liveSchedule') && new URL(r.url()).searchParams.get('date') === tomorrow);
  await page.getByTestId('day-strip').locator(`[data-day="${tomorrow}"]`).click();
  await next;
  await expect(page.getByTestId('schedule')).toHaveAttribute('data-day', tomorrow);
  await expect(page.getByTestId('schedule-content')).toHaveAttribute('data-state', 'ready');
});
