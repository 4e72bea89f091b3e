/**
 * The suite's `test`: every browser context it hands out runs at the suite's instant (clock.ts).
 * Contexts a test opens itself come from `openContext`, for the same reason.
 */
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { installClock, TIMEZONE } from './clock';

export { expect } from '@playwright/test';

export const test = base.extend({
  context: async ({ context }, provide) => {
    await installClock(context);
    await provide(context);
  },
});

/** A second (third…) visitor: a new context with the project's address, language, zone and clock. */
export async function openContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const { baseURL, reducedMotion } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale: 'vi-VN', timezoneId: TIMEZONE, reducedMotion, ...options });
  await installClock(context);
  return context;
}

/** The longest any test waits for one thing (a stream's first frame, a level switch, a socket's push). */
export const MEDIA_TIMEOUT = 15_000;
export const SOCKET_TIMEOUT = 15_000;
