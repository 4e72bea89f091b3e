/**
 * The live room's tabs end to end: the tab in the address, keyboard moves, real data in the panels,
 * and the fan poll (a guest is asked to log in; a member's vote counts once). Rooms are found through
 * the API at test time: the seeded schedule moves with the clock.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { roomPath } from '../../src/lib/room-path';
import type { ScheduleRow } from '../../contracts/schemas/live';
import vi from '../../locales/vi.json' with { type: 'json' };
import { TIMEZONE, vnDay as day } from './support/clock';
import { expect, test } from './support/test';
import { withoutVideo } from './support/video';

// The tabs are what these tests read: a live room's stream is not fetched.
test.beforeEach(async ({ context }) => {
  await withoutVideo(context);
});

async function rows(request: APIRequestContext, date: string): Promise<ScheduleRow[]> {
  const response = await request.get('/live/api/schedule/liveSchedule', { params: { date, timezone: TIMEZONE, pageSize: 200 } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { list: ScheduleRow[] } }).data.list;
}

/** A football fixture that kicks off tomorrow or later: its poll is open and its odds exist. */
async function comingFootballRow(request: APIRequestContext): Promise<ScheduleRow> {
  const found = (await rows(request, day(2))).filter((r) => r.status === 1 && r.modeSlug === 'the-thao/bong-da' && r.staticId !== null);
  expect(found.length).toBeGreaterThan(0);
  return found[0]!;
}

async function pollTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId('opinion-total').textContent()) ?? '';
  return Number(/[\d.,]+/.exec(text)![0].replace(/[.,]/g, ''));
}

/** A seeded member no other test signs in as. */
const VOTER = 'member120';

test.describe('the live room tabs', () => {
  test('the tab is in the address, arrow keys move it, and each panel shows the match data', async ({ page, request }) => {
    const row = await comingFootballRow(request);
    await page.goto(`${roomPath(row)}?tab=odds`);
    const tabs = page.getByTestId('room-tabs');
    await expect(tabs).toHaveAttribute('data-tab', 'odds');
    await expect(page.getByTestId('room-tab-odds')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('odds-panel')).toContainText(vi['roomTabs.odds.oneXTwo']);

    await page.getByTestId('room-tab-analysis').click();
    await expect(page).toHaveURL(/\?tab=analysis$/);
    await expect(page.getByTestId('h2h')).toBeVisible();

    await page.getByTestId('room-tab-analysis').press('ArrowLeft');
    await expect(tabs).toHaveAttribute('data-tab', 'tips');
    await expect(page.getByTestId('room-tab-tips')).toBeFocused();

    await page.getByTestId('room-tab-overview').click();
    await expect(page).not.toHaveURL(/tab=/);
    await expect(page.getByTestId('match-info')).toContainText(row.leagueName!);
  });

  test('an unknown tab falls back to the overview', async ({ page, request }) => {
    const row = await comingFootballRow(request);
    await page.goto(`${roomPath(row)}?tab=nope`);
    await expect(page.getByTestId('room-tabs')).toHaveAttribute('data-tab', 'overview');
    await expect(page.getByTestId('overview-panel')).toBeVisible();
  });

  test('a guest who votes is asked to log in; a member votes once and sees it counted', async ({ page, request }) => {
    const row = await comingFootballRow(request);
    await page.goto(`${roomPath(row)}?tab=opinion`);
    const home = page.getByTestId('opinion-choice').and(page.locator('[data-choice=home]'));
    await expect(home).toBeEnabled();
    await home.click();
    const form = page.getByTestId('login-form');
    await expect(form).toBeVisible();

    await form.locator('input[name=username]').fill(VOTER);
    await form.locator('input[name=password]').fill('matkhau123');
    await form.locator('button[type=submit]').click();
    await expect(page.getByTestId('auth-dialog')).toBeHidden();

    const away = page.getByTestId('opinion-choice').and(page.locator('[data-choice=away]'));
    await expect(away).toBeEnabled();
    const before = await pollTotal(page);
    const alreadyVoted = (await page.locator('[data-testid=opinion-choice][aria-pressed=true]').count()) > 0;
    await away.click();
    await expect(away).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => pollTotal(page)).toBe(alreadyVoted ? before : before + 1);

    // Changing the vote moves it: the total stays.
    const draw = page.getByTestId('opinion-choice').and(page.locator('[data-choice=draw]'));
    await draw.click();
    await expect(draw).toHaveAttribute('aria-pressed', 'true');
    await expect(away).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => pollTotal(page)).toBe(alreadyVoted ? before : before + 1);
  });

  test('a show room has only the overview and the opinion', async ({ page, request }) => {
    const show = (await rows(request, day(0))).find((r) => r.staticId === null);
    expect(show).toBeDefined();
    await page.goto(roomPath(show!));
    await expect(page.getByRole('tab')).toHaveCount(2);
    await expect(page.getByTestId('room-tab-overview')).toBeVisible();
    await expect(page.getByTestId('room-tab-opinion')).toBeVisible();
    await expect(page.getByTestId('show-sessions')).toBeVisible();
  });
});
