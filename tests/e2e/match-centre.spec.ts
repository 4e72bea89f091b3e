/**
 * The match centre (/tran-dau/{home}-vs-{away}/{staticId}?leagueId=) end to end, for what needs the
 * real server and a browser: a live match moving on screen without a reload (the server's clock
 * runs forward during the test and pushes over the site's socket), the server's 404 for an unknown
 * match, and the phone layout. What the page shows from the API (sections, tabs, languages, the
 * not-found, failed and loading states) is in the page tests (src/features/match/pages/match-page.page.test.tsx).
 * Matches are found through the API at test time: the seeded days move with the clock.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { MatchDetail } from '../../contracts/schemas/sports/matches';
import { matchPath } from '../../src/lib/match-path';
import { PHONE } from './support/a11y';
import { advanceClock, vnDay } from './support/clock';
import { dayMatches } from './support/boards';
import { expect, SOCKET_TIMEOUT, test } from './support/test';

type Lang = 'vi' | 'en' | 'zh';

async function detailOf(request: APIRequestContext, staticId: number, lang: Lang = 'vi'): Promise<MatchDetail> {
  const res = await request.get('/live/api/football/match', { params: { staticId }, headers: { 'x-language': lang } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: MatchDetail }).data;
}

/** Yesterday's football match with the most to show: goals, cards and a league table. */
async function playedMatch(request: APIRequestContext): Promise<MatchDetail> {
  const played = (await dayMatches(request, 'results', vnDay(-1))).filter((m) => m.status === 3 && (m.homeScore ?? 0) + (m.awayScore ?? 0) > 0);
  for (const m of played.slice(0, 6)) {
    const d = await detailOf(request, m.staticId);
    if (d.standings && d.lineups && d.h2h.summary.played > 0) return d;
  }
  throw new Error('no played match with a table, line-ups and past meetings yesterday');
}

const scoreText = (page: Page) => page.getByTestId('header-score').innerText().then((t) => t.replace(/\s+/g, ' ').replace(/^\D*/, '').trim());

test.describe('the match centre', () => {
  test("a live match's score moves on screen while the page stays open", async ({ page, request }) => {
    // Basketball's score moves every few seconds within a quarter; football's minute once a minute.
    const basketball = (await dayMatches(request, 'fixtures', vnDay(0), 'basketball')).find((m) => m.status === 2 && /^Q\d$/.test(m.period ?? ''));
    const football = (await dayMatches(request, 'fixtures', vnDay(0))).find((m) => m.status === 2 && /^\d+$/.test(m.statusText));
    const live = basketball ?? football;
    expect(live, 'a match in play at the suite instant').toBeDefined();
    await page.goto(matchPath(live!));
    await expect(page.getByTestId('match-status')).toHaveAttribute('data-kind', 'live');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const server = async () => (await detailOf(request, live!.staticId)).match;
    if (basketball) {
      const before = await scoreText(page);
      // The clock moves on a minute at a time until the server's score has moved (a basket comes
      // within a few minutes of a quarter); the page then shows it without a reload.
      for (let minutes = 0; minutes < 10; minutes++) {
        const { homeScore, awayScore, status } = await server();
        if (`${homeScore} - ${awayScore}` !== before || status !== 2) break;
        await advanceClock(request, page, 60_000);
      }
      const moved = await server();
      expect(`${moved.homeScore} - ${moved.awayScore}`, 'the server scored within ten minutes').not.toBe(before);
      await expect.poll(() => scoreText(page), { timeout: SOCKET_TIMEOUT }).not.toBe(before);
      // What the page shows is the server's score of that instant (give or take the next basket).
      const shown = (await scoreText(page)).split(' - ').map(Number);
      const now = await server();
      expect(Math.abs(shown[0]! + shown[1]! - (now.homeScore! + now.awayScore!))).toBeLessThanOrEqual(6);
    } else {
      const status = page.getByTestId('match-status');
      const before = await status.innerText();
      await advanceClock(request, page, 2 * 60_000);
      await expect.poll(() => status.innerText(), { timeout: SOCKET_TIMEOUT }).not.toBe(before);
    }
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('an unknown match is a 404 document from the server, with the not-found page', async ({ page }) => {
    const response = await page.goto('/tran-dau/doi-a-vs-doi-b/999999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('match-not-found')).toBeVisible();
  });

  test('on a phone the page fits the width, the tabs scroll and the pitch fits', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const d = await playedMatch(request);
    await page.goto(`${matchPath(d.match)}&tab=lineups`);
    await expect(page.getByTestId('pitch')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const pitch = (await page.getByTestId('pitch').boundingBox())!;
    expect(pitch.width).toBeLessThanOrEqual(PHONE.width);
    // Every starter's shirt lies inside the pitch.
    for (const box of await page.getByTestId('pitch-player').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.x).toBeGreaterThanOrEqual(pitch.x - 20);
      expect(box.x + box.width).toBeLessThanOrEqual(pitch.x + pitch.width + 20);
    }
    // The chosen tab is scrolled into the strip.
    await page.getByTestId('centre-tab-odds').click();
    await expect(page.getByTestId('centre-tab-odds')).toBeInViewport();
    await expect(page.getByTestId('header-score')).toBeInViewport();
  });
});
