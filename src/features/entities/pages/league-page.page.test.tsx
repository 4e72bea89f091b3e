/**
 * A league's page (/giai-dau/{league}/{id}) as a visitor meets it: its season, the table, the top
 * scorers and assists and its matches, side by side on a wide screen and behind tabs on a phone;
 * the skeleton, a failed call's retry, a season without a table yet, the not-found page, in vi,
 * en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { Page } from '../../../../contracts/schemas/common';
import type { LeagueDetail } from '../../../../contracts/schemas/sports/entities';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches';
import { FakeApi } from '../../../testing/fake-api';
import { leagueDetail, leagueName, notFoundMessage, pinClock, teamMatches } from '../../../testing/fixtures/sports';
import { PHONE, renderPage } from '../../../testing/render-page';

const LEAGUE = 'GET live/api/football/league';
const MATCHES = 'GET live/api/football/league/matches';

function leagueApi(): FakeApi {
  return new FakeApi()
    .answer<LeagueDetail>(LEAGUE, ({ query, language }) => leagueDetail(Number(query.get('id')), language))
    .answer<Page<MatchSummary>>(MATCHES, ({ query, language }) => teamMatches(1, query.get('status') as 'fixtures' | 'results', Number(query.get('pageNum') ?? 1), language));
}

beforeEach(pinClock);

describe('a league’s page', () => {
  it('an unknown id shows the not-found page with the server’s words', async () => {
    await renderPage('/giai-dau/x/999', { api: new FakeApi().fail(LEAGUE, 404, notFoundMessage('league', 999, 'en')), locale: 'en' });
    expect(await screen.findByText(notFoundMessage('league', 999, 'en'), {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['entities.notFound.league']);
  });

  it('on a wide screen in zh: its season, the table, top scorers and assists and its matches, all at once', async () => {
    const page = await renderPage('/giai-dau/v-league-1/1', { api: leagueApi(), locale: 'zh' });
    await page.ready();
    const d = leagueDetail(1, 'zh');
    expect(screen.getByTestId('entity-name').textContent).toBe(leagueName(1, 'zh'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(leagueName(1, 'zh'));
    await waitFor(() => expect(document.title).toBe(`${leagueName(1, 'zh')} – ${zh['route.league']} | ${zh['app.name']}`));
    expect(screen.getByTestId('league-season').textContent).toContain(d.league.season);
    const rows = screen.getByTestId('standings').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(d.standings.length);
    expect(rows[0]!.textContent).toContain(d.standings[0]!.team.name);
    expect(rows[0]!.textContent).toContain(String(d.standings[0]!.points));
    expect(screen.getByTestId('league-scorers').querySelector('li')!.textContent).toContain(d.topScorers[0]!.player.name);
    expect(screen.getByTestId('league-assists').querySelector('li')!.textContent).toContain(d.topAssists[0]!.player.name);
    expect(screen.getByTestId('entity-sections').getAttribute('data-layout')).toBe('columns');
    expect(screen.queryByTestId('section-tab-table')).toBeNull();
    expect(within(screen.getByTestId('paged-matches')).getAllByTestId('match-row')).toHaveLength(10);
  });

  it('on a phone: a failed call retries through the skeleton; the sections are tabs moved with the arrows; a season without a finished match has no table yet', async () => {
    const api = leagueApi().fail(LEAGUE, 500, 'Lỗi máy chủ');
    const page = await renderPage('/giai-dau/v-league-1/1', { api, width: PHONE });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    api.answer<LeagueDetail>(LEAGUE, ({ language }) => ({ ...leagueDetail(1, language), standings: [] }));
    const held = api.hold(LEAGUE);
    await page.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    expect((await screen.findByTestId('entity-loading')).getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    expect(screen.getByTestId('entity-name').textContent).toBe('V.League 1');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([vi['entities.section.table'], vi['entities.section.matches'], vi['entities.section.topPlayers']]);
    expect(screen.getByTestId('league-table').textContent).toContain(vi['entities.table.empty']);
    screen.getByTestId('section-tab-table').focus();
    await page.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByTestId('section-tab-players'));
    expect(window.location.search).toBe('?tab=players');
    expect(screen.getByTestId('league-scorers').textContent).toContain(leagueDetail(1).topScorers[0]!.player.name);
    await page.user.keyboard('{ArrowLeft}');
    expect(window.location.search).toBe('?tab=matches');
    expect(within(screen.getByRole('tabpanel')).getByTestId('paged-matches')).toBeTruthy();
  });

  it('in en: the league and its clubs as the API names them in English', async () => {
    const page = await renderPage('/giai-dau/v-league-1/4', { api: leagueApi(), locale: 'en' });
    await page.ready();
    expect(screen.getByTestId('entity-name').textContent).toBe('Premier League');
    expect(screen.getByTestId('standings').querySelector('tbody tr')!.textContent).toContain('Cong An Hanoi');
  });

  it('on a phone: the table shows # · team · P · GD · Pts inside its own scroll box; the columns toggle adds W, D, L, goals and form with # and team kept in view', async () => {
    const page = await renderPage('/giai-dau/ngoai-hang-anh/4', { api: leagueApi(), width: PHONE, locale: 'en' });
    await page.ready();
    const table = screen.getByTestId('standings');
    const heads = () => [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    const cells = () => [...table.querySelectorAll('tbody tr:first-child > *')].length;
    expect(heads()).toEqual(['#', en['entities.table.team'], en['entities.table.played'], en['entities.table.difference'], en['entities.table.points']]);
    expect(cells()).toBe(5);
    expect(table.querySelector('[data-testid=form-strip]')).toBeNull();
    // Nothing of the table (the form chips' hidden words included) lays out beyond its box: the box scrolls and holds what is placed out of flow.
    expect(table.parentElement!.className).toMatch(/\bov-x_auto\b/);
    expect(table.parentElement!.className).toMatch(/\bpos_relative\b/);

    const toggle = screen.getByRole('button', { name: en['standings.columns.all'] });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(table.id);
    await page.user.click(toggle);
    expect(heads()).toEqual(['#', en['entities.table.team'], en['entities.table.played'], en['entities.table.won'], en['entities.table.drawn'], en['entities.table.lost'], en['entities.table.goals'], en['entities.table.difference'], en['entities.table.points'], en['entities.table.form']]);
    expect(cells()).toBe(10);
    expect(table.querySelectorAll('tbody [data-testid=form-strip]').length).toBe(leagueDetail(4, 'en').standings.filter((r) => r.form.length).length);
    expect(table.className).toMatch(/pos_sticky/);
    expect(toggle.textContent).toBe(en['standings.columns.fewer']);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await page.user.click(toggle);
    expect(cells()).toBe(5);
  });

  it('on a wide screen every column shows at once, with no columns toggle', async () => {
    const page = await renderPage('/giai-dau/ngoai-hang-anh/4', { api: leagueApi() });
    await page.ready();
    expect(screen.getByTestId('standings').querySelectorAll('thead th')).toHaveLength(10);
    expect(screen.queryByTestId('standings-columns')).toBeNull();
  });
});
