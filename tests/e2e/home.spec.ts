/**
 * The home page and the match hub (/thong-tin) end to end, against the real server: what needs a
 * browser and the server — the server's banner picture drawn, a live card opening its room, a score
 * pushed over the socket changing on screen while the page stays open, the phone layout and the
 * static first paint; the hub's sports, live-only and league filters. Every expectation is taken
 * from the API at test time. The home page's sections against their data (three languages, loading,
 * empty, a failed section's retry, followed teams first) are its page test
 * (src/features/home/pages/home-page.page.test.tsx).
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { vi } from '../../locales/index.ts';
import { PHONE, waitForPageData } from './support/a11y';
import { TIMEZONE, vnDay } from './support/clock';
import { dropPreloadedAnswers } from './support/preload';
import { expect, openContext, SOCKET_TIMEOUT, test } from './support/test';

interface Team {
  id: number;
  name: string;
}
interface FeatureRow {
  id: number;
  roomId: number;
  staticId: number | null;
  status: number;
  localteam: Team | null;
  visitorteam: Team | null;
  homeScore: number | null;
  awayScore: number | null;
  users: Array<{ nickname: string }>;
}
interface BoardMatch {
  staticId: number;
  sport: string;
  status: number;
  leagueId: number;
  home: Team;
  away: Team;
}
interface DayBoard {
  leagues: Array<{ league: { id: number; name: string }; matches: BoardMatch[] }>;
}
interface LiveScore {
  staticId: number;
  seq: number;
  kickoffTime: string;
  status: number;
  homeScore: number | null;
  awayScore: number | null;
  score: string | null;
}

type Lang = 'vi' | 'en' | 'zh';

/** The visitor's zone is known (the geo lookup is skipped), so the page and the test agree on "today". */
test.beforeEach(async ({ page }) => {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([
    { name: 'Timezone', value: TIMEZONE, url },
    { name: 'offset', value: '420', url },
  ]);
});

async function api<T>(page: Page, path: string, lang: Lang = 'vi'): Promise<T> {
  const response = await page.request.get(path, { headers: { 'x-language': lang } });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const featured = (page: Page, lang: Lang = 'vi') => api<{ list: FeatureRow[] }>(page, '/live/api/schedule/feature-match?pageSize=8', lang).then((p) => p.list);
const dayBoard = (page: Page, kind: 'fixtures' | 'results', sport = 'football', lang: Lang = 'vi') =>
  api<DayBoard>(page, `/live/api/football/day?kind=${kind}&date=${vnDay(0)}&timezone=${encodeURIComponent(TIMEZONE)}&sport=${sport}`, lang);

async function homeReady(page: Page): Promise<void> {
  await waitForPageData(page);
  await expect(page.getByTestId('home-live')).toHaveAttribute('data-state', 'ready');
}

test.describe('home', () => {
  test('the server’s banner picture loads, and a live card opens its live room', async ({ page }) => {
    await page.goto('/');
    await homeReady(page);
    const rows = await featured(page);
    const banners = (await api<Array<{ position: string; image: string }>>(page, '/other/api/banner/list')).filter((b) => b.position === 'home-top');
    const image = page.getByTestId('banner').first().locator('img');
    await expect(image).toHaveAttribute('src', banners[0]!.image);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // One click on a card: its live room.
    await page.getByTestId('live-card').first().click();
    await expect(page).toHaveURL(new RegExp(`/truc-tiep/.+-${rows[0]!.roomId}$`));
    await expect(page.getByTestId('room')).toBeVisible();
  });

  test('a score pushed over the socket changes on screen while the page stays open', async ({ page }) => {
    // The site's one socket, passed through; what the server says of each live match is noted.
    let toPage: WebSocketRoute | null = null;
    const held = new Map<number, LiveScore>();
    await page.routeWebSocket(/\/websocket/, (ws) => {
      toPage = ws;
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (typeof message === 'string') {
          const frame = JSON.parse(message) as { type?: string; matches?: LiveScore[] };
          if (frame.type === 'scores') for (const m of frame.matches ?? []) held.set(m.staticId, m);
        }
        ws.send(message);
      });
    });
    await page.goto('/');
    await homeReady(page);
    const card = page.locator('[data-testid=live-card][data-status="2"]').first();
    const staticId = Number(await card.getAttribute('data-static-id'));
    await expect.poll(() => held.has(staticId), { timeout: SOCKET_TIMEOUT }).toBe(true);
    const before = held.get(staticId)!;
    await expect(card.getByTestId('live-card-home-score')).toHaveText(String(before.homeScore));

    // The next change of that match: the home side scores.
    const homeScore = (before.homeScore ?? 0) + 1;
    const next: LiveScore = { ...before, seq: before.seq + 1, homeScore, score: `${homeScore}-${before.awayScore ?? 0}` };
    toPage!.send(JSON.stringify({ type: 'scores', topic: '/topic/scores.live', at: Date.now(), snapshot: false, matches: [next] }));
    await expect(card.getByTestId('live-card-home-score')).toHaveText(String(homeScore));
    // The same match in today's list (football) changes with it.
    const row = page.getByTestId('home-fixtures').locator(`[data-testid=match-row][data-id="${staticId}"]`);
    if ((await row.count()) > 0) await expect(row.getByTestId('match-row-goals').first()).toHaveText(String(homeScore));
  });

  test('on a phone the live strip scrolls sideways inside the page, which does not; the first paint is the page’s own', async ({ page, browser }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await homeReady(page);
    const strip = page.getByTestId('live-strip');
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const box = (await page.getByTestId('live-card').first().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);

    // Before any script: the hero's h1, the sections' headings and their skeletons.
    const context = await openContext(browser, { javaScriptEnabled: false, viewport: PHONE });
    const bare = await context.newPage();
    await bare.goto('/');
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText(vi['home.hero.title']);
    await expect(bare.getByRole('heading', { level: 2, name: vi['home.live.title'] })).toBeVisible();
    await expect(bare.getByTestId('live-strip-skeleton')).toBeVisible();
    await context.close();
  });
});

test.describe('match hub', () => {
  test('every sport of the day by league, with the sport tabs, live only and the league filter; a row opens its match centre', async ({ page }) => {
    await page.goto('/thong-tin');
    const hub = page.getByTestId('match-hub');
    await expect(hub).toHaveAttribute('data-state', /^ready/);
    const boards = await Promise.all(['football', 'basketball', 'esport'].flatMap((sport) => (['fixtures', 'results'] as const).map((kind) => dayBoard(page, kind, sport))));
    const matches = boards.flatMap((b) => b.leagues.flatMap((l) => l.matches));
    await expect(hub.getByTestId('match-row')).toHaveCount(matches.length);
    const basketball = matches.filter((m) => m.sport === 'basketball');
    expect(basketball.length).toBeGreaterThan(0);

    // A sport tab keeps that sport's matches.
    const sports = page.getByRole('navigation', { name: vi['hub.sport.label'] });
    await sports.getByRole('link', { name: vi['hub.sport.basketball'], exact: true }).click();
    await expect(page).toHaveURL(/\/thong-tin\?mon=bong-ro$/);
    await expect(hub.getByTestId('match-row')).toHaveCount(basketball.length);
    await expect(hub.getByTestId('league-group')).toHaveCount(new Set(basketball.map((m) => m.leagueId)).size);

    // Live only, over every sport.
    await sports.getByRole('link', { name: vi['hub.sport.all'], exact: true }).click();
    await expect(page).toHaveURL(/\/thong-tin$/);
    await page.getByTestId('hub-live-toggle').click();
    await expect(page).toHaveURL(/\?truc-tiep=1$/);
    await expect(page.getByTestId('hub-live-toggle')).toHaveAttribute('aria-pressed', 'true');
    const rows = hub.getByTestId('match-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.evaluateAll((els) => els.every((el) => el.getAttribute('data-status') === '2'))).toBe(true);
    await page.getByTestId('hub-live-toggle').click();

    // One league.
    const league = boards[0]!.leagues[0]!.league;
    const ofLeague = matches.filter((m) => m.sport === 'football' && m.leagueId === league.id);
    await page.getByTestId('hub-league').selectOption(String(league.id));
    await expect(page).toHaveURL(new RegExp(`\\?giai=${league.id}$`));
    await expect(hub.getByTestId('league-group')).toHaveCount(1);
    await expect(hub.getByTestId('match-row')).toHaveCount(ofLeague.length);

    // A row: its match centre.
    const match = ofLeague[0]!;
    await hub.locator(`[data-testid=match-row][data-id="${match.staticId}"]`).getByTestId('match-row-link').click();
    await expect(page).toHaveURL(new RegExp(`/tran-dau/[a-z0-9-]*vs[a-z0-9-]*/${match.staticId}\\?leagueId=${match.leagueId}$`));
  });

  test('the same hub at /thong-tin-tran-dau on a phone; a failed load retries', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await dropPreloadedAnswers(page);
    let failures = 1;
    await page.route((url) => url.pathname === '/live/api/football/day' && url.searchParams.get('sport') === 'esport', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"msg":"down","data":null}' }) : route.continue(),
    );
    await page.goto('/thong-tin-tran-dau?mon=esport');
    const hub = page.getByTestId('match-hub');
    await expect(hub).toHaveAttribute('data-state', 'failed');
    await hub.getByRole('button', { name: vi['common.retry'] }).click();
    await expect(hub).toHaveAttribute('data-state', /^ready/);
    const esport = (await Promise.all([dayBoard(page, 'fixtures', 'esport'), dayBoard(page, 'results', 'esport')])).flatMap((b) => b.leagues.flatMap((l) => l.matches));
    await expect(hub.getByTestId('match-row')).toHaveCount(esport.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
