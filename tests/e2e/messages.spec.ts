/**
 * Every message a page shows is in the catalogue pieces its chunks load (src/lib/intl.ts,
 * scripts/vite-message-chunks.ts): one visit per route of the route table (the liveroom routes
 * with a room that does not exist: their not-found view) as a guest, then the account's sections
 * as a member, watching the console for the "missing message" warning the SPA gives
 * (src/lib/intl-context.tsx) and the page for a raw message id.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signIn } from './support/a11y';
import { ACCOUNT_SECTIONS, routeTable, type ParamRule } from '../../contracts/route-table';

/** A value every rule accepts (a slug, an id, the first of a fixed set). */
function sample(rule: ParamRule | undefined, name: string): string {
  if (Array.isArray(rule)) return rule[0]!;
  if (rule === 'id' || name === 'id' || name === 'staticId' || name === 'userId') return '1';
  if (rule === 'roomSlug') return 'doi-a-doi-b-1';
  if (rule === 'matchSlug') return 'doi-a-vs-doi-b';
  return 'mau';
}

function samplePath(route: (typeof routeTable)[number]): string {
  const rules = ('params' in route ? route.params : undefined) as Record<string, ParamRule> | undefined;
  return route.pattern.replace(/:([a-zA-Z]+)/g, (_, name: string) => sample(rules?.[name], name));
}

/** Collects the missing-message warnings of a page, and where they came from. */
function watchMessages(page: Page): { missing: string[]; at: { path: string } } {
  const at = { path: '' };
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('missing message:')) missing.push(`${at.path}: ${message.text()}`);
  });
  return { missing, at };
}

/** Goes to `path` as a click on a link would (no reload), and waits for the page to settle. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForLoadState('networkidle');
  // The page's static first paint has a <main> of its own until the app has drawn the page.
  await expect(page.locator('#static-frame')).toHaveCount(0);
  await expect(page.locator('main')).not.toHaveText(/\b[a-z][A-Za-z]+\.[a-z][A-Za-z]+\.[a-z][A-Za-z0-9.]*\b/);
}

test('every route shows its messages in every piece of the catalogue', async ({ page }) => {
  test.setTimeout(180_000);
  const watch = watchMessages(page);
  await page.goto('/');
  for (const route of routeTable) {
    watch.at.path = samplePath(route);
    await visit(page, watch.at.path);
  }
  await page.getByTestId('login-button').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
  expect(watch.missing).toEqual([]);
});

test("a member's account sections show their messages", async ({ page }) => {
  const watch = watchMessages(page);
  await signIn(page);
  for (const section of ACCOUNT_SECTIONS) {
    watch.at.path = `/tai-khoan/${section}`;
    await visit(page, watch.at.path);
  }
  expect(watch.missing).toEqual([]);
});
