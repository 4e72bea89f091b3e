/**
 * The news lists (/tin-tuc, /tin-tuc/{category}, /tin-tuc/{category}/{type}): the front page's lead
 * block, sections and most read; a category's and a type's stories with their navigation; the sort
 * tabs and the pager in the address; loading, empty, failed and not-found; in vi, en and zh.
 */
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { FakeApi } from '../../../testing/fake-api';
import { answerNews, newsCategories, newsQuery } from '../../../testing/fixtures/news';
import { PHONE, renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;

const newsApi = () => answerNews(new FakeApi());
const titles = (root: HTMLElement) => within(root).getAllByTestId('news-card-link').map((link) => link.textContent);
/** The page's chunk loads first: a section of it may take a moment to appear on a busy machine. */
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });
const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the news front page', () => {
  it.each(['vi', 'en', 'zh'] as const)('leads with the hottest story, has a section per category and the most read (%s)', async (locale) => {
    const t = CATALOGUES[locale];
    const api = newsApi();
    const page = await renderPage('/tin-tuc', { api, locale });
    await page.ready();
    expect(h1()).toBe(t['route.news']);
    const front = screen.getByTestId('news-front');
    const hottest = newsQuery({ sort: 'noi-bat' }, locale);
    expect(titles(front).slice(0, 7)).toEqual(hottest.slice(0, 7).map((item) => item.title));
    expect(within(front).getAllByRole('heading', { level: 2 })[0]!.textContent).toBe(hottest[0]!.title);

    const categories = newsCategories(locale);
    const sections = screen.getAllByTestId('news-section');
    expect(sections.map((s) => within(s).getAllByRole('heading', { level: 2 })[0]!.textContent)).toEqual(categories.map((c) => c.name));
    const football = within(sections[0]!).getByRole('link', { name: t['news.moreOf'].replace('{category}', categories[0]!.name) });
    expect(football.getAttribute('href')).toBe('/tin-tuc/bong-da');
    // A story of the lead block is not repeated in its category's section.
    const shown = new Set(titles(front).slice(0, 7));
    expect(within(sections[0]!).getAllByTestId('news-card-link').every((link) => !shown.has(link.textContent))).toBe(true);

    const mostRead = within(screen.getByTestId('news-most-read'));
    expect(mostRead.getByRole('heading', { level: 2 }).textContent).toBe(t['news.mostRead']);
    expect(mostRead.getAllByRole('link').map((link) => link.textContent)).toEqual(newsQuery({ sort: 'xem-nhieu-nhat' }, locale).slice(0, 5).map((item) => item.title));
    expect(api.unanswered).toEqual([]);
  });

  it('moves between the sorts with the arrow keys, keeping the sort in the address', async () => {
    const page = await renderPage('/tin-tuc', { api: newsApi() });
    await page.ready();
    const sorts = screen.getByRole('navigation', { name: vi['tabs.news.label'] });
    const hottest = within(sorts).getByRole('link', { name: vi['tabs.news.hottest'] });
    expect(hottest.getAttribute('aria-current')).toBe('page');
    hottest.focus();
    await page.user.keyboard('{ArrowRight}');
    const mostViewed = within(sorts).getByRole('link', { name: vi['tabs.news.mostViewed'] });
    expect(document.activeElement).toBe(mostViewed);
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?sort=xem-nhieu-nhat'));
    await page.ready();
    expect(mostViewed.getAttribute('aria-current')).toBe('page');
    const front = screen.getByTestId('news-front');
    expect(titles(front)[0]).toBe(newsQuery({ sort: 'xem-nhieu-nhat' })[0]!.title);
    const views = within(front)
      .getAllByTestId('news-card')
      .slice(0, 7)
      .map((card) => Number(card.getAttribute('data-views')));
    expect(views).toEqual([...views].sort((a, b) => b - a));
  });

  it('shows its skeleton while the stories load', async () => {
    const api = newsApi();
    const held = api.hold('GET other/api/news/list');
    const page = await renderPage('/tin-tuc', { api });
    const loading = await find('news-front');
    expect(loading.getAttribute('data-state')).toBe('loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getByText(vi['common.loading'])).toBeTruthy();
    held.release();
    await page.ready();
    expect(titles(screen.getByTestId('news-front'))[0]).toBe(newsQuery({ sort: 'noi-bat' })[0]!.title);
  });

  it('says when there are no stories', async () => {
    const empty = newsApi().answer('GET other/api/news/list', { list: [], total: 0, pageNum: 1, pageSize: 7 });
    await renderPage('/tin-tuc', { api: empty, locale: 'en' });
    const notice = await find('news-empty');
    expect(within(notice).getByRole('heading', { level: 2 }).textContent).toBe(en['news.empty.title']);
    expect(notice.textContent).toContain(en['news.empty.text']);
  });

  it('says a load failed and loads again on retry', async () => {
    const failing = newsApi().fail('GET other/api/news/list', 0);
    const again = await renderPage('/tin-tuc', { api: failing, locale: 'zh' });
    const failed = await find('load-failed');
    expect(within(failed).getByRole('heading').textContent).toBe(zh['common.loadFailed']);
    expect(failed.textContent).toContain(zh['common.networkError']);
    answerNews(failing);
    await again.user.click(within(failed).getByRole('button', { name: zh['common.retry'] }));
    await again.ready();
    expect(titles(screen.getByTestId('news-front'))[0]).toBe(newsQuery({ sort: 'noi-bat' }, 'zh')[0]!.title);
  });
});

describe('the news of a category and of a type', () => {
  it.each(['vi', 'en', 'zh'] as const)('lists the type’s stories under a heading from the data, with its types as tabs (%s)', async (locale) => {
    const t = CATALOGUES[locale];
    const [football] = newsCategories(locale);
    const transfers = football!.types.find((type) => type.slug === 'chuyen-nhuong')!;
    const page = await renderPage('/tin-tuc/bong-da/chuyen-nhuong?sort=de-xuat', { api: newsApi(), locale });
    await page.ready();
    expect(h1()).toBe(`${football!.name} · ${transfers.name}`);
    const expected = newsQuery({ category: 'bong-da', type: 'chuyen-nhuong', sort: 'de-xuat' }, locale);
    const listing = screen.getByTestId('news-list');
    expect(listing.getAttribute('data-total')).toBe(String(expected.length));
    expect(titles(listing)).toEqual(expected.map((item) => item.title));
    const trail = within(screen.getByRole('navigation', { name: t['breadcrumb.label'] }));
    expect(trail.getAllByRole('link').map((link) => link.textContent)).toEqual([t['route.home'], t['route.news'], football!.name]);
    const types = within(screen.getByRole('navigation', { name: t['news.nav.types'] }));
    expect(types.getByRole('link', { name: t['news.nav.allTypes'] }).getAttribute('href')).toBe('/tin-tuc/bong-da?sort=de-xuat');
    expect(types.getByRole('link', { name: transfers.name }).getAttribute('aria-current')).toBe('page');
    const sidebar = within(screen.getByTestId('news-most-read'));
    expect(sidebar.getByRole('heading').textContent).toBe(t['news.mostReadIn']);
    expect(sidebar.getAllByRole('link')[0]!.textContent).toBe(newsQuery({ category: 'bong-da', sort: 'xem-nhieu-nhat' }, locale)[0]!.title);
  });

  it('lists a category’s stories under its name', async () => {
    const page = await renderPage('/tin-tuc/bong-ro', { api: newsApi(), locale: 'en' });
    await page.ready();
    expect(h1()).toBe(`Basketball`);
    const basketball = newsQuery({ category: 'bong-ro', sort: 'noi-bat' }, 'en');
    expect(titles(screen.getByTestId('news-list'))).toEqual(basketball.map((item) => item.title));
    // Ten stories: one page, no pager.
    expect(screen.queryByRole('navigation', { name: en['account.pager.label'] })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: en['news.nav.categories'] })).getByRole('link', { name: 'Basketball' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages through a category by keyboard with the page in the address', async () => {
    const football = newsQuery({ category: 'bong-da', sort: 'noi-bat' });
    const paged = await renderPage('/tin-tuc/bong-da', { api: newsApi() });
    await paged.ready();
    const listing = screen.getByTestId('news-list');
    expect(titles(listing)).toEqual(football.slice(0, 12).map((item) => item.title));
    const pager = within(screen.getByRole('navigation', { name: vi['account.pager.label'] }));
    expect(pager.getByText('Trang 1/2')).toBeTruthy();
    expect((pager.getByRole('button', { name: vi['account.pager.previous'] }) as HTMLButtonElement).disabled).toBe(true);
    pager.getByRole('button', { name: vi['account.pager.next'] }).focus();
    await paged.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?trang=2'));
    // The address leads: the list then loads the page it names.
    await waitFor(() => expect(titles(screen.getByTestId('news-list'))).toEqual(football.slice(12).map((item) => item.title)));
    expect(screen.getByText('Trang 2/2')).toBeTruthy();
    // Another page is another entry in the history: Back goes to the first.
    act(() => window.history.back());
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(titles(screen.getByTestId('news-list'))).toEqual(football.slice(0, 12).map((item) => item.title)));
  });

  it('shows the last page for an address past it', async () => {
    const football = newsQuery({ category: 'bong-da', sort: 'noi-bat' });
    // A page past the last (the list got shorter since the link was made) shows the last one.
    const past = await renderPage('/tin-tuc/bong-da?trang=40', { api: newsApi() });
    await waitFor(() => expect(window.location.search).toBe('?trang=2'));
    await past.ready();
    await waitFor(() => expect(titles(screen.getByTestId('news-list'))).toEqual(football.slice(12).map((item) => item.title)));
  });

  it('shows its skeleton while a type’s stories load', async () => {
    const api = newsApi();
    const held = api.hold('GET other/api/news/list');
    const page = await renderPage('/tin-tuc/bong-da/tin-moi', { api, width: PHONE });
    await waitFor(() => expect(screen.getByTestId('news-list').getAttribute('data-state')).toBe('loading'));
    const busy = screen.getByTestId('news-list').querySelector('[aria-busy=true]')!;
    expect(within(busy as HTMLElement).getByText(vi['common.loading'])).toBeTruthy();
    held.release();
    await page.ready();
    expect(titles(screen.getByTestId('news-list'))[0]).toBe(newsQuery({ category: 'bong-da', type: 'tin-moi', sort: 'noi-bat' })[0]!.title);
  });

  it('says an unknown category is not there', async () => {
    const unknown = newsApi().fail('GET other/api/news/list', 404, 'Không có chuyên mục này');
    await renderPage('/tin-tuc/khong-co-chuyen-muc', { api: unknown });
    const notFound = await find('news-not-found');
    expect(within(notFound).getByRole('heading').textContent).toBe(vi['news.notFound.category']);
    expect(within(notFound).getByRole('link', { name: vi['news.notFound.back'] }).getAttribute('href')).toBe('/tin-tuc');
  });

  it('says a list failed and loads it again on retry', async () => {
    const failing = newsApi().fail('GET other/api/news/list', 500, 'Lỗi máy chủ nội bộ');
    const retried = await renderPage('/tin-tuc/bong-da/chuyen-nhuong', { api: failing, width: PHONE });
    const failed = await find('load-failed');
    expect(failed.textContent).toContain('Lỗi máy chủ nội bộ');
    answerNews(failing);
    await retried.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    await retried.ready();
    expect(screen.getByTestId('news-list').getAttribute('data-total')).toBe(String(newsQuery({ category: 'bong-da', type: 'chuyen-nhuong' }).length));
  });

  it('says when a type has no story yet', async () => {
    const api = newsApi().answer('GET other/api/news/list', ({ query }) => ({ list: [], total: 0, pageNum: 1, pageSize: Number(query.get('pageSize')) }));
    const page = await renderPage('/tin-tuc/bong-ro/chuyen-nhuong', { api, locale: 'zh' });
    await page.ready();
    const empty = screen.getByTestId('news-empty');
    expect(within(empty).getByRole('heading').textContent).toBe(zh['news.empty.title']);
    expect(h1()).toBe(`籃球 · 轉會`);
  });
});
