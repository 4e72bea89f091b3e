/**
 * The match hub (/thong-tin and /thong-tin-tran-dau) as a visitor meets it: today's matches of every
 * sport by league (still to play, in play and finished), the sport tabs, the live-only toggle and
 * the league picker kept in the address; the skeleton, a failed read's retry, a day without matches
 * and filters that leave none, in vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { DayBoard } from '../../../../contracts/schemas/sports/matches';
import { FakeApi } from '../../../testing/fake-api';
import { dayBoard, emptyBoard, hubBoard, leagueName, pinClock, teamName, TODAY } from '../../../testing/fixtures/sports';
import { renderPage } from '../../../testing/render-page';

const DAY = 'GET live/api/football/day';

function hubApi(): FakeApi {
  return new FakeApi().answer<DayBoard>(DAY, ({ query, language }) => hubBoard(query.get('kind') as 'fixtures' | 'results', query.get('sport')!, query.get('date')!, language));
}

const groups = () => screen.queryAllByTestId('league-group').map((g) => `${g.getAttribute('data-sport')}-${g.getAttribute('data-league')}`);
const rows = () => screen.queryAllByTestId('match-row').map((r) => Number(r.getAttribute('data-id')));
/** Today's football, fixtures and results together, as the hub merges them. */
const footballToday = (league: number) =>
  [...dayBoard('fixtures', TODAY).leagues, ...dayBoard('results', TODAY).leagues].filter((g) => g.league.id === league).flatMap((g) => g.matches).sort((a, b) => a.kickoffTime.localeCompare(b.kickoffTime));

beforeEach(pinClock);

describe('the match hub', () => {
  it('today’s matches of every sport by league, featured first, each sport’s boards read for the visitor’s day', async () => {
    const page = await renderPage('/thong-tin', { api: hubApi() });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi['route.matchInfo']);
    expect(groups()).toEqual(['football-1', 'football-4', 'basketball-61', 'football-2']);
    const vl1 = screen.getAllByTestId('league-group')[0]!;
    expect(within(vl1).getByRole('heading').textContent).toContain(leagueName(1));
    expect(within(vl1).getAllByTestId('match-row').map((r) => Number(r.getAttribute('data-id')))).toEqual(footballToday(1).map((m) => m.staticId));
    expect(vl1.textContent).toContain(teamName(1));
    expect(screen.getByTestId('hub-summary').textContent).toContain('16 trận, 2 đang diễn ra');
    expect(screen.getByTestId('hub-live-toggle').textContent).toBe(vi['hub.filter.live'].replace('{count}', '2'));
    const calls = page.api.calls(DAY).map((c) => `${c.query.get('sport')}/${c.query.get('kind')}/${c.query.get('date')}`);
    expect(new Set(calls)).toEqual(new Set(['football', 'basketball', 'esport'].flatMap((s) => ['fixtures', 'results'].map((k) => `${s}/${k}/${TODAY}`))));
  });

  it('the filters are in the address: live only, a sport by its tab, a league from the picker; filters that leave nothing offer to clear them', async () => {
    const page = await renderPage('/thong-tin', { api: hubApi() });
    await page.ready();
    const toggle = screen.getByTestId('hub-live-toggle');
    await page.user.click(toggle);
    await waitFor(() => expect(window.location.search).toBe('?truc-tiep=1'));
    expect(screen.getByTestId('hub-live-toggle').getAttribute('aria-pressed')).toBe('true');
    // Hải Phòng – Sông Lam Nghệ An in V.League 1 and the VBA's third quarter.
    expect(rows()).toEqual([dayBoard('fixtures', TODAY).leagues[0]!.matches[0]!.staticId, 6101]);
    expect(screen.getAllByTestId('match-row').every((r) => r.getAttribute('data-tone') === 'live')).toBe(true);

    // Basketball's tab: the VBA alone.
    const tabs = screen.getByRole('navigation', { name: vi['hub.sport.label'] });
    await page.user.click(within(tabs).getByRole('link', { name: vi['hub.sport.basketball'] }));
    await waitFor(() => expect(groups()).toEqual(['basketball-61']));
    expect(window.location.search).toBe('?mon=bong-ro&truc-tiep=1');
    expect(within(tabs).getByRole('link', { name: vi['hub.sport.basketball'] }).getAttribute('aria-current')).toBe('page');

    await page.user.click(within(tabs).getByRole('link', { name: vi['hub.sport.all'] }));
    await page.user.click(screen.getByTestId('hub-live-toggle'));
    await waitFor(() => expect(window.location.search).toBe(''));
    await page.user.selectOptions(screen.getByLabelText(vi['hub.filter.league']), leagueName(2));
    await waitFor(() => expect(groups()).toEqual(['football-2']));
    expect(window.location.search).toBe('?giai=2');

    // V.League 2 has nobody in play: live only leaves nothing.
    await page.user.click(screen.getByTestId('hub-live-toggle'));
    const empty = await screen.findByTestId('hub-empty');
    expect(empty.textContent).toContain(vi['hub.empty.title']);
    await page.user.click(within(empty).getByRole('link', { name: vi['hub.empty.clear'] }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(groups()).toHaveLength(4);
  });

  it('in en on the other address: the sport tabs, leagues and teams in English', async () => {
    const page = await renderPage('/thong-tin-tran-dau?mon=bong-da', { api: hubApi(), locale: 'en' });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['route.matchInfoAlt']);
    expect(groups()).toEqual(['football-1', 'football-4', 'football-2']);
    expect(within(screen.getAllByTestId('league-group')[1]!).getByRole('heading').textContent).toContain('Premier League');
    expect(screen.getAllByTestId('league-group')[0]!.textContent).toContain('Hanoi FC');
    expect(within(screen.getByRole('navigation', { name: en['hub.sport.label'] })).getByRole('link', { name: en['hub.sport.football'] }).getAttribute('href')).toBe('/thong-tin-tran-dau?mon=bong-da');
  });

  it('in zh: a failed read retries through the skeleton; a day without any match says so', async () => {
    const api = hubApi().fail(DAY, 503, '服務暫時無法使用');
    const page = await renderPage('/thong-tin', { api, locale: 'zh' });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    expect(failed.textContent).toContain('服務暫時無法使用');
    api.answer<DayBoard>(DAY, ({ query }) => emptyBoard(query.get('kind') as 'fixtures' | 'results', query.get('date')!));
    const held = api.hold(DAY);
    await page.user.click(within(failed).getByRole('button', { name: zh['common.retry'] }));
    expect(screen.getByTestId('match-hub').querySelector('[data-state=loading][aria-busy=true]')).toBeTruthy();
    held.release();
    expect((await screen.findByTestId('hub-empty-day')).textContent).toContain(zh['hub.empty.day']);
    expect(within(screen.getByTestId('hub-empty-day')).getByRole('link').getAttribute('href')).toBe('/lich-thi-dau/bong-da');
  });

  it('in zh: the teams and leagues as the API names them in Chinese', async () => {
    const page = await renderPage('/thong-tin?mon=bong-ro', { api: hubApi(), locale: 'zh' });
    await page.ready();
    expect(groups()).toEqual(['basketball-61']);
    expect(screen.getByTestId('league-group').textContent).toContain('西貢熱火');
    expect(screen.getByTestId('league-group').textContent).toContain('越南職業籃球聯賽（VBA）');
  });
});
