/**
 * Midnight in Vietnam, end to end: the suite's clock moves to 23:57 on its Saturday (European
 * football on, the Premier League's 22:00 matches over), then past midnight while the pages stay
 * open. Nothing is rewritten: a finished match keeps its full-time score, the open fixtures board
 * moves to Sunday by itself, and a live match's clock keeps running.
 */
import { matchPath } from '../../src/lib/match-path';
import { dayMatches } from './support/boards';
import { advanceClock, now, visitFromVietnam, vnDay } from './support/clock';
import { expect, SOCKET_TIMEOUT, test } from './support/test';

test.beforeEach(async ({ page }) => {
  await visitFromVietnam(page.context(), test.info().project.use.baseURL!);
});

test('across midnight in Vietnam: a finished match stays finished, the open board moves to the new day, a live minute keeps moving', async ({ page, request }) => {
  const saturday = vnDay(0);
  await page.goto('/lich-thi-dau/bong-da');
  await advanceClock(request, page, Date.parse(`${vnDay(1)}T00:00:00+07:00`) - 3 * 60_000 - now());

  // 23:57: the late kick-offs of the evening are over, one is still in play.
  const finished = (await dayMatches(request, 'results', saturday)).filter((m) => m.status === 3 && new Date(m.kickoffTime).getUTCHours() + 7 >= 21);
  const live = (await dayMatches(request, 'fixtures', saturday)).find((m) => m.status === 2 && /^\d+$/.test(m.statusText));
  expect(finished.length, 'a match of 21:00 or later over by 23:57').toBeGreaterThan(0);
  expect(live, 'a match in play at 23:57').toBeDefined();
  const ended = finished[0]!;

  await page.reload();
  const day = page.getByTestId('day-board');
  await expect(day).toHaveAttribute('data-day', saturday);
  await expect(page.locator(`[data-testid=match-row][data-id="${live!.staticId}"]`)).toHaveAttribute('data-tone', 'live');

  const endedPage = await page.context().newPage();
  await endedPage.goto(matchPath(ended));
  await expect(endedPage.getByTestId('match-status')).toHaveAttribute('data-kind', 'ended');
  await expect(endedPage.getByTestId('header-score')).toContainText(`${ended.homeScore} - ${ended.awayScore}`);

  const livePage = await page.context().newPage();
  await livePage.goto(matchPath(live!));
  const liveStatus = livePage.getByTestId('match-status');
  await expect(liveStatus).toHaveAttribute('data-kind', 'live');
  const minuteBefore = await liveStatus.innerText();

  // 00:02 on Sunday.
  await advanceClock(request, page, 5 * 60_000);
  expect(vnDay(0)).not.toBe(saturday);
  await expect(day).toHaveAttribute('data-day', vnDay(0), { timeout: SOCKET_TIMEOUT });
  await expect(page.getByTestId('board-content')).toHaveAttribute('data-state', /^(ready|empty)/);
  await expect.poll(() => liveStatus.innerText(), { timeout: SOCKET_TIMEOUT }).not.toBe(minuteBefore);
  await expect(endedPage.getByTestId('match-status')).toHaveAttribute('data-kind', 'ended');
  await expect(endedPage.getByTestId('header-score')).toContainText(`${ended.homeScore} - ${ended.awayScore}`);

  // Saturday's results are still Saturday's, with the same scores, and the match page after a reload too.
  const after = await dayMatches(request, 'results', saturday);
  expect(after.find((m) => m.staticId === ended.staticId)).toMatchObject({ status: 3, homeScore: ended.homeScore, awayScore: ended.awayScore, kickoffTime: ended.kickoffTime });
  await endedPage.reload();
  await expect(endedPage.getByTestId('header-score')).toContainText(`${ended.homeScore} - ${ended.awayScore}`);
});
