/**
 * The football day boards (results, fixtures, odds: three pages over one board view) as a visitor
 * meets them: the day's leagues and matches from the API (pinned leagues first, each row to its
 * match centre), the odds' movement, the day strip and the league filter in the address and from
 * the keyboard, a live score pushed over the socket, the skeleton, a failed call's retry and a day
 * without matches, in vi, en and zh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { Locale } from '../../../../contracts/constants';
import type { DayBoard, LeagueItem } from '../../../../contracts/schemas/sports/matches';
import { slugify } from '../../../../contracts/slug';
import { FakeApi } from '../../../testing/fake-api';
import { day, dayBoard, emptyBoard, leagueItems, leagueName, liveScore, matchSummary, boardMatches, pinClock, scoresFrame, TODAY, type BoardKind } from '../../../testing/fixtures/sports';
import { renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const DAY = 'GET live/api/football/day';
const PATHS: Record<BoardKind, string> = { results: '/ket-qua/bong-da', fixtures: '/lich-thi-dau/bong-da', odds: '/ty-le-keo/bong-da' };

/** The boards' calls: every day has its board, but `emptyDay`, which has no match. */
function boardsApi(emptyDay?: string): FakeApi {
  return new FakeApi()
    .answer<DayBoard>(DAY, ({ query, language }) => {
      const kind = query.get('kind') as BoardKind;
      const date = query.get('date')!;
      return date === emptyDay ? emptyBoard(kind, date) : dayBoard(kind, date, language);
    })
    .answer<LeagueItem[]>('GET live/api/football/leagues', ({ language }) => leagueItems(language));
}

const board = () => screen.getByTestId('board-content');
const shownLeagues = () => screen.queryAllByTestId('league-group').map((g) => Number(g.getAttribute('data-league')));
const shownMatches = () => screen.queryAllByTestId('match-row').map((r) => Number(r.getAttribute('data-id')));
const leaguesOf = (b: DayBoard) => b.leagues.filter((g) => g.matches.length > 0).map((g) => g.league.id);
const matchesOf = (b: DayBoard) => b.leagues.flatMap((g) => g.matches.map((m) => m.staticId));
const row = (staticId: number) => document.querySelector<HTMLElement>(`[data-testid=match-row][data-id="${staticId}"]`)!;

/** The board of `date` is on the page, with its data. */
async function boardOf(date: string) {
  await waitFor(() => {
    expect(screen.getByTestId('day-board').getAttribute('data-day')).toBe(date);
    expect(board().getAttribute('data-state')).toMatch(/^(ready|empty)/);
  });
}

beforeEach(pinClock);

describe('the football day boards', () => {
  const cases: Array<[BoardKind, string, string]> = [
    ['results', day(-1), day(-2)],
    ['fixtures', day(1), day(2)],
    ['odds', day(1), day(3)],
  ];
  for (const [kind, date, emptyDay] of cases) {
    it(`the ${kind} board: a failed call offers a retry, the skeleton holds the place, then the API’s leagues (pinned first) and matches, each row to its match centre; a day without matches says so`, async () => {
      const api = boardsApi(emptyDay).fail(DAY, 503, 'Máy chủ đang bận');
      const page = await renderPage(`${PATHS[kind]}?ngay=${date}`, { api });
      const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
      expect(failed.textContent).toContain('Máy chủ đang bận');
      // The retry goes out while the board is held: its skeleton, busy, in place of the board.
      api.answer<DayBoard>(DAY, ({ query, language }) => (query.get('date') === emptyDay ? emptyBoard(kind, emptyDay) : dayBoard(kind, query.get('date')!, language)));
      const held = api.hold(DAY);
      await page.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
      const skeleton = await screen.findByTestId('board-loading');
      expect(skeleton.getAttribute('aria-busy')).toBe('true');
      expect(board().getAttribute('aria-busy')).toBe('true');
      held.release();
      await page.ready();
      await boardOf(date);

      const expected = dayBoard(kind, date);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi[`route.${kind}`]);
      expect(shownLeagues()).toEqual(leaguesOf(expected));
      expect(shownMatches()).toEqual(matchesOf(expected));
      expect(document.querySelectorAll('[data-testid=league-group][data-pinned]')).toHaveLength(expected.leagues.filter((g) => g.league.featured).length);
      const group = screen.getAllByTestId('league-group')[0]!;
      expect(within(group).getByRole('heading', { level: 2 }).textContent).toBe(expected.leagues[0]!.league.name);
      const first = expected.leagues[0]!.matches[0]!;
      const firstRow = within(group).getAllByTestId('match-row')[0]!;
      expect(firstRow.textContent).toContain(first.home.name);
      expect(firstRow.textContent).toContain(first.away.name);
      if (kind === 'results') expect(firstRow.getAttribute('data-score')).toBe(first.score);
      else expect(firstRow.getAttribute('data-score')).toBeNull();
      expect(within(firstRow).getByTestId('match-row-link').getAttribute('href')).toBe(`/tran-dau/${slugify(first.home.name)}-vs-${slugify(first.away.name)}/${first.staticId}?leagueId=${first.leagueId}`);
      expect(api.calls(DAY).at(-1)!.query.get('kind')).toBe(kind);
      expect(api.calls(DAY).at(-1)!.query.get('timezone')).toBe('Asia/Ho_Chi_Minh');

      // A day without a match: the board says so and names the day.
      await page.user.click(screen.getByTestId('board-days').querySelector<HTMLElement>(`[data-day="${emptyDay}"]`)!);
      await boardOf(emptyDay);
      expect(screen.getByTestId('board-empty').textContent).toContain(vi[`football.board.empty.${kind}`]);
      expect(screen.queryAllByTestId('match-row')).toHaveLength(0);
    });
  }

  it('the odds show 1X2, handicap and over/under with their movement since the opening line, in words for screen readers', async () => {
    const page = await renderPage('/ty-le-keo/bong-da?ngay=2026-11-25', { api: boardsApi() });
    await page.ready();
    await boardOf('2026-11-25');
    expect(screen.getByTestId('odds-legend').textContent).toContain(vi['football.odds.legendUp']);
    const matches = dayBoard('odds', '2026-11-25').leagues.flatMap((g) => g.matches);
    for (const m of matches.slice(0, 2)) {
      const cells = row(m.staticId);
      expect(cells.querySelectorAll('[data-market]')).toHaveLength(3);
      const home = cells.querySelector<HTMLElement>('[data-market="1x2"] [data-testid=odds-price]')!;
      const move = m.movement!.oneXTwo.home;
      expect(move).not.toBe('same');
      expect(home.getAttribute('data-move')).toBe(move);
      expect(home.textContent).toContain(m.odds!.oneXTwo.home.toFixed(2));
      expect(home.textContent).toContain(vi[move === 'up' ? 'football.odds.upFrom' : 'football.odds.downFrom'].replace('{from}', m.openingOdds!.oneXTwo.home.toFixed(2)));
      expect(cells.querySelector('[data-market=handicap] [data-testid=odds-line]')!.textContent).toContain(String(Math.abs(m.odds!.handicap.line)));
      expect(cells.querySelector('[data-market=over-under]')!.textContent).toContain(m.odds!.overUnder.over.toFixed(2));
    }
  });

  it('the day strip changes the day by click and by keys (one Tab stop, ← moves, Enter opens), and the address keeps it', async () => {
    const page = await renderPage('/ket-qua/bong-da', { api: boardsApi() });
    await page.ready();
    await boardOf(TODAY);
    const strip = screen.getByTestId('board-days');
    // Results look back: five days before today, today last and chosen.
    const days = within(strip).getAllByRole('link');
    expect(days.map((d) => d.getAttribute('data-day'))).toEqual([day(-5), day(-4), day(-3), day(-2), day(-1), TODAY]);
    expect(strip.querySelector('[aria-current=date]')!.textContent).toContain(vi['schedule.day.today']);
    expect(days.filter((d) => d.tabIndex === 0)).toHaveLength(1);

    await page.user.click(strip.querySelector<HTMLElement>(`[data-day="${day(-2)}"]`)!);
    await boardOf(day(-2));
    expect(window.location.search).toBe(`?ngay=${day(-2)}`);
    expect(shownMatches()).toEqual(matchesOf(dayBoard('results', day(-2))));

    strip.querySelector<HTMLElement>('[aria-current=date]')!.focus();
    await page.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(strip.querySelector(`[data-day="${day(-3)}"]`));
    await page.user.keyboard('{Enter}');
    await boardOf(day(-3));
    expect(window.location.search).toBe(`?ngay=${day(-3)}`);
    expect(shownMatches()).toEqual(matchesOf(dayBoard('results', day(-3))));
    expect(strip.querySelector('[aria-current=date]')!.getAttribute('data-day')).toBe(day(-3));
  });

  it('the league filter shows one league by click and by keys, keeps it across days, and a league without matches offers every league', async () => {
    const page = await renderPage('/lich-thi-dau/bong-da?ngay=2026-11-26', { api: boardsApi() });
    await page.ready();
    await boardOf('2026-11-26');
    const expected = dayBoard('fixtures', '2026-11-26');
    const [a, b] = expected.leagues;
    const filter = screen.getByTestId('league-filter');
    expect(filter.querySelector('[aria-current=true]')!.getAttribute('data-league')).toBe('all');
    expect(filter.querySelector('[data-league=all]')!.textContent).toContain(String(expected.total));

    await page.user.click(filter.querySelector<HTMLElement>(`[data-league="${a!.league.id}"]`)!);
    await waitFor(() => expect(shownLeagues()).toEqual([a!.league.id]));
    expect(window.location.search).toBe(`?ngay=2026-11-26&giai-dau=${a!.league.id}`);
    expect(shownMatches()).toEqual(a!.matches.map((m) => m.staticId));

    // ← / → move along the chips; Enter opens the focused one.
    filter.querySelector<HTMLElement>('[aria-current=true]')!.focus();
    await page.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(filter.querySelector(`[data-league="${b!.league.id}"]`));
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(shownLeagues()).toEqual([b!.league.id]));
    expect(window.location.search).toBe(`?ngay=2026-11-26&giai-dau=${b!.league.id}`);

    // The day strip keeps the league.
    await page.user.click(screen.getByTestId('board-days').querySelector<HTMLElement>('[data-day="2026-11-27"]')!);
    await boardOf('2026-11-27');
    expect(window.location.search).toBe(`?ngay=2026-11-27&giai-dau=${b!.league.id}`);
    expect(shownLeagues()).toEqual([b!.league.id]);

    await page.user.click(screen.getByTestId('league-filter').querySelector<HTMLElement>('[data-league=all]')!);
    await waitFor(() => expect(shownLeagues()).toEqual(leaguesOf(dayBoard('fixtures', '2026-11-27'))));
    page.unmount();

    // A league that does not play (or does not exist): a notice and a way back to every league.
    const again = await renderPage('/lich-thi-dau/bong-da?ngay=2026-11-26&giai-dau=999', { api: boardsApi() });
    await again.ready();
    const notice = await screen.findByTestId('board-league-empty');
    expect(notice.textContent).toContain(vi['football.board.leagueUnknown']);
    await again.user.click(within(notice).getByRole('link', { name: vi['football.board.showAll'] }));
    await waitFor(() => expect(shownLeagues()).toEqual(leaguesOf(expected)));
    expect(window.location.search).toBe('?ngay=2026-11-26');
  });

  it('a day outside the strip is today, where a live score pushed over the socket changes its row while the page stays open', async () => {
    // Fixtures look ahead: a day of the past is outside the strip, so the board is today's.
    const page = await renderPage('/lich-thi-dau/bong-da?ngay=2026-11-21', { api: boardsApi() });
    await page.ready();
    await boardOf(TODAY);
    const days = within(screen.getByTestId('board-days')).getAllByRole('link');
    expect(days).toHaveLength(6);
    expect(days[0]!.getAttribute('data-day')).toBe(TODAY);
    const [live] = boardMatches('fixtures', TODAY);
    expect(live!.status).toBe(2);
    expect(row(live!.staticId).getAttribute('data-tone')).toBe('live');
    expect(row(live!.staticId).getAttribute('data-score')).toBe('1-0');

    await waitFor(() => expect(page.socket.opened.length).toBeGreaterThan(0));
    page.socket.report({ type: 'socket.opened' });
    page.socket.report({ type: 'socket.welcome', user: null });
    await waitFor(() => expect(page.socket.sent.map((c) => c.frame)).toContainEqual(expect.objectContaining({ type: 'sub', topic: '/topic/scores.live' })));
    const now = matchSummary(live!);
    page.socket.report({ type: 'socket.frame', frame: scoresFrame([liveScore(now, 68, { statusText: '71', minute: 71, score: '2-0', homeScore: 2, awayScore: 0 })]) });
    await waitFor(() => expect(row(live!.staticId).getAttribute('data-score')).toBe('2-0'));
    expect(within(row(live!.staticId)).getAllByTestId('match-row-goals').map((g) => g.textContent)).toEqual(['2', '0']);
    expect(within(row(live!.staticId)).getByTestId('match-row-status').textContent).toContain('71');
  });

  for (const locale of ['en', 'zh'] as Locale[]) {
    it(`speaks ${locale} (vi above) with the league and team names as the API gives them`, async () => {
      const t = CATALOGUES[locale];
      const page = await renderPage('/lich-thi-dau/bong-da?ngay=2026-11-25', { api: boardsApi(), locale });
      await page.ready();
      await boardOf('2026-11-25');
      const expected = dayBoard('fixtures', '2026-11-25', locale);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t['route.fixtures']);
      const groups = screen.getAllByTestId('league-group');
      expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual(expected.leagues.map((g) => g.league.name));
      expect(within(groups[1]!).getByRole('heading', { level: 2 }).textContent).toBe(leagueName(4, locale));
      expect(screen.getAllByTestId('match-row')[0]!.textContent).toContain(expected.leagues[0]!.matches[0]!.home.name);
      expect(screen.getByTestId('league-filter').querySelector('[data-league=all]')!.textContent).toContain(t['football.board.filter.all']);
      expect(screen.getByTestId('board-days').querySelector('[aria-current=date]')!.textContent).toContain(t['schedule.day.tomorrow']);
    });
  }
});
