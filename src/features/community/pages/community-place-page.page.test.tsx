import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { eventsPage, place, postStream } from '../../../testing/fixtures/community';
import { renderPage } from '../../../testing/render-page';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const PLACE = 'GET other/api/community/places/11';
const POSTS = 'GET other/api/community/places/11/posts';

function placeApi(): FakeApi {
  return new FakeApi()
    .answer(PLACE, ({ language }) => place(0, language))
    .answer(POSTS, postStream(2))
    .answer('GET other/api/community/events', eventsPage(2, 1, 4));
}

describe('a place of the board', () => {
  it('shows the place from the data in each language, its coming events and the posts written there', async () => {
    for (const [locale, heading, kind] of [
      ['vi', 'Sân vận động Hàng Đẫy', 'Sân vận động'],
      ['en', 'Sân vận động Hàng Đẫy', 'Stadium'],
      ['zh', 'Sân vận động Hàng Đẫy', '體育場'],
    ] as const) {
      const page = await renderPage('/bang-ton/vi-tri/11', { api: placeApi(), locale });
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      const card = screen.getByTestId('place-card');
      expect(card.textContent).toContain(kind);
      expect(card.textContent).toContain('9 Trịnh Hoài Đức, Đống Đa, Hà Nội');
      expect(card.textContent).toContain(place(0, locale).description);
      expect(within(screen.getByTestId('place-posts')).getAllByTestId('board-post')).toHaveLength(2);
      expect(page.api.calls('GET other/api/community/events')[0]!.query.get('placeId')).toBe('11');
      page.unmount();
    }
  }, 20_000);

  it('loads its posts, says when nobody posted there, fails with a retry, and says when the place does not exist', async () => {
    const api = placeApi().answer(POSTS, { list: [], nextCursor: null });
    const held = api.hold(POSTS);
    const page = await renderPage('/bang-ton/vi-tri/11', { api });
    const posts = await screen.findByTestId('place-posts');
    expect(posts.getAttribute('aria-busy')).toBe('true');
    held.release();
    expect((await screen.findByTestId('place-posts-empty')).textContent).toContain('Chưa có bài viết');
    page.unmount();

    const failing = placeApi().fail(PLACE, 500);
    const again = await renderPage('/bang-ton/vi-tri/11', { api: failing });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(PLACE, place(0));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(screen.getByTestId('place-card').textContent).toContain('Sân vận động Hàng Đẫy');
    again.unmount();

    await renderPage('/bang-ton/vi-tri/404', { api: placeApi().fail('GET other/api/community/places/404', 404) });
    expect((await screen.findByTestId('place-not-found')).textContent).toContain('Không tìm thấy');
  }, 20_000);
});
