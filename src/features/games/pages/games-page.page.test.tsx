import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { gameCard, gameDetail, gamesOfTab, gamesPage, leaderboard } from '../../../testing/fixtures/games';
import { PHONE, renderPage, toAnotherPage } from '../../../testing/render-page';

const LIST = 'GET other/api/game/list';
const slow = { timeout: 5_000 };

function gamesApi(total?: number): FakeApi {
  return new FakeApi()
    .answer(LIST, ({ query, language }) => gamesPage(query, language, total))
    .answer('GET other/api/game/detail', ({ query, language }) => gameDetail(Number(query.get('id')), language))
    .answer('GET other/api/game/leaderboard', ({ query }) => leaderboard(Number(query.get('id'))));
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const tabs = () => within(screen.getByRole('navigation', { name: /Danh mục game|Game categories|遊戲分類/ })).getAllByRole('link');
const currentTab = () => tabs().find((a) => a.getAttribute('aria-current') === 'page')?.textContent;
const names = (root: HTMLElement = screen.getByTestId('games-list')) => within(root).getAllByTestId('game-card-name').map((n) => n.textContent);

describe('the games (/game)', () => {
  const featured = [
    { locale: 'vi', h1: 'Game', tab: 'Nổi bật', sections: ['Đang thịnh hành', 'Game hot', 'Game mới'], more: 'Xem tất cả' },
    { locale: 'zh', h1: '遊戲', tab: '精選', sections: ['當前熱門趨勢', '熱門遊戲', '最新遊戲'], more: '查看全部' },
  ] as const;
  it.each(featured)('shows the first games of trending, hot and new, each with a link to its tab ($locale)', async (c) => {
    const page = await renderPage('/game', { api: gamesApi(), locale: c.locale });
    await page.ready();
    expect(heading()).toBe(c.h1);
    expect(currentTab()).toBe(c.tab);
    const tabsOf = ['xu-huong', 'game-hot', 'game-moi'];
    const hrefs = ['/game/xu-huong', '/game/game-hot', '/game/game-moi'];
    c.sections.forEach((title, i) => {
      const section = screen.getByRole('heading', { level: 2, name: title }).closest('section')!;
      expect(names(section)).toEqual(gamesOfTab(tabsOf[i]!).slice(0, 6).map((g) => g.name[c.locale]));
      expect(within(section).getByRole('link', { name: c.more }).getAttribute('href')).toBe(hrefs[i]);
    });
    const asked = new Set(page.api.calls(LIST).map((call) => `${call.query.get('tab')} ${call.query.get('pageSize')}`));
    expect([...asked]).toEqual(tabsOf.map((tab) => `${tab} 6`));
  });

  const tabCases = [
    { path: '/game/xu-huong', tab: 'xu-huong', locale: 'en', h1: 'Trending games', current: 'Trending' },
    { path: '/game/game-top', tab: 'game-top', locale: 'vi', h1: 'Game top', current: 'Top' },
    { path: '/game/game-hot', tab: 'game-hot', locale: 'en', h1: 'Hot games', current: 'Hot' },
    { path: '/game/game-moi', tab: 'game-moi', locale: 'zh', h1: '最新遊戲', current: '最新' },
    { path: '/game/game-all', tab: 'game-all', locale: 'vi', h1: 'Tất cả game', current: 'Tất cả' },
  ] as const;
  it.each(tabCases)('lists the games of $path in the server’s order ($locale)', async (c) => {
    const page = await renderPage(c.path, { api: gamesApi(), locale: c.locale });
    await page.ready();
    expect(heading()).toBe(c.h1);
    expect(currentTab()).toBe(c.current);
    const expected = gamesOfTab(c.tab).map((g) => gameCard(g, c.locale));
    expect(names()).toEqual(expected.map((g) => g.name));
    const card = within(screen.getByTestId('games-list')).getAllByTestId('game-card')[0]!;
    expect(card.getAttribute('href')).toBe(expected[0]!.path);
    // The cover as the server names it, in the page's language.
    expect(card.querySelector('img')!.getAttribute('src')).toBe(c.locale === 'vi' ? `/media/game/${expected[0]!.id}.svg` : `/media/game/${expected[0]!.id}.svg?lang=${c.locale}`);
    expect(card.textContent).toContain(expected[0]!.category.name);
    expect(page.api.calls(LIST)[0]!.query.get('tab')).toBe(c.tab);
    expect(page.api.calls(LIST)[0]!.query.get('pageSize')).toBe('24');
  });

  it('marks hot and new games, with the plays the server counted', async () => {
    const page = await renderPage('/game/game-moi', { api: gamesApi() });
    await page.ready();
    const [newest] = within(screen.getByTestId('games-list')).getAllByTestId('game-card');
    // Lật Bài Trí Nhớ: released 20 Nov 2026, 212 plays, 140 of them this week (not hot).
    expect(within(newest!).getByTestId('game-card-name').textContent).toBe('Lật Bài Trí Nhớ');
    expect(within(newest!).getByText('Mới')).toBeTruthy();
    expect(within(newest!).queryByText('Hot')).toBeNull();
    expect(newest!.textContent).toContain('212 lượt chơi');
    expect(within(newest!).getByTestId('game-card-plays').textContent).toBe('212');
    expect(newest!.textContent).not.toMatch(/Đánh giá/);
    page.unmount();

    const hot = await renderPage('/game/game-hot', { api: gamesApi(), locale: 'en' });
    await hot.ready();
    const cards = within(screen.getByTestId('games-list')).getAllByTestId('game-card');
    expect(cards.map((card) => within(card).getByTestId('game-card-name').textContent)).toEqual(['Football Quiz', 'Penalty Shootout']);
    expect(cards.every((card) => within(card).queryByText('Hot') !== null)).toBe(true);
    expect(cards.map((card) => within(card).getByTestId('game-card-plays').textContent)).toEqual(['3K', '2.4K']);
  });

  it('draws skeleton cards while the featured rows and a tab load', async () => {
    const api = gamesApi();
    const held = api.hold(LIST);
    const page = await renderPage('/game', { api, width: PHONE });
    const loading = await screen.findAllByTestId('section-loading', {}, slow);
    expect(loading).toHaveLength(3);
    expect(loading.every((l) => l.getAttribute('aria-busy') === 'true')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Game hot' })).toBeTruthy();
    expect(screen.queryAllByTestId('game-card')).toHaveLength(0);
    held.release();
    await page.ready();
    expect(screen.getAllByTestId('game-card')).toHaveLength(gamesOfTab('xu-huong').slice(0, 6).length + gamesOfTab('game-hot').length + gamesOfTab('game-moi').length);
  });

  it('says when a tab, or the featured page, has no games', async () => {
    const api = gamesApi().answer(LIST, ({ query }) => ({ list: [], total: 0, pageNum: Number(query.get('pageNum')), pageSize: Number(query.get('pageSize')) }));
    const page = await renderPage('/game/game-hot', { api });
    await page.ready();
    expect(within(screen.getByTestId('games-empty')).getByRole('heading').textContent).toBe('Chưa có trò chơi nào ở đây.');
    page.unmount();

    const featured = await renderPage('/game', { api });
    await featured.ready();
    expect(screen.getByTestId('games-empty').textContent).toContain('Chưa có trò chơi nào ở đây.');
  });

  it('says a failed list failed and loads it on retry', async () => {
    const api = gamesApi().fail(LIST, 500, 'Lỗi máy chủ');
    const page = await renderPage('/game/game-top', { api });
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Không tải được dữ liệu');
    expect(failed.textContent).toContain('Lỗi máy chủ');
    api.answer(LIST, ({ query, language }) => gamesPage(query, language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await page.ready();
    expect(names()).toEqual(gamesOfTab('game-top').map((g) => g.name.vi));
  });

  it('works from the keyboard: the tabs with the arrows, and the pager', async () => {
    const page = await renderPage('/game/xu-huong', { api: gamesApi(30) });
    await page.ready();
    // Tabbing into the strip lands on the current tab (Trending), not the first one.
    const strip = screen.getByRole('navigation', { name: 'Danh mục game' });
    for (let i = 0; i < 60 && !strip.contains(document.activeElement); i++) await page.user.tab();
    expect(document.activeElement).toBe(tabs()[1]);
    await page.user.keyboard('{End}');
    expect(document.activeElement).toBe(tabs()[5]);
    await toAnotherPage(() => page.user.keyboard('{Enter}'));
    await page.ready();
    expect(window.location.pathname).toBe('/game/game-all');
    expect(currentTab()).toBe('Tất cả');

    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(pager.textContent).toContain('Trang 1/2');
    within(pager).getByRole('button', { name: 'Sau' }).focus();
    await page.user.keyboard('{Enter}');
    await page.ready();
    expect(window.location.search).toBe('?trang=2');
    expect(page.api.calls(LIST).at(-1)!.query.get('pageNum')).toBe('2');
    expect(names()).toEqual(gamesPage(new URLSearchParams('tab=game-all&pageNum=2&pageSize=24'), 'vi', 30).list.map((g) => g.name));
  });

  it('opens a game from its card with Enter', async () => {
    const page = await renderPage('/game/game-all', { api: gamesApi() });
    await page.ready();
    const card = within(screen.getByTestId('games-list')).getAllByTestId('game-card')[0]!;
    card.focus();
    await toAnotherPage(() => page.user.keyboard('{Enter}'));
    await screen.findByTestId('game-about', {}, slow);
    expect(window.location.pathname).toBe(card.getAttribute('href'));
    expect(heading()).toBe(`${gamesOfTab('game-all')[0]!.name.vi}`);
  });
});
