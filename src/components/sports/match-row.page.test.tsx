/**
 * The one match row and league group of the day lists, as a visitor meets them where they differ:
 * the match hub's rows lead to the live room as well (while there is something to watch), the
 * football boards' rows do not and their featured leagues are pinned. Both: the status, the score
 * with the winner, the match centre's link and its name in words, the league's header.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DayBoard, LeagueItem, MatchSummary } from '../../../contracts/schemas/sports/matches';
import { FakeApi } from '../../testing/fake-api';
import { day, dayBoard, hubBoard, leagueItems, pinClock, TODAY } from '../../testing/fixtures/sports';
import { renderPage } from '../../testing/render-page';

const DAY = 'GET live/api/football/day';

/** A match with a live room: its static id plus this. */
const ROOM = 500_000;
/** The hub's boards, every match with a live room. */
const withRooms = (board: DayBoard): DayBoard => ({ ...board, leagues: board.leagues.map((g) => ({ ...g, matches: g.matches.map((m) => ({ ...m, roomId: m.staticId + ROOM })) })) });

const api = () =>
  new FakeApi()
    .answer<DayBoard>(DAY, ({ query, language }) => withRooms(hubBoard(query.get('kind') as 'fixtures' | 'results', query.get('sport') ?? 'football', query.get('date')!, language)))
    .answer<LeagueItem[]>('GET live/api/football/leagues', ({ language }) => leagueItems(language));

const row = (m: MatchSummary) => document.querySelector<HTMLElement>(`[data-testid=match-row][data-id="${m.staticId}"]`)!;
/** Today's football of the hub, fixtures and results, in `language`. */
const football = (language: 'vi' | 'en' = 'vi') => [...dayBoard('fixtures', TODAY, language).leagues, ...dayBoard('results', TODAY, language).leagues].flatMap((g) => g.matches);
const byStatus = (status: number, language: 'vi' | 'en' = 'vi') => football(language).find((m) => m.status === status && m.homeScore !== m.awayScore)!;

beforeEach(pinClock);

describe('a match row', () => {
  it('on the hub: status, score and winner, the match centre named in words, and the live room while there is one', async () => {
    const page = await renderPage('/thong-tin', { api: api() });
    await page.ready();
    await waitFor(() => expect(screen.getAllByTestId('match-row').length).toBeGreaterThan(0), { timeout: 3_000 });

    const live = byStatus(2);
    const liveRow = row(live);
    expect(liveRow.getAttribute('data-tone')).toBe('live');
    expect(within(liveRow).getByTestId('match-row-status').textContent).toBe(`${live.statusText}'`);
    expect(within(liveRow).getAllByTestId('match-row-goals').map((g) => g.textContent)).toEqual([String(live.homeScore), String(live.awayScore)]);
    const centre = within(liveRow).getByTestId('match-row-link');
    // Named by what it shows (label in name, WCAG 2.5.3), then the status in words.
    expect(centre.hasAttribute('aria-label')).toBe(false);
    expect(centre.textContent).toBe(`${live.statusText}'${live.home.name}${live.homeScore}${live.away.name}${live.awayScore}, Trực tiếp ${live.statusText}'`);
    expect(centre.getAttribute('href')).toMatch(new RegExp(`^/tran-dau/.+-vs-.+/${live.staticId}\\?leagueId=${live.leagueId}$`));
    const watch = within(liveRow).getByRole('link', { name: `Xem trực tiếp ${live.home.name} – ${live.away.name}` });
    expect(watch.getAttribute('href')).toMatch(new RegExp(`^/truc-tiep/the-thao/bong-da/.+-${live.staticId + ROOM}$`));

    const coming = football().find((m) => m.status === 1)!;
    expect(within(row(coming)).getByTestId('match-row-status').tagName).toBe('TIME');
    expect(within(row(coming)).getByRole('link', { name: `Phòng trực tiếp ${coming.home.name} – ${coming.away.name}` })).toBeTruthy();
    expect(within(row(coming)).queryAllByTestId('match-row-goals')).toHaveLength(0);

    const ended = byStatus(3);
    const endedRow = row(ended);
    expect(within(endedRow).getByTestId('match-row-status').textContent).toBe('KT');
    expect(within(endedRow).queryByTestId('match-row-room')).toBeNull();
    const winner = ended.homeScore! > ended.awayScore! ? ended.home.name : ended.away.name;
    expect(within(endedRow).getByText(winner).closest('[data-result]')!.getAttribute('data-result')).toBe('won');
  });

  it('on a football board: no room link, the featured league pinned, its header with the count and the league’s link', async () => {
    const page = await renderPage(`/lich-thi-dau/bong-da?ngay=${day(1)}`, { api: api() });
    await page.ready();
    await waitFor(() => expect(screen.getAllByTestId('match-row').length).toBeGreaterThan(0), { timeout: 3_000 });
    expect(screen.queryAllByTestId('match-row-room')).toHaveLength(0);
    const board = dayBoard('fixtures', day(1));
    const first = board.leagues.find((g) => g.matches.length > 0)!;
    const group = screen.getAllByTestId('league-group')[0]!;
    expect(group.getAttribute('data-league')).toBe(String(first.league.id));
    const heading = within(group).getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe(first.league.name);
    expect(within(heading).getByRole('link').getAttribute('href')).toMatch(new RegExp(`/${first.league.id}$`));
    expect(group.textContent).toContain(`${first.matches.length} trận`);
    expect(group.textContent).toContain(first.league.country);
    expect(within(group).queryByRole('img', { name: 'Giải đấu được ghim' }) !== null).toBe(first.league.featured);
  });

  it('speaks English', async () => {
    const page = await renderPage('/thong-tin', { api: api(), locale: 'en' });
    await page.ready();
    await waitFor(() => expect(screen.getAllByTestId('match-row').length).toBeGreaterThan(0), { timeout: 3_000 });
    const live = byStatus(2, 'en');
    expect(within(row(live)).getByRole('link', { name: `Watch ${live.home.name} – ${live.away.name} live` })).toBeTruthy();
    expect(within(row(byStatus(3, 'en'))).getByTestId('match-row-status').textContent).toBe('FT');
    expect(screen.getAllByTestId('league-group')[0]!.textContent).toMatch(/\d+ match(es)?/);
  });
});
