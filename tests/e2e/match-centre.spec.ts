/**
 * The match centre (/tran-dau/{home}-vs-{away}/{staticId}?leagueId=) end to end: a played match's
 * sections with the API's own figures, a live match moving on screen without a reload (the server's
 * clock runs during the test and pushes over the site's socket), team names in the three languages,
 * the not-found state, a failed call's retry and the phone layout. Matches are found through the
 * API at test time: the seeded days move with the clock.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { DayBoard, MatchDetail, MatchWithOdds } from '../../contracts/schemas/sports/matches';
import { matchPath } from '../../src/lib/match-path';
import en from '../../locales/en.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { PHONE } from './support/a11y';
import { advanceClock, TIMEZONE, vnDay } from './support/clock';
import { dropPreloadedAnswers } from './support/preload';
import { expect, SOCKET_TIMEOUT, test } from './support/test';

type Lang = 'vi' | 'en' | 'zh';
const CATALOGUES = { vi, en, zh } as const;

async function day(request: APIRequestContext, kind: 'results' | 'fixtures', date: string, sport = 'football'): Promise<MatchWithOdds[]> {
  const res = await request.get('/live/api/football/day', { params: { kind, date, timezone: TIMEZONE, sport } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: DayBoard }).data.leagues.flatMap((l) => l.matches);
}

async function detailOf(request: APIRequestContext, staticId: number, lang: Lang = 'vi'): Promise<MatchDetail> {
  const res = await request.get('/live/api/football/match', { params: { staticId }, headers: { 'x-language': lang } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: MatchDetail }).data;
}

/** Yesterday's football match with the most to show: goals, cards and a league table. */
async function playedMatch(request: APIRequestContext): Promise<MatchDetail> {
  const played = (await day(request, 'results', vnDay(-1))).filter((m) => m.status === 3 && (m.homeScore ?? 0) + (m.awayScore ?? 0) > 0);
  for (const m of played.slice(0, 6)) {
    const d = await detailOf(request, m.staticId);
    if (d.standings && d.lineups && d.h2h.summary.played > 0) return d;
  }
  throw new Error('no played match with a table, line-ups and past meetings yesterday');
}

const scoreText = (page: Page) => page.getByTestId('header-score').innerText().then((t) => t.replace(/\s+/g, ' ').replace(/^\D*/, '').trim());

test.describe('the match centre', () => {
  test('a played match shows its score, events, line-ups, statistics, head-to-head and the table with both teams marked', async ({ page, request }) => {
    const d = await playedMatch(request);
    const m = d.match;
    await page.goto(matchPath(m));
    await expect(page.locator('h1')).toContainText(`${m.home.name} vs ${m.away.name}`);
    await expect(page.getByTestId('header-home')).toContainText(m.home.name);
    await expect(page.getByTestId('header-away')).toContainText(m.away.name);
    expect(await scoreText(page)).toBe(`${m.homeScore} - ${m.awayScore}`);
    await expect(page.getByTestId('match-status')).toHaveAttribute('data-kind', 'ended');
    await expect(page.getByTestId('header-home')).toHaveAttribute('href', new RegExp(`^/doi-bong/[a-z0-9-]+/${m.home.id}$`));

    // Overview: every event, the graphs with their text.
    const events = page.getByTestId('match-event');
    await expect(events).toHaveCount(d.events.length);
    const firstGoal = d.events.find((e) => e.type === 'goal' && e.player)!;
    await expect(page.getByTestId('match-events')).toContainText(firstGoal.player!.name);
    await expect(page.getByTestId('momentum-chart')).toHaveAttribute('role', 'img');
    await expect(page.getByTestId('momentum-chart').locator('title')).toHaveText(vi['matchCentre.momentum.title']);
    await expect(page.getByTestId('win-probability-chart').locator('desc')).toContainText(m.home.name);

    // Keyboard: the tabs follow the arrows and the address keeps the tab.
    await page.getByTestId('centre-tab-overview').focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('centre-tab-lineups')).toBeFocused();
    await expect(page).toHaveURL(/[?&]tab=lineups/);
    await expect(page.getByTestId('pitch-player')).toHaveCount(d.lineups!.home.starters.length + d.lineups!.away.starters.length);
    await expect(page.getByTestId('lineup-formation').first()).toHaveText(d.lineups!.home.formation);
    await expect(page.getByTestId('pitch-home')).toContainText(d.lineups!.home.starters[0]!.name);

    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/[?&]tab=stats/);
    const stats = page.getByTestId('match-stats');
    await expect(stats).toContainText(vi['roomTabs.stat.possession']);
    await expect(stats.locator('li').first()).toContainText(String(d.stats!.possession[0]));

    await page.getByTestId('centre-tab-h2h').click();
    await expect(page.getByTestId('h2h-match')).toHaveCount(d.h2h.matches.length);
    await expect(page.getByTestId('h2h')).toContainText(String(d.h2h.summary.firstWins));

    await page.getByTestId('centre-tab-table').click();
    const marked = page.locator('[data-testid=standing-row][data-marked=true]');
    await expect(marked).toHaveCount(2);
    await expect(marked.filter({ hasText: m.home.name })).toHaveCount(1);
    await expect(marked.filter({ hasText: m.away.name })).toHaveCount(1);
    await expect(page.getByTestId('standing-row')).toHaveCount(d.standings!.rows.length);

    // The tab survives a reload; the odds of a match over are its opening line.
    await page.getByTestId('centre-tab-odds').click();
    await page.reload();
    await expect(page.getByTestId('centre-tabs')).toHaveAttribute('data-tab', 'odds');
    await expect(page.getByTestId('odds-closed')).toBeVisible();
    await expect(page.getByTestId('odds-1x2').getByTestId('odds-opening').first()).toHaveText(d.openingOdds!.oneXTwo.home.toFixed(2));
  });

  test("a live match's score moves on screen while the page stays open", async ({ page, request }) => {
    // Basketball's score moves every few seconds within a quarter; football's minute once a minute.
    const basketball = (await day(request, 'fixtures', vnDay(0), 'basketball')).find((m) => m.status === 2 && /^Q\d$/.test(m.period ?? ''));
    const football = (await day(request, 'fixtures', vnDay(0))).find((m) => m.status === 2 && /^\d+$/.test(m.statusText));
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

  test('team names come in the language of the page', async ({ page, request }) => {
    const m = (await day(request, 'fixtures', vnDay(1))).find((f) => f.status === 1)!;
    for (const lang of ['vi', 'en', 'zh'] as const) {
      const d = await detailOf(request, m.staticId, lang);
      await page.goto(`${matchPath(m)}&lang=${lang}`);
      await expect(page.getByTestId('header-home')).toHaveText(d.match.home.name);
      await expect(page.getByTestId('header-away')).toHaveText(d.match.away.name);
      await expect(page.getByTestId('centre-tab-h2h')).toHaveText(CATALOGUES[lang]['matchCentre.tab.h2h']);
      // Before kick-off: the line-ups come an hour before, the events once it starts.
      await expect(page.getByTestId('events-empty')).toHaveText(CATALOGUES[lang]['matchCentre.events.notStarted']);
    }
    expect((await detailOf(request, m.staticId, 'zh')).match.home.name).not.toBe((await detailOf(request, m.staticId, 'vi')).match.home.name);
  });

  test('an unknown match, or a league that is not its own, shows the not-found state with the ways back', async ({ page, request }) => {
    const response = await page.goto('/tran-dau/doi-a-vs-doi-b/999999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('match-not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vi['matchCentre.notFound.title']);
    await page.getByTestId('match-not-found').getByRole('link', { name: vi['route.results'], exact: true }).click();
    await expect(page).toHaveURL(/\/ket-qua\/bong-da$/);

    const m = (await day(request, 'fixtures', vnDay(1))).find((f) => f.status === 1)!;
    await page.goto(matchPath({ ...m, leagueId: m.leagueId + 1000 }));
    await expect(page.getByTestId('match-not-found')).toBeVisible();
  });

  test('a failed call shows the retry, and the retry loads the match', async ({ page, request }) => {
    const m = (await day(request, 'fixtures', vnDay(1))).find((f) => f.status === 1)!;
    await dropPreloadedAnswers(page);
    let failures = 1;
    await page.route('**/live/api/football/match?*', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, msg: 'Down for a moment', data: null }) });
      else await route.continue();
    });
    await page.goto(matchPath(m));
    await expect(page.getByTestId('load-failed')).toBeVisible();
    await page.getByTestId('load-failed').getByRole('button').click();
    await expect(page.getByTestId('header-home')).toHaveText(m.home.name);
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
