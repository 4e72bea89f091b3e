import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { CLIP_IDS, shortClip, shortComments, shortList } from '../../../testing/fixtures/shorts';
import { DESKTOP, PHONE, renderPage, type PageTest } from '../../../testing/render-page';

const SAVE = CLIP_IDS[1]!;

function clipApi(): FakeApi {
  return new FakeApi()
    .answer('GET other/api/short-video/detail/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102', ({ language }) => shortClip(SAVE, language))
    .answer('GET other/api/short-video/list', ({ query, language }) => shortList(query, language))
    .answer('GET other/api/short-video/comments', ({ query }) => shortComments(Number(query.get('id'))));
}

const slide = (index: number) => document.querySelector<HTMLElement>(`[data-testid=short-slide][data-index="${index}"]`)!;

async function clipShown(page: PageTest): Promise<void> {
  await page.ready();
  await waitFor(() => expect(screen.getByTestId('short-feed').getAttribute('role')).toBe('feed'), { timeout: 3_000 });
}

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./shorts-page'));

describe('a short clip’s own page', () => {
  for (const [locale, heading, title, more] of [
    ['vi', 'Pha cứu thua xuất thần của Filip Nguyễn', 'Pha cứu thua xuất thần của Filip Nguyễn', 'Thêm video Bóng đá'],
    ['en', 'Filip Nguyễn’s stunning save', 'Filip Nguyễn’s stunning save', 'More Football videos'],
    ['zh', '阮菲臘神級撲救', '阮菲臘神級撲救', '更多足球影片'],
  ] as const) {
    it(`leads its category’s feed under its title in ${locale}`, async () => {
      const page = await renderPage('/video-ngan/bong-da/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102', { api: clipApi(), locale, width: DESKTOP });
      await clipShown(page);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(screen.getByTestId('short-feed').getAttribute('aria-label')).toBe(more);
      expect(within(slide(0)).getByTestId('short-title').textContent).toBe(title);
      expect(slide(0).getAttribute('data-clip-id')).toBe(String(SAVE));
      // Then the category's other clips, newest first, without the clip again.
      await waitFor(() => expect(screen.getAllByTestId('short-slide').map((s) => s.getAttribute('data-clip-id'))).toEqual(['2000102', '2000101', '2000106']));
      const lists = page.api.calls('GET other/api/short-video/list');
      expect(lists[0]!.query.get('category')).toBe('bong-da');
      // The one page holds the whole category: the feed asks for no page after it.
      expect(lists.map((call) => call.query.get('pageNum'))).not.toContain('2');
    });
  }

  it('shows its comments beside it on a wide screen, in the API’s order; a guest is asked to log in to comment', async () => {
    const page = await renderPage('/video-ngan/bong-da/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102', { api: clipApi(), width: DESKTOP });
    await clipShown(page);
    const aside = screen.getByTestId('short-comments-aside');
    await waitFor(() => expect(within(aside).getByTestId('short-comments').getAttribute('data-state')).toMatch(/list\.ready/), { timeout: 3_000 });
    expect(within(aside).getByTestId('short-comments-count').textContent).toBe('5 bình luận');
    const shown = within(aside).getAllByTestId('short-comment');
    expect(shown.map((c) => within(c).getByTestId('short-comment-text').textContent)).toEqual([
      'Sút như thế này thì thủ môn nào cản nổi!',
      'Xem lại chục lần vẫn thấy đã',
      'Bàn thắng đẹp nhất vòng này chắc chắn',
    ]);
    expect(within(shown[0]!).getByTestId('short-comment-author').textContent).toBe('Tuấn Anh HN');
    expect(within(aside).queryByTestId('short-comment-delete')).toBeNull();
    await page.user.click(within(aside).getByTestId('short-comments-login'));
    expect(await screen.findByTestId('login-form', {}, { timeout: 3_000 })).toBeTruthy();
  });

  it('starts at the clip of its address; the address, the heading and the comments beside follow the clip on screen', async () => {
    // Each clip's comments say which clip they are about.
    const api = clipApi().answer('GET other/api/short-video/comments', ({ query }) => {
      const id = Number(query.get('id'));
      const comments = shortComments(id, 1);
      return { ...comments, list: comments.list.map((c) => ({ ...c, content: `Về video ${id}` })) };
    });
    const page = await renderPage('/video-ngan/bong-da/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102', { api, width: DESKTOP });
    await clipShown(page);
    const comments = () => within(screen.getByTestId('short-comments-aside')).getAllByTestId('short-comment-text').map((c) => c.textContent);
    await waitFor(() => expect(comments()).toEqual(['Về video 2000102']), { timeout: 3_000 });
    await waitFor(() => expect(screen.getAllByTestId('short-slide')).toHaveLength(3));
    const detailCalls = () => page.api.calls().filter((call) => call.path.includes('short-video/detail')).length;
    const before = detailCalls();

    await page.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(window.location.pathname).toBe('/video-ngan/bong-da/sieu-pham-sut-xa-cua-van-quyet-2000101'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Siêu phẩm sút xa của Văn Quyết');
    await waitFor(() => expect(comments()).toEqual(['Về video 2000101']), { timeout: 3_000 });
    expect(screen.getByTestId('short-comments-aside').closest('[data-testid=short-slide]')!.getAttribute('data-clip-id')).toBe('2000101');
    // The feed is the one the clip opened: no clip is read again.
    expect(detailCalls()).toBe(before);
  });

  it('opens its comments as a sheet on a phone', async () => {
    const page = await renderPage('/video-ngan/bong-da/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102', { api: clipApi(), width: PHONE });
    await clipShown(page);
    expect(screen.queryByTestId('short-comments-aside')).toBeNull();
    const button = within(slide(0)).getByTestId('short-comments-button');
    expect(button.getAttribute('aria-label')).toBe('142 bình luận');
    await page.user.click(button);
    const sheet = await screen.findByTestId('short-comments-sheet', {}, { timeout: 3_000 });
    await waitFor(() => expect(within(sheet).getAllByTestId('short-comment')).toHaveLength(3));
  });

  it('says an unknown clip is not found, in the visitor’s language', async () => {
    const api = clipApi().fail('GET other/api/short-video/detail/khong-co-video-nay', 404, 'Video not found');
    const page = await renderPage('/video-ngan/bong-da/khong-co-video-nay', { api, locale: 'en' });
    await page.ready();
    const missing = screen.getByTestId('short-missing');
    expect(missing.getAttribute('data-state')).toBe('not-found');
    expect(missing.textContent).toContain('Video not found');
    expect(screen.queryByTestId('short-feed')).toBeNull();
  });

  it('shows the feed’s skeleton while the clip loads, says a failed clip failed, and its retry shows it', async () => {
    const api = clipApi();
    const held = api.hold('GET other/api/short-video/detail/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102');
    const page = await renderPage('/video-ngan/bong-da/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102', { api });
    const skeleton = await screen.findByTestId('short-feed', {}, { timeout: 3_000 });
    expect(skeleton.getAttribute('data-state')).toBe('loading');
    // The title waits for the clip's name.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Video');
    api.fail('GET other/api/short-video/detail/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102', 503, 'Máy chủ bận');
    held.release();
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 3_000 });
    expect(failed.textContent).toContain('Máy chủ bận');
    api.answer('GET other/api/short-video/detail/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102', ({ language }) => shortClip(SAVE, language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await clipShown(page);
    expect(within(slide(0)).getByTestId('short-title').textContent).toBe('Pha cứu thua xuất thần của Filip Nguyễn');
  });
});
