/**
 * The live schedule end to end, against the real server: the day strips load the day asked for,
 * the URL carries the choice, a filter route shows only its mode, and booking a commentator
 * (a guest is asked to log in; a member books and finds the booking on dat-lich-cua-ban).
 * The seeded data moves with the clock, so every expectation is taken from the API at test time.
 */
import type { Page } from '@playwright/test';
import vi from '../../locales/vi.json' with { type: 'json' };
import { TIMEZONE, vnDay as dayIn } from './support/clock';
import { expect, test } from './support/test';

interface Row {
  id: number;
  status: number;
  modeSlug: string;
  staticId: number | null;
}

/** The visitor's zone is known (the geo lookup is skipped), so the page and the test agree on "today". */
test.beforeEach(async ({ page }) => {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'Timezone', value: TIMEZONE, url },
    { name: 'offset', value: '420', url },
    { name: 'language', value: 'vi', url },
  ]);
});

async function apiRows(page: Page, date: string, liveModeId?: number): Promise<Row[]> {
  const query = new URLSearchParams({ date, timezone: TIMEZONE, pageSize: '200', ...(liveModeId ? { liveModeId: String(liveModeId) } : {}) });
  const response = await page.request.get(`/live/api/schedule/liveSchedule?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { list: Row[] } }).data.list;
}

const shownIds = (page: Page) =>
  page
    .getByTestId('schedule-row')
    .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-id'))).sort((a, b) => a - b));

const sortedIds = (rows: Row[]) => rows.map((r) => r.id).sort((a, b) => a - b);

async function waitForRows(page: Page, day: string) {
  await expect(page.getByTestId('schedule')).toHaveAttribute('data-day', day);
  await expect(page.getByTestId('schedule-content')).toHaveAttribute('data-state', 'ready');
}

test.describe('live schedule', () => {
  test("a click on a day loads that day's schedule and the URL carries it", async ({ page }) => {
    await page.goto('/lich-truc-tiep');
    await waitForRows(page, dayIn(0));
    const strip = page.getByTestId('day-strip');
    await expect(strip.getByRole('link')).toHaveCount(7);
    await expect(strip.locator('[aria-current=date]')).toHaveAttribute('data-day', dayIn(0));
    await expect(strip.locator(`[data-day="${dayIn(-1)}"]`)).toContainText(vi['schedule.day.yesterday']);

    const tomorrow = dayIn(1);
    await strip.locator(`[data-day="${tomorrow}"]`).click();
    await expect(page).toHaveURL(new RegExp(`\\?ngay=${tomorrow}$`));
    await expect(strip.locator('[aria-current=date]')).toHaveAttribute('data-day', tomorrow);
    await waitForRows(page, tomorrow);
    // Tomorrow nothing has started: the schedule view shows every row the API answers for that date.
    const expected = sortedIds((await apiRows(page, tomorrow)).filter((r) => r.status !== 3));
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page)).toEqual(expected);

    // The choice survives a reload.
    await page.reload();
    await waitForRows(page, tomorrow);
    await expect(page.getByTestId('day-strip').locator('[aria-current=date]')).toHaveAttribute('data-day', tomorrow);
  });

  test('the broadcast view shows what ended on a past day, and a bad query falls back to today', async ({ page }) => {
    const day = dayIn(-3);
    await page.goto(`/lich-truc-tiep?ngay=${day}&xem=da-phat`);
    await waitForRows(page, day);
    await expect(page.getByTestId('schedule-views').locator('[aria-pressed=true]')).toHaveAttribute('data-view', 'broadcast');
    await expect(page.getByTestId('day-strip').getByRole('link')).toHaveCount(7);
    await expect(page.getByTestId('day-strip').getByRole('link').first()).toHaveAttribute('data-day', dayIn(-5));
    const expected = sortedIds((await apiRows(page, day)).filter((r) => r.status === 3));
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page)).toEqual(expected);

    await page.goto('/lich-truc-tiep?ngay=2026-02-30&xem=khong-ro');
    await waitForRows(page, dayIn(0));
    await expect(page.getByTestId('load-failed')).toHaveCount(0);
    await expect(page.getByTestId('schedule-views').locator('[aria-pressed=true]')).toHaveAttribute('data-view', 'schedule');
  });

  test('a filter route shows only its mode', async ({ page }) => {
    const day = dayIn(1);
    await page.goto(`/lich-truc-tiep/the-thao/bong-ro?ngay=${day}`);
    await waitForRows(page, day);
    const modes = ((await (await page.request.get('/live/api/schedule-mode/list')).json()) as { data: Array<{ liveModeId: number; slug: string }> }).data;
    const basketball = modes.find((m) => m.slug === 'the-thao/bong-ro')!;
    const expected = sortedIds((await apiRows(page, day, basketball.liveModeId)).filter((r) => r.status !== 3));
    expect(expected.length).toBeGreaterThan(0);
    await expect.poll(() => shownIds(page)).toEqual(expected);
    const shownModes = await page.getByTestId('schedule-row').evaluateAll((rows) => [...new Set(rows.map((r) => r.getAttribute('data-mode')))]);
    expect(shownModes).toEqual(['the-thao/bong-ro']);
    await expect(page.getByRole('link', { name: vi['tabs.schedule.basketball'] })).toHaveAttribute('aria-current', 'page');
  });

  test('the total live count is on the schedule page', async ({ page }) => {
    await page.goto('/lich-truc-tiep');
    const total = ((await (await page.request.get('/other/api/schedule/total-live-schedule')).json()) as { data: { totalLive: number } }).data.totalLive;
    await expect(page.getByTestId('live-count')).toHaveAttribute('data-state', 'ready');
    // Rows go live and end with the clock: the count shown is the API's, give or take a change in between.
    const shown = Number((await page.getByTestId('live-count').innerText()).replace(/\D+/g, ''));
    expect(Math.abs(shown - total)).toBeLessThanOrEqual(2);
  });

  test("a guest's booking click opens the login form", async ({ page }) => {
    await page.goto(`/lich-truc-tiep/the-thao/bong-da?ngay=${dayIn(1)}`);
    await waitForRows(page, dayIn(1));
    await page.getByTestId('book-host').first().click();
    await expect(page.getByTestId('auth-dialog')).toBeVisible();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('booking-dialog')).toHaveCount(0);
  });

  test('a guest on dat-lich-cua-ban is asked to log in', async ({ page }) => {
    await page.goto('/lich-truc-tiep/dat-lich-cua-ban');
    await expect(page.getByTestId('booking-list-guest')).toBeVisible();
    await page.getByTestId('booking-list-guest').getByRole('button', { name: vi['booking.list.login'] }).click();
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('a member books a commentator for a coming fixture and finds it on dat-lich-cua-ban', async ({ page }) => {
    // A seeded member no other test signs in as.
    const username = 'member121';
    await page.goto('/lich-truc-tiep');
    await page.getByTestId('login-button').click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name=username]').fill(username);
    await form.locator('input[name=password]').fill('matkhau123');
    await form.locator('button[type=submit]').click();
    await expect(page.getByTestId('auth-dialog')).toHaveCount(0);
    await expect(page.getByTestId('account-menu-trigger')).toBeVisible();

    const day = dayIn(2);
    await page.goto(`/lich-truc-tiep/the-thao/bong-da?ngay=${day}`);
    await waitForRows(page, day);
    const bookable = page.locator('[data-testid=schedule-row][data-bookable]');
    const count = await bookable.count();
    expect(count).toBeGreaterThan(0);
    const row = bookable.first();
    const fixtureId = await row.getAttribute('data-fixture');
    await row.getByTestId('book-host').click();

    const dialog = page.getByTestId('booking-dialog');
    await expect(dialog.getByTestId('booking-form')).toBeVisible();
    const hosts = dialog.getByTestId('booking-host');
    const host = hosts.first();
    const hostName = (await host.innerText()).trim();
    await host.click();
    await expect(host.locator('input')).toBeChecked();

    // The name is validated inline: empty is refused, then a name is given.
    const name = dialog.locator('input[name=name]');
    await name.fill('   ');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByTestId('booking-submit')).toBeDisabled();
    await name.fill(`Trận hay ${username}`);
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await dialog.getByTestId('booking-submit').click();

    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('toast').filter({ hasText: hostName })).toBeVisible();

    await page.getByRole('link', { name: vi['tabs.schedule.booked'] }).click();
    await expect(page).toHaveURL(/\/lich-truc-tiep\/dat-lich-cua-ban$/);
    await expect(page.getByTestId('booking-list')).toHaveAttribute('data-state', 'ready');
    const booking = page.locator(`[data-testid=booking][data-fixture="${fixtureId}"]`).filter({ hasText: `Trận hay ${username}` });
    await expect(booking).toBeVisible();
    await expect(booking.getByTestId('booking-host-name')).toHaveText(hostName);
  });
});
