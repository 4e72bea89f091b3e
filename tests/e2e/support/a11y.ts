/**
 * Helpers of the accessibility, keyboard and layout-shift tests: waiting until a page shows its
 * data, running axe with the WCAG 2.1 A/AA rules, printing what it finds, and signing in.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The seeded member of the accessibility tests (see server/src/db/seed). */
export const MEMBER = { username: 'member100', password: 'matkhau123' } as const;

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1400, height: 900 } as const;

/**
 * The rules axe runs: WCAG 2.0 and 2.1, levels A and AA, and axe's experimental rules, among them
 * label-content-name-mismatch (2.5.3 Label in Name: a voice user says what they see).
 */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'experimental'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type Violation = AxeResults['violations'][number];

/**
 * Waits until the page shows its data: the SPA has drawn it (the server's static first paint is
 * gone), the route's chunk and data have arrived (no loading bar, no section skeleton, no busy
 * region), the shell's navigation is drawn and the page has its h1. One check in the page every
 * 50 ms, so the wait ends when the page is ready (five separate expectations each backed off to a
 * second between tries, and added about a second to every page opened).
 */
export async function waitForPageData(page: Page, timeout = 10_000): Promise<void> {
  try {
    await page.waitForFunction(
      () => {
        const shown = (selector: string) => {
          const element = document.querySelector(selector);
          if (!element) return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
        };
        return (
          !document.getElementById('static-frame') &&
          shown('main h1, main [role=heading][aria-level="1"]') &&
          !document.querySelector('[data-testid=loading-bar]') &&
          !document.querySelector('main [aria-busy=true], main [data-state=loading]') &&
          shown('[data-navbar] a')
        );
      },
      undefined,
      { polling: 50, timeout },
    );
  } catch (error) {
    // Say which part is missing, as the separate expectations did.
    await expect(page.locator('#static-frame')).toHaveCount(0, { timeout: 1 });
    await expect(page.locator('main h1, main [role=heading][aria-level="1"]').first()).toBeVisible({ timeout: 1 });
    await expect(page.getByTestId('loading-bar')).toHaveCount(0, { timeout: 1 });
    await expect(page.locator('main [aria-busy=true], main [data-state=loading]')).toHaveCount(0, { timeout: 1 });
    await expect(page.locator('[data-navbar] a').first()).toBeVisible({ timeout: 1 });
    throw error;
  }
}

/** Axe's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One readable block per rule: what it asks, and each offending element with axe's reasons. */
export function formatViolations(where: string, violations: readonly Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.html.slice(0, 200)}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `${where}: [${v.impact}] ${v.id} — ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Fills the open register form of the login dialog, submits it and waits until the visitor is a member. */
export async function submitRegistration(page: Page, username: string, password: string): Promise<string> {
  const form = page.getByTestId('register-form');
  await form.locator('input[name=email]').fill(`${username}@vidu.vn`);
  await form.locator('input[name=username]').fill(username);
  await form.locator('input[name=password]').fill(password);
  await expect(page.getByTestId('field-username').locator('[data-state]')).toHaveAttribute('data-state', 'available');
  await form.locator('button[type=submit]').click();
  await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
  return username;
}

/** Signs the page's context in through the login dialog, as a visitor would. */
export async function signIn(page: Page, account: { username: string; password: string } = MEMBER): Promise<void> {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  const form = page.getByTestId('login-form');
  await form.locator('input[name=username]').fill(account.username);
  await form.locator('input[name=password]').fill(account.password);
  await form.locator('button[type=submit]').click();
  await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
}
