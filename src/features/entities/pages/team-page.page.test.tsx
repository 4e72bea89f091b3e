/**
 * A team's page (/doi-bong/{team}/{id}) as a visitor meets it: the header (league, stadium, manager,
 * follow), its standing with the team marked in the table, the squad by lines and its fixtures and
 * results a page at a time, side by side on a wide screen; on a phone the sections are tabs worked
 * with the arrow keys; the skeleton, a failed call's retry, the not-found page, and en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, zh } from '../../../../locales/index.ts';
import type { Page } from '../../../../contracts/schemas/common';
import type { TeamDetail } from '../../../../contracts/schemas/sports/entities';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches';
import { GUEST_FAVOURITES_KEY } from '../../../../machines/favourites/favourites.storage';
import { FakeApi } from '../../../testing/fake-api';
import { leagueName, managerName, openLink, ROWS_DRAWN, notFoundMessage, pinClock, teamDetail, teamMatches, teamName, venueName } from '../../../testing/fixtures/sports';
import { PHONE, renderPage } from '../../../testing/render-page';

const TEAM = 'GET live/api/football/team';
const MATCHES = 'GET live/api/football/team/matches';

function teamApi(): FakeApi {
  return new FakeApi()
    .answer<TeamDetail>(TEAM, ({ query, language }) => teamDetail(Number(query.get('id')), language))
    .answer<Page<MatchSummary>>(MATCHES, ({ query, language }) => teamMatches(Number(query.get('id')), query.get('status') as 'fixtures' | 'results', Number(query.get('pageNum') ?? 1), language));
}

const rowIds = (testId: string) => within(screen.getByTestId(testId)).getAllByTestId('match-row').map((r) => Number(r.getAttribute('data-id')));

beforeEach(pinClock);

describe('a team’s page', () => {
  it('an unknown id shows the not-found page with the server’s words and the ways back', async () => {
    const api = new FakeApi().fail(TEAM, 404, notFoundMessage('team', 5000));
    await renderPage('/doi-bong/x/5000', { api });
    const view = await screen.findByText(notFoundMessage('team', 5000), {}, { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi['entities.notFound.team']);
    expect(view.closest('[data-error=not-found]')).toBeTruthy();
    expect(screen.getByRole('link', { name: vi['route.fixtures'] }).getAttribute('href')).toBe('/lich-thi-dau/bong-da');
    await openLink(screen.getByRole('link', { name: vi['common.backHome'] }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await waitFor(() => expect(screen.queryByText(vi['entities.notFound.team'])).toBeNull());
  });

  it('on a wide screen: the header, the standing with the team marked in its table and the squad by lines, side by side; a guest’s follow stays in the browser', async () => {
    const page = await renderPage('/doi-bong/ha-noi-fc/1', { api: teamApi() });
    await page.ready();
    const team = teamDetail(1);
    const header = screen.getByTestId('entity-header');
    expect(within(header).getByTestId('entity-name').textContent).toBe('Hà Nội FC');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Hà Nội FC');
    expect(within(header).getByTestId('team-league').textContent).toBe(leagueName(1));
    expect(within(header).getByTestId('team-league').getAttribute('href')).toBe('/giai-dau/v-league-1/1');
    expect(within(header).getByTestId('team-venue').textContent).toContain(venueName(201));
    expect(within(header).getByTestId('team-manager').textContent).toContain(managerName(301));
    expect(screen.getByTestId('entity-sections').getAttribute('data-layout')).toBe('columns');
    expect(screen.queryAllByRole('tab')).toHaveLength(0);

    // The standing, and the team marked in its league's table.
    expect(screen.getByTestId('team-standing').textContent).toContain(`${team.standing!.points} điểm`);
    expect(screen.getByTestId('team-standing').textContent).toContain(`Hạng ${team.standing!.position}`);
    const marked = screen.getByTestId('standings').querySelectorAll('tr[data-marked]');
    expect([...marked].map((r) => r.getAttribute('data-team-id'))).toEqual(['1']);
    expect(screen.getByTestId('standings').querySelectorAll('tbody tr')).toHaveLength(team.table.length);
    expect(within(screen.getByTestId('team-overview')).getByTestId('form-strip').querySelectorAll('[data-result]')).toHaveLength(team.form.length);

    // The squad in lines, every player once.
    expect(screen.getAllByTestId('squad-player')).toHaveLength(team.squad.length);
    for (const group of team.squadGroups) {
      expect(within(document.querySelector<HTMLElement>(`[data-position="${group.position}"]`)!).getAllByTestId('squad-player')).toHaveLength(group.players.length);
    }
    expect(screen.getAllByTestId('squad-player')[0]!.textContent).toContain(team.squad[0]!.name);

    // A guest's follow: the star lights and the team is kept in this browser.
    const star = screen.getByTestId('follow-team');
    expect(star.getAttribute('aria-label')).toBe(vi['entities.follow.label'].replace('{team}', 'Hà Nội FC'));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await page.user.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(GUEST_FAVOURITES_KEY)).toBe('[1]');
  });

  it('the team’s fixtures a page at a time (the pager from the keyboard), then its results, each row to its match centre', async () => {
    const page = await renderPage('/doi-bong/ha-noi-fc/1', { api: teamApi() });
    await page.ready();
    const matches = screen.getByTestId('paged-matches');
    await waitFor(() => expect(rowIds('matches-fixtures-list')).toEqual(teamMatches(1, 'fixtures').list.map((m) => m.staticId)));
    within(matches).getByRole('button', { name: new RegExp(vi['account.pager.next']) }).focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(rowIds('matches-fixtures-list')).toEqual(teamMatches(1, 'fixtures', 2).list.map((m) => m.staticId)), ROWS_DRAWN);
    expect(within(matches).getByRole('navigation').textContent).toContain('Trang 2/2');
    await page.user.click(within(matches).getByTestId('matches-results'));
    expect(within(matches).getByTestId('matches-results').getAttribute('aria-pressed')).toBe('true');
    const results = teamMatches(1, 'results');
    await waitFor(() => expect(rowIds('matches-results-list')).toEqual(results.list.map((m) => m.staticId)), ROWS_DRAWN);
    const first = results.list[0]!;
    const firstRow = within(screen.getByTestId('matches-results-list')).getAllByTestId('match-row')[0]!;
    expect(firstRow.textContent).toContain(first.home.name);
    expect(firstRow.textContent).toContain(String(first.homeScore));
    expect(within(firstRow).getByTestId('match-row-link').getAttribute('href')).toMatch(new RegExp(`^/tran-dau/.+-vs-.+/${first.staticId}\\?leagueId=${first.leagueId}$`));

  });

  it('in en: the team, its league, stadium and manager named as the API names them in English', async () => {
    const page = await renderPage('/doi-bong/ha-noi-fc/1', { api: teamApi(), locale: 'en' });
    await page.ready();
    expect(screen.getByTestId('entity-name').textContent).toBe('Hanoi FC');
    expect(screen.getByTestId('team-league').textContent).toBe(leagueName(1, 'en'));
    expect(screen.getByTestId('team-venue').textContent).toContain(venueName(201, 'en'));
    expect(screen.getByTestId('team-manager').textContent).toContain(managerName(301, 'en'));
    expect(screen.getByTestId('team-standing').textContent).toContain('2nd');
  });

  it('on a phone, in zh: a failed call retries through the skeleton; the sections are tabs moved with the arrow keys, Home and End, the tab in the address; a season without fixtures says so', async () => {
    const api = teamApi().fail(TEAM, 500, '伺服器錯誤').answer<Page<MatchSummary>>(MATCHES, { list: [], total: 0, pageNum: 1, pageSize: 10 });
    const page = await renderPage('/doi-bong/ha-noi-fc/1', { api, locale: 'zh', width: PHONE });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    expect(failed.textContent).toContain('伺服器錯誤');
    api.answer<TeamDetail>(TEAM, ({ language }) => teamDetail(1, language));
    const held = api.hold(TEAM);
    await page.user.click(within(failed).getByRole('button', { name: zh['common.retry'] }));
    expect((await screen.findByTestId('entity-loading')).getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    expect(screen.getByTestId('entity-name').textContent).toBe(teamName(1, 'zh'));
    // The team's zh name is the h1 and the document title (not the address's 'ha-noi-fc').
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(teamName(1, 'zh'));
    await waitFor(() => expect(document.title).toBe(`${teamName(1, 'zh')} – ${zh['route.team']} | ${zh['app.name']}`));
    expect(screen.getByTestId('team-league').textContent).toBe(leagueName(1, 'zh'));

    const sections = screen.getByTestId('entity-sections');
    expect(sections.getAttribute('data-layout')).toBe('tabs');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([zh['entities.section.overview'], zh['entities.section.matches'], zh['entities.section.squad'], zh['entities.section.table']]);
    const overview = screen.getByTestId('section-tab-overview');
    expect(overview.getAttribute('aria-selected')).toBe('true');
    overview.focus();
    await page.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByTestId('section-tab-matches'));
    expect(window.location.search).toBe('?tab=matches');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByTestId('paged-matches')).toBeTruthy();
    expect((await within(panel).findByTestId('matches-empty')).textContent).toContain(zh['entities.matches.noFixtures']);
    await page.user.keyboard('{End}');
    expect(sections.getAttribute('data-tab')).toBe('table');
    expect(screen.getByTestId('standings').querySelector('tr[data-marked]')!.getAttribute('data-team-id')).toBe('1');
    await page.user.keyboard('{Home}');
    expect(window.location.search).toBe('');
    expect(screen.getByTestId('team-overview')).toBeTruthy();
  });

  it('on a phone, the table tab shows # · team · P · GD · Pts with the team marked; the columns toggle adds the rest', async () => {
    const page = await renderPage('/doi-bong/ha-noi-fc/1?tab=table', { api: teamApi(), width: PHONE });
    await page.ready();
    const table = screen.getByTestId('standings');
    expect(table.querySelectorAll('thead th')).toHaveLength(5);
    expect(table.querySelector('tr[data-marked]')!.getAttribute('data-team-id')).toBe('1');
    await page.user.click(screen.getByRole('button', { name: vi['standings.columns.all'] }));
    expect(table.querySelectorAll('thead th')).toHaveLength(10);
    expect(table.parentElement!.className).toMatch(/\bov-x_auto\b/);
  });
});
