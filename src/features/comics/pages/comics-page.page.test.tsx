/**
 * Comics (/truyen-tranh, every view in its query): the series by genre in both orders, a series with
 * its chapters and the reader's place, the reader turning pages by key and opening the next and the
 * previous chapter, in vi, en and zh; loading, empty, failed with retry, and the not-found views
 * (a malformed address, an unknown genre, series or chapter).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { COMIC_PROGRESS_KEY } from '../../../../machines/comics/comic-progress';
import { FakeApi } from '../../../testing/fake-api';
import { answerComics, comicGenres, comicItem, comicQuery, comicReading } from '../../../testing/fixtures/comics';
import { PHONE, renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });
const comicsApi = () => answerComics(new FakeApi());
const cardTitles = () => screen.getAllByTestId('comic-card-title').map((title) => title.textContent);
const say = (text: string, values: Record<string, string | number>) => Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, String(value)), text);

/** Cú sút vàng: 24 chapters, the most recently updated. */
const GOLDEN = 0;

describe('the comic series', () => {
  it.each(['vi', 'en', 'zh'] as const)('are listed newest update first with their genres as tabs (%s)', async (locale) => {
    const t = CATALOGUES[locale];
    const api = comicsApi();
    const page = await renderPage('/truyen-tranh', { api, locale });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(t['route.comics']);
    const updated = comicQuery({}, locale);
    expect(cardTitles()).toEqual(updated.slice(0, 12).map((c) => c.title));
    const first = within(screen.getAllByTestId('comic-card')[0]!);
    expect(first.getByText(t['comics.status.ongoing'])).toBeTruthy();
    expect(first.getByText(say(t['comics.chapterShort'], { number: 24 }))).toBeTruthy();
    expect(first.getByText(say(t['comics.views'], { count: '184.2K' }))).toBeTruthy();
    expect(screen.getAllByTestId('comic-card')[0]!.getAttribute('href')).toBe('/truyen-tranh?truyen=cu-sut-vang');
    const genres = within(screen.getByRole('navigation', { name: t['comics.genres.label'] }));
    expect(genres.getAllByRole('link').map((link) => link.textContent)).toEqual([t['comics.genres.all'], ...comicGenres(locale).map((g) => g.name)]);
    expect(genres.getByRole('link', { name: t['comics.genres.all'] }).getAttribute('aria-current')).toBe('page');
    const order = within(screen.getByRole('navigation', { name: t['comics.sort.label'] }));
    expect(order.getByRole('link', { name: t['comics.sort.updated'] }).getAttribute('aria-current')).toBe('true');
    expect(api.unanswered).toEqual([]);
  });

  it('of a genre in both orders, from the keyboard, with the genre and the order in the address', async () => {
    const page = await renderPage('/truyen-tranh?the-loai=the-thao', { api: comicsApi(), locale: 'en' });
    await page.ready();
    const genres = within(screen.getByRole('navigation', { name: en['comics.genres.label'] }));
    const sports = genres.getByRole('link', { name: 'Sports' });
    expect(sports.getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('comics-list').getAttribute('data-genre')).toBe('the-thao');
    expect(cardTitles()).toEqual(comicQuery({ genre: 'the-thao' }, 'en').map((c) => c.title));

    // The genre tabs: ← and → move between them.
    sports.focus();
    await page.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(genres.getByRole('link', { name: 'Action' }));
    await page.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(sports);

    const mostViewed = within(screen.getByRole('navigation', { name: en['comics.sort.label'] })).getByRole('link', { name: en['comics.sort.views'] });
    mostViewed.focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?the-loai=the-thao&sap-xep=xem-nhieu-nhat'));
    await waitFor(() => expect(cardTitles()).toEqual(comicQuery({ genre: 'the-thao', sort: 'xem-nhieu-nhat' }, 'en').map((c) => c.title)));
    expect(screen.getByTestId('comics-list').getAttribute('data-sort')).toBe('xem-nhieu-nhat');
  });

  it('come a page at a time, with skeletons while loading', async () => {
    const api = comicsApi();
    const held = api.hold('GET other/api/comic/list');
    const page = await renderPage('/truyen-tranh', { api, width: PHONE });
    const grid = await find('comic-grid');
    expect(grid.getAttribute('data-state')).toBe('loading');
    expect(grid.getAttribute('aria-busy')).toBe('true');
    held.release();
    await page.ready();
    // Fourteen series: a second page of two.
    await page.user.click(within(screen.getByRole('navigation', { name: vi['account.pager.label'] })).getByRole('button', { name: vi['account.pager.next'] }));
    await waitFor(() => expect(cardTitles()).toEqual(comicQuery({}).slice(12).map((c) => c.title)));
    expect(screen.getByText('Trang 2/2')).toBeTruthy();
  });

  it('say when a genre has none', async () => {
    const none = comicsApi().answer('GET other/api/comic/list', { list: [], total: 0, pageNum: 1, pageSize: 12 });
    await renderPage('/truyen-tranh?the-loai=phieu-luu', { api: none, locale: 'zh' });
    expect((await find('comics-empty')).textContent).toContain(zh['comics.empty']);
  });

  it('say a list failed and load it again on retry', async () => {
    const failing = comicsApi().fail('GET other/api/comic/list', 502, 'Máy chủ đang bận');
    const retried = await renderPage('/truyen-tranh', { api: failing });
    const failed = await find('load-failed');
    expect(failed.textContent).toContain('Máy chủ đang bận');
    answerComics(failing);
    await retried.user.click(within(failed).getByRole('button', { name: vi['common.retry'] }));
    await retried.ready();
    expect(cardTitles()[0]).toBe(comicItem(GOLDEN).title);
  });
});

describe('a comic series', () => {
  it('shows its facts, genres and chapters newest first, then oldest first (zh), and its skeleton while loading', async () => {
    const api = comicsApi();
    const held = api.hold('GET other/api/comic/detail/vua-san-co');
    const page = await renderPage('/truyen-tranh?truyen=vua-san-co', { api, locale: 'zh' });
    const loading = await find('comic-detail');
    expect(loading.getAttribute('data-state')).toBe('loading');
    held.release();
    await page.ready();
    const king = comicItem(1, 'zh');
    expect(screen.getByTestId('comic-title').textContent).toBe('球場之王');
    expect(screen.getByTestId('comic-chapter-count').textContent).toBe('40 話');
    expect(screen.getByText(say(zh['comics.author'], { author: king.author }))).toBeTruthy();
    expect(screen.getByText(zh['comics.status.completed'])).toBeTruthy();
    const detail = within(screen.getByTestId('comic-detail'));
    expect(detail.getByRole('link', { name: '動作' }).getAttribute('href')).toBe('/truyen-tranh?the-loai=hanh-dong');
    expect(screen.getByTestId('comic-read-first').getAttribute('href')).toBe('/truyen-tranh?truyen=vua-san-co&chuong=1');
    expect(detail.getByRole('link', { name: zh['comics.readLatest'] }).getAttribute('href')).toBe('/truyen-tranh?truyen=vua-san-co&chuong=40');
    expect(screen.queryByTestId('comic-continue')).toBeNull();

    const chapters = () => screen.getAllByTestId('comic-chapter');
    expect(chapters()).toHaveLength(40);
    expect(chapters()[0]!.getAttribute('data-number')).toBe('40');
    expect(chapters()[0]!.textContent).toContain(comicReading(1, 40, 'zh').chapter.title);
    const oldest = detail.getByRole('button', { name: zh['comics.order.oldest'] });
    oldest.focus();
    await page.user.keyboard(' ');
    expect(oldest.getAttribute('aria-pressed')).toBe('true');
    expect(chapters()[0]!.textContent).toContain('第1話：開始');
    expect(chapters()[0]!.getAttribute('href')).toBe('/truyen-tranh?truyen=vua-san-co&chuong=1');
  });

  it('says when a series has no chapter yet, and offers nothing to read', async () => {
    const api = comicsApi()
      .answer('GET other/api/comic/detail/san-bong-cuoi-pho', ({ language }) => ({ ...comicItem(13, language), chapterCount: 0, latestChapter: null, firstChapter: null }))
      .answer('GET other/api/comic/chapters/san-bong-cuoi-pho', { list: [], total: 0, pageNum: 1, pageSize: 200 });
    const page = await renderPage('/truyen-tranh?truyen=san-bong-cuoi-pho', { api, locale: 'en' });
    await page.ready();
    expect(screen.getByTestId('comic-title').textContent).toBe('The Pitch at the End of the Street');
    expect(screen.getByText(en['comics.noChapters'])).toBeTruthy();
    expect(screen.queryByTestId('comic-read-first')).toBeNull();
    expect(screen.queryByTestId('comic-chapter')).toBeNull();
  });

  it('offers to continue where the visitor stopped, kept in the browser', async () => {
    localStorage.setItem(COMIC_PROGRESS_KEY, JSON.stringify({ 'cu-sut-vang': { chapter: 3, page: 4, at: Date.UTC(2026, 10, 23, 20, 0) } }));
    const list = await renderPage('/truyen-tranh', { api: comicsApi() });
    await list.ready();
    const card = screen.getAllByTestId('comic-card').find((c) => c.getAttribute('data-slug') === 'cu-sut-vang')!;
    expect(within(card).getByTestId('comic-card-progress').textContent).toBe(say(vi['comics.card.continue'], { chapter: 3 }));
    await list.user.click(card);
    await waitFor(() => expect(window.location.search).toBe('?truyen=cu-sut-vang'));
    const resume = await screen.findByTestId('comic-continue', {}, { timeout: 5_000 });
    expect(resume.textContent).toBe(say(vi['comics.continue'], { chapter: 3, page: 4 }));
    expect(resume.getAttribute('href')).toBe('/truyen-tranh?truyen=cu-sut-vang&chuong=3&trang=4');
    const third = screen.getAllByTestId('comic-chapter').find((c) => c.getAttribute('data-number') === '3')!;
    expect(third.getAttribute('data-reading')).toBe('true');
    expect(third.textContent).toContain(say(vi['comics.readingHere'], { page: 4 }));
  });
});

describe('the comic reader', () => {
  it('turns pages by key, ends the chapter, opens the next one and the previous one from the first page (vi, phone)', async () => {
    const second = comicReading(GOLDEN, 2);
    const pages = second.pages.length;
    const api = comicsApi();
    const page = await renderPage(`/truyen-tranh?truyen=cu-sut-vang&chuong=2&trang=${pages - 1}`, { api, width: PHONE });
    await page.ready();
    const reader = screen.getByTestId('comic-reader');
    expect(screen.getByTestId('reader-series').textContent).toBe('Cú sút vàng');
    expect(screen.getByTestId('reader-chapter-title').textContent).toBe(second.chapter.title);
    expect(screen.getByTestId('reader-page-number').textContent).toBe(`Trang ${pages - 1}/${pages}`);
    expect(screen.getByTestId('reader-page').getAttribute('src')).toBe(second.pages[pages - 2]!.image);

    await page.user.keyboard('{ArrowRight}');
    expect(reader.getAttribute('data-page')).toBe(String(pages));
    await waitFor(() => expect(window.location.search).toBe(`?truyen=cu-sut-vang&chuong=2&trang=${pages}`));
    await page.user.keyboard('{ArrowRight}');
    expect(within(screen.getByTestId('reader-end')).getByText(say(vi['comics.reader.endOf'], { chapter: 2 }))).toBeTruthy();
    await page.user.keyboard('k');
    expect(screen.getByTestId('comic-reader').getAttribute('data-page')).toBe(String(pages));
    // The place is kept in the browser.
    expect(JSON.parse(localStorage.getItem(COMIC_PROGRESS_KEY)!)['cu-sut-vang']).toMatchObject({ chapter: 2, page: pages });

    await page.user.keyboard('j');
    await page.user.click(screen.getByTestId('reader-end-next'));
    await waitFor(() => expect(screen.getByTestId('comic-reader').getAttribute('data-chapter')).toBe('3'));
    await waitFor(() => expect(window.location.search).toBe('?truyen=cu-sut-vang&chuong=3&trang=1'));
    await page.user.click(screen.getByTestId('reader-previous'));
    await waitFor(() => expect(screen.getByTestId('comic-reader').getAttribute('data-chapter')).toBe('2'));
    await waitFor(() => expect(window.location.search).toBe('?truyen=cu-sut-vang&chuong=2&trang=1'));
    expect(api.unanswered).toEqual([]);
  });

  it('shows its skeleton while the chapter loads, and retries a failed one', async () => {
    const api = comicsApi().fail('GET other/api/comic/read/cu-sut-vang/1', 500, 'Lỗi máy chủ nội bộ');
    const page = await renderPage('/truyen-tranh?truyen=cu-sut-vang&chuong=1', { api, locale: 'en' });
    const failed = await find('load-failed');
    expect(failed.textContent).toContain('Lỗi máy chủ nội bộ');
    answerComics(api);
    const held = api.hold('GET other/api/comic/read/cu-sut-vang/1');
    await page.user.click(within(failed).getByRole('button', { name: en['common.retry'] }));
    const loading = await find('comic-reader');
    expect(loading.getAttribute('data-state')).toBe('loading');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    held.release();
    await waitFor(() => expect(screen.getByTestId('comic-reader').getAttribute('data-state')).toBe('reading'));
    expect(screen.getByTestId('reader-chapter-title').textContent).toBe('Chapter 1: The beginning');
    expect(screen.getByTestId('reader-page-number').textContent).toBe('Page 1 of 7');
  });
});

describe('a comics address that leads nowhere', () => {
  const api = () =>
    comicsApi()
      .fail('GET other/api/comic/detail/khong-co-truyen-nay', 404, 'Không có truyện này')
      .fail('GET other/api/comic/chapters/khong-co-truyen-nay', 404, 'Không có truyện này')
      .fail('GET other/api/comic/read/cu-sut-vang/99', 404, 'Truyện chưa có chương 99');

  it.each([
    ['/truyen-tranh?truyen=Bad_Slug', vi['comics.invalid']],
    ['/truyen-tranh?truyen=a&chuong=0', vi['comics.invalid']],
    ['/truyen-tranh?sap-xep=ngau-nhien', vi['comics.invalid']],
    ['/truyen-tranh?truyen=khong-co-truyen-nay', vi['comics.notFound']],
    ['/truyen-tranh?truyen=cu-sut-vang&chuong=99', vi['comics.chapter.notFound']],
  ] as const)('says %s is not found, with the way back to every comic', async (address, title) => {
    await renderPage(address, { api: api() });
    const notFound = await find('comics-not-found');
    expect(within(notFound).getByRole('heading').textContent).toBe(title);
    expect(within(notFound).getByRole('link', { name: vi['comics.backToAll'] }).getAttribute('href')).toBe('/truyen-tranh');
  });

  it('says an unknown genre is not found, and leads back to every comic', async () => {
    const genre = comicsApi().fail('GET other/api/comic/list', 404, 'Không có thể loại này');
    const page = await renderPage('/truyen-tranh?the-loai=khong-co', { api: genre });
    const notFound = await find('comics-not-found');
    expect(within(notFound).getByRole('heading').textContent).toBe(vi['comics.genre.notFound']);
    expect(notFound.textContent).toContain('Không có thể loại này');
    await page.user.click(within(notFound).getByRole('link', { name: vi['comics.backToAll'] }));
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/truyen-tranh'));
  });
});
