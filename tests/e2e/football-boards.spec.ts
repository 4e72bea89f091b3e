/**
 * The football day boards end to end, against the real server, for what needs a browser: a live
 * score changing on screen over the site's own socket, axe on the odds board, and the board fitting
 * a phone. What the boards show from the API (leagues, matches, odds, the day strip, the league
 * filter, languages, the empty, failed and loading states) is in the page tests
 * (src/features/football/pages/day-boards.page.test.tsx).
 * The seeded data moves with the clock, so every expectation is taken from the API at test time.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { TIMEZONE, vnDay } from './support/clock';
import AxeBuilder from '@axe-core/playwright';
import { formatViolations, PHONE, WCAG_TAGS } from './support/a11y';
import { expect, SOCKET_TIMEOUT, test } from './support/test';

type Kind = 'results' | 'fixtures' | 'odds';
type Move = 'up' | 'down' | 'same';

interface Match {
  staticId: number;
  kickoffTime: string;
  status: number;
  statusText: string;
  minute: number | null;
  period: string | null;
  sport: string;
  score: string | null;
  homeScore: number | null;
  awayScore: number | null;
  home: { name: string };
  away: { name: string };
  odds: { oneXTwo: { home: number; draw: number | null; away: number } } | null;
  openingOdds: { oneXTwo: { home: number; draw: number | null; away: number } } | null;
  movement: { oneXTwo: { home: Move; draw: Move | null; away: Move } } | null;
}

interface Board {
  day: string;
  total: number;
  leagues: Array<{ league: { id: number; name: string; featured: boolean }; matches: Match[] }>;
}

const PATHS: Record<Kind, string> = { results: '/ket-qua/bong-da', fixtures: '/lich-thi-dau/bong-da', odds: '/ty-le-keo/bong-da' };

/** The visitor's zone is known (the geo lookup is skipped), so the page and the test agree on "today". */
test.beforeEach(async ({ page }) => {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'Timezone', value: TIMEZONE, url },
    { name: 'offset', value: '420', url },
  ]);
});

async function apiBoard(page: Page, kind: Kind, date: string, language = 'vi'): Promise<Board> {
  const query = new URLSearchParams({ kind, date, timezone: TIMEZONE });
  const response = await page.request.get(`/live/api/football/day?${query}`, { headers: { 'x-language': language } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Board }).data;
}

async function waitForBoard(page: Page, day: string) {
  await expect(page.getByTestId('day-board')).toHaveAttribute('data-day', day);
  await expect(page.getByTestId('board-content')).toHaveAttribute('data-state', /^(ready|empty)/);
}

const shownLeagues = (page: Page) => page.getByTestId('league-group').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-league'))));

test.describe('football day boards', () => {
  test('axe finds nothing serious on the odds board', async ({ page }) => {
    // One league of it, so the run stays short on a busy machine (a11y.spec.ts runs the results board whole, at both widths).
    const day = vnDay(1);
    const leagueId = (await apiBoard(page, 'odds', day)).leagues[0]!.league.id;
    await page.goto(`${PATHS.odds}?ngay=${day}&giai-dau=${leagueId}`);
    await waitForBoard(page, day);
    await expect.poll(() => shownLeagues(page)).toEqual([leagueId]);
    await expect(page.locator('[data-testid=match-row] [data-market]').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
    const found = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(found, formatViolations('the odds board', found)).toEqual([]);
  });

  test('a live score changes on screen while the page stays open', async ({ page }) => {
    // The socket is the site's own, passed through; the test adds one change to the live topic.
    let socket: WebSocketRoute | null = null;
    const seqs = new Map<number, { seq: number; state: Match }>();
    await page.routeWebSocket(/\/websocket/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"scores"')) {
          const frame = JSON.parse(message) as { type: string; matches?: Array<Match & { seq: number }> };
          for (const m of frame.matches ?? []) seqs.set(m.staticId, { seq: m.seq, state: m });
        }
        ws.send(message);
      });
      socket = ws;
    });
    await page.goto(PATHS.fixtures);
    await waitForBoard(page, vnDay(0));
    const board = await apiBoard(page, 'fixtures', vnDay(0));
    const liveIds = board.leagues.flatMap((g) => g.matches).filter((m) => m.status === 2).map((m) => m.staticId);
    expect(liveIds.length, 'a match in play at the suite’s instant').toBeGreaterThan(0);
    await expect.poll(() => liveIds.find((id) => seqs.has(id)) ?? null, { timeout: SOCKET_TIMEOUT }).not.toBeNull();
    const id = liveIds.find((i) => seqs.has(i))!;
    const { seq, state } = seqs.get(id)!;
    const row = page.locator(`[data-testid=match-row][data-id="${id}"]`);
    await expect(row).toHaveAttribute('data-tone', 'live');

    const changed = { ...state, seq: seq + 1, score: '7-5', homeScore: 7, awayScore: 5 };
    socket!.send(JSON.stringify({ type: 'scores', topic: '/topic/scores.live', at: Date.now(), snapshot: false, matches: [changed] }));
    await expect(row).toHaveAttribute('data-score', '7-5');
    await expect(row.getByTestId('match-row-goals')).toHaveText(['7', '5']);
  });

  test('on a phone the board fits the width', async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const kind of ['odds', 'results'] as const) {
      const day = kind === 'results' ? vnDay(-1) : vnDay(1);
      await page.goto(`${PATHS[kind]}?ngay=${day}`);
      await waitForBoard(page, day);
      await expect(page.getByTestId('match-row').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // The strip and the filter scroll sideways inside themselves.
      const box = await page.getByTestId('match-row').first().boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
