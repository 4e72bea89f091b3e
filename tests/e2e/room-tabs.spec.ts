/**
 * The live room's fan poll end to end: a guest who votes is asked to log in, signs in from the room
 * and votes as the member, and the server counts the vote. Rooms are found through the API at test
 * time: the seeded schedule moves with the clock. The tabs themselves (the tab in the address, the
 * arrow keys, each panel's data, an unknown tab, a show room's two tabs, the poll's choices and a
 * changed vote) are the live room's page test (src/features/live/pages/live-room-page.page.test.tsx).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { roomPath } from '../../src/lib/room-path';
import type { ScheduleRow } from '../../contracts/schemas/live';
import { TIMEZONE, vnDay as day } from './support/clock';
import { expect, test } from './support/test';
import { withoutVideo } from './support/video';

// The poll is what this test reads: a live room's stream is not fetched.
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

test.describe('the live room’s fan poll', () => {
  test('a guest who votes is asked to log in, signs in from the room and the vote is counted', async ({ page, request }) => {
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
  });
});
