/**
 * The live schedule end to end, against the real server: a member signs in, books a commentator for
 * a coming fixture and finds the booking on dat-lich-cua-ban (the server keeps it). The seeded data
 * moves with the clock, so the fixture is taken from the page at test time. The schedule against its
 * data (every filter route, days and views in the address, the live count, loading, failed, empty,
 * a guest's booking and booked page, a member's bookings) is its page test
 * (src/features/live/pages/schedule-page.page.test.tsx).
 */
import type { Page } from '@playwright/test';
import { vi } from '../../locales/index.ts';
import { visitFromVietnam, vnDay as dayIn } from './support/clock';
import { expect, test } from './support/test';

/** The visitor's zone is known (the geo lookup is skipped), so the page and the test agree on "today". */
test.beforeEach(async ({ page }) => visitFromVietnam(page.context(), test.info().project.use.baseURL!));

async function waitForRows(page: Page, day: string) {
  await expect(page.getByTestId('schedule')).toHaveAttribute('data-day', day);
  await expect(page.getByTestId('schedule-content')).toHaveAttribute('data-state', 'ready');
}

test.describe('live schedule', () => {
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
