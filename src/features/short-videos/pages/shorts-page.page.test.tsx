import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { FeedStaticFrame, SLOT } from '../../../app/static-frame';
import { STATIC_FRAME_ID } from '../../../../contracts/constants';
import { videoPosterUrl } from '../../../../contracts/video-poster';
import { FakeApi } from '../../../testing/fake-api';
import { CLIP_IDS, CREATORS, commentThread, creatorPage, shortCategories, shortList, shortPage } from '../../../testing/fixtures/shorts';
import { member } from '../../../testing/fixtures/shell';
import { DESKTOP, PHONE, renderPage, type PageTest } from '../../../testing/render-page';

const EMPTY = { list: [], total: 0, pageNum: 1, pageSize: 10 };

function shortsApi(): FakeApi {
  return new FakeApi()
    .answer('GET other/api/short-video/list', ({ query, language }) => shortList(query, language))
    .answer('GET other/api/short-video/categories', ({ language }) => shortCategories(language))
    .answer('GET other/api/short-video/following', ({ query, language }) => shortPage([CLIP_IDS[3]!, CLIP_IDS[2]!], query, language))
    .answer('GET other/api/short-video/saved', ({ query, language }) => shortPage([CLIP_IDS[4]!, CLIP_IDS[0]!], query, language));
}

const slide = (index: number) => document.querySelector<HTMLElement>(`[data-testid=short-slide][data-index="${index}"]`)!;
const feed = () => screen.getByTestId('short-feed');
const titles = () => screen.getAllByTestId('short-title').map((a) => a.textContent);
const cards = () => screen.getAllByTestId('short-card').map((a) => a.getAttribute('data-clip-id'));
const currentTab = () => within(screen.getByRole('navigation', { name: 'Danh mục video ngắn' })).getAllByRole('link').find((a) => a.getAttribute('aria-current') === 'page')?.textContent;

async function feedShown(page: PageTest): Promise<void> {
  await page.ready();
  await waitFor(() => expect(feed().getAttribute('role')).toBe('feed'), { timeout: 3_000 });
}

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./shorts-page'));

describe('the short-video feed', () => {
  it('plays the newest clips one at a time, muted, and moves with the keys', async () => {
    const page = await renderPage('/video-ngan', { api: shortsApi(), width: DESKTOP });
    await feedShown(page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Video ngắn');
    expect(currentTab()).toBe('Dành cho bạn');
    expect(feed().getAttribute('aria-label')).toBe('Dành cho bạn');
    expect(titles()).toEqual([
      'Siêu phẩm sút xa của Văn Quyết',
      'Pha cứu thua xuất thần của Filip Nguyễn',
      'Cú úp rổ trên đầu hậu vệ của Saigon Heat',
      'Pentakill của GAM trước Team Flash',
      'Cổ động viên Nam Định ăn mừng chức vô địch',
      'Quang Hải đi bóng qua ba cầu thủ',
    ]);
    expect(within(slide(0)).getByTestId('short-title').getAttribute('href')).toBe('/video-ngan/bong-da/sieu-pham-sut-xa-cua-van-quyet-2000101');
    expect(within(slide(0)).getByTestId('short-creator').textContent).toBe('Góc Bóng Đá');
    expect(within(slide(0)).getByTestId('short-creator').getAttribute('href')).toBe('/video-ngan/trang-ca-nhan/701');
    expect(slide(0).textContent).toContain('284K lượt xem');
    expect(slide(0).getAttribute('data-active')).toBe('true');
    expect(slide(0).getAttribute('data-state')).toMatch(/^active\./);
    expect(within(slide(0)).getByTestId('short-sound').getAttribute('aria-pressed')).toBe('false');

    await page.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(feed().getAttribute('data-index')).toBe('1'));
    expect(slide(1).getAttribute('data-active')).toBe('true');
    // The clip that left the screen stops.
    await waitFor(() => expect(slide(0).getAttribute('data-state')).toBe('idle'));
    await page.user.keyboard('j');
    await waitFor(() => expect(feed().getAttribute('data-index')).toBe('2'));
    await page.user.keyboard('k');
    await waitFor(() => expect(feed().getAttribute('data-index')).toBe('1'));
    await page.user.keyboard('m');
    await waitFor(() => expect(within(slide(1)).getByTestId('short-sound').getAttribute('aria-pressed')).toBe('true'));
  });

  it('puts the clip on screen in the address once the visitor moves, without a new history entry, and names the page after it', async () => {
    const page = await renderPage('/video-ngan', { api: shortsApi(), width: DESKTOP });
    await feedShown(page);
    const entries = window.history.length;
    // The tab keeps its address until the visitor moves; the title is the clip's already.
    expect(window.location.pathname).toBe('/video-ngan');
    await waitFor(() => expect(document.title).toMatch(/^Siêu phẩm sút xa của Văn Quyết – /));

    await page.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(window.location.pathname).toBe('/video-ngan/bong-da/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102'));
    await waitFor(() => expect(document.title).toMatch(/^Pha cứu thua xuất thần của Filip Nguyễn – /));
    await page.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(window.location.pathname).toBe('/video-ngan/bong-ro/cu-up-ro-tren-dau-hau-ve-cua-saigon-heat-2000103'));
    await page.user.keyboard('{ArrowUp}');
    await waitFor(() => expect(window.location.pathname).toBe('/video-ngan/bong-da/pha-cuu-thua-xuat-than-cua-filip-nguyen-2000102'));
    expect(window.history.length).toBe(entries);
    // The feed stays what it was: the same clips, the tab, no clip read again.
    expect(feed().getAttribute('data-index')).toBe('1');
    expect(titles()).toHaveLength(6);
    expect(currentTab()).toBe('Dành cho bạn');
    expect(page.api.calls('GET other/api/short-video/list')[0]!.query.get('category')).toBeNull();
    expect(page.api.calls().filter((call) => call.path.includes('short-video/detail'))).toEqual([]);
  });

  for (const [locale, heading, first, like] of [
    ['en', 'Trending videos', 'Nam Định fans celebrate the title', /^Like \(21300\)$/],
    ['zh', '熱門影片', '南定球迷慶祝奪冠', /^喜歡（21300）$/],
  ] as const) {
    it(`shows the trending clips, most watched first, in ${locale}; a guest who likes is asked to log in`, async () => {
      const page = await renderPage('/video-ngan/xu-huong', { api: shortsApi(), locale, width: PHONE });
      await feedShown(page);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(within(slide(0)).getByTestId('short-title').textContent).toBe(first);
      expect(page.api.calls('GET other/api/short-video/list')[0]!.query.get('tab')).toBe('xu-huong');
      const likeButton = within(slide(0)).getByTestId('short-like');
      expect(likeButton.getAttribute('aria-label')).toMatch(like);
      await page.user.click(likeButton);
      expect(await screen.findByTestId('login-form', {}, { timeout: 3_000 })).toBeTruthy();
      expect(page.api.calls('POST other/api/short-video/like')).toHaveLength(0);
    });
  }

  it('keeps the server’s first paint until the feed is drawn, then shows the first clip’s same poster until the clip has a frame', async () => {
    const [first, second] = shortList(new URLSearchParams({ tab: 'kham-pha', pageNum: '1', pageSize: '10' }), 'vi').list;
    // The feed's first paint as the server writes it before the app (src/app/static-frame.tsx, its slot filled).
    const frame = document.createElement('div');
    frame.id = STATIC_FRAME_ID;
    frame.innerHTML = renderToStaticMarkup(<FeedStaticFrame routeId="shorts" />).replaceAll(SLOT.posterSrc, videoPosterUrl(first!.thumbnail));
    document.body.prepend(frame);
    const framePoster = frame.querySelector('img')!;
    const api = shortsApi();
    const held = api.hold('GET other/api/short-video/list');
    await renderPage('/video-ngan', { api, width: PHONE });
    await screen.findByTestId('short-feed', {}, { timeout: 3_000 });
    // While the clips load, the visitor still sees the poster the server drew, not a skeleton.
    expect(document.getElementById(STATIC_FRAME_ID)).toBe(frame);
    held.release();

    await waitFor(() => expect(feed().getAttribute('role')).toBe('feed'), { timeout: 3_000 });
    expect(document.getElementById(STATIC_FRAME_ID)).toBeNull();
    // The same picture at the same address and look, fetched first; the next clips' (their plain pictures) wait until they come near.
    const poster = within(slide(0)).getByTestId('video-poster');
    expect(poster.getAttribute('src')).toBe(`${first!.thumbnail}?poster=1`);
    for (const name of ['src', 'class', 'width', 'height', 'alt', 'fetchpriority']) expect(poster.getAttribute(name), name).toBe(framePoster.getAttribute(name));
    expect(within(slide(1)).getByTestId('video-poster').getAttribute('loading')).toBe('lazy');
    expect(within(slide(1)).getByTestId('video-poster').getAttribute('src')).toBe(second!.thumbnail);
    // The clip's first frame takes the poster's place.
    fireEvent(within(slide(0)).getByTestId('short-video'), new Event('loadeddata'));
    await waitFor(() => expect(within(slide(0)).queryByTestId('video-poster')).toBeNull());
    expect(within(slide(1)).getByTestId('video-poster')).toBeTruthy();
  });

  it('shows the feed’s skeleton while it loads, says a failed feed failed, and its retry says when there is nothing yet', async () => {
    const api = shortsApi();
    const held = api.hold('GET other/api/short-video/list');
    const page = await renderPage('/video-ngan', { api });
    const loading = await screen.findByTestId('short-feed', {}, { timeout: 3_000 });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.getAttribute('data-state')).toBe('loading');
    api.fail('GET other/api/short-video/list', 500, 'Máy chủ bận');
    held.release();

    const failed = await screen.findByTestId('load-failed', {}, { timeout: 3_000 });
    expect(failed.textContent).toContain('Máy chủ bận');
    // The retry: nothing to show yet, with the way to the trending clips.
    api.answer('GET other/api/short-video/list', EMPTY);
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    const empty = await screen.findByTestId('short-feed-empty', {}, { timeout: 3_000 });
    expect(empty.textContent).toContain('Chưa có video nào');
    expect(within(empty).getByRole('link', { name: 'Xu hướng' }).getAttribute('href')).toBe('/video-ngan/xu-huong');
  });
});

describe('the short-video grids and a member’s tabs', () => {
  it('explores every category or one, chosen from the keyboard, and says a category without clips has none', async () => {
    const page = await renderPage('/video-ngan/kham-pha', { api: shortsApi() });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Khám phá video');
    expect(currentTab()).toBe('Khám phá');
    const chips = await screen.findByTestId('short-categories');
    await waitFor(() => expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tất cả', 'Bóng đá', 'Bóng rổ', 'Esport', 'Hậu trường', 'Bóng chuyền']));
    await waitFor(() => expect(cards()).toEqual(CLIP_IDS.map(String)));

    within(chips).getByRole('button', { name: 'Bóng rổ' }).focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toEqual(['2000103']));
    expect(within(chips).getByRole('button', { name: 'Bóng rổ' }).getAttribute('aria-pressed')).toBe('true');
    expect(page.api.calls('GET other/api/short-video/list').at(-1)!.query.get('category')).toBe('bong-ro');

    // Volleyball has no clip yet.
    await page.user.click(within(chips).getByRole('button', { name: 'Bóng chuyền' }));
    expect((await screen.findByTestId('short-grid-empty', {}, { timeout: 3_000 })).textContent).toContain('Chưa có video trong chuyên mục này');
  });

  it('asks a guest to log in for the saved clips, the followed creators’ clips and their own channel', async () => {
    const open = [
      () => renderPage('/video-ngan/da-luu', { api: shortsApi() }),
      () => renderPage('/video-ngan/theo-doi', { api: shortsApi() }),
      () => renderPage('/video-ngan/trang-ca-nhan', { api: shortsApi() }),
    ];
    const expected = [
      ['Video đã lưu', 'Đăng nhập để xem các video bạn đã lưu.'],
      ['Đang theo dõi', 'Đăng nhập để xem video của những người bạn theo dõi.'],
      ['Kênh của tôi', 'Đăng nhập để xem kênh của bạn.'],
    ];
    for (const [i, render] of open.entries()) {
      const page = await render();
      await page.ready();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(expected[i]![0]);
      const notice = screen.getByTestId('short-sign-in');
      expect(notice.textContent).toContain(expected[i]![1]);
      if (i === 0) {
        await page.user.click(within(notice).getByRole('button', { name: 'Đăng nhập' }));
        expect(await screen.findByTestId('login-form', {}, { timeout: 3_000 })).toBeTruthy();
      }
      page.unmount();
    }
  });

  it('shows a member’s saved clips and the clips of the creators they follow', async () => {
    const saved = await renderPage('/video-ngan/da-luu', { api: shortsApi(), member: member() });
    await saved.ready();
    await waitFor(() => expect(cards()).toEqual(['2000105', '2000101']));
    expect(screen.getAllByTestId('short-card')[0]!.getAttribute('href')).toBe('/video-ngan/hau-truong/co-dong-vien-nam-dinh-an-mung-chuc-vo-dich-2000105');
    saved.unmount();

    const following = await renderPage('/video-ngan/theo-doi', { api: shortsApi(), member: member() });
    await feedShown(following);
    expect(titles()).toEqual(['Pentakill của GAM trước Team Flash', 'Cú úp rổ trên đầu hậu vệ của Saigon Heat']);
  });

  it('says a member has saved nothing and follows no one yet', async () => {
    const api = shortsApi().answer('GET other/api/short-video/saved', EMPTY).answer('GET other/api/short-video/following', EMPTY);
    const saved = await renderPage('/video-ngan/da-luu', { api, member: member() });
    await saved.ready();
    expect((await screen.findByTestId('short-grid-empty', {}, { timeout: 3_000 })).textContent).toContain('Bạn chưa lưu video nào');
    saved.unmount();
    const following = await renderPage('/video-ngan/theo-doi', { api, member: member() });
    await following.ready();
    expect((await screen.findByTestId('short-feed-empty', {}, { timeout: 3_000 })).textContent).toContain('Chưa có video từ người bạn theo dõi');
  });

  it('shows a member’s own channel with the way to post a clip', async () => {
    const me = member({ userId: 701, displayName: 'Góc Bóng Đá' });
    const api = shortsApi().answer('GET other/api/short-video/creator/701', ({ language }) => creatorPage(CREATORS.gocBongDa!, language, { isSelf: true }));
    const page = await renderPage('/video-ngan/trang-ca-nhan', { api, member: me });
    await page.ready();
    const profile = await screen.findByTestId('short-profile-grid', {}, { timeout: 3_000 });
    expect(screen.getByTestId('short-profile-name').textContent).toBe('Góc Bóng Đá');
    expect(within(profile).getAllByTestId('short-card')).toHaveLength(4);
    expect(screen.getByTestId('short-create-link').getAttribute('href')).toBe('/video-ngan/trang-ca-nhan/tao-moi');
    expect(screen.queryByTestId('short-follow')).toBeNull();
  });
});

describe('a clip’s comments, opened from the feed', () => {
  it('lets a member comment (markup stays text), reply in the thread, see the counts follow, and delete the comment with its reply', async () => {
    const me = member();
    const thread = commentThread(CLIP_IDS[0]!, { userId: me.userId, nickname: me.nickname });
    const api = shortsApi().answer('GET other/api/short-video/list', ({ query, language }) => {
      const list = shortList(query, language);
      return { ...list, list: list.list.map((c) => (c.id === CLIP_IDS[0] ? { ...c, comments: thread.count() } : c)) };
    });
    thread.answer(api);
    const page = await renderPage('/video-ngan', { api, member: me, width: DESKTOP });
    await feedShown(page);
    const button = within(slide(0)).getByTestId('short-comments-button');
    expect(button.getAttribute('aria-label')).toBe('3 bình luận');
    await page.user.click(button);
    const sheet = await screen.findByTestId('short-comments-sheet', {}, { timeout: 3_000 });
    const panel = within(sheet).getByTestId('short-comments');
    const count = () => within(panel).getByTestId('short-comments-count').textContent;
    await waitFor(() => expect(panel.getAttribute('data-state')).toMatch(/list\.ready/));
    expect(count()).toBe('3 bình luận');

    // An empty comment is not sent.
    const input = within(panel).getByTestId('short-comment-input');
    await page.user.type(input, '   {Enter}');
    expect(within(panel).getByTestId('short-comment-problem').textContent).toBe('Hãy viết gì đó trước khi gửi');
    expect(api.calls('POST other/api/short-video/comment')).toHaveLength(0);

    // Markup stays text; Enter sends.
    const words = 'Hay quá <b>đỉnh</b>';
    await page.user.clear(input);
    await page.user.paste(words);
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(count()).toBe('4 bình luận'));
    const mine = within(panel).getAllByTestId('short-comment').find((c) => c.getAttribute('data-id') === '95001')!;
    expect(within(mine).getByTestId('short-comment-text').textContent).toBe(words);
    expect(mine.querySelector('b')).toBeNull();
    expect((input as HTMLTextAreaElement).value).toBe('');

    // A reply goes to the comment's thread.
    await page.user.click(within(mine).getByTestId('short-comment-reply'));
    expect(within(panel).getByTestId('short-comment-replying')).toBeTruthy();
    await page.user.paste('Tự trả lời');
    await page.user.click(within(panel).getByTestId('short-comment-send'));
    await waitFor(() => expect(count()).toBe('5 bình luận'));
    await waitFor(() => expect(within(mine).getAllByTestId('short-comment').map((r) => r.getAttribute('data-parent'))).toEqual(['95001']));
    expect(api.calls('POST other/api/short-video/comment')[1]!.body).toEqual({ id: CLIP_IDS[0], content: 'Tự trả lời', parentId: 95_001 });

    // Closing the sheet keeps the count on the clip.
    await page.user.click(within(sheet).getByTestId('short-comments-close'));
    await waitFor(() => expect(screen.queryByTestId('short-comments-sheet')).toBeNull());
    expect(within(slide(0)).getByTestId('short-comments-button').getAttribute('aria-label')).toBe('5 bình luận');

    // The author deletes the comment, after a confirmation: its reply goes too.
    await page.user.click(within(slide(0)).getByTestId('short-comments-button'));
    const again = within(await screen.findByTestId('short-comments-sheet', {}, { timeout: 3_000 })).getByTestId('short-comments');
    const own = await waitFor(() => within(again).getAllByTestId('short-comment').find((c) => c.getAttribute('data-id') === '95001')!);
    await page.user.click(within(own).getAllByTestId('short-comment-delete')[0]!);
    await page.user.click(within(own).getByTestId('short-comment-delete-confirm'));
    await waitFor(() => expect(within(again).getByTestId('short-comments-count').textContent).toBe('3 bình luận'));
    expect(within(again).getAllByTestId('short-comment').map((c) => c.getAttribute('data-id'))).toEqual(['90000', '90001', '90002']);
  });
});
