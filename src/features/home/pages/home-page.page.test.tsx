import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { banners, dayBoard, emptyDayBoard, topTipsters } from '../../../testing/fixtures/home';
import { atVn, featureMatches, MATCHES } from '../../../testing/fixtures/live';
import { PHONE, renderPage } from '../../../testing/render-page';
import type { LiveScore } from '../../../../contracts/schemas/chat';
import { todayIn } from '../../../../contracts/day-strip';
import { DAY_CHECK_MS } from '../../../components/ui/use-now';

/** The visitor's today in Vietnam: the page asks for it, and the featured matches are on it. */
const TODAY = todayIn('Asia/Ho_Chi_Minh');
const dayOf = (query: URLSearchParams) => query.get('date') ?? TODAY;

function homeApi(): FakeApi {
  return new FakeApi()
    .answer('GET live/api/schedule/feature-match', ({ language }) => featureMatches(TODAY, language))
    .answer('GET other/api/banner/list', ({ language }) => banners(language))
    .answer('GET live/api/football/day', ({ query, language }) => dayBoard(query.get('kind') === 'results' ? 'results' : 'fixtures', dayOf(query), language))
    .answer('GET other/api/schedule-tips/v2/top-rating', () => topTipsters());
}

const section = (id: string) => screen.getByTestId(id);

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./home-page'));

describe('the home page', () => {
  const languages = [
    { locale: 'vi', h1: 'Thể thao trực tiếp, trọn vẹn từng khoảnh khắc', today: 'Lịch thi đấu hôm nay', tips: 'Cao thủ tip kèo', count: '3 đang trực tiếp', home: 'Hà Nội FC', away: 'Hải Phòng', league: 'Ngoại hạng Anh', results: 'V.League 1', banner: 'Trực tiếp bóng đá hôm nay' },
    { locale: 'en', h1: 'Live sports, every moment of it', today: "Today's fixtures", tips: 'Top tipsters', count: '3 live', home: 'Hanoi FC', away: 'Hai Phong', league: 'Premier League', results: 'V.League 1', banner: 'Live football today' },
    { locale: 'zh', h1: '體育直播，不錯過每個精彩瞬間', today: '今日賽程', tips: '頂尖貼士達人', count: '3 場直播中', home: '河內FC', away: '海防', league: '英格蘭超級聯賽', results: '越南足球甲級聯賽', banner: '今日足球直播' },
  ] as const;
  for (const t of languages) {
    it(`shows live now, the banners, today’s lists and the tipsters from the data, in ${t.locale}`, async () => {
      const page = await renderPage('/', { api: homeApi(), locale: t.locale });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t.h1);
      expect(screen.getByRole('heading', { level: 2, name: t.today })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: t.tips })).toBeTruthy();

      // Live now: the featured matches in the API's order, live first, with their teams, score, host and audience.
      const cards = within(section('home-live')).getAllByTestId('live-card');
      expect(cards.map((c) => Number(c.getAttribute('data-static-id')))).toEqual([70_001, 70_002, 70_006, 70_007, 70_003, 70_004]);
      const first = cards[0]!;
      expect(within(first).getByTestId('live-card-home').textContent).toBe(t.home);
      expect(within(first).getByTestId('live-card-away').textContent).toBe(t.away);
      expect(within(first).getByTestId('live-card-home-score').textContent).toBe('2');
      expect(within(first).getByTestId('live-card-away-score').textContent).toBe('1');
      expect(first.textContent).toContain('BLV Quang Huy');
      expect(within(first).getByTestId('live-card-viewers').textContent).toContain('12.5K');
      expect(first.getAttribute('href')).toBe('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001');
      expect(screen.getByTestId('home-live-count').textContent).toBe(t.count);
      // A coming match: its kickoff time, no score, no audience.
      const coming = cards[4]!;
      expect(coming.textContent).toContain('22:00');
      expect(within(coming).queryByTestId('live-card-home-score')).toBeNull();
      expect(within(coming).queryByTestId('live-card-viewers')).toBeNull();

      // The top banners only (not the sidebar's), their pictures sized and linked.
      const shown = screen.getAllByTestId('banner');
      expect(shown).toHaveLength(3);
      const image = within(shown[0]!).getByRole('img');
      expect(image.getAttribute('src')).toBe('/media/banner/1.svg');
      expect(image.getAttribute('alt')).toBe(t.banner);
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '300']);
      expect(within(shown[0]!).getByRole('link').getAttribute('href')).toBe('/lich-truc-tiep');

      // Today's football by league (the Premier League first, as the API orders it), and the results.
      const today = within(section('home-fixtures'));
      expect(today.getAllByTestId('league-group')[0]!.textContent).toContain(t.league);
      expect(today.getAllByTestId('match-row').map((r) => Number(r.getAttribute('data-id')))).toEqual([70_003, 70_004, 70_001, 70_002, 70_012]);
      // The section and its list share the test id: the section is the first.
      const results = within(screen.getAllByTestId('home-results')[0]!);
      expect(results.getAllByTestId('league-group')[0]!.textContent).toContain(t.results);
      expect(results.getAllByTestId('match-row')).toHaveLength(2);

      // The best tipsters, in the API's order, with their win rate.
      const tipsters = screen.getAllByTestId('tipster');
      expect(tipsters).toHaveLength(5);
      expect(tipsters[0]!.textContent).toContain('Tùng Soi Kèo');
      expect(screen.getAllByTestId('tipster-rate')[0]!.textContent).toMatch(/^71\s?%$/);
      page.unmount();
    });
  }

  it('shows each section’s skeleton while its call is held, and nothing else waits for it', async () => {
    const api = homeApi();
    const live = api.hold('GET live/api/schedule/feature-match');
    const tips = api.hold('GET other/api/schedule-tips/v2/top-rating');
    const page = await renderPage('/', { api, width: PHONE });
    expect(await screen.findByTestId('live-strip-skeleton')).toBeTruthy();
    expect(section('home-live').getAttribute('data-state')).toBe('loading');
    expect(section('home-tips').getAttribute('data-state')).toBe('loading');
    // Today's lists came: they do not wait for the live strip.
    expect((await within(section('home-today')).findAllByTestId('match-row', {}, { timeout: 3_000 })).length).toBeGreaterThan(0);
    live.release();
    tips.release();
    await page.ready();
    expect(screen.queryByTestId('live-strip-skeleton')).toBeNull();
    expect(within(section('home-live')).getAllByTestId('live-card')).toHaveLength(6);
  });

  it('says what is empty: no featured match (with the way to the schedule), no match left today, no result yet, no tipster', async () => {
    const api = new FakeApi()
      .answer('GET live/api/schedule/feature-match', { list: [], total: 0, pageNum: 1, pageSize: 8 })
      .answer('GET other/api/banner/list', [])
      .answer('GET live/api/football/day', ({ query }) => emptyDayBoard(query.get('kind') === 'results' ? 'results' : 'fixtures', dayOf(query)))
      .answer('GET other/api/schedule-tips/v2/top-rating', { list: [], total: 0, pageNum: 1, pageSize: 5 });
    const page = await renderPage('/', { api });
    await page.ready();
    const live = screen.getByTestId('home-live-empty');
    expect(live.textContent).toContain('Chưa có trận nổi bật nào lúc này');
    expect(within(live).getByRole('link').getAttribute('href')).toBe('/lich-truc-tiep');
    expect(screen.queryByTestId('home-live-count')).toBeNull();
    expect(screen.getByTestId('home-fixtures-empty').textContent).toContain('Hôm nay không còn trận nào');
    expect(screen.getByTestId('home-results-empty').textContent).toContain('Chưa có trận nào kết thúc hôm nay');
    expect(screen.getByTestId('home-tips-empty').textContent).toContain('Chưa có tip nào được chấm');
    expect(screen.queryByTestId('banner-strip')).toBeNull();
  });

  it('says a failed section failed, keeps the others, and its retry (from the keyboard) loads it', async () => {
    const api = homeApi().fail('GET other/api/schedule-tips/v2/top-rating', 503, 'Máy chủ đang bận');
    const page = await renderPage('/', { api });
    await page.ready();
    const tips = section('home-tips');
    expect(tips.getAttribute('data-state')).toBe('failed');
    const failed = within(tips).getByTestId('load-failed');
    expect(failed.textContent).toContain('Không tải được dữ liệu');
    expect(failed.textContent).toContain('Máy chủ đang bận');
    expect(section('home-live').getAttribute('data-state')).toBe('ready');

    api.answer('GET other/api/schedule-tips/v2/top-rating', () => topTipsters());
    within(failed).getByRole('button', { name: 'Thử lại' }).focus();
    await page.user.keyboard('{Enter}');
    expect((await within(tips).findAllByTestId('tipster', {}, { timeout: 3_000 })).length).toBe(5);
    expect(tips.getAttribute('data-state')).toBe('ready');
  });

  it('puts a followed team’s matches first in today’s list', async () => {
    // A guest follows Đông Á Thanh Hóa (the favourites machine keeps a guest's list in the browser).
    localStorage.setItem('favouriteTeams.v1', JSON.stringify([109]));
    const page = await renderPage('/', { api: homeApi() });
    await page.ready();
    const first = within(section('home-fixtures')).getAllByTestId('league-group')[0]!;
    expect(first.getAttribute('data-league')).toBe('1');
    expect(within(first).getAllByTestId('match-row')[0]!.getAttribute('data-id')).toBe('70012');
  });

  it('changes a score pushed over the socket on the card and in today’s list while the page stays open', async () => {
    const page = await renderPage('/', { api: homeApi() });
    await page.ready();
    page.socket.report({ type: 'socket.opened' });
    page.socket.report({ type: 'socket.welcome', user: null });
    const spec = MATCHES.haNoiHaiPhong;
    const score = (seq: number, home: number, away: number): LiveScore => ({
      staticId: spec.staticId,
      seq,
      sport: 'football',
      kickoffTime: atVn(TODAY, spec.time),
      status: 2,
      statusText: '67',
      minute: 67,
      period: '2H',
      score: `${home}-${away}`,
      homeScore: home,
      awayScore: away,
    });
    expect(page.socket.sent.some((c) => c.frame.type === 'sub' && c.frame.topic === '/topic/scores.live')).toBe(true);
    page.socket.report({ type: 'socket.frame', frame: { type: 'scores', topic: '/topic/scores.live', at: Date.now(), snapshot: true, matches: [score(14, 2, 1)] } });
    page.socket.report({ type: 'socket.frame', frame: { type: 'scores', topic: '/topic/scores.live', at: Date.now(), snapshot: false, matches: [score(15, 3, 1)] } });
    const card = screen.getAllByTestId('live-card')[0]!;
    await within(card).findByText('3', {}, { timeout: 3_000 });
    expect(within(card).getByTestId('live-card-home-score').textContent).toBe('3');
    const row = within(section('home-fixtures'))
      .getAllByTestId('match-row')
      .find((r) => r.getAttribute('data-id') === String(spec.staticId))!;
    expect(within(row).getAllByTestId('match-row-goals')[0]!.textContent).toBe('3');
  });

  it("moves to the new day at midnight while the page stays open: the new day's lists, without a reload", async () => {
    // 23:59:40 in Vietnam on 1 December; the clock, not the wall, moves past midnight.
    vi.useFakeTimers({ now: new Date('2026-12-01T16:59:40Z'), toFake: ['Date', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    try {
      const api = homeApi();
      const page = await renderPage('/', { api });
      await page.ready();
      const days = () => api.calls('GET live/api/football/day').map((c) => c.query.get('date'));
      expect(new Set(days())).toEqual(new Set(['2026-12-01']));
      vi.setSystemTime(new Date('2026-12-01T17:00:20Z'));
      vi.advanceTimersByTime(DAY_CHECK_MS);
      await waitFor(() => expect(days()).toContain('2026-12-02'));
      expect(new Set(api.calls('GET live/api/football/day').filter((c) => c.query.get('date') === '2026-12-02').map((c) => c.query.get('kind')))).toEqual(new Set(['fixtures', 'results']));
    } finally {
      vi.useRealTimers();
    }
  });
});
