/**
 * TV (/tivi/{nation}, /tivi/{nation}/{channel}) in a real browser: axe on a nation's channels and on
 * a channel's page, and the phone layout of a channel (nothing wider than the screen). What the
 * pages show of the API's data (the nations and their channels, what airs now and next, the guide of
 * any day of the week, the three languages, loading, failures, unknown nations and channels) is
 * checked by the page tests beside src/features/tv/pages; /tivi's axe check is a11y.spec.ts's.
 */
import { DESKTOP, formatViolations, PHONE, seriousViolations, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

const NATION = 'viet-nam';
const CHANNEL = 'song-viet-the-thao';

test.describe('TV', () => {
  test('axe finds nothing serious on a nation’s channels (desktop)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`/tivi/${NATION}`);
    await waitForPageData(page);
    await expect(page.getByTestId('tv-channel-card').first()).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, formatViolations(`/tivi/${NATION}`, violations)).toEqual([]);
  });

  test('a channel on a phone: nothing wider than the screen, and axe finds nothing serious', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/tivi/${NATION}/${CHANNEL}`);
    await waitForPageData(page);
    await expect(page.getByTestId('tv-guide-entry').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const violations = await seriousViolations(page);
    expect(violations, formatViolations(`/tivi/${NATION}/${CHANNEL} (phone)`, violations)).toEqual([]);
  });
});
