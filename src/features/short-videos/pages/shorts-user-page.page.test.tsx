import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { CREATORS, creatorPage } from '../../../testing/fixtures/shorts';
import { member } from '../../../testing/fixtures/shell';
import { renderPage } from '../../../testing/render-page';
import type { FollowState } from '../../../../contracts/schemas/content/shorts';

/** The channel's counts as read: each figure by its name. */
function stats(): Record<string, string | undefined> {
  const list = screen.getByTestId('short-profile-stats');
  return Object.fromEntries([...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
}

function channelApi(): FakeApi {
  return new FakeApi().answer('GET other/api/short-video/creator/701', ({ language }) => creatorPage(CREATORS.gocBongDa!, language));
}

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./shorts-user-page'));

describe('a creator’s channel', () => {
  for (const [locale, firstClip, followers, videos] of [
    ['vi', 'Siêu phẩm sút xa của Văn Quyết', 'người theo dõi', 'video'],
    ['en', 'Văn Quyết’s long-range stunner', 'followers', 'videos'],
    ['zh', '文決遠射世界波', '粉絲', '部影片'],
  ] as const) {
    it(`shows who they are, their counts and their clips in ${locale}`, async () => {
      const page = await renderPage('/video-ngan/trang-ca-nhan/701', { api: channelApi(), locale });
      await page.ready();
      const grid = await screen.findByTestId('short-profile-grid', {}, { timeout: 3_000 });
      // The channel is named after its creator.
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Góc Bóng Đá');
      expect(screen.getByTestId('short-profile-name').textContent).toBe('Góc Bóng Đá');
      expect(stats()[followers]).toBe('48.2K');
      expect(stats()[videos]).toBe('4');
      const cards = within(grid).getAllByTestId('short-card');
      expect(cards.map((c) => c.getAttribute('data-clip-id'))).toEqual(['2000101', '2000102', '2000105', '2000106']);
      expect(cards[0]!.textContent).toContain(firstClip);
      expect(cards[0]!.getAttribute('href')).toBe('/video-ngan/bong-da/sieu-pham-sut-xa-cua-van-quyet-2000101');
    });
  }

  it('lets a member follow the creator, and counts them in', async () => {
    const api = channelApi().answer('POST other/api/short-video/follow', (): FollowState => ({ creatorId: 701, following: true, followers: 48_260 }));
    const page = await renderPage('/video-ngan/trang-ca-nhan/701', { api, member: member() });
    await page.ready();
    const follow = await screen.findByTestId('short-follow', {}, { timeout: 3_000 });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    follow.focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(follow.getAttribute('aria-pressed')).toBe('true'));
    expect(api.calls('POST other/api/short-video/follow')[0]!.body).toEqual({ creatorId: 701 });
    await waitFor(() => expect(stats()['người theo dõi']).toBe('48.3K'));
  });

  it('says a channel without clips has none, and an unknown channel is not found', async () => {
    const empty = channelApi().answer('GET other/api/short-video/creator/701', ({ language }) => ({ ...creatorPage(CREATORS.gocBongDa!, language), videos: { list: [], total: 0, pageNum: 1, pageSize: 60 } }));
    const page = await renderPage('/video-ngan/trang-ca-nhan/701', { api: empty });
    await page.ready();
    expect((await screen.findByTestId('short-profile-empty', {}, { timeout: 3_000 })).textContent).toContain('Kênh này chưa có video nào');
    page.unmount();

    const api = new FakeApi().fail('GET other/api/short-video/creator/999999', 404, 'Channel not found');
    const missing = await renderPage('/video-ngan/trang-ca-nhan/999999', { api, locale: 'en' });
    await missing.ready();
    const notice = screen.getByTestId('short-profile-missing');
    expect(notice.getAttribute('data-state')).toBe('not-found');
    expect(notice.textContent).toContain('Channel not found');
  });

  it('holds the channel’s place while it loads, says it failed, and its retry shows it', async () => {
    const api = channelApi();
    const held = api.hold('GET other/api/short-video/creator/701');
    const page = await renderPage('/video-ngan/trang-ca-nhan/701', { api });
    const loading = await screen.findByTestId('short-profile', {}, { timeout: 3_000 });
    expect(loading.getAttribute('data-state')).toBe('loading');
    api.fail('GET other/api/short-video/creator/701', 500, 'Máy chủ bận');
    held.release();
    const failed = await screen.findByTestId('load-failed', {}, { timeout: 3_000 });
    api.answer('GET other/api/short-video/creator/701', ({ language }) => creatorPage(CREATORS.gocBongDa!, language));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByTestId('short-profile-grid', {}, { timeout: 3_000 })).toBeTruthy();
  });
});
