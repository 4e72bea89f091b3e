/**
 * The sports journey end to end: home → a match centre → one of its teams → a player of its squad →
 * comparing him → and back, page by page. The paths are generated from a small machine whose states
 * are the pages a visitor is on and whose events are what the visitor does; paths that another path
 * begins with are left out (their steps run in the longer one), so every transition runs once or
 * more in four tests.
 */
import type { Page } from '@playwright/test';
import { createMachine } from 'xstate';
import { transitionPaths, type ModelPath } from '../../machines/test-utils/model-paths';
import { DESKTOP, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

/** Where the visitor is; BACK is the browser's Back button. */
const sportsFlow = createMachine({
  id: 'sports-flow',
  initial: 'home',
  states: {
    home: { on: { OPEN_MATCH: 'matchCentre' } },
    matchCentre: { on: { OPEN_TEAM: 'team', BACK: 'home' } },
    team: { on: { OPEN_PLAYER: 'player', BACK: 'matchCentre' } },
    player: { on: { COMPARE: 'compare', BACK: 'team' } },
    compare: { on: { BACK: 'player' } },
  },
});

/** A path whose steps another path starts with adds nothing: its transitions run in the longer one. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const key = (p: ModelPath) => p.steps.map((s) => s.event.type).join(' ');
  return paths.filter((p) => !paths.some((q) => q !== p && q.steps.length > p.steps.length && key(q).startsWith(`${key(p)} `)));
}

/** What each page shows once its data is in, remembered along the path for the checks after Back. */
interface Seen {
  matchTitle?: string;
  team?: string;
  player?: string;
}

async function settled(page: Page, testId: string) {
  const root = page.getByTestId(testId);
  await expect(root).toBeVisible();
  await expect(root).not.toHaveAttribute('data-state', 'loading');
  return root;
}

const checks: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  home: async (page) => {
    await expect(page).toHaveURL(/\/$/);
    await waitForPageData(page);
    await expect(page.locator('main a[href^="/tran-dau/"]').first()).toBeVisible();
  },
  matchCentre: async (page, seen) => {
    await expect(page).toHaveURL(/\/tran-dau\/[^/]+\/\d+/);
    await waitForPageData(page);
    await settled(page, 'match-centre');
    await expect(page.getByTestId('match-header')).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    if (seen.matchTitle) expect(title).toBe(seen.matchTitle);
    seen.matchTitle = title;
  },
  team: async (page, seen) => {
    await expect(page).toHaveURL(/\/doi-bong\/[^/]+\/\d+/);
    await waitForPageData(page);
    await settled(page, 'team-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seen.team!);
    await expect(page.getByTestId('squad-player').first()).toBeVisible();
  },
  player: async (page, seen) => {
    await waitForPageData(page);
    await settled(page, 'player-page');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(seen.player!);
    await expect(page.getByTestId('player-season')).toBeVisible();
  },
  compare: async (page, seen) => {
    await expect(page).toHaveURL(/\/so-sanh\/cau-thu\?id1=\d+/);
    await expect(page.getByTestId('compare-side-name').first()).toHaveText(seen.player!);
  },
};

const actions: Record<string, (page: Page, seen: Seen) => Promise<void>> = {
  OPEN_MATCH: async (page) => {
    await page.locator('main a[href^="/tran-dau/"]').first().click();
  },
  OPEN_TEAM: async (page, seen) => {
    const link = page.getByTestId('header-home');
    seen.team = (await link.textContent())!.trim();
    await link.click();
  },
  OPEN_PLAYER: async (page, seen) => {
    const link = page.getByTestId('squad-player').first().getByRole('link');
    seen.player = (await link.textContent())!.trim();
    await link.click();
  },
  COMPARE: async (page) => {
    await page.getByTestId('player-compare').click();
  },
  BACK: async (page) => {
    await page.goBack();
  },
};

test.describe('the sports journey', () => {
  for (const path of withoutPrefixes(transitionPaths(sportsFlow, {}))) {
    test(path.description, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(DESKTOP);
      const seen: Seen = {};
      await page.goto('/');
      await checks.home!(page, seen);
      for (const step of path.steps) {
        await actions[step.event.type]!(page, seen);
        await checks[step.value as string]!(page, seen);
      }
    });
  }
});
