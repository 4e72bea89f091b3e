/**
 * The games in a real browser: the phone grid, the game itself loaded in its sandboxed frame in the
 * visitor's language, axe on the game page; then the journey "play a game and see the score on the
 * leaderboard" as paths generated from a small user-flow machine (a guest plays and is asked to
 * sign in; a member's round is saved and shows, highlighted, on the game's leaderboard). What the
 * pages show of the API's data (the featured page and each tab in three languages, loading,
 * failures, an unknown game, how to play, related games, what each round's end says) is checked by
 * the page tests beside src/features/games/pages; /game's axe check is a11y.spec.ts's.
 */
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import type { Envelope } from '../../contracts/schemas/common';
import type { GameDetail, GameScoreResult } from '../../contracts/schemas/media/games';
import { DESKTOP, formatViolations, MEMBER, PHONE, seriousViolations, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

/** The penalty shoot-out: five kicks, a round lasts about nine seconds. */
const PENALTY_ID = 13;

async function detail(request: APIRequestContext, id: number, language = 'vi'): Promise<GameDetail> {
  const res = await request.get(`/other/api/game/detail?id=${id}`, { headers: { 'x-language': language } });
  return ((await res.json()) as Envelope<GameDetail>).data;
}

test.describe('games pages', () => {
  test('on a phone the grid has two columns', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/game/game-all');
    await waitForPageData(page);
    const cards = page.getByTestId('game-card');
    const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    expect(a!.y).toBe(b!.y);
    expect(c!.y).toBeGreaterThan(a!.y);
    expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x);
    expect(b!.x + b!.width).toBeLessThanOrEqual(PHONE.width);
  });

  test('the game page: the game loads in its frame in the visitor’s language and says it is ready; axe', async ({ page, request }) => {
    await page.setViewportSize(DESKTOP);
    const game = await detail(request, PENALTY_ID, 'en');
    await page.goto(`${game.path}?lang=en`);
    await expect(page.getByTestId('game-frame')).toHaveAttribute('src', '/games/penalty/index.html?lang=en');
    await expect(page.frameLocator('[data-testid=game-frame]').locator('.kit-title')).toHaveText('Penalty shoot-out');
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-state', 'idle');
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
  const shoot = frame.getByRole('button', { name: /Sút|Shoot|射門/ });
  for (let kick = 0; kick < 5; kick++) {
    await expect(shoot).toBeEnabled({ timeout: 5000 });
    await page.keyboard.press('Space');
    // The ball is on its way (about 1.5 s until the next kick): one Space, one kick.
    await expect(shoot).toBeDisabled();
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
