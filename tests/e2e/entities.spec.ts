/**
 * The entity pages and favourite teams end to end: team, player, league, venue and manager pages
 * show what the API answers (names in the visitor's language), an unknown id shows the not-found
 * state, a failed call retries, the sections are keyboard tabs on a phone, and a guest's followed
 * team survives a reload and is merged into the member's list at sign-in. Expected values are read
 * from the API at test time: the seed moves with the clock.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Page as ListPage } from '../../contracts/schemas/common';
import type { LeagueDetail, ManagerDetail, PlayerDetail, TeamDetail, VenueDetail } from '../../contracts/schemas/sports/entities';
import type { FavouriteTeams } from '../../contracts/schemas/sports/favourites';
import type { MatchSummary } from '../../contracts/schemas/sports/matches';
import { GUEST_FAVOURITES_KEY } from '../../machines/favourites/favourites.storage';
import vi from '../../locales/vi.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import { dropPreloadedAnswers } from './support/preload';
import { PHONE } from './support/a11y';
import { expect, test } from './support/test';

type Lang = 'vi' | 'en' | 'zh';

async function api<T>(request: APIRequestContext, path: string, lang: Lang = 'vi', headers: Record<string, string> = {}): Promise<T> {
  const response = await request.get(`/live/api/football/${path}`, { headers: { 'x-language': lang, ...headers } });
  expect(response.ok(), path).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: lang, url: test.info().project.use.baseURL! }]);
}

/** The static ids of the match rows of a list, in order. */
async function rowIds(page: Page, testId: string): Promise<number[]> {
  const rows = page.getByTestId(testId).getByTestId('match-row');
  return rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))));
}

const TEAM = 1;
/** A seeded member no other test signs in as. */
const FOLLOWER = { username: 'member287', password: 'matkhau123' };

test.describe('entity pages', () => {
  test('a team page shows its header, standing, squad by position and its fixtures and results (vi)', async ({ page, request }) => {
    const team = await api<TeamDetail>(request, `team?id=${TEAM}`);
    const fixtures = await api<ListPage<MatchSummary>>(request, `team/matches?id=${TEAM}&status=fixtures&pageSize=10`);
    const results = await api<ListPage<MatchSummary>>(request, `team/matches?id=${TEAM}&status=results&pageSize=10`);
    await page.goto(`/doi-bong/ha-noi-fc/${TEAM}`);

    const header = page.getByTestId('entity-header');
    await expect(header.getByTestId('entity-name')).toHaveText(team.team.name);
    await expect(page.locator('main h1')).toContainText(team.team.name);
    await expect(header.getByTestId('team-league')).toHaveText(team.team.league.name);
    await expect(header.getByTestId('team-venue')).toContainText(team.team.venue!.name);
    await expect(header.getByTestId('team-manager')).toContainText(team.team.manager!.name);
    await expect(page.getByTestId('follow-team')).toHaveAttribute('aria-pressed', 'false');

    // The standing, and the team marked in its league's table.
    await expect(page.getByTestId('team-standing')).toContainText(String(team.standing!.points));
    const marked = page.locator('[data-testid=standings] tr[data-marked]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAttribute('data-team-id', String(TEAM));
    await expect(page.getByTestId('standings').locator('tbody tr')).toHaveCount(team.table.length);
    await expect(page.getByTestId('team-overview').getByTestId('form-strip').locator('[data-result]')).toHaveCount(team.form.length);

    // The squad in lines, every player once.
    await expect(page.getByTestId('squad-player')).toHaveCount(team.squad.length);
    for (const group of team.squadGroups) {
      await expect(page.locator(`[data-position="${group.position}"]`).getByTestId('squad-player')).toHaveCount(group.players.length);
    }

    // Fixtures then results, as the team's matches call answers them.
    const matches = page.getByTestId('paged-matches');
    await expect.poll(() => rowIds(page, 'matches-fixtures-list')).toEqual(fixtures.list.map((m) => m.staticId));
    await matches.getByTestId('matches-results').click();
    await expect(matches.getByTestId('matches-results')).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => rowIds(page, 'matches-results-list')).toEqual(results.list.map((m) => m.staticId));
    const first = results.list[0]!;
    const firstRow = page.getByTestId('matches-results-list').getByTestId('match-row').first();
    await expect(firstRow).toContainText(first.home.name);
    await expect(firstRow).toContainText(String(first.homeScore));
    await expect(firstRow.getByTestId('match-row-link')).toHaveAttribute('href', new RegExp(`/tran-dau/.+-vs-.+/${first.staticId}\\?leagueId=${first.leagueId}$`));
  });

  test('player, league, venue and manager pages show the API’s data in en and zh', async ({ page, request }) => {
    const team = await api<TeamDetail>(request, `team?id=${TEAM}`, 'en');
    const playerId = team.squad.find((p) => p.position === 'FW')!.id;

    await useLanguage(page, 'en');
    const player = await api<PlayerDetail>(request, `player?id=${playerId}`, 'en');
    await page.goto(`/cau-thu/any/${playerId}`);
    await expect(page.getByTestId('entity-name')).toHaveText(player.player.name);
    await expect(page.getByTestId('player-team')).toHaveText(player.player.team.name);
    await expect(page.getByTestId('player-profile')).toContainText(player.player.nationality);
    await expect(page.getByTestId('player-profile')).toContainText(`${player.player.heightCm} cm`);
    await expect(page.getByTestId('player-season').locator('[data-stat=goals] dd')).toHaveText(String(player.season.goals));
    await expect(page.getByTestId('player-season').locator('[data-stat=appearances] dd')).toHaveText(String(player.season.appearances));
    await expect(page.getByTestId('player-career').locator('tbody tr')).toHaveCount(player.career.length);
    await expect(page.getByTestId('player-career').locator('tbody tr').first()).toContainText(player.career[0]!.season);
    await expect(page.getByTestId('player-match')).toHaveCount(player.recent.length);

    const venue = await api<VenueDetail>(request, `venue?id=${team.team.venue!.id}`, 'en');
    await page.goto(`/san-van-dong/x/${venue.venue.id}`);
    await expect(page.getByTestId('entity-name')).toHaveText(venue.venue.name);
    await expect(page.getByTestId('venue-facts')).toContainText(venue.venue.capacity.toLocaleString('en'));
    await expect(page.getByTestId('venue-teams').getByRole('link')).toHaveText(venue.teams.map((t) => t.name));
    await expect(page.getByTestId('venue-upcoming').getByTestId('match-row')).toHaveCount(venue.upcoming.length);

    await useLanguage(page, 'zh');
    const league = await api<LeagueDetail>(request, `league?id=${team.team.league.id}`, 'zh');
    await page.goto(`/giai-dau/x/${league.league.id}`);
    await expect(page.getByTestId('entity-name')).toHaveText(league.league.name);
    await expect(page.getByTestId('league-season')).toContainText(league.league.season);
    const table = page.getByTestId('standings').locator('tbody tr');
    await expect(table).toHaveCount(league.standings.length);
    await expect(table.first()).toContainText(league.standings[0]!.team.name);
    await expect(table.first().locator('td').last()).toBeVisible();
    await expect(page.getByTestId('league-scorers').locator('li').first()).toContainText(league.topScorers[0]!.player.name);
    await expect(page.getByTestId('league-assists').locator('li').first()).toContainText(league.topAssists[0]!.player.name);
    await expect(page.getByTestId('section-tab-table')).toHaveCount(0);

    const manager = await api<ManagerDetail>(request, `manager?id=${team.team.manager!.id}`, 'zh');
    await page.goto(`/quan-ly-doi-bong/x/${manager.manager.id}`);
    await expect(page.getByTestId('entity-name')).toHaveText(manager.manager.name);
    await expect(page.getByTestId('manager-team')).toHaveText(manager.team!.name);
    await expect(page.getByTestId('manager-profile')).toContainText(manager.manager.formation);
    await expect(page.getByTestId('manager-career')).toContainText(zh['entities.manager.sinceNow'].replace('{year}', String(manager.manager.since)));
  });

  test('an unknown id shows the not-found state with the server’s message and a way back', async ({ page }) => {
    for (const [path, titleId] of [
      ['/doi-bong/x/5000', 'entities.notFound.team'],
      ['/cau-thu/x/999999', 'entities.notFound.player'],
      ['/giai-dau/x/999', 'entities.notFound.league'],
      ['/san-van-dong/x/999', 'entities.notFound.venue'],
      ['/quan-ly-doi-bong/x/999', 'entities.notFound.manager'],
    ] as const) {
      await page.goto(path);
      const view = page.locator('[data-error=not-found]');
      await expect(view.locator('h1')).toHaveText(vi[titleId]);
      await expect(view).toContainText(/\d+/);
    }
    await page.locator('[data-error=not-found]').getByRole('link', { name: vi['common.backHome'] }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone the sections are tabs moved with the arrow keys, and a failed load retries', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    await dropPreloadedAnswers(page);
    const team = await api<TeamDetail>(request, `team?id=${TEAM}`);
    let fail = true;
    await page.route('**/live/api/football/team?*', (route) => (fail ? ((fail = false), route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"boom","data":null}' })) : route.continue()));
    await page.goto(`/doi-bong/ha-noi-fc/${TEAM}`);
    await expect(page.getByTestId('load-failed')).toBeVisible();
    await page.getByTestId('load-failed').getByRole('button').click();
    await expect(page.getByTestId('entity-name')).toHaveText(team.team.name);

    const sections = page.getByTestId('entity-sections');
    await expect(sections).toHaveAttribute('data-layout', 'tabs');
    await expect(page.getByRole('tab')).toHaveCount(4);
    const overview = page.getByTestId('section-tab-overview');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await overview.focus();
    await overview.press('ArrowRight');
    await expect(page.getByTestId('section-tab-matches')).toBeFocused();
    await expect(page).toHaveURL(/\?tab=matches$/);
    await expect(page.getByRole('tabpanel').getByTestId('paged-matches')).toBeVisible();
    await page.getByTestId('section-tab-matches').press('End');
    await expect(sections).toHaveAttribute('data-tab', 'table');
    await expect(page.locator('[data-testid=standings] tr[data-marked]')).toHaveAttribute('data-team-id', String(TEAM));
    await page.getByTestId('section-tab-table').press('Home');
    await expect(page).not.toHaveURL(/tab=/);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
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

  test('the empty list explains what to do, in English', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/doi-bong-yeu-thich');
    await expect(page.getByTestId('favourites-empty')).toContainText(en['favourites.empty.title']);
    await expect(page.getByTestId('favourites-count')).toHaveText(en['favourites.list.count'].replace('{n}', '0').replace('{max}', '50'));
  });
});
