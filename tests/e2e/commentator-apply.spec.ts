/**
 * Becoming a commentator end to end, against the real server: a member applies on
 * /ung-tuyen-binh-luan-vien (the form names what is wrong before anything is sent), sees the
 * application waiting, an admin approves or rejects it on /quan-tri/ung-tuyen in another browser,
 * and the member sees the outcome; an approved member is a host with the BLV badge and is offered
 * when anyone books a commentator for a coming fixture. The journey's paths come from a small
 * machine whose states are what the member sees; each path signs in a seeded member of its own.
 * Beside it: axe on both pages at phone and desktop size. Who may see the review page, the form's
 * problems in each language and what both pages show from the API are page tests
 * (src/features/account/pages/*.page.test.tsx).
 */
import type { Browser, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import { vi } from '../../locales/index.ts';
import { DESKTOP, formatViolations, PHONE, seriousViolations, signIn } from './support/a11y';
import { visitFromVietnam, vnDay } from './support/clock';
import { expect, openContext, test } from './support/test';

const PASSWORD = 'matkhau123';
const ADMIN = { username: 'admin', password: PASSWORD } as const;

/** What the applicant sees; the admin's decisions happen in a second browser. */
const applyFlow = createMachine({
  id: 'commentator-apply',
  initial: 'form',
  states: {
    form: { on: { SUBMIT_EMPTY: 'problems', APPLY: 'pending' } },
    problems: { on: { APPLY: 'pending' } },
    pending: { on: { ADMIN_APPROVES: 'approved', ADMIN_REJECTS: 'rejected' } },
    approved: { on: { BOOK: 'offeredForBooking' } },
    offeredForBooking: { type: 'final' },
    rejected: { type: 'final' },
  },
});

/**
 * Each journey once: a path reaching a final state comes both as its own and as the transition into
 * it, and a path whose steps another path starts with adds nothing (its transitions run in the longer one).
 */
function journeys(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  const unique = [...new Map(paths.map((p) => [key(p), p])).values()];
  return unique.filter((p) => !unique.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
}

interface Journey {
  page: Page;
  browser: Browser;
  username: string;
  displayName: string;
  note: string;
}

const label = (field: string) => vi[`commentator.field.${field}` as keyof typeof vi];

async function openApplication(page: Page) {
  await page.goto('/ung-tuyen-binh-luan-vien');
  await expect(page.getByTestId('commentator-apply')).toBeVisible();
}

/** The admin, in a browser of their own, decides on the member's application. */
async function adminDecides(j: Journey, decision: 'approve' | 'reject') {
  const context = await openContext(j.browser);
  try {
    const admin = await context.newPage();
    await signIn(admin, ADMIN);
    await admin.goto('/quan-tri/ung-tuyen');
    const card = admin.getByTestId('review-application').filter({ hasText: `@${j.username}` });
    await expect(card).toHaveAttribute('data-status', 'pending');
    await expect(card.getByTestId('application-name')).toHaveText(j.displayName);
    if (decision === 'reject') {
      // A rejection needs a note: without one nothing is sent.
      await card.getByTestId('review-reject').click();
      await expect(card.getByTestId('review-note')).toHaveAttribute('aria-invalid', 'true');
      await expect(card).toHaveAttribute('data-status', 'pending');
    }
    await card.getByTestId('review-note').fill(j.note);
    await card.getByTestId(decision === 'approve' ? 'review-approve' : 'review-reject').click();
    await expect(card).toHaveAttribute('data-status', decision === 'approve' ? 'approved' : 'rejected');
    await expect(card.getByTestId('review-outcome')).toContainText(j.note);
  } finally {
    await context.close();
  }
}

async function fillForm(page: Page, j: Journey) {
  const form = page.getByTestId('application-form');
  await form.getByTestId('application-displayName').fill(j.displayName);
  await form.getByTestId('application-languages').getByLabel(vi['commentator.language.vi']).check();
  await form.getByTestId('application-sports').getByLabel(vi['commentator.sport.football']).check();
  await form.getByTestId('application-sports').getByLabel(vi['commentator.sport.esport']).check();
  await form.getByTestId('application-experience').fill('Bình luận giải bóng đá sinh viên ba mùa và livestream phân tích hằng tuần.');
  await form.getByTestId('application-motivation').fill('Muốn mang bóng đá phong trào đến gần khán giả hơn qua giọng bình luận.');
  // A link without its scheme is refused as soon as the field is left.
  await form.getByTestId('application-sampleLink').fill('youtube.com/kenh-cua-toi');
  await form.getByTestId('application-sampleLink').blur();
  await expect(form.getByTestId('application-error-sampleLink')).toHaveText(vi['commentator.form.error.notUrl'].replace('{field}', label('sampleLink')));
  await form.getByTestId('application-sampleLink').fill('https://video.example.com/kenh-cua-toi');
  await expect(form.getByTestId('application-error-sampleLink')).toHaveCount(0);
}

const checks: Record<string, (j: Journey) => Promise<void>> = {
  form: async ({ page }) => {
    await expect(page.getByTestId('application-form')).toBeVisible();
    await expect(page.getByTestId('application-status-card')).toHaveCount(0);
  },
  problems: async ({ page }) => {
    const form = page.getByTestId('application-form');
    // Every field names its problem in the page's language; nothing was sent.
    await expect(form.getByTestId('application-error-displayName')).toHaveText(vi['commentator.form.error.required'].replace('{field}', label('displayName')));
    await expect(form.getByTestId('application-error-sports')).toHaveText(vi['commentator.form.error.choose'].replace('{field}', label('sports')));
    await expect(form.getByTestId('application-error-motivation')).toBeVisible();
    await expect(form.getByTestId('application-displayName')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('application-status-card')).toHaveCount(0);
  },
  pending: async ({ page, displayName }) => {
    const card = page.getByTestId('application-status-card');
    await expect(card).toHaveAttribute('data-status', 'pending');
    await expect(card.getByTestId('application-status')).toHaveText(vi['commentator.status.pending']);
    await expect(card.getByTestId('application-name')).toHaveText(displayName);
    await expect(page.getByTestId('application-form')).toHaveCount(0);
    // It stays so after a reload: the server has it.
    await openApplication(page);
    await expect(page.getByTestId('application-status-card')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('application-form')).toHaveCount(0);
  },
  approved: async ({ page, displayName, note }) => {
    await openApplication(page);
    const card = page.getByTestId('application-status-card');
    await expect(card).toHaveAttribute('data-status', 'approved');
    await expect(card.getByTestId('application-approved')).toContainText(displayName);
    await expect(card.getByTestId('application-review-note')).toContainText(note);
    // The member is a host now: the header's menu carries the BLV badge under the new name.
    await page.getByTestId('account-menu-trigger').click();
    await expect(page.getByTestId('account-menu')).toContainText(displayName);
    await expect(page.getByTestId('account-host-badge')).toHaveText(vi['commentator.status.hostBadge']);
    await page.keyboard.press('Escape');
  },
  rejected: async ({ page, note }) => {
    await openApplication(page);
    const card = page.getByTestId('application-status-card');
    await expect(card).toHaveAttribute('data-status', 'rejected');
    await expect(card.getByTestId('application-review-note')).toContainText(note);
    // A new application may be sent.
    await expect(page.getByTestId('application-form')).toBeVisible();
  },
  offeredForBooking: async ({ page, displayName }) => {
    const dialog = page.getByTestId('booking-dialog');
    await expect(dialog.getByTestId('booking-form')).toBeVisible();
    await expect(dialog.getByTestId('booking-host').filter({ hasText: displayName })).toHaveCount(1);
  },
};

const actions: Record<string, (j: Journey) => Promise<void>> = {
  SUBMIT_EMPTY: async ({ page }) => {
    await page.getByTestId('application-submit').click();
  },
  APPLY: async (j) => {
    await fillForm(j.page, j);
    await j.page.getByTestId('application-submit').click();
  },
  ADMIN_APPROVES: (j) => adminDecides(j, 'approve'),
  ADMIN_REJECTS: (j) => adminDecides(j, 'reject'),
  BOOK: async ({ page }) => {
    const day = vnDay(2);
    await page.goto(`/lich-truc-tiep/the-thao/bong-da?ngay=${day}`);
    await expect(page.getByTestId('schedule-content')).toHaveAttribute('data-state', 'ready');
    await page.locator('[data-testid=schedule-row][data-bookable]').first().getByTestId('book-host').click();
  },
};

/** Seeded members no other spec signs in as, one per path. */
const APPLICANTS = ['member341', 'member342', 'member343', 'member344'];

test.describe('becoming a commentator', () => {
  test.beforeEach(async ({ page }) => visitFromVietnam(page.context(), test.info().project.use.baseURL!));

  journeys(transitionPaths(applyFlow, {})).forEach((path, i) => {
    test(path.description, async ({ page, browser }) => {
      // Two browsers sign in (scrypt on the server) and the member's pages load several times.
      test.setTimeout(180_000);
      await page.setViewportSize(DESKTOP);
      const username = APPLICANTS[i]!;
      const journey: Journey = { page, browser, username, displayName: `BLV Thử ${username.slice(-3)}`, note: `Ghi chú cho ${username}` };
      await signIn(page, { username, password: PASSWORD });
      await openApplication(page);
      await checks.form!(journey);
      for (const step of path.steps) {
        await actions[step.event.type]!(journey);
        await checks[step.value as string]!(journey);
      }
    });
  });
});

test('the application form with its problems on a phone and the review page on a desktop pass axe', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.context().addCookies([{ name: 'language', value: 'en', url: test.info().project.use.baseURL! }]);
  await page.setViewportSize(PHONE);
  await signIn(page, { username: 'member346', password: PASSWORD });
  await openApplication(page);
  await page.getByTestId('application-submit').click();
  // Axe reads the form with its problems shown (their texts in each language: the page test).
  await expect(page.getByTestId('application-error-displayName')).toBeVisible();
  const phoneViolations = await seriousViolations(page);
  expect(phoneViolations, formatViolations('/ung-tuyen-binh-luan-vien (phone)', phoneViolations)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const context = await openContext(browser, { viewport: DESKTOP });
  try {
    const admin = await context.newPage();
    await signIn(admin, ADMIN);
    await admin.goto('/quan-tri/ung-tuyen');
    await expect(admin.getByTestId('review-list')).toHaveAttribute('data-state', /ready/);
    await expect(admin.getByTestId('review-application').first()).toBeVisible();
    const violations = await seriousViolations(admin);
    expect(violations, formatViolations('/quan-tri/ung-tuyen (desktop)', violations)).toEqual([]);
  } finally {
    await context.close();
  }
});
