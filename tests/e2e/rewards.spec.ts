/**
 * Check-in and daily missions as a member lives them. The journey is a small machine whose states
 * are what the member sees: a guest on /diem-danh signs in, checks in, tries again from a second tab
 * opened before (the server refuses with its message), then finds the check-in mission done on
 * /nhiem-vu-hang-ngay and claims it. Its paths become the tests; each one is a new member, so the
 * day's check-in is theirs to make. Axe runs on the member's check-in page and missions page (the
 * guest's pages: the test at 390 px below and a11y.spec.ts). What the pages show from the API in each
 * language, loading, empty or failed, and the calendar's keys are page tests
 * (src/features/rewards/pages/*.page.test.tsx).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import { DESKTOP, formatViolations, PHONE, seriousViolations, signIn, waitForPageData } from './support/a11y';
import { advanceClock, now, vnDay } from './support/clock';
import { expect, test } from './support/test';

const rewardsFlow = createMachine({
  id: 'rewards-flow',
  initial: 'guest',
  states: {
    guest: { on: { SIGN_IN: 'member' } },
    member: { on: { CHECK_IN: 'checkedIn' } },
    checkedIn: { on: { CHECK_IN_AGAIN: 'refused', OPEN_MISSIONS: 'missions' } },
    refused: { on: { OPEN_MISSIONS: 'missions' } },
    missions: { on: { CLAIM: 'claimed' } },
    claimed: {},
  },
});

const PASSWORD = 'gió bấc đầu mùa 26';
let counter = 0;

/** A new member for one test (registered through the API; signed in through the dialog). */
async function newMember(request: APIRequestContext): Promise<{ username: string; password: string }> {
  counter += 1;
  const username = `diemdanh_${(Date.now() % 1_000_000).toString(36)}${counter}`;
  const res = await request.post('/live/api/user/register', { data: { username, password: PASSWORD, email: `${username}@example.com` } });
  expect(res.status(), await res.text()).toBe(200);
  return { username, password: PASSWORD };
}

interface Journey {
  page: Page;
  context: BrowserContext;
  /** A second tab on /diem-danh, opened before the check-in. */
  stale?: Page;
  account?: { username: string; password: string };
  expBefore?: number;
}

async function axeClean(page: Page, where: string): Promise<void> {
  const found = await seriousViolations(page);
  expect(found, formatViolations(where, found)).toEqual([]);
}

const checks: Record<string, (j: Journey) => Promise<void>> = {
  guest: async ({ page }) => {
    await expect(page.getByTestId('rewards-guest')).toBeVisible();
    await expect(page.getByTestId('check-in-milestones').getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Đăng nhập để điểm danh' })).toBeVisible();
  },
  member: async ({ page }) => {
    await expect(page.getByTestId('rewards-guest')).toHaveCount(0);
    await expect(page.getByTestId('check-in-button')).toBeEnabled();
    await expect(page.getByTestId('check-in-streak')).toHaveText('0 ngày liên tiếp');
  },
  checkedIn: async ({ page }) => {
    await expect(page.getByTestId('check-in-success')).toContainText('Điểm danh thành công! +10 EXP');
    await expect(page.getByTestId('check-in-done')).toBeDisabled();
    await expect(page.getByTestId('check-in-streak')).toHaveText('1 ngày liên tiếp');
    const today = page.locator(`[data-date="${vnDay()}"]`);
    await expect(today).toHaveAttribute('data-checked', 'true');
    await expect(today).toHaveAttribute('aria-current', 'date');
  },
  refused: async ({ stale }) => {
    const refused = stale!.getByTestId('check-in-refused');
    await expect(refused).toHaveText('Hôm nay bạn đã điểm danh rồi. Hãy quay lại vào ngày mai để giữ chuỗi điểm danh!');
    await expect(refused).toHaveAttribute('role', 'alert');
    // The refusal read the day again: this tab now shows the check-in made in the other one.
    await expect(stale!.getByTestId('check-in-done')).toBeDisabled();
    await expect(stale!.locator(`[data-date="${vnDay()}"]`)).toHaveAttribute('data-checked', 'true');
    await axeClean(stale!, 'check-in, refused');
  },
  missions: async (j) => {
    const { page } = j;
    const checkIn = page.locator('[data-testid=mission][data-code="check-in"]');
    await expect(checkIn).toHaveAttribute('data-state', 'completed');
    await expect(checkIn.getByTestId('mission-progress')).toHaveText('1/1 lần');
    await expect(checkIn.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await expect(page.locator('[data-testid=mission][data-code="chat"]').getByTestId('mission-progress')).toHaveText('0/5 tin nhắn');
    await expect(page.getByTestId('missions-reset')).toContainText('00:00');
    j.expBefore = Number((await page.getByTestId('rewards-exp').textContent())!.replace(/\D/g, ''));
  },
  claimed: async ({ page, expBefore }) => {
    const checkIn = page.locator('[data-testid=mission][data-code="check-in"]');
    await expect(checkIn.getByTestId('mission-outcome')).toHaveText('Đã cộng +10 EXP');
    await expect(checkIn).toHaveAttribute('data-state', 'claimed');
    await expect(checkIn.getByTestId('mission-claimed')).toBeDisabled();
    await expect(page.getByTestId('missions-claimed-exp')).toHaveText('Đã nhận 10/60 EXP');
    await expect(page.getByTestId('rewards-exp')).toHaveText(`${expBefore! + 10} EXP`);
    await axeClean(page, 'missions, claimed');
  },
};

const actions: Record<string, (j: Journey, request: APIRequestContext) => Promise<void>> = {
  SIGN_IN: async (j, request) => {
    j.account = await newMember(request);
    await signIn(j.page, j.account);
    await j.page.goto('/diem-danh');
    await waitForPageData(j.page);
    // A second tab, as a member could have: it will try again after the first one checked in.
    j.stale = await j.context.newPage();
    await j.stale.goto('/diem-danh');
    await waitForPageData(j.stale);
    await expect(j.stale.getByTestId('check-in-button')).toBeEnabled();
  },
  CHECK_IN: async ({ page }) => {
    await page.getByTestId('check-in-button').click();
  },
  CHECK_IN_AGAIN: async ({ stale }) => {
    await stale!.getByTestId('check-in-button').click();
  },
  OPEN_MISSIONS: async ({ page, stale }) => {
    // The second tab has done its part.
    await stale?.close();
    await page.goto('/nhiem-vu-hang-ngay');
    await waitForPageData(page);
  },
  CLAIM: async ({ page }) => {
    await page.locator('[data-testid=mission][data-code="check-in"]').getByTestId('mission-claim').click();
  },
};

/**
 * A test whose checks name "today" must not straddle Vietnam's midnight: a check-in made at 23:59
 * counts for a day that is over when the missions are read at 00:00 (the new day's check-in mission
 * is open again, as it should be), and a calendar read after midnight on the 1st shows a new month.
 * When the day would turn within the test's `budgetMs`, the suite's clock (server, page and this
 * worker) moves on to just past midnight first, so the test runs within one day at any instant.
 */
async function withinOneDay(request: APIRequestContext, page: Page, budgetMs: number): Promise<void> {
  const untilMidnight = Date.parse(`${vnDay(1)}T00:00:00+07:00`) - now();
  if (untilMidnight < budgetMs) await advanceClock(request, page, untilMidnight + 1_000);
}

/** Every transition once: paths that another path begins with (or repeats) are left out. */
function journeys(): ModelPath[] {
  const all = [...new Map(transitionPaths(rewardsFlow, {}).map((p) => [p.description, p])).values()];
  return all.filter((p) => !all.some((q) => q.description.startsWith(`${p.description}, `)));
}

test.describe('check-in and daily missions (user flow)', () => {
  for (const path of journeys()) {
    test(path.description, async ({ page, context, request }) => {
      test.setTimeout(120_000);
      await withinOneDay(request, page, 120_000);
      await page.setViewportSize(DESKTOP);
      await page.goto('/diem-danh');
      await waitForPageData(page);
      const journey: Journey = { page, context };
      await checks.guest!(journey);
      for (const step of path.steps) {
        await actions[step.event.type]!(journey, request);
        await checks[String(step.value)]!(journey);
      }
    });
  }
});

test('the check-in page at 390 px passes axe for a guest and for a member’s calendar with check-ins', async ({ page, request }) => {
  test.setTimeout(60_000);
  await withinOneDay(request, page, 60_000);
  await page.setViewportSize(PHONE);
  await page.goto('/diem-danh');
  await waitForPageData(page);
  await expect(page.getByTestId('rewards-guest')).toBeVisible();
  await axeClean(page, 'check-in, guest, at 390 px');
  await signIn(page, { username: 'member311', password: 'matkhau123' });
  await page.goto('/diem-danh');
  await waitForPageData(page);
  const calendar = page.getByTestId('check-in-calendar');
  const month = vnDay().slice(0, 7);
  await expect(calendar).toHaveAttribute('data-month', month);
  // The seeded member checked in on some of the 20 days before the server's first day: in this month,
  // or (early in a month) in the month before, whose check-ins axe then sees.
  if ((await calendar.locator('[data-checked=true]').count()) === 0) {
    await page.getByTestId('check-in-previous').click();
    const previous = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)) - 2, 1)).toISOString().slice(0, 7);
    await expect(calendar).toHaveAttribute('data-month', previous);
  }
  await expect(calendar.locator('[data-checked=true]').first()).toBeVisible();
  await axeClean(page, 'check-in calendar at 390 px');
});
