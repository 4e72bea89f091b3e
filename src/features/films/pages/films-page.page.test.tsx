import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { filmCard, filmFilters, filmListAnswer, filmsOfTab } from '../../../testing/fixtures/films';
import { member } from '../../../testing/fixtures/shell';
import { PHONE, renderPage } from '../../../testing/render-page';

const LIST = 'GET other/api/film/list';

function filmsApi(total?: number): FakeApi {
  return new FakeApi()
    .answer('GET other/api/film/filters', ({ language }) => filmFilters(language))
    .answer(LIST, ({ query, language }) => filmListAnswer(query, language, total));
}

const slow = { timeout: 5_000 };
const list = () => screen.getByTestId('film-list');
const cardTitles = () => within(list()).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const tabs = () => within(screen.getByRole('navigation', { name: /Danh mục phim|Film categories|影視分類/ })).getAllByRole('link');

describe('the films lists (/phim-anh, /phim-anh/phim, /phim-anh/tv-show)', () => {
  const cases = [
    { path: '/phim-anh', locale: 'vi', tab: 'all', heading: 'Phim ảnh', current: 'Nổi bật', count: '9 phim', genre: 'Tâm lý (3)', ranking: 'Xếp hạng' },
    { path: '/phim-anh/tv-show', locale: 'en', tab: 'tv-show', heading: 'TV shows', current: 'TV shows', count: '4 titles', genre: 'Drama (3)', ranking: 'Top rated' },
    { path: '/phim-anh/phim', locale: 'zh', tab: 'phim', heading: '電影', current: '電影', count: '共 5 部', genre: '劇情 (3)', ranking: '排行榜' },
  ] as const;
  it.each(cases)('shows the titles of $path from the API under the tab’s heading ($locale)', async ({ path, locale, tab, heading, current, count, genre, ranking }) => {
    const page = await renderPage(path, { api: filmsApi(), locale });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(tabs().find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe(current);
    // The best-rated titles are one tab away, on their own page.
    expect(tabs().find((a) => a.textContent === ranking)?.getAttribute('href')).toBe('/phim-anh/xep-hang');
    const expected = filmsOfTab(tab).map((seed) => filmCard(seed, locale));
    expect(cardTitles()).toEqual(expected.map((f) => f.title));
    expect(screen.getByTestId('film-list-count').textContent).toBe(count);
    // Each card opens its watch page; the genre picker names the genres in the visitor's language.
    const first = within(list()).getAllByRole('link')[0]!;
    expect(first.getAttribute('href')).toBe(expected[0]!.path);
    // The poster is drawn at the address the answer gives, which already names its language.
    expect(list().querySelector('img')?.getAttribute('src')).toBe(expected[0]!.poster);
    expect(within(screen.getByTestId('film-filter-genre')).getByRole('option', { name: genre })).toBeTruthy();
    const call = page.api.calls(LIST).at(-1)!;
    expect([call.query.get('tab'), call.query.get('pageSize'), call.language]).toEqual([tab, '18', locale]);
  });

  it('draws skeleton cards while the list loads, then the titles', async () => {
    const api = filmsApi();
    const held = api.hold(LIST);
    const page = await renderPage('/phim-anh/phim', { api, width: PHONE });
    await screen.findByTestId('section-loading', {}, slow);
    expect(list().getAttribute('aria-busy')).toBe('true');
    expect(within(list()).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    held.release();
    await page.ready();
    expect(list().hasAttribute('aria-busy')).toBe(false);
    expect(cardTitles()).toHaveLength(5);
  });

  it('says the list failed (no connection, then the server’s message) and loads it on retry; the filters have their own reload', async () => {
    const api = filmsApi().fail(LIST, 0).fail('GET other/api/film/filters', 503);
    const page = await renderPage('/phim-anh/tv-show', { api });
    const failed = await screen.findByTestId('load-failed', {}, slow);
    expect(failed.textContent).toContain('Không tải được dữ liệu');
    expect(failed.textContent).toContain('Không kết nối được máy chủ');
    expect(await screen.findByTestId('film-filters-retry')).toBeTruthy();
    expect((screen.getByTestId('film-filter-genre') as HTMLSelectElement).disabled).toBe(true);

    api.fail(LIST, 500, 'Lỗi máy chủ, vui lòng thử lại sau');
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    expect((await screen.findByText('Lỗi máy chủ, vui lòng thử lại sau')).closest('[data-testid=load-failed]')).toBeTruthy();

    api.answer(LIST, ({ query, language }) => filmListAnswer(query, language));
    api.answer('GET other/api/film/filters', ({ language }) => filmFilters(language));
    await page.user.click(
      within(screen.getByTestId('load-failed')).getByRole('button', {
        name: 'Thử lại',
      }),
    );
    await page.user.click(screen.getByRole('button', { name: 'Tải lại bộ lọc' }));
    await page.ready();
    expect(cardTitles()).toEqual(filmsOfTab('tv-show').map((seed) => seed.title.vi));
    expect((screen.getByTestId('film-filter-genre') as HTMLSelectElement).disabled).toBe(false);
  });

  it('says when there is nothing to show', async () => {
    const api = filmsApi().answer(LIST, ({ query }) => ({
      list: [],
      total: 0,
      pageNum: Number(query.get('pageNum')),
      pageSize: 18,
    }));
    const page = await renderPage('/phim-anh', { api });
    await page.ready();
    const empty = screen.getByTestId('film-list-empty');
    expect(within(empty).getByRole('heading').textContent).toBe('Chưa có phim nào');
    expect(screen.queryByTestId('film-filters-clear')).toBeNull();
  });

  it('says when nothing matches the search and filters, with a way to clear them', async () => {
    const searched = await renderPage('/phim-anh?tu-khoa=zzzz&the-loai=kinh-di', { api: filmsApi() });
    await searched.ready();
    expect(within(screen.getByTestId('film-list-empty')).getByRole('heading').textContent).toBe('Không tìm thấy phim phù hợp');
    expect((screen.getByTestId('film-search') as HTMLInputElement).value).toBe('zzzz');
    const call = searched.api.calls(LIST).at(-1)!;
    expect([call.query.get('keyword'), call.query.get('genre')]).toEqual(['zzzz', 'kinh-di']);
    expect(screen.getByRole('link', { name: 'Bỏ lọc' }).getAttribute('href')).toBe('/phim-anh');
  });

  it('works from the keyboard: tabs with the arrows, the search with Enter, the genre picker and the pager, all in the address', async () => {
    const page = await renderPage('/phim-anh', { api: filmsApi(40) });
    await page.ready();
    expect(screen.getByRole('navigation', { name: 'Phân trang' }).textContent).toContain('Trang 1/3');

    // The current tab is the strip's one Tab stop; → moves to Trending, Enter opens it.
    tabs()[0]!.focus();
    await page.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs()[1]);
    await page.user.keyboard('{Enter}');
    await page.ready();
    expect(window.location.pathname + window.location.search).toBe('/phim-anh?tab=xu-huong');
    expect(tabs()[1]!.getAttribute('aria-current')).toBe('page');
    expect(page.api.calls(LIST).at(-1)!.query.get('tab')).toBe('trending');
    expect(cardTitles()[0]).toBe('Gia Đình Là Số Một Sài Gòn');

    // The pager: the next page is in the address (?trang=2) and asked of the API.
    const pager = screen.getByRole('navigation', { name: 'Phân trang' });
    within(pager).getByRole('button', { name: 'Sau' }).focus();
    await page.user.keyboard('{Enter}');
    await page.ready();
    expect(window.location.search).toBe('?tab=xu-huong&trang=2');
    expect(page.api.calls(LIST).at(-1)!.query.get('pageNum')).toBe('2');
    expect(screen.getByRole('navigation', { name: 'Phân trang' }).textContent).toContain('Trang 2/3');

    // The search: typed, then Enter; the tab stays, the page starts again.
    await page.user.click(screen.getByRole('searchbox', { name: 'Tìm phim' }));
    await page.user.keyboard('mùa nước{Enter}');
    await page.ready();
    expect(new URLSearchParams(window.location.search).get('tu-khoa')).toBe('mùa nước');
    expect(new URLSearchParams(window.location.search).get('trang')).toBeNull();
    expect(page.api.calls(LIST).at(-1)!.query.get('keyword')).toBe('mùa nước');
    expect(cardTitles()).toEqual(['Mùa Nước Nổi']);

    // A genre from the picker keeps the search and the tab.
    await page.user.selectOptions(screen.getByRole('combobox', { name: 'Thể loại' }), 'gia-dinh');
    await page.ready();
    expect(window.location.search).toBe('?tab=xu-huong&the-loai=gia-dinh&tu-khoa=m%C3%B9a+n%C6%B0%E1%BB%9Bc');
    expect(page.api.calls(LIST).at(-1)!.query.get('genre')).toBe('gia-dinh');
    expect(cardTitles()).toEqual(['Mùa Nước Nổi']);
  });

  it('asks a guest to sign in on the saved tab', async () => {
    const guest = await renderPage('/phim-anh?tab=da-luu', { api: filmsApi() });
    await guest.ready();
    const prompt = screen.getByTestId('films-saved-guest');
    expect(within(prompt).getByRole('heading').textContent).toBe('Đăng nhập để xem phim đã lưu');
    expect(guest.api.calls(LIST)).toHaveLength(0);
    await guest.user.click(within(prompt).getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByTestId('login-form', {}, slow)).toBeTruthy();
  });

  it('shows a member’s saved titles on the saved tab', async () => {
    const api = filmsApi().answer(LIST, ({ query, language }) => ({
      ...filmListAnswer(new URLSearchParams('tab=tv-show'), language),
      pageNum: Number(query.get('pageNum')),
    }));
    const signedIn = await renderPage('/phim-anh?tab=da-luu', {
      api,
      member: member(),
    });
    await signedIn.ready();
    expect(tabs().find((a) => a.getAttribute('aria-current') === 'page')?.textContent).toBe('Đã lưu');
    expect(api.calls(LIST).at(-1)!.query.get('tab')).toBe('saved');
    expect(cardTitles()).toEqual(filmsOfTab('tv-show').map((seed) => seed.title.vi));
  });
});
