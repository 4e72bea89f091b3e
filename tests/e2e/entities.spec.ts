/**
 * The entity pages and favourite teams end to end, for what needs a browser and the real server: a
 * team page fitting a phone whichever section tab is open, and a guest's followed team surviving a
 * reload and merged into the member's list at sign-in. What the team, player, league, venue and
 * manager pages show from the API (in vi, en and zh), their tabs, not-found, failed and loading
 * states, and the favourites page's own states are in the page tests (src/features/entities/pages/).
 * Expected values are read from the API at test time: the seed moves with the clock.
 */
import type { APIRequestContext } from '@playwright/test';
import type { TeamDetail } from '../../contracts/schemas/sports/entities';
import type { FavouriteTeams } from '../../contracts/schemas/sports/favourites';
import { GUEST_FAVOURITES_KEY } from '../../machines/favourites/favourites.storage';
import { vi } from '../../locales/index.ts';
import { PHONE, waitForPageData } from './support/a11y';
import { expect, test } from './support/test';

type Lang = 'vi' | 'en' | 'zh';

async function api<T>(request: APIRequestContext, path: string, lang: Lang = 'vi', headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(`/live/api/football/${path}`, { headers: { 'x-language': lang, ...headers } });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const TEAM = 1;
/** A seeded member no other test signs in as. */
const FOLLOWER = { username: 'member287', password: 'matkhau123' };

test.describe('entity pages', () => {
  test('on a phone the team page fits the width, whichever section tab is open', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`/doi-bong/ha-noi-fc/${TEAM}`);
    await waitForPageData(page);
    const sections = page.getByTestId('entity-sections');
    await expect(sections).toHaveAttribute('data-layout', 'tabs');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    for (const tab of ['overview', 'matches', 'squad', 'table'] as const) {
      await page.getByTestId(`section-tab-${tab}`).click();
      await expect(sections).toHaveAttribute('data-tab', tab);
      await waitForPageData(page);
      expect(await overflow(), `the ${tab} tab is no wider than the phone`).toBeLessThanOrEqual(0);
    }
    // The table, the widest, scrolls sideways inside its own box, which keeps inside the screen.
    const scroller = page.getByTestId('standings').locator('xpath=..');
    const box = await scroller.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await scroller.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
  });
});

test.describe('favourite teams', () => {
  test('a guest follows a team, keeps it over a reload, and it joins the member’s list at sign-in', async ({ page, request }) => {
    // The member already follows a team on the server.
    const login = await request.post('/live/api/user/login', { data: FOLLOWER });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    const before = await api<FavouriteTeams>(request, 'favourite-teams', 'vi', auth);
    const theirs = before.teamIds[0] ?? 3;
    if (before.teamIds.length === 0) expect((await request.post('/live/api/football/favourite-teams/follow', { headers: auth, data: { teamId: theirs } })).ok()).toBe(true);
    const team = await api<TeamDetail>(request, `team?id=${TEAM}`);

    await page.goto(`/doi-bong/ha-noi-fc/${TEAM}`);
    const star = page.getByTestId('follow-team');
    await expect(star).toHaveAccessibleName(vi['entities.follow.label'].replace('{team}', team.team.name));
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_FAVOURITES_KEY)).toBe(`[${TEAM}]`);
    await page.reload();
    await expect(page.getByTestId('follow-team')).toHaveAttribute('aria-pressed', 'true');

    // The list page: the followed team with its next match; search finds more to follow.
    await page.goto('/doi-bong-yeu-thich');
    await expect(page.getByTestId('favourites-guest-note')).toBeVisible();
    const card = page.getByTestId('favourite-team');
    await expect(card).toHaveCount(1);
    await expect(card).toHaveAttribute('data-team-id', String(TEAM));
    await expect(card).toContainText(team.team.name);
    await expect(card.getByTestId('match-row')).toHaveCount(1);
    await page.getByLabel(vi['favourites.search.label']).fill('ha noi');
    const result = page.getByTestId('search-result').and(page.locator(`[data-team-id="${TEAM}"]`));
    await expect(result.getByTestId('follow-team')).toHaveAttribute('aria-pressed', 'true');

    // Sign in: the browser's list goes to the member's account and is cleared here.
    await page.getByTestId('favourites-guest-note').getByRole('button').click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name=username]').fill(FOLLOWER.username);
    await form.locator('input[name=password]').fill(FOLLOWER.password);
    await form.locator('button[type=submit]').click();
    await expect(page.getByTestId('header-account')).toHaveAttribute('data-auth', 'member');
    await expect(page.getByTestId('favourites-page')).toHaveAttribute('data-member', 'true');
    await expect(page.getByTestId('favourite-team')).toHaveCount(2);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), GUEST_FAVOURITES_KEY)).toBeNull();
    const after = await api<FavouriteTeams>(request, 'favourite-teams', 'vi', auth);
    expect(after.teamIds).toEqual([TEAM, theirs]);
    await expect(page.getByTestId('favourite-team').first()).toHaveAttribute('data-team-id', String(TEAM));

    // A member's unfollow goes to the server.
    await page.getByTestId('favourite-team').first().getByTestId('follow-team').click();
    await expect(page.getByTestId('favourite-team')).toHaveCount(1);
    await expect.poll(async () => (await api<FavouriteTeams>(request, 'favourite-teams', 'vi', auth)).teamIds).toEqual([theirs]);
    await expect(page.getByTestId('favourites-guest-note')).toHaveCount(0);
  });

});
