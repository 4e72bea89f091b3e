/**
 * The home page and the match hub (/thong-tin) end to end, against the real server: the featured
 * matches live with their names, scores and hosts, a score pushed over the socket changing on
 * screen while the page stays open, the banners, today's lists and the tipsters, the three
 * languages, a failed section's retry, the phone layout and the static first paint; the hub's
 * sports, live-only and league filters. Every expectation is taken from the API at test time.
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import vi from '../../locales/vi.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { PHONE } from './support/a11y';
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

const catalogues = { vi, en, zh } as const;
type Lang = keyof typeof catalogues;

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
  await expect(page.getByTestId('home-live')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#static-frame')).toHaveCount(0);
}

test.describe('home', () => {
  test('live now, banners, today’s lists and the tipsters come from the API; a card opens its live room', async ({ page }) => {
    await page.goto('/');
    await homeReady(page);
    const rows = await featured(page);
    const cards = page.getByTestId('live-card');
    await expect(cards).toHaveCount(rows.length);
    // The featured matches in the API's order, live first, with their teams and hosts.
    expect(await cards.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-static-id'))))).toEqual(rows.map((r) => r.staticId));
    const live = rows.filter((r) => r.status === 2);
    expect(live.length).toBeGreaterThan(0);
    const first = cards.first();
    await expect(first.getByTestId('live-card-home')).toHaveText(rows[0]!.localteam!.name);
    await expect(first.getByTestId('live-card-away')).toHaveText(rows[0]!.visitorteam!.name);
    await expect(first).toContainText(rows[0]!.users[0]!.nickname);
    if (rows[0]!.status === 2) {
      await expect(first.getByTestId('live-card-viewers')).toBeVisible();
      await expect(page.getByTestId('home-live-count')).toContainText(String(live.length));
    }

    // The top banners, the server's pictures with their size written.
    const banners = (await api<Array<{ position: string; title: string; image: string; link: string }>>(page, '/other/api/banner/list')).filter((b) => b.position === 'home-top');
    const shown = page.getByTestId('banner');
    await expect(shown).toHaveCount(banners.length);
    const image = shown.first().locator('img');
    await expect(image).toHaveAttribute('src', banners[0]!.image);
    await expect(image).toHaveAttribute('alt', banners[0]!.title);
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '300');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(shown.first().getByRole('link')).toHaveAttribute('href', banners[0]!.link);

    // Today's football still to play by league, and the results.
    const fixtures = await dayBoard(page, 'fixtures');
    const today = page.getByTestId('home-fixtures');
    await expect(today.getByTestId('league-group').first()).toContainText(fixtures.leagues[0]!.league.name);
    const firstMatch = fixtures.leagues[0]!.matches[0]!;
    await expect(today.locator(`[data-static-id="${firstMatch.staticId}"]`)).toContainText(firstMatch.home.name);
    const results = await dayBoard(page, 'results');
    if (results.leagues.length > 0) {
      await expect(page.getByTestId('home-results').getByTestId('league-group').first()).toContainText(results.leagues[0]!.league.name);
    } else {
      await expect(page.getByTestId('home-results-empty')).toBeVisible();
    }

    // The best tipsters, in the API's order.
    const tipsters = await api<{ list: Array<{ author: { nickname: string }; winRate: number }> }>(page, '/other/api/schedule-tips/v2/top-rating?pageNum=1&pageSize=5');
    await expect(page.getByTestId('tipster')).toHaveCount(tipsters.list.length);
    await expect(page.getByTestId('tipster').first()).toContainText(tipsters.list[0]!.author.nickname);
    await expect(page.getByTestId('tipster-rate').first()).toHaveText(`${Math.round(tipsters.list[0]!.winRate * 100)}%`);

    // One click on a card: its live room.
    await first.click();
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
    const row = page.getByTestId('home-fixtures').locator(`[data-testid=board-row][data-static-id="${staticId}"]`);
    if ((await row.count()) > 0) await expect(row.getByTestId('board-row-home-score')).toHaveText(String(homeScore));
  });

  for (const lang of ['en', 'zh'] as const) {
    test(`in ${lang}: the hero, the sections and the teams in the visitor's language`, async ({ page }) => {
      const t = catalogues[lang] as Record<string, string>;
      await page.goto(`/?lang=${lang}`);
      await homeReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['home.hero.title']!);
      await expect(page.getByRole('heading', { level: 2, name: t['home.today.title'] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t['home.tips.title'] })).toBeVisible();
      const rows = await featured(page, lang);
      await expect(page.getByTestId('live-card-home').first()).toHaveText(rows[0]!.localteam!.name);
      const fixtures = await dayBoard(page, 'fixtures', 'football', lang);
      await expect(page.getByTestId('home-fixtures').getByTestId('league-group').first()).toContainText(fixtures.leagues[0]!.league.name);
    });
  }

  test('a followed team’s matches come first in today’s lists', async ({ page }) => {
    // Today's fixtures as home lists them: the last league's last match, far from the top.
    const board = await dayBoard(page, 'fixtures');
    expect(board.leagues.length).toBeGreaterThan(1);
    const last = board.leagues.at(-1)!;
    const team = last.matches.at(-1)!.away;
    // A guest follows the team: the favourites machine keeps a guest's list in the browser.
    await page.addInitScript((ids) => localStorage.setItem('favouriteTeams.v1', JSON.stringify(ids)), [team.id]);
    await page.goto('/');
    await homeReady(page);
    const first = page.getByTestId('home-fixtures').getByTestId('league-group').first();
    await expect(first).toHaveAttribute('data-league', String(last.league.id));
    await expect(first.getByRole('link').filter({ hasText: team.name }).first()).toBeVisible();
  });

  test('a section whose call fails says so, and its retry loads it', async ({ page }) => {
    await dropPreloadedAnswers(page);
    let failures = 1;
    await page.route('**/other/api/schedule-tips/v2/top-rating**', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"code":503,"msg":"down","data":null}' }) : route.continue(),
    );
    await page.goto('/');
    const tips = page.getByTestId('home-tips');
    await expect(tips).toHaveAttribute('data-state', 'failed');
    await expect(tips.getByTestId('load-failed')).toContainText(vi['common.loadFailed']);
    // The other sections are not held up by it.
    await expect(page.getByTestId('home-live')).toHaveAttribute('data-state', 'ready');
    await tips.getByRole('button', { name: vi['common.retry'] }).click();
    await expect(tips).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('tipster').first()).toBeVisible();
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
    await expect(hub.getByTestId('board-row')).toHaveCount(matches.length);
    const basketball = matches.filter((m) => m.sport === 'basketball');
    expect(basketball.length).toBeGreaterThan(0);

    // A sport tab keeps that sport's matches.
    const sports = page.getByRole('navigation', { name: vi['hub.sport.label'] });
    await sports.getByRole('link', { name: vi['hub.sport.basketball'], exact: true }).click();
    await expect(page).toHaveURL(/\/thong-tin\?mon=bong-ro$/);
    await expect(hub.getByTestId('board-row')).toHaveCount(basketball.length);
    await expect(hub.getByTestId('league-group')).toHaveCount(new Set(basketball.map((m) => m.leagueId)).size);

    // Live only, over every sport.
    await sports.getByRole('link', { name: vi['hub.sport.all'], exact: true }).click();
    await expect(page).toHaveURL(/\/thong-tin$/);
    await page.getByTestId('hub-live-toggle').click();
    await expect(page).toHaveURL(/\?truc-tiep=1$/);
    await expect(page.getByTestId('hub-live-toggle')).toHaveAttribute('aria-pressed', 'true');
    const rows = hub.getByTestId('board-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.evaluateAll((els) => els.every((el) => el.getAttribute('data-status') === '2'))).toBe(true);
    await page.getByTestId('hub-live-toggle').click();

    // One league.
    const league = boards[0]!.leagues[0]!.league;
    const ofLeague = matches.filter((m) => m.sport === 'football' && m.leagueId === league.id);
    await page.getByTestId('hub-league').selectOption(String(league.id));
    await expect(page).toHaveURL(new RegExp(`\\?giai=${league.id}$`));
    await expect(hub.getByTestId('league-group')).toHaveCount(1);
    await expect(hub.getByTestId('board-row')).toHaveCount(ofLeague.length);

    // A row: its match centre.
    const match = ofLeague[0]!;
    await hub.locator(`[data-testid=board-row][data-static-id="${match.staticId}"]`).getByTestId('board-row-link').click();
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
    await expect(hub.getByTestId('board-row')).toHaveCount(esport.length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
