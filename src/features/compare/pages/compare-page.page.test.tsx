/**
 * The compare pages (/so-sanh/doi-bong and /so-sanh/cau-thu, `?id1=&id2=`) as a visitor meets them:
 * two teams' names, chart values and head-to-head from the API; a side chosen with the picker from
 * the keyboard (the address follows, swap, back and forward); the notices of an unknown, a missing
 * and a repeated id and of nothing chosen; the skeleton and a failed call's retry; two players in
 * vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { Locale } from '../../../../contracts/constants';
import type { Page } from '../../../../contracts/schemas/common';
import type { PlayerDetail, PlayerSearchItem, PlayersCompare, TeamDetail, TeamSearchItem, TeamsCompare } from '../../../../contracts/schemas/sports/entities';
import { formatMetric } from '../chart-values';
import { pinClock, playerDetail, playerId, playerName, playersCompare, playerSearch, SportsApi, TEAM_IDS, teamDetail, teamName, teamSearch, teamsCompare } from '../../../testing/fixtures/sports';
import { renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const INTL_LOCALE: Record<Locale, string> = { vi: 'vi', en: 'en', zh: 'zh-Hant' };
const TEAMS = 'GET live/api/football/compare/teams';
const PLAYERS = 'GET live/api/football/compare/players';

function compareApi(): SportsApi {
  // A team the fixtures do not know is unknown to the server too (404).
  const unknown = (query: URLSearchParams, name: string) => !TEAM_IDS.has(Number(query.get(name)));
  return new SportsApi()
    .answer<TeamsCompare>(TEAMS, ({ query, language }) => teamsCompare(Number(query.get('id1')), Number(query.get('id2')), language))
    .answer<PlayersCompare>(PLAYERS, ({ query, language }) => playersCompare(Number(query.get('id1')), Number(query.get('id2')), language))
    .answer<TeamDetail>('GET live/api/football/team', ({ query, language }) => teamDetail(Number(query.get('id')), language))
    .answer<PlayerDetail>('GET live/api/football/player', ({ query, language }) => playerDetail(Number(query.get('id')), language))
    .answer<Page<TeamSearchItem>>('GET live/api/football/teams/search', ({ query, language }) => teamSearch(query.get('keyword') ?? '', language))
    .answer<Page<PlayerSearchItem>>('GET live/api/football/players/search', ({ query, language }) => playerSearch(query.get('keyword') ?? '', language))
    .notFound(TEAMS, (q) => unknown(q, 'id1') || unknown(q, 'id2'), 'Không tìm thấy đội bóng')
    .notFound('GET live/api/football/team', (q) => unknown(q, 'id'), 'Không tìm thấy đội bóng');
}

const side = (index: 0 | 1) => document.querySelector<HTMLElement>(`[data-testid=compare-side][data-side="${index}"]`)!;
const sideName = (index: 0 | 1) => within(side(index)).getByTestId('compare-side-name').textContent;
const picker = (index: 0 | 1) => document.querySelector<HTMLElement>(`[data-testid=compare-picker][data-side="${index}"]`)!;
const notice = () => screen.getByTestId('compare-notice');

/** Goes to another address of the page as a link would (wouter follows pushState). */
const go = (path: string) =>
  act(async () => {
    window.history.pushState(null, '', path);
  });

function expectChart(chart: TeamsCompare['chart'], locale: Locale): void {
  const rows = screen.getAllByTestId('compare-metric');
  expect(rows.map((r) => r.getAttribute('data-key'))).toEqual(chart.map((m) => m.key));
  for (const metric of chart) {
    const row = rows.find((r) => r.getAttribute('data-key') === metric.key)!;
    expect(row.getAttribute('data-values')).toBe(metric.values.join(','));
    const cells = row.querySelectorAll('td');
    expect(cells[0]!.textContent).toContain(formatMetric(metric.key, metric.values[0], INTL_LOCALE[locale]));
    expect(cells[cells.length - 1]!.textContent).toContain(formatMetric(metric.key, metric.values[1], INTL_LOCALE[locale]));
  }
}

beforeEach(pinClock);

describe('compare', () => {
  it('two teams from the address: both names, every measure with the API’s two values, the radar named for both, the head-to-head', async () => {
    const page = await renderPage('/so-sanh/doi-bong?id1=1&id2=2', { api: compareApi() });
    await page.ready();
    const data = teamsCompare(1, 2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi['route.compareTeams']);
    expect(sideName(0)).toBe('Hà Nội FC');
    expect(sideName(1)).toBe('Công An Hà Nội');
    expect(within(side(0)).getByTestId('compare-side-name').getAttribute('href')).toBe('/doi-bong/ha-noi-fc/1');
    expectChart(data.chart, 'vi');
    const radar = within(screen.getByTestId('compare-radar')).getByRole('img');
    expect(radar.textContent).toContain(vi['compare.radar.desc'].replace('{first}', 'Hà Nội FC').replace('{second}', 'Công An Hà Nội'));
    const h2h = screen.getByTestId('compare-h2h');
    expect(within(h2h).getByTestId('h2h-first-wins').textContent).toContain(String(data.h2h.summary.firstWins));
    expect(within(h2h).getByTestId('h2h-second-wins').textContent).toContain(String(data.h2h.summary.secondWins));
    expect(within(h2h).getAllByTestId('compare-h2h-match')).toHaveLength(data.h2h.matches.length);
  });

  it('a side changes with the picker from the keyboard (the other side’s team cannot be chosen); Escape closes; swap; back and forward follow', async () => {
    const page = await renderPage('/so-sanh/doi-bong?id1=1&id2=2', { api: compareApi() });
    await page.ready();
    const input = within(picker(1)).getByRole('combobox');
    input.focus();
    await page.user.keyboard('Hà');
    await waitFor(() => expect(picker(1).getAttribute('data-state')).toBe('results'));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant')!)!;
    // What the server finds for "Hà", Hà Nội FC (the first side's) marked and skipped: the first that can be chosen is active.
    const options = within(picker(1)).getAllByRole('option');
    expect(options.map((o) => Number(o.getAttribute('data-id')))).toEqual(teamSearch('Hà').list.map((t) => t.id));
    expect(options[0]!.getAttribute('aria-disabled')).toBe('true');
    expect(active().getAttribute('data-id')).toBe('2');
    await page.user.keyboard('{ArrowDown}');
    expect(active().getAttribute('data-id')).toBe('5');
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?id1=1&id2=5'));
    await waitFor(() => expect(sideName(1)).toBe('Hoàng Anh Gia Lai'));
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-expanded')).toBe('false');

    // ↓ in the empty box lists the first teams; Escape closes without choosing.
    await page.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(picker(1).getAttribute('data-state')).toBe('results'));
    await page.user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(window.location.search).toBe('?id1=1&id2=5');

    await page.user.click(screen.getByTestId('compare-swap'));
    await waitFor(() => expect(window.location.search).toBe('?id1=5&id2=1'));
    await waitFor(() => expect(sideName(0)).toBe('Hoàng Anh Gia Lai'));

    await act(async () => window.history.back());
    await waitFor(() => expect(window.location.search).toBe('?id1=1&id2=5'));
    await waitFor(() => expect(sideName(0)).toBe('Hà Nội FC'));
    await act(async () => window.history.back());
    await waitFor(() => expect(sideName(1)).toBe('Công An Hà Nội'));
    await act(async () => window.history.forward());
    await waitFor(() => expect(sideName(1)).toBe('Hoàng Anh Gia Lai'));
  });

  it('an unknown id says which side, an id that is no number too; a missing or repeated one asks for a choice; nothing chosen yet asks for both', async () => {
    const page = await renderPage('/so-sanh/doi-bong?id1=1&id2=999999', { api: compareApi() });
    await waitFor(() => expect(notice().getAttribute('data-state')).toBe('unknown'), { timeout: 5_000 });
    expect(notice().textContent).toContain(vi['compare.unknown.title'].replace('{side}', vi['compare.side.team2']));
    expect(notice().textContent).toContain('999999');
    expect(sideName(0)).toBe('Hà Nội FC');
    expect(side(1).getAttribute('data-state')).toBe('unknown');
    // The notice opens that side's picker on the first teams.
    await page.user.click(within(notice()).getByTestId('compare-notice-pick'));
    expect(document.activeElement).toBe(within(picker(1)).getByRole('combobox'));
    await waitFor(() => expect(picker(1).getAttribute('data-state')).toBe('results'));

    await go('/so-sanh/doi-bong?id1=abc&id2=1');
    await waitFor(() => expect(notice().textContent).toContain(vi['compare.unknown.title'].replace('{side}', vi['compare.side.team1'])));
    expect(notice().getAttribute('data-state')).toBe('unknown');

    await go('/so-sanh/doi-bong?id2=1');
    await waitFor(() => expect(notice().getAttribute('data-state')).toBe('missing'));
    expect(notice().textContent).toContain(vi['compare.missing.title'].replace('{side}', vi['compare.side.team1']));
    expect(sideName(1)).toBe('Hà Nội FC');

    await go('/so-sanh/doi-bong?id1=1&id2=1');
    await waitFor(() => expect(notice().getAttribute('data-state')).toBe('same'));
    expect(notice().textContent).toContain(vi['compare.same.title']);

    await go('/so-sanh/doi-bong');
    await waitFor(() => expect(notice().getAttribute('data-state')).toBe('start'));
    expect(notice().textContent).toContain(vi['compare.start.title.teams']);
    expect((screen.getByTestId('compare-swap') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed comparison says so with a retry; the skeleton holds the place while it loads again', async () => {
    const api = compareApi().fail(TEAMS, 500, 'Lỗi máy chủ');
    const page = await renderPage('/so-sanh/doi-bong?id1=1&id2=2', { api });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    expect(failed.textContent).toContain('Lỗi máy chủ');
    expect(side(0).getAttribute('data-state')).toBe('pending');
    api.answer<TeamsCompare>(TEAMS, ({ language }) => teamsCompare(1, 2, language));
    const held = api.hold(TEAMS);
    await page.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    expect((await screen.findByTestId('section-loading')).getAttribute('aria-busy')).toBe('true');
    expect(side(0).getAttribute('data-state')).toBe('loading');
    held.release();
    await page.ready();
    expect(sideName(0)).toBe('Hà Nội FC');
    expect(screen.getAllByTestId('compare-metric')).toHaveLength(teamsCompare().chart.length);
  });

  for (const locale of ['vi', 'en', 'zh'] as Locale[]) {
    it(`two players in ${locale}: the names and labels in the language, the values from the API`, async () => {
      const t = CATALOGUES[locale];
      const page = await renderPage('/so-sanh/cau-thu?id1=115&id2=110', { api: compareApi(), locale });
      await page.ready();
      const data = playersCompare(playerId(1, 14), playerId(1, 9), locale);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t['route.comparePlayers']);
      expect(sideName(0)).toBe(playerName(115, locale));
      expect(sideName(1)).toBe(playerName(110, locale));
      expect(side(0).textContent).toContain(teamName(1, locale));
      expect(document.querySelector('[data-testid=compare-metric][data-key=goals] th')!.textContent).toBe(t['compare.metric.goals']);
      expectChart(data.chart, locale);
      expect(within(picker(0)).getByRole('combobox').getAttribute('placeholder')).toBe(t['compare.picker.placeholder.players']);
    });
  }
});
