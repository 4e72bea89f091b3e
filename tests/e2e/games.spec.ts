/**
 * The games: the featured page and the tabs with the server's games in three languages, the phone
 * grid, a failed list with retry, an unknown game, axe; then the journey "play a game and see the
 * score on the leaderboard" as paths generated from a small user-flow machine (a guest plays and is
 * asked to sign in; a member's round is saved and shows, highlighted, on the game's leaderboard).
 */
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import type { Envelope, Page as ListPage } from '../../contracts/schemas/common';
import type { GameCard, GameDetail, GameScoreResult } from '../../contracts/schemas/media/games';
import { DESKTOP, formatViolations, MEMBER, PHONE, seriousViolations, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

/** The penalty shoot-out: five kicks, a round lasts about nine seconds. */
const PENALTY_ID = 13;

async function list(request: APIRequestContext, tab: string, language = 'vi', pageSize = 24): Promise<GameCard[]> {
  const res = await request.get(`/other/api/game/list?tab=${tab}&pageSize=${pageSize}`, { headers: { 'x-language': language } });
  return ((await res.json()) as Envelope<ListPage<GameCard>>).data.list;
}

async function detail(request: APIRequestContext, id: number, language = 'vi'): Promise<GameDetail> {
  const res = await request.get(`/other/api/game/detail?id=${id}`, { headers: { 'x-language': language } });
  return ((await res.json()) as Envelope<GameDetail>).data;
}

const cardNames = (page: Page) => page.getByTestId('game-card-name');

test.describe('games pages', () => {
  test('the featured page and each tab show the server’s games, in vi, en and zh', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const trending = await list(request, 'xu-huong', 'vi', 6);
    await page.goto('/game');
    const featured = page.getByTestId('games-featured');
    await expect(featured.getByTestId('game-grid').first().getByTestId('game-card-name')).toHaveText(trending.map((g) => g.name));
    // Axe on /game runs in a11y.spec.ts; the game page's (with the game's own frame) below.

    // The Top tab, by its link: the list the server orders by rating.
    const top = await list(request, 'game-top');
    await page.getByRole('link', { name: 'Top', exact: true }).click();
    await expect(page).toHaveURL(/\/game\/game-top$/);
    await expect(cardNames(page)).toHaveText(top.map((g) => g.name));

    for (const [language, tab, path] of [
      ['en', 'game-hot', '/game/game-hot'],
      ['zh', 'game-moi', '/game/game-moi'],
    ] as const) {
      const games = await list(request, tab, language);
      await page.goto(`${path}?lang=${language}`);
      await expect(cardNames(page)).toHaveText(games.map((g) => g.name));
    }
  });

  test('on a phone the grid has two columns and a card opens its game', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const all = await list(request, 'game-all');
    await page.goto('/game/game-all');
    const cards = page.getByTestId('game-card');
    await expect(cards).toHaveCount(all.length);
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x);
    expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
    // Keyboard: the first card is a link; Enter opens the game page.
    await cards.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${all[0]!.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(all[0]!.name);
  });

  test('a failed list offers a retry, and an unknown game says so', async ({ page }) => {
    let failures = 1;
    await page.route('**/other/api/game/list?*', (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 500, msg: 'Lỗi máy chủ', data: null }) }) : route.continue(),
    );
    await page.goto('/game/game-top');
    await expect(page.getByTestId('load-failed')).toBeVisible();
    await page.getByTestId('load-failed').getByRole('button').click();
    await expect(page.getByTestId('game-card').first()).toBeVisible();

    await page.goto('/game/choi-game/khong-co/99999?lang=en');
    await expect(page.getByTestId('game-not-found')).toContainText('No game with id 99999');
  });

  test('the game page: the game in a sandboxed frame in the visitor’s language, how to play, related games, axe', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const game = await detail(request, PENALTY_ID, 'en');
    await page.goto(`${game.path}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(game.name);
    const frame = page.getByTestId('game-frame');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(frame).toHaveAttribute('src', '/games/penalty/index.html?lang=en');
    await expect(page.frameLocator('[data-testid=game-frame]').locator('.kit-title')).toHaveText('Penalty shoot-out');
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('game-about')).toContainText(game.howToPlay);
    await expect(page.getByTestId('game-about').locator('li')).toHaveText(game.instructions);
    await waitForPageData(page);
    const atGame = await seriousViolations(page);
    expect(atGame, formatViolations(game.path, atGame)).toEqual([]);
  });
});

/** Where the visitor is in the journey. */
const playFlow = createMachine({
  id: 'games-flow',
  initial: 'gamePage',
  states: {
    gamePage: { on: { PLAY_ROUND: 'guestRoundOver', SIGN_IN: 'memberPage' } },
    guestRoundOver: { on: { SIGN_IN: 'memberPage' } },
    memberPage: { on: { PLAY_ROUND: 'onLeaderboard' } },
    onLeaderboard: {},
  },
});

/** A path whose steps another path starts with adds nothing: its transitions run in the longer one. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  const longest = paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
  // Two transitions into one state extend the same shortest path: keep each path once.
  return longest.filter((p, i) => longest.findIndex((q) => key(q) === key(p)) === i);
}

interface Seen {
  result?: GameScoreResult;
  guestScore?: number;
}

const game = (page: Page): FrameLocator => page.frameLocator('[data-testid=game-frame]');

/** Plays one round of the penalty shoot-out with the keyboard: Play, then Space at each kick. */
async function playPenaltyRound(page: Page): Promise<number> {
  const frame = game(page);
  await frame.locator('.kit-button').click();
  for (let kick = 0; kick < 5; kick++) {
    await expect(frame.getByRole('button', { name: /Sút|Shoot|射門/ })).toBeEnabled({ timeout: 5000 });
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
  }
  await expect(frame.locator('.kit-big')).toBeVisible({ timeout: 10_000 });
  return Number(await frame.locator('.kit-big').textContent());
}

const checks: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  gamePage: async (page) => {
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-state', 'idle');
    await expect(page.getByTestId('game-status')).toContainText('khách');
  },
  guestRoundOver: async (page, seen) => {
    const status = page.getByTestId('game-status');
    await expect(status).toHaveAttribute('data-state', 'guestOver');
    await expect(status).toContainText(`${seen.guestScore} điểm`);
    await expect(status.getByTestId('game-sign-in')).toBeVisible();
    await expect(game(page).locator('.kit-status')).toHaveText('Đăng nhập để lưu điểm');
  },
  memberPage: async (page) => {
    await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-member', 'true');
    await expect(page.getByTestId('game-status')).toContainText(/Điểm của bạn sẽ được lưu|lượt sau sẽ được lưu/);
    await expect(page.getByTestId('game-sign-in')).toHaveCount(0);
  },
  onLeaderboard: async (page, seen) => {
    const result = seen.result!;
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-state', 'saved');
    await expect(page.getByTestId('game-status')).toContainText(`hạng ${result.rank}`);
    const mine = page.getByTestId('leaderboard').locator('[data-me]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(mine.getByTestId('leaderboard-score')).toHaveText(new Intl.NumberFormat('vi').format(result.best));
    await expect(mine.locator('span').first()).toHaveText(String(result.rank));
  },
};

const actions: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  PLAY_ROUND: async (page, seen) => {
    const member = (await page.getByTestId('header-account').getAttribute('data-auth')) === 'member';
    const saved = member ? page.waitForResponse((r) => r.url().includes('/other/api/game/score') && r.request().method() === 'POST') : null;
    const score = await playPenaltyRound(page);
    if (saved) {
      const answer = (await (await saved).json()) as Envelope<GameScoreResult>;
      expect(answer.code).toBe(200);
      expect(answer.data.score).toBe(score);
      seen.result = answer.data;
    } else seen.guestScore = score;
  },
  SIGN_IN: async (page) => {
    // The status line's sign-in button (the header's when no round has ended yet) opens the login form.
    const inStatus = page.getByTestId('game-sign-in');
    await ((await inStatus.isVisible()) ? inStatus : page.getByTestId('login-button')).click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name=username]').fill(MEMBER.username);
    await form.locator('input[name=password]').fill(MEMBER.password);
    await form.locator('button[type=submit]').click();
  },
};

test.describe('play a game and see the score on the leaderboard', () => {
  for (const path of withoutPrefixes(transitionPaths(playFlow, {}))) {
    test(path.description, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(DESKTOP);
      const penalty = await detail(request, PENALTY_ID);
      const seen: Seen = {};
      await page.goto(penalty.path);
      await checks.gamePage!(page, seen);
      for (const step of path.steps) {
        await actions[step.event.type]!(page, seen);
        await checks[step.value as string]!(page, seen);
      }
    });
  }
});
