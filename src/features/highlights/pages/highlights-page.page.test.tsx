/**
 * The highlight lists (/highlight, /highlight/{sport}, /highlight/{sport}/{league}): the newest or
 * most viewed highlights of all sports, a sport or a league, with the sports as tabs and the
 * leagues as chips, in vi, en and zh; the order and the pager from the keyboard; loading, empty,
 * failed with retry, and an unknown sport.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { FakeApi } from '../../../testing/fake-api';
import { answerHighlights, highlightCategories, highlightQuery } from '../../../testing/fixtures/highlights';
import { PHONE, renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });
/** A title as the page shows it: its score with an en dash, kept on one line. */
const shown = (title: string) => title.replace(/(\d)-(\d)/g, '$1–$2');
const highlightsApi = () => answerHighlights(new FakeApi());
const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;
const cardIds = () => screen.getAllByTestId('highlight-card').map((card) => Number(card.getAttribute('data-id')));

describe('the highlight lists', () => {
  it.each(['vi', 'en', 'zh'] as const)('show the newest highlights of every sport with their length, league and views (%s)', async (locale) => {
    const t = CATALOGUES[locale];
    const api = highlightsApi();
    const page = await renderPage('/highlight', { api, locale });
    await page.ready();
    expect(h1()).toBe(t['route.highlights']);
    expect(screen.getByRole('heading', { level: 2, name: t['highlights.latest'] })).toBeTruthy();
    const newest = highlightQuery({}, locale).slice(0, 12);
    expect(cardIds()).toEqual(newest.map((h) => h.id));
    const first = within(screen.getAllByTestId('highlight-card')[0]!);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe(shown(newest[0]!.title));
    expect(first.getByText(newest[0]!.leagueName)).toBeTruthy();
    expect(first.getByTestId('highlight-duration').textContent).toBe('5:12');
    expect(first.getByTestId('highlight-views').textContent).toBe(t['highlights.views'].replace('{count}', '3.4K'));
    expect(screen.getAllByTestId('highlight-card')[0]!.getAttribute('href')).toBe(newest[0]!.path);
    const sports = within(screen.getByRole('navigation', { name: t['highlights.sports'] }));
    expect(sports.getAllByRole('link').map((link) => link.textContent)).toEqual([t['highlights.all'], ...highlightCategories(locale).map((c) => c.name)]);
    expect(sports.getByRole('link', { name: t['highlights.all'] }).getAttribute('aria-current')).toBe('page');
    expect(sports.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/highlight', '/highlight/bong-da', '/highlight/bong-ro']);
    expect(api.unanswered).toEqual([]);
  });

  it('show a sport’s highlights with its leagues', async () => {
    const sport = await renderPage('/highlight/bong-da', { api: highlightsApi() });
    await sport.ready();
    expect(h1()).toBe(`Bóng đá`);
    expect(cardIds()).toEqual(highlightQuery({ category: 'bong-da' }).slice(0, 12).map((h) => h.id));
    const leagues = within(screen.getByTestId('highlight-leagues'));
    expect(leagues.getAllByRole('link').map((link) => link.textContent)).toEqual([vi['highlights.allLeagues'], 'V.League 1', 'Ngoại hạng Anh', 'Cúp C1 châu Âu']);
    expect(leagues.getByRole('link', { name: vi['highlights.allLeagues'] }).getAttribute('aria-current')).toBe('page');
    expect(leagues.getByRole('link', { name: 'Ngoại hạng Anh' }).getAttribute('href')).toBe('/highlight/bong-da/ngoai-hang-anh');
  });

  it.each([['en', 'Premier League'], ['zh', '英超']] as const)('show a league’s highlights under its name (%s)', async (locale, name) => {
    const league = await renderPage('/highlight/bong-da/ngoai-hang-anh', { api: highlightsApi(), locale });
    await league.ready();
    expect(h1()).toBe(`${name}`);
    const premier = highlightQuery({ category: 'bong-da', type: 'ngoai-hang-anh' }, locale);
    expect(screen.getAllByTestId('highlight-card').map((card) => within(card).getByRole('heading').textContent)).toEqual(premier.map((h) => shown(h.title)));
    expect(within(screen.getByTestId('highlight-leagues')).getByRole('link', { name }).getAttribute('aria-current')).toBe('page');
  });

  it('sort by most viewed from the keyboard, and page through with the page in the address', async () => {
    const page = await renderPage('/highlight', { api: highlightsApi(), locale: 'zh' });
    await page.ready();
    const order = within(screen.getByRole('group', { name: zh['highlights.sort'] }));
    const mostViewed = order.getByRole('button', { name: zh['highlights.sort.xem-nhieu-nhat'] });
    expect(mostViewed.getAttribute('aria-pressed')).toBe('false');
    mostViewed.focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(cardIds()).toEqual(highlightQuery({ sort: 'xem-nhieu-nhat' }).slice(0, 12).map((h) => h.id)));
    expect(mostViewed.getAttribute('aria-pressed')).toBe('true');
    const views = highlightQuery({ sort: 'xem-nhieu-nhat' }, 'zh')[0]!;
    expect(within(screen.getAllByTestId('highlight-card')[0]!).getByRole('heading').textContent).toBe(shown(views.title));

    // Twenty highlights: a second page of eight.
    const pager = within(screen.getByRole('navigation', { name: zh['account.pager.label'] }));
    pager.getByRole('button', { name: zh['account.pager.next'] }).focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?trang=2'));
    await waitFor(() => expect(cardIds()).toEqual(highlightQuery({ sort: 'xem-nhieu-nhat' }).slice(12).map((h) => h.id)));
    expect(screen.getByText('第 2/2 頁')).toBeTruthy();

    // Another order starts again from its first page.
    await page.user.click(order.getByRole('button', { name: zh['highlights.sort.moi-nhat'] }));
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(cardIds()).toEqual(highlightQuery({}).slice(0, 12).map((h) => h.id)));
  });

  it('show skeleton cards while loading', async () => {
    const api = highlightsApi();
    const held = api.hold('GET other/api/highlight/list');
    const page = await renderPage('/highlight/bong-ro', { api, width: PHONE });
    const loading = await find('highlight-list');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.getAttribute('data-state')).toBe('loading');
    expect(within(loading).getAllByTestId('highlight-skeleton')).toHaveLength(12);
    held.release();
    await page.ready();
    expect(cardIds()).toEqual(highlightQuery({ category: 'bong-ro' }).map((h) => h.id));
  });

  it('say when there are none', async () => {
    const none = highlightsApi().answer('GET other/api/highlight/list', { list: [], total: 0, pageNum: 1, pageSize: 12 });
    await renderPage('/highlight/bong-ro/nba', { api: none, locale: 'en' });
    const notice = await find('highlights-empty');
    expect(within(notice).getByRole('heading').textContent).toBe(en['highlights.empty']);
    expect(notice.textContent).toContain(en['highlights.emptyText']);
  });

  it('say a list failed and load it again on retry', async () => {
    const failing = highlightsApi().fail('GET other/api/highlight/list', 500, 'Lỗi máy chủ nội bộ');
    const retried = await renderPage('/highlight', { api: failing });
    const failed = await find('load-failed');
    expect(failed.textContent).toContain('Lỗi máy chủ nội bộ');
    answerHighlights(failing);
    await retried.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    await retried.ready();
    expect(cardIds()[0]).toBe(highlightQuery({})[0]!.id);
  });

  it('say an unknown sport is not among the highlights', async () => {
    const api = highlightsApi().fail('GET other/api/highlight/list', 404, 'Không có môn thể thao này');
    const page = await renderPage('/highlight/golf', { api });
    const notFound = await find('highlights-not-found');
    await page.ready();
    expect(within(notFound).getByRole('heading').textContent).toBe(vi['highlights.sectionNotFound']);
    expect(notFound.textContent).toContain(vi['highlights.sectionNotFoundText']);
    expect(within(notFound).getByRole('link', { name: vi['highlights.backToAll'] }).getAttribute('href')).toBe('/highlight');
    expect(screen.queryByTestId('highlight-card')).toBeNull();
  });
});
