/**
 * Promotions and referrals end to end, against the real server. The promotions: axe on a promotion
 * on a phone, the server's 404 for an unknown slug, and a new member joining one once (it stays
 * joined after a reload). What the promotion pages draw from the API's answers (cards by category
 * and status, amounts and reward texts in the visitor's currency, countdowns, terms, eligibility, the
 * sign-in dialog for a guest, loading, empty and failed states) is in the page tests beside them
 * (src/features/promotions/pages/*.page.test.tsx). The referral journey is a small machine whose
 * states are what the referrer and the friend see; its paths are the tests: a member shares their
 * link, a friend arrives with it (and may look around first), signs up, and shows up on the
 * referrer's page as pending (the reward comes once the friend is verified and active: the server's
 * tests); a member who opens their own link keeps no referral id.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import { vi } from '../../locales/index.ts';
import { DESKTOP, formatViolations, PHONE, seriousViolations, submitRegistration, waitForPageData } from './support/a11y';
import { expect, openContext, test } from './support/test';

/** A password the policy accepts. */
const PASSWORD = 'gió bấc đầu mùa 26';

async function cookie(context: BrowserContext, name: string): Promise<string | null> {
  return (await context.cookies()).find((c) => c.name === name)?.value ?? null;
}

/** Signs a new member up through the dialog; answers the username. */
async function registerThroughDialog(page: Page, prefix: string): Promise<string> {
  await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'guest');
  await page.getByTestId('login-button').click();
  await page.getByTestId('login-form').getByRole('button', { name: vi['auth.login.toRegister'] }).click();
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`.slice(0, 20);
  return submitRegistration(page, username, PASSWORD);
}

test.describe('promotions', () => {
  test('a promotion on a phone: axe finds nothing serious; an unknown one is a 404', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/khuyen-mai/du-doan-ty-so-v-league');
    await waitForPageData(page);
    await expect(page.getByTestId('promotion-terms').locator('li').first()).toBeVisible();
    const violations = await seriousViolations(page);
    expect(violations, formatViolations('promotion at 390 px', violations)).toEqual([]);

    // The server's own answer: the document's status (the page test has the notice).
    const missing = await page.goto('/khuyen-mai/khong-co-chuong-trinh');
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId('promotion-not-found')).toBeVisible();
  });

  test('a member joins a running promotion once; the page says so after a reload', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(DESKTOP);
    await page.goto('/khuyen-mai/xem-truc-tiep-nhan-qua');
    await registerThroughDialog(page, 'khm');
    const enrol = page.getByTestId('promotion-enrol');
    await expect(enrol).toBeEnabled();
    const before = Number((await page.getByTestId('promotion-participants').textContent())!.replace(/\D/g, ''));
    await enrol.click();
    await expect(page.getByTestId('promotion-enrolled')).toHaveText(vi['promo.action.enrolled']);
    await expect(page.getByTestId('promotion-participants')).toContainText(String(before + 1));
    await page.reload();
    await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
    await expect(page.getByTestId('promotion-enrolled')).toBeVisible();
    await expect(page.getByTestId('promotion-enrol')).toHaveCount(0);
    const found = await seriousViolations(page);
    expect(found, formatViolations('enrolled promotion at 1400 px', found)).toEqual([]);
  });

  test('a referral id in any page’s address is kept in the pid cookie; a malformed one is not', async ({ page, context }) => {
    await page.goto('/khuyen-mai/du-doan-ty-so-v-league?pid=%3Cb%3E');
    await waitForPageData(page);
    expect(await cookie(context, 'pid')).toBeNull();
    await page.goto('/tin-tuc?pid=ABCD2345');
    await expect.poll(() => cookie(context, 'pid')).toBe('ABCD2345');
    await page.goto('/khuyen-mai');
    await waitForPageData(page);
    expect(await cookie(context, 'pid')).toBe('ABCD2345');
  });
});

/** The referral journey: the referrer's page, the friend's browser, and the referrer's page again. */
const referralFlow = createMachine({
  id: 'referral-flow',
  initial: 'referrerPage',
  states: {
    referrerPage: { on: { OPEN_LINK: 'friendArrived', OPEN_OWN_LINK: 'ownLinkIgnored' } },
    ownLinkIgnored: {},
    friendArrived: { on: { LOOK_AROUND: 'friendBrowsing', SIGN_UP: 'friendMember' } },
    friendBrowsing: { on: { SIGN_UP: 'friendMember' } },
    friendMember: { on: { REFERRER_LOOKS: 'pending' } },
    pending: {},
  },
});

/**
 * A path whose steps another path starts with adds nothing (its transitions run in the longer one),
 * and a path reaching a final state is generated twice (as a transition and as the state's own path).
 */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  const longest = paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
  return longest.filter((p, i) => longest.findIndex((q) => key(q) === key(p)) === i);
}

interface Journey {
  referrer: Page;
  friend?: Page;
  friendContext?: BrowserContext;
  link: string;
  code: string;
  friendName?: string;
}

const checks: Record<string, (j: Journey) => Promise<void>> = {
  async referrerPage({ referrer, code, link }) {
    await expect(referrer.getByTestId('referral-page')).not.toHaveAttribute('data-state', 'loading');
    await expect(referrer.getByTestId('referral-link')).toHaveValue(new RegExp(`/\\?pid=${code}$`));
    // Copy puts the link on the clipboard and says so.
    await referrer.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await referrer.getByTestId('referral-copy').click();
    await expect(referrer.getByTestId('referral-link-panel')).toHaveAttribute('data-state', 'copied');
    expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(referrer.getByTestId('referral-qr')).toBeVisible();
    await expect(referrer.getByTestId('referral-invitees-empty')).toBeVisible();
    await expect(referrer.getByTestId('referral-stat-invited')).toContainText('0');
  },
  async ownLinkIgnored({ referrer }) {
    await expect(referrer.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
    await expect.poll(() => cookie(referrer.context(), 'pid')).toBeNull();
  },
  async friendArrived({ friendContext, code }) {
    await expect.poll(() => cookie(friendContext!, 'pid')).toBe(code);
  },
  async friendBrowsing({ friend, friendContext, code }) {
    await expect(friend!).toHaveURL(/\/khuyen-mai$/);
    expect(await cookie(friendContext!, 'pid')).toBe(code);
  },
  async friendMember({ friend }) {
    await expect(friend!.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
  },
  async pending({ referrer, friendName }) {
    const row = referrer.getByTestId('referral-invitee');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('referral-invitee-name')).toHaveText(friendName!);
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row.getByTestId('referral-invitee-reward')).toHaveText(vi['referral.invitees.pending']);
    await expect(referrer.getByTestId('referral-pending-hint')).toBeVisible();
    await expect(referrer.getByTestId('referral-stat-invited')).toContainText('1');
    await expect(referrer.getByTestId('referral-stat-earned')).toContainText('0');
  },
};

const actions: Record<string, (j: Journey, open: () => Promise<BrowserContext>) => Promise<void>> = {
  async OPEN_LINK(j, open) {
    j.friendContext = await open();
    j.friend = await j.friendContext.newPage();
    await j.friend.setViewportSize(PHONE);
    await j.friend.goto(j.link);
    await waitForPageData(j.friend);
  },
  async OPEN_OWN_LINK(j) {
    await j.referrer.goto(j.link);
    await waitForPageData(j.referrer);
  },
  async LOOK_AROUND(j) {
    await j.friend!.goto('/khuyen-mai');
    await waitForPageData(j.friend!);
  },
  async SIGN_UP(j) {
    j.friendName = await registerThroughDialog(j.friend!, 'ban');
  },
  async REFERRER_LOOKS(j) {
    await j.referrer.reload();
    await expect(j.referrer.getByTestId('referral-page')).not.toHaveAttribute('data-state', 'loading');
  },
};

test.describe('the referral journey', () => {
  for (const path of withoutPrefixes(transitionPaths(referralFlow, {}))) {
    test(path.description, async ({ page, browser }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(DESKTOP);
      await page.goto('/gioi-thieu-ban-be');
      await expect(page.getByTestId('referral-sign-in')).toBeVisible();
      await registerThroughDialog(page, 'gt');
      const link = await page.getByTestId('referral-link').inputValue();
      const code = (await page.getByTestId('referral-code').textContent())!.trim();
      const journey: Journey = { referrer: page, link, code };
      const opened: BrowserContext[] = [];
      try {
        await checks.referrerPage!(journey);
        // A journey that ends with the friend signed up ends on the referrer's page: every sign-up is checked there.
        const steps = path.steps.map((step) => ({ type: step.event.type, value: String(step.value) }));
        if (steps.at(-1)?.value === 'friendMember') steps.push({ type: 'REFERRER_LOOKS', value: 'pending' });
        for (const step of steps) {
          await actions[step.type]!(journey, async () => {
            const context = await openContext(browser);
            opened.push(context);
            return context;
          });
          await checks[step.value]!(journey);
        }
      } finally {
        await Promise.all(opened.map((c) => c.close()));
      }
    });
  }
});
