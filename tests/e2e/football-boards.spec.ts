/**
 * The football day boards end to end, against the real server: results (/ket-qua/bong-da), fixtures
 * (/lich-thi-dau/bong-da) and odds (/ty-le-keo/bong-da) show the day's leagues and matches as
 * /live/api/football/day answers them, the day and the league are chosen with the mouse or the keys
 * and carried in the URL, the odds show their movement since the opening line, a live score changes
 * on screen while the page stays open, in vi, en and zh, on a phone, and a failed call offers a retry.
 * The seeded data moves with the clock, so every expectation is taken from the API at test time.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import vi from '../../locales/vi.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { TIMEZONE, vnDay } from './support/clock';
import AxeBuilder from '@axe-core/playwright';
import { formatViolations, PHONE, WCAG_TAGS } from './support/a11y';
import { dropPreloadedAnswers } from './support/preload';
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
const shownMatches = (page: Page) => page.getByTestId('match-row').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-id'))));
const leaguesOf = (board: Board) => board.leagues.filter((g) => g.matches.length > 0).map((g) => g.league.id);
const matchesOf = (board: Board) => board.leagues.flatMap((g) => g.matches.map((m) => m.staticId));

/** Axe (WCAG 2.1 AA) finds nothing serious on the board: one league of it, so the run stays short on a busy machine (a11y.spec.ts runs the results board whole, at both widths). */
async function boardIsAccessible(page: Page, path: string, day: string, where: string) {
  const leagueId = await page.getByTestId('league-group').first().getAttribute('data-league');
  await page.goto(`${path}?ngay=${day}&giai-dau=${leagueId}`);
  await waitForBoard(page, day);
  await expect.poll(() => shownLeagues(page)).toEqual([Number(leagueId)]);
  const results = await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
  const found = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(found, formatViolations(where, found)).toEqual([]);
}

test.describe('football day boards', () => {
  for (const kind of ['results', 'fixtures', 'odds'] as const) {
    test(`the ${kind} board shows the API's leagues (pinned first) and matches of the day, each row linking to its match centre`, async ({ page }) => {
      // Results of today may be few in the small hours: yesterday's are always there.
      const day = kind === 'results' ? vnDay(-1) : vnDay(1);
      await page.goto(`${PATHS[kind]}?ngay=${day}`);
      await waitForBoard(page, day);
      const board = await apiBoard(page, kind, day);
      expect(board.total).toBeGreaterThan(0);
      await expect.poll(() => shownLeagues(page)).toEqual(leaguesOf(board));
      await expect.poll(() => shownMatches(page)).toEqual(matchesOf(board));
      // Pinned (featured) leagues come first and are marked.
      const featured = board.leagues.filter((g) => g.league.featured).length;
      await expect(page.locator('[data-testid=league-group][data-pinned]')).toHaveCount(featured);
      const first = board.leagues[0]!;
      const group = page.getByTestId('league-group').first();
      await expect(group.getByRole('heading', { level: 2 })).toHaveText(first.league.name);
      const row = group.getByTestId('match-row').first();
      await expect(row).toContainText(first.matches[0]!.home.name);
      await expect(row).toContainText(first.matches[0]!.away.name);
      if (kind === 'results') await expect(row).toHaveAttribute('data-score', first.matches[0]!.score!);
      await expect(row.getByTestId('match-row-link')).toHaveAttribute('href', new RegExp(`^/tran-dau/[a-z0-9-]+-vs-[a-z0-9-]+/${first.matches[0]!.staticId}\\?leagueId=${first.league.id}$`));
    });
  }

  test('the day strip changes the day by click and by keys, and the URL keeps it', async ({ page }) => {
    await page.goto(PATHS.results);
    await waitForBoard(page, vnDay(0));
    const strip = page.getByTestId('board-days');
    // Results look back: five days before today, today last.
    await expect(strip.getByRole('link')).toHaveCount(6);
    await expect(strip.getByRole('link').last()).toHaveAttribute('data-day', vnDay(0));
    await expect(strip.locator('[aria-current=date]')).toContainText(vi['schedule.day.today']);

    await strip.locator(`[data-day="${vnDay(-2)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`\\?ngay=${vnDay(-2)}$`));
    await waitForBoard(page, vnDay(-2));
    await expect.poll(async () => shownMatches(page)).toEqual(matchesOf(await apiBoard(page, 'results', vnDay(-2))));

    // One Tab stop, the chosen day; ← moves, Enter opens.
    await strip.locator('[aria-current=date]').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(strip.locator(`[data-day="${vnDay(-3)}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?ngay=${vnDay(-3)}$`));
    await waitForBoard(page, vnDay(-3));
    await expect.poll(async () => shownMatches(page)).toEqual(matchesOf(await apiBoard(page, 'results', vnDay(-3))));

  });

  test('the league filter shows one league, by click and by keys, and a link reproduces it', async ({ page }) => {
    const day = vnDay(2);
    const board = await apiBoard(page, 'fixtures', day);
    const [a, b] = board.leagues.filter((g) => g.matches.length > 0);
    await page.goto(`${PATHS.fixtures}?ngay=${day}`);
    await waitForBoard(page, day);
    const filter = page.getByTestId('league-filter');
    await expect(filter.locator('[aria-current=true]')).toHaveAttribute('data-league', 'all');
    await expect(filter.locator('[data-league=all]')).toContainText(String(board.total));

    await filter.locator(`[data-league="${a!.league.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`\\?ngay=${day}&giai-dau=${a!.league.id}$`));
    await expect.poll(() => shownLeagues(page)).toEqual([a!.league.id]);
    await expect.poll(() => shownMatches(page)).toEqual(a!.matches.map((m) => m.staticId));

    // ← / → move along the chips; Enter opens the focused one.
    await filter.locator('[aria-current=true]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(filter.locator(`[data-league="${b!.league.id}"]`)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`giai-dau=${b!.league.id}$`));
    await expect.poll(() => shownLeagues(page)).toEqual([b!.league.id]);

    // The day strip keeps the league; a link gives the same view.
    await page.getByTestId('board-days').locator(`[data-day="${vnDay(3)}"]`).click();
    await expect(page).toHaveURL(new RegExp(`\\?ngay=${vnDay(3)}&giai-dau=${b!.league.id}$`));
    await waitForBoard(page, vnDay(3));
    await page.goto(`${PATHS.fixtures}?ngay=${day}&giai-dau=${a!.league.id}`);
    await waitForBoard(page, day);
    await expect.poll(() => shownLeagues(page)).toEqual([a!.league.id]);

    await filter.locator('[data-league=all]').click();
    await expect.poll(() => shownLeagues(page)).toEqual(leaguesOf(board));

    // A league that does not exist: a notice and a way back to every league.
    await page.goto(`${PATHS.fixtures}?ngay=${day}&giai-dau=999`);
    await waitForBoard(page, day);
    await expect(page.getByTestId('board-league-empty')).toContainText(vi['football.board.leagueUnknown']);
    await page.getByTestId('board-league-empty').getByRole('link', { name: vi['football.board.showAll'] }).click();
    await expect.poll(() => shownLeagues(page)).toEqual(leaguesOf(board));
  });

  test('the odds show 1X2, handicap and over/under with their movement since the opening line', async ({ page }) => {
    const day = vnDay(1);
    await page.goto(`${PATHS.odds}?ngay=${day}`);
    await waitForBoard(page, day);
    const board = await apiBoard(page, 'odds', day);
    const moved = board.leagues.flatMap((g) => g.matches).find((m) => m.movement && m.movement.oneXTwo.home !== 'same');
    expect(moved, 'a match whose home price moved').toBeTruthy();
    const row = page.locator(`[data-testid=match-row][data-id="${moved!.staticId}"]`);
    await expect(row.locator('[data-market]')).toHaveCount(3);
    const home = row.locator('[data-market="1x2"] [data-testid=odds-price]').first();
    await expect(home).toHaveAttribute('data-move', moved!.movement!.oneXTwo.home);
    await expect(home).toContainText(moved!.odds!.oneXTwo.home.toFixed(2));
    // The arrow has words for screen readers: "tăng từ 2.14" / "giảm từ 2.14".
    const words = vi[moved!.movement!.oneXTwo.home === 'up' ? 'football.odds.upFrom' : 'football.odds.downFrom'].replace('{from}', moved!.openingOdds!.oneXTwo.home.toFixed(2));
    await expect(home).toContainText(words);
    await expect(page.getByTestId('odds-legend')).toBeVisible();
    await boardIsAccessible(page, PATHS.odds, day, 'the odds board');
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

  test('the boards speak vi, en and zh with the names as the API gives them', async ({ page }) => {
    const day = vnDay(1);
    for (const [lang, messages] of [['vi', vi], ['en', en], ['zh', zh]] as const) {
      await page.goto(`${PATHS.fixtures}?ngay=${day}&lang=${lang}`);
      await waitForBoard(page, day);
      const board = await apiBoard(page, 'fixtures', day, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages['route.fixtures']);
      await expect(page.getByTestId('league-group').first().getByRole('heading', { level: 2 })).toHaveText(board.leagues[0]!.league.name);
      await expect(page.getByTestId('match-row').first()).toContainText(board.leagues[0]!.matches[0]!.home.name);
      await expect(page.getByTestId('league-filter').locator('[data-league=all]')).toContainText(messages['football.board.filter.all']);
      await expect(page.getByTestId('board-days').locator('[aria-current=date]')).toContainText(messages['schedule.day.tomorrow']);
    }
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

  test('a day outside the strip is today, and a failed call shows the failure and a retry that loads the board', async ({ page }) => {
    // Fixtures look ahead; a day outside the strip is today.
    await page.goto(`${PATHS.fixtures}?ngay=${vnDay(-3)}`);
    await waitForBoard(page, vnDay(0));
    await expect(page.getByTestId('board-days').getByRole('link').first()).toHaveAttribute('data-day', vnDay(0));
    await expect(page.getByTestId('board-days').getByRole('link')).toHaveCount(6);

    // The page brings the board's first answer with it: without it, the first call goes out (and fails).
    await dropPreloadedAnswers(page);
    let fail = true;
    await page.route('**/live/api/football/day?**', (route) => (fail ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"msg":"down","data":null}' }) : route.fallback()));
    const day = vnDay(1);
    await page.goto(`${PATHS.fixtures}?ngay=${day}`);
    await expect(page.getByTestId('load-failed')).toBeVisible();
    fail = false;
    await page.getByTestId('load-failed').getByRole('button', { name: vi['common.retry'] }).click();
    await waitForBoard(page, day);
    await expect.poll(async () => shownMatches(page)).toEqual(matchesOf(await apiBoard(page, 'fixtures', day)));
  });
});
