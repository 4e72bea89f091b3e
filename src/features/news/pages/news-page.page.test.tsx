import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { newsCategories, newsPage } from '../../../testing/fixtures/news';
import { PHONE, renderPage } from '../../../testing/render-page';

function newsApi(): FakeApi {
  return new FakeApi()
    .answer('GET other/api/news/categories', ({ language }) => newsCategories(language))
    .answer('GET other/api/news/list', ({ query, language }) => newsPage(30, Number(query.get('pageNum') ?? 1), Number(query.get('pageSize') ?? 12), language));
}

describe('the news list of a category and type', () => {
  it('lists the type’s stories under a heading from the data, in each language', async () => {
    for (const [locale, heading] of [['vi', 'Bóng đá · Chuyển nhượng'], ['en', 'Football · Transfers'], ['zh', '足球 · 轉會']] as const) {
      const page = await renderPage('/tin-tuc/bong-da/chuyen-nhuong?sort=de-xuat', { api: newsApi(), locale });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(heading);
      expect(within(screen.getByTestId('news-list')).getAllByTestId('news-card-link')).toHaveLength(12);
      page.unmount();
    }
  });

  it('says the list failed and loads it again on retry', async () => {
    const api = newsApi().fail('GET other/api/news/list', 500, 'boom');
    const page = await renderPage('/tin-tuc/bong-da/chuyen-nhuong', { api, width: PHONE });
    const failed = await screen.findByTestId('load-failed');
    api.answer('GET other/api/news/list', ({ query }) => newsPage(30, Number(query.get('pageNum') ?? 1)));
    await page.user.click(within(failed).getByRole('button'));
    await page.ready();
    expect(screen.getByTestId('news-list').getAttribute('data-total')).toBe('30');
  });
});
