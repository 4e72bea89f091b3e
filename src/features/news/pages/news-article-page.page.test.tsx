/**
 * A news article (/tin-tuc/{category}/{type}/{slug}): its structured body, reading time, counted
 * views, the match card, related stories and the trail named from the data, in vi, en and zh; its
 * skeleton, a failed load's retry, an unknown article, and sharing (copy and the share sheet).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { vi, en, zh } from '../../../../locales/index.ts';
import { FakeApi } from '../../../testing/fake-api';
import { answerNews, newsDetail, newsItem } from '../../../testing/fixtures/news';
import { PHONE, renderPage } from '../../../testing/render-page';

const CATALOGUES = { vi, en, zh } as const;
const find = (testId: string) => screen.findByTestId(testId, {}, { timeout: 5_000 });
const newsApi = () => answerNews(new FakeApi());

/** A V.League report: the first story of the pool (Hà Nội FC 1-0 SHB Đà Nẵng). */
const REPORT = 0;
const reportPath = newsItem(REPORT).path;

describe('a news article', () => {
  it.each(['vi', 'en', 'zh'] as const)('shows the story from the data: trail, body as text, reading time, match, related, counted views (%s)', async (locale) => {
    const reading = { vi: '3 phút đọc', en: '3 min read', zh: '閱讀約 3 分鐘' };
    const t = CATALOGUES[locale];
    const article = newsDetail(REPORT, locale);
    const api = newsApi();
    const page = await renderPage(reportPath, { api, locale });
    await page.ready();
    // The headline from the data in the visitor's language is the h1 and the document title, never the address words.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(article.title);
    await waitFor(() => expect(document.title).toBe(`${article.title} – ${t['route.newsArticle']} | ${t['app.name']}`));
    const slugWords = reportPath.split('/').pop()!.split('-').slice(0, 3).join(' ');
    expect(document.title.toLowerCase()).not.toContain(slugWords);
    // The trail names the category and the type as the data does, not by their address words.
    const trail = within(screen.getByRole('navigation', { name: t['breadcrumb.label'] }));
    expect(trail.getAllByRole('link').map((link) => link.textContent)).toEqual([t['route.home'], t['route.news'], article.category.name, article.type.name]);
    expect(screen.getByTestId('news-summary').textContent).toBe(article.summary);
    expect(screen.getByTestId('news-reading-time').textContent).toBe(reading[locale]);
    expect(screen.getByText(t['news.article.by'].replace('{author}', article.author))).toBeTruthy();

    // The blocks as elements, every text a text node.
    const body = screen.getByTestId('news-body');
    expect(body.querySelectorAll('[data-block]')).toHaveLength(article.blocks.length);
    for (const block of article.blocks) {
      if (block.kind === 'heading') expect(within(body).getByRole('heading', { level: 2, name: block.text })).toBeTruthy();
      if (block.kind === 'list') expect(within(body).getAllByRole('listitem').map((li) => li.textContent)).toEqual(block.items);
      if (block.kind === 'quote') {
        expect(body.querySelector('blockquote')!.textContent).toBe(block.text);
        expect(body.querySelector('figcaption')!.textContent).toBe(`— ${block.cite}`);
      }
    }
    expect(body.querySelectorAll(':not(p, h2, ul, li, figure, blockquote, figcaption)')).toHaveLength(0);

    // The match the story is about: its teams, score and the way to its match centre.
    const match = article.match!;
    const card = within(screen.getByTestId('news-match-card'));
    expect(card.getAllByTestId('news-match-team').map((team) => team.textContent)).toEqual([match.home.name, match.away.name]);
    expect(card.getByTestId('news-match-score').textContent).toBe(`${match.homeScore}–${match.awayScore}`);
    // The page is found by the id; the names part is made of the names as shown.
    const names = { vi: 'ha-noi-fc-vs-shb-da-nang', en: 'ha-noi-fc-vs-shb-da-nang', zh: 'fc-vs-shb' }[locale];
    expect(card.getByTestId('news-match-link').getAttribute('href')).toBe(`/tran-dau/${names}/${match.staticId}?leagueId=1`);

    const related = within(screen.getByTestId('news-related'));
    expect(related.getByRole('heading', { level: 2 }).textContent).toBe(t['news.article.related']);
    expect(related.getAllByTestId('news-card-link').map((link) => link.textContent)).toEqual(article.related.map((item) => item.title));

    expect(within(screen.getByTestId('news-share')).getByRole('button', { name: t['news.share.copy'] })).toBeTruthy();

    // The visit counted one view: the page shows the count the server answered.
    await waitFor(() => expect(screen.getByTestId('news-views').getAttribute('data-views')).toBe(String(article.views + 1)));
    // (StrictMode mounts the page twice: the first view call is aborted with it.)
    expect(new Set(api.calls('POST other/api/news/view').map((call) => JSON.stringify(call.body)))).toEqual(new Set([JSON.stringify({ slug: article.slug })]));
    expect(api.unanswered).toEqual([]);
  });

  it('shows its skeleton while loading', async () => {
    const api = newsApi();
    const held = api.hold(`GET other/api/news/detail/${newsItem(REPORT).slug}`);
    const page = await renderPage(reportPath, { api, width: PHONE });
    const skeleton = await find('news-article');
    expect(skeleton.getAttribute('data-state')).toBe('loading');
    expect(skeleton.getAttribute('aria-busy')).toBe('true');
    expect(within(skeleton).getByText(vi['common.loading'])).toBeTruthy();
    held.release();
    await page.ready();
    expect(screen.getByTestId('news-article').getAttribute('data-state')).toBe('ready');
    expect(screen.getByTestId('news-summary').textContent).toBe(newsItem(REPORT).summary);
  });

  it('says an unknown article is not there', async () => {
    const unknown = newsApi().fail('GET other/api/news/detail/khong-co-bai-nay', 404, 'Không tìm thấy bài viết');
    await renderPage('/tin-tuc/bong-da/tin-moi/khong-co-bai-nay', { api: unknown, locale: 'en' });
    const notFound = await find('news-not-found');
    expect(within(notFound).getByRole('heading').textContent).toBe(en['news.notFound.article']);
    expect(notFound.textContent).toContain(en['news.notFound.text']);
    expect(within(notFound).getByRole('link', { name: en['news.notFound.back'] }).getAttribute('href')).toBe('/tin-tuc');
    expect(unknown.calls('POST other/api/news/view')).toHaveLength(0);
    // With no data to name them, the heading and the trail say the routes' titles, never the address words.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['route.newsArticle']);
    const trail = screen.getByRole('navigation', { name: en['breadcrumb.label'] });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      (['home', 'news', 'newsCategory', 'newsType', 'newsArticle'] as const).map((id) => en[`route.${id}`]),
    );
    expect(screen.getByRole('main').textContent).not.toMatch(/Bong Da|Tin Moi|Khong Co Bai Nay/i);
  });

  it('says a load failed and loads again on retry', async () => {
    const transfer = newsItem(3, 'zh');
    const failing = newsApi().fail(`GET other/api/news/detail/${transfer.slug}`, 503, '服務暫時無法使用');
    const retried = await renderPage(transfer.path, { api: failing, locale: 'zh' });
    const failed = await find('load-failed');
    expect(within(failed).getByRole('heading').textContent).toBe(zh['common.loadFailed']);
    expect(failed.textContent).toContain('服務暫時無法使用');
    answerNews(failing);
    await retried.user.click(within(failed).getByRole('button', { name: zh['common.retry'] }));
    await retried.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(transfer.title);
    // A transfer story has no match.
    expect(screen.queryByTestId('news-match-card')).toBeNull();
  });
});

describe('sharing an article', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('copies the link with a word that it worked, and hands it to the share sheet where there is one', async () => {
    const shared: ShareData[] = [];
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
    const article = newsItem(4, 'en');
    const page = await renderPage(article.path, { api: newsApi(), locale: 'en' });
    await page.ready();
    const bar = within(screen.getByTestId('news-share'));
    const link = `${window.location.origin}${article.path}?lang=en`;

    // From the keyboard: Enter on the focused button.
    bar.getByRole('button', { name: en['news.share.copy'] }).focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('news-share-feedback').textContent).toBe(en['news.share.copied']));
    expect(await navigator.clipboard.readText()).toBe(link);

    await page.user.click(bar.getByRole('button', { name: en['news.share.share'] }));
    await waitFor(() => expect(screen.getByTestId('news-share-feedback').textContent).toBe(en['news.share.shared']));
    expect(shared).toEqual([{ url: link, title: article.title }]);
  });
});
