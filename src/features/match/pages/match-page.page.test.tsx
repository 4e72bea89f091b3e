/**
 * The match centre (/tran-dau/{home}-vs-{away}/{staticId}?leagueId=) as a visitor meets it: a played
 * match's scoreboard and sections with the API's figures, the section tabs from the keyboard with
 * the tab in the address, a match to come in en and zh, a live match moved by the socket's pushes,
 * the skeleton, a failed call's retry, the not-found page of an unknown match or a league that
 * is not its own, and a phone's strip (one-line score and tabs) kept at the top.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import type { Locale } from '../../../../contracts/constants';
import type { MatchDetail } from '../../../../contracts/schemas/sports/matches';
import { FakeApi } from '../../../testing/fake-api';
import { LIVE, liveScore, openLink, matchDetail, matchFrame, matchSummary, PLAYED, pinClock, playerName, playerId, teamName, UPCOMING, type MatchSpec } from '../../../testing/fixtures/sports';
import { PHONE, renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const MATCH = 'GET live/api/football/match';
const SPECS: MatchSpec[] = [PLAYED, UPCOMING, LIVE];

/** The match call of the three matches, by staticId, in the visitor's language. */
function matchApi(): FakeApi {
  return new FakeApi().answer<MatchDetail>(MATCH, ({ query, language }) => matchDetail(SPECS.find((s) => s.staticId === Number(query.get('staticId')))!, language));
}

const scoreText = () => screen.getByTestId('header-score').textContent!.replace(vi['matchCentre.header.score'], '').replace(/\s+/g, ' ').trim();

beforeEach(pinClock);

describe('the match centre', () => {
  for (const locale of ['en', 'zh'] as Locale[]) {
    it(`a match to come in ${locale}: team names from the API in the language, its kick-off, and the events to come`, async () => {
      const t = CATALOGUES[locale];
      const page = await renderPage('/tran-dau/thep-xanh-nam-dinh-vs-the-cong-viettel/8852?leagueId=1', { api: matchApi(), locale });
      await page.ready();
      expect(screen.getByTestId('header-home').textContent).toBe(teamName(UPCOMING.home, locale));
      expect(screen.getByTestId('header-away').textContent).toBe(teamName(UPCOMING.away, locale));
      expect(teamName(UPCOMING.home, locale)).not.toBe(teamName(UPCOMING.home, 'vi'));
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(`${teamName(UPCOMING.home, locale)} vs ${teamName(UPCOMING.away, locale)}`);
      expect(screen.getByTestId('header-kickoff-time').textContent).toBe('18:00');
      expect(screen.getByTestId('centre-tab-h2h').textContent).toBe(t['matchCentre.tab.h2h']);
      expect(screen.getByTestId('events-empty').textContent).toBe(t['matchCentre.events.notStarted']);
      expect(screen.queryByTestId('header-score')).toBeNull();
    });
  }

  it('a failed call says so with a retry; the skeleton holds the place while it loads again; the tab in the address opens', async () => {
    const api = matchApi();
    api.fail(MATCH, 503, 'Hệ thống đang bảo trì');
    const page = await renderPage('/tran-dau/ha-noi-fc-vs-cong-an-ha-noi/8841?leagueId=1&tab=odds', { api });
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 5_000 });
    expect(failed.textContent).toContain('Hệ thống đang bảo trì');
    expect(screen.queryByTestId('match-header')).toBeNull();
    api.answer<MatchDetail>(MATCH, ({ language }) => matchDetail(PLAYED, language));
    const held = api.hold(MATCH);
    await page.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    expect(await screen.findByTestId('match-loading')).toBeTruthy();
    expect(screen.getByTestId('match-centre').getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    expect(screen.getByTestId('header-home').textContent).toBe(teamName(1));
    expect(screen.getByTestId('centre-tabs').getAttribute('data-tab')).toBe('odds');
    expect(screen.getByTestId('odds-closed')).toBeTruthy();
  });

  it('an unknown match, or a league that is not its own, shows the not-found page with the ways back', async () => {
    // The server answers 404 for an id it does not know, and for a league that is not the match's.
    const page = await renderPage('/tran-dau/doi-a-vs-doi-b/999999999', { api: new FakeApi().fail(MATCH, 404, 'Không tìm thấy trận đấu') });
    const notFound = await screen.findByTestId('match-not-found', {}, { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi['matchCentre.notFound.title']);
    expect(notFound.textContent).toContain('/tran-dau/doi-a-vs-doi-b/999999999');
    await openLink(within(notFound).getByRole('link', { name: vi['route.results'] }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(vi['route.results']));
    expect(window.location.pathname).toBe('/ket-qua/bong-da');
    page.unmount();

    const other = await renderPage('/tran-dau/thep-xanh-nam-dinh-vs-the-cong-viettel/8852?leagueId=1001', { api: new FakeApi().fail(MATCH, 404, 'Không tìm thấy trận đấu') });
    expect(await screen.findByTestId('match-not-found', {}, { timeout: 5_000 })).toBeTruthy();
    expect(other.api.calls(MATCH)[0]!.query.get('leagueId')).toBe('1001');
    expect(within(screen.getByTestId('match-not-found')).getByRole('link', { name: vi['common.backHome'] }).getAttribute('href')).toBe('/');
  });

  it('a played match: its score, scorers, events and graphs, then line-ups and statistics through the tabs from the keyboard, the tab in the address', async () => {
    const page = await renderPage('/tran-dau/ha-noi-fc-vs-cong-an-ha-noi/8841?leagueId=1', { api: matchApi() });
    await page.ready();
    const d = matchDetail(PLAYED);
    const m = d.match;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(`${m.home.name} vs ${m.away.name}`);
    expect(screen.getByTestId('header-home').textContent).toBe(m.home.name);
    expect(screen.getByTestId('header-away').textContent).toBe(m.away.name);
    expect(scoreText()).toBe('2 - 1');
    expect(within(screen.getByTestId('match-header')).getByTestId('match-status').getAttribute('data-kind')).toBe('ended');
    expect(screen.getByTestId('header-home').getAttribute('href')).toBe('/doi-bong/ha-noi-fc/1');
    expect(screen.getByTestId('header-league').getAttribute('href')).toBe('/giai-dau/v-league-1/1');
    // The scorers under the score: both of Hà Nội FC's, the visitors' one.
    expect(screen.getByTestId('header-scorers').textContent).toContain(playerName(playerId(1, 14)));
    expect(screen.getByTestId('header-scorers').textContent).toContain(playerName(playerId(2, 15)));

    // The overview: every event, the graphs with their words.
    expect(screen.getAllByTestId('match-event')).toHaveLength(d.events.length);
    expect(screen.getByTestId('match-events').textContent).toContain(playerName(playerId(1, 14)));
    expect(screen.getByTestId('momentum-chart').getAttribute('role')).toBe('img');
    expect(screen.getByTestId('momentum-chart').querySelector('title')!.textContent).toBe(vi['matchCentre.momentum.title']);
    expect(screen.getByTestId('win-probability-chart').querySelector('desc')!.textContent).toContain(m.home.name);
    expect(screen.getByTestId('match-info').textContent).toContain('18.432');

    // The tabs: one Tab stop, the arrows move and choose, the address keeps the tab.
    const overview = screen.getByTestId('centre-tab-overview');
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toEqual([overview]);
    overview.focus();
    await page.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByTestId('centre-tab-lineups'));
    expect(window.location.search).toBe('?leagueId=1&tab=lineups');
    expect(screen.getAllByTestId('pitch-player')).toHaveLength(d.lineups!.home.starters.length + d.lineups!.away.starters.length);
    expect(screen.getAllByTestId('lineup-formation')[0]!.textContent).toBe(d.lineups!.home.formation);
    expect(screen.getByTestId('pitch-home').textContent).toContain(d.lineups!.home.starters[0]!.name);

    await page.user.keyboard('{ArrowRight}');
    expect(window.location.search).toBe('?leagueId=1&tab=stats');
    const stats = screen.getByTestId('match-stats');
    expect(stats.textContent).toContain(vi['roomTabs.stat.possession']);
    expect(stats.querySelector('li')!.textContent).toContain(String(d.stats!.possession[0]));

  });

  it('a played match’s head-to-head, its league table with both teams marked and its closed odds (Home and End on the tabs)', async () => {
    const page = await renderPage('/tran-dau/ha-noi-fc-vs-cong-an-ha-noi/8841?leagueId=1&tab=h2h', { api: matchApi() });
    await page.ready();
    const d = matchDetail(PLAYED);
    const m = d.match;
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(vi['matchCentre.tab.h2h']);
    expect(screen.getAllByTestId('h2h-match')).toHaveLength(d.h2h.matches.length);
    expect(screen.getByTestId('h2h').textContent).toContain(String(d.h2h.summary.firstWins));

    await page.user.click(screen.getByTestId('centre-tab-table'));
    const marked = document.querySelectorAll('[data-testid=standing-row][data-marked=true]');
    expect([...marked].map((r) => (r.textContent!.includes(m.home.name) ? 'home' : r.textContent!.includes(m.away.name) ? 'away' : '?')).sort()).toEqual(['away', 'home']);
    expect(screen.getAllByTestId('standing-row')).toHaveLength(d.standings!.rows.length);

    // The odds of a match over are its opening line; End goes to the last tab.
    screen.getByTestId('centre-tab-table').focus();
    await page.user.keyboard('{End}');
    expect(screen.getByTestId('centre-tabs').getAttribute('data-tab')).toBe('odds');
    expect(screen.getByTestId('odds-closed').textContent).toBe(vi['matchCentre.odds.closed']);
    expect(within(screen.getByTestId('odds-1x2')).getAllByTestId('odds-opening')[0]!.textContent).toBe(d.openingOdds!.oneXTwo.home.toFixed(2));
    await page.user.keyboard('{Home}');
    expect(window.location.search).toBe('?leagueId=1');
  });

  it('a live match moves on screen with the socket’s pushes: score, minute and the new goal', async () => {
    const page = await renderPage('/tran-dau/hai-phong-fc-vs-song-lam-nghe-an/8847?leagueId=1', { api: matchApi() });
    await page.ready();
    const status = () => within(screen.getByTestId('match-header')).getByTestId('match-status');
    expect(status().getAttribute('data-kind')).toBe('live');
    expect(status().textContent).toContain('67');
    expect(scoreText()).toBe('1 - 0');

    await waitFor(() => expect(page.socket.opened.length).toBeGreaterThan(0));
    page.socket.report({ type: 'socket.opened' });
    page.socket.report({ type: 'socket.welcome', user: null });
    await waitFor(() => expect(page.socket.sent.map((c) => c.frame)).toContainEqual(expect.objectContaining({ type: 'sub', topic: '/topic/match.8847' })));
    const now = liveScore(matchSummary(LIVE), 70, { statusText: '71', minute: 71, score: '2-0', homeScore: 2, awayScore: 0 });
    const goal = { id: 12, seq: 70, minute: 71, extra: 0, side: 'home' as const, type: 'goal' as const, player: { id: playerId(6, 15), name: playerName(playerId(6, 15)) }, related: null, score: '2-0' };
    page.socket.report({ type: 'socket.frame', frame: matchFrame(now, [goal]) });
    await waitFor(() => expect(scoreText()).toBe('2 - 0'));
    expect(status().textContent).toContain('71');
    expect(screen.getByTestId('match-events').textContent).toContain(playerName(playerId(6, 15)));
    expect(screen.getAllByTestId('match-event')).toHaveLength(2);
  });

  const room = { roomId: 31, slug: 'hai-phong-fc-vs-song-lam-nghe-an', modeSlug: 'the-thao/bong-da', title: 'Hải Phòng FC vs Sông Lam Nghệ An', cover: '/media/room/31.svg', viewers: 21_100, hosts: [] };
  it.each([
    ['on', LIVE, `${vi['matchCentre.header.watch']}21.1K người xem`, 'true'],
    ['to come', UPCOMING, vi['matchCentre.header.watchAt'].replace('{time}', '18:00'), null],
    ['over', PLAYED, vi['matchCentre.header.room'], null],
  ] as const)('says "watch live" with the audience only while the match is on (%s)', async (_, spec, text, live) => {
    const api = new FakeApi().answer<MatchDetail>(MATCH, ({ language }) => ({ ...matchDetail(spec, language), room }));
    const page = await renderPage(`/tran-dau/a-vs-b/${spec.staticId}?leagueId=1`, { api });
    await page.ready();
    const link = screen.getByTestId('header-room');
    expect(link.textContent).toBe(text);
    expect(link.getAttribute('data-live')).toBe(live);
    expect(link.getAttribute('href')).toBe('/truc-tiep/the-thao/bong-da/hai-phong-fc-vs-song-lam-nghe-an-31');
  });

  it('on a phone in zh: a one-line score with the tabs in a strip kept at the top (its place always taken), shown once the big scoreboard is scrolled away; the table’s columns toggle', async () => {
    const page = await renderPage('/tran-dau/ha-noi-fc-vs-cong-an-ha-noi/8841?leagueId=1', { api: matchApi(), width: PHONE, locale: 'zh' });
    await page.ready();
    const m = matchDetail(PLAYED, 'zh').match;
    const strip = screen.getByTestId('centre-strip');
    expect(strip.getAttribute('data-sticky')).toBe('true');
    expect(strip.className).toMatch(/\bpos_sticky\b/);
    const compact = within(strip).getByTestId('match-compact-header');
    expect(compact.nextElementSibling!.querySelector('[role=tablist]')).toBeTruthy();
    expect(within(compact).getByTestId('compact-score').textContent).toBe('2 - 1');
    expect(compact.textContent).toContain(m.home.shortName);
    expect(compact.textContent).toContain(m.away.shortName);
    // The big scoreboard is in view at first: the line keeps its place, unseen and unread.
    expect(compact.getAttribute('data-shown')).toBe('false');
    expect(compact.getAttribute('aria-hidden')).toBe('true');

    await page.user.click(screen.getByTestId('centre-tab-table'));
    const firstRow = () => screen.getAllByTestId('standing-row')[0]!.children.length;
    expect(firstRow()).toBe(5);
    await page.user.click(screen.getByRole('button', { name: zh['standings.columns.all'] }));
    expect(firstRow()).toBe(10);
  });

  it('on a wide screen the scoreboard stands alone: no one-line score, the tabs not kept at the top', async () => {
    const page = await renderPage('/tran-dau/ha-noi-fc-vs-cong-an-ha-noi/8841?leagueId=1', { api: matchApi() });
    await page.ready();
    expect(screen.queryByTestId('match-compact-header')).toBeNull();
    expect(screen.getByTestId('centre-strip').getAttribute('data-sticky')).toBeNull();
  });
});
