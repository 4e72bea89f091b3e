import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import {
  activityStream,
  boardComments,
  boardReplies,
  boardReply,
  eventsPage,
  friend,
  friendRequest,
  groupsPage,
  pageOf,
  person,
  post,
  postStream,
  profileFeed,
  searchResult,
} from '../../../testing/fixtures/community';
import { answerUploads } from '../../../testing/fake-uploads';
import { memberShell, uploadQuota } from '../../../testing/fixtures/account';
import { member } from '../../../testing/fixtures/shell';
import { PHONE, renderPage } from '../../../testing/render-page';
import type { SearchType } from '../../../../machines/community/community.loaders';
import type { Comment, CommentBody } from '../../../../contracts/schemas/community';

// A loaded 2-core machine draws a page in a second or more: wait for what it shows as long as ready() does.

const C = 'other/api/community';
const FEED = `GET ${C}/feed` as const;

/** Everything the board's tabs read, answered as the server would. */
function boardApi(): FakeApi {
  return memberShell(new FakeApi())
    .answer(FEED, postStream(5))
    .answer(`GET ${C}/feed/community`, postStream(4, 1))
    .answer(`GET ${C}/feed/friends`, postStream(2, 2))
    .answer(`GET ${C}/events`, ({ query }) => (query.get('when') === 'past' ? eventsPage(2, 1, 12, { status: 'past' }) : eventsPage(5, 1, Number(query.get('pageSize') ?? 12))))
    .answer(`GET ${C}/groups`, ({ query, language }) => groupsPage(query.get('mine') === 'true' ? 1 : 4, 1, Number(query.get('pageSize') ?? 12), language))
    .answer(`GET ${C}/saved`, pageOf([post(3, { saved: true })]))
    .answer(`GET ${C}/activity`, activityStream(3))
    .answer(`GET ${C}/profiles/me`, profileFeed({ ...person(0), userId: 100, displayName: 'Thành viên 100', nickname: 'member100' }, { isMe: true }))
    .answer('GET live/api/user/friend/list', pageOf([friend(1), friend(2)]))
    .answer('GET live/api/user/friend/requests', ({ query }) => (query.get('direction') === 'sent' ? pageOf([friendRequest(4)]) : pageOf([friendRequest(3)])))
    .answer('GET live/api/user/friend/is-friend', { isFriend: false, status: 'pending-sent', requestId: 804 })
    .answer(`GET ${C}/search`, ({ query }) => searchResult(query.get('keyword') ?? '', query.get('type') as SearchType, 3));
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Danh mục bảng tin' }));
const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the community board and its tabs', () => {
  it('every tab shows its heading, is the current tab, and lists what it is about', async () => {
    const cases: Array<[path: string, heading: string, tab: string, check: () => void]> = [
      ['/bang-ton', 'Bảng tin', 'Bảng tin', () => expect(within(screen.getByTestId('board-feed')).getAllByTestId('board-post')).toHaveLength(5)],
      ['/bang-ton/trang-ca-nhan', 'Trang cá nhân', 'Trang cá nhân', () => {
        expect(screen.getByTestId('profile-name').textContent).toBe('member100');
        expect(within(screen.getByTestId('profile-posts')).getAllByTestId('board-post')).toHaveLength(3);
      }],
      ['/bang-ton/su-kien', 'Sự kiện', 'Sự kiện', () => {
        const cards = within(screen.getByTestId('board-events')).getAllByTestId('event-card');
        expect(cards).toHaveLength(5);
        expect(cards[0]!.textContent).toContain('Xem chung Hà Nội FC – Thép Xanh Nam Định tại Góc Khán Đài');
      }],
      ['/bang-ton/cong-dong', 'Cộng đồng', 'Cộng đồng', () => expect(within(screen.getByTestId('board-public')).getAllByTestId('board-post')).toHaveLength(4)],
      ['/bang-ton/nhom', 'Nhóm', 'Nhóm', () => {
        const cards = within(screen.getByTestId('board-groups')).getAllByTestId('group-card');
        expect(cards.map((card) => card.getAttribute('data-group'))).toEqual(['31', '32', '33', '34']);
        expect(cards[0]!.textContent).toContain('Hội CĐV Hà Nội FC');
        expect(cards[0]!.textContent).toContain('Bóng đá');
      }],
      ['/bang-ton/ban-be', 'Bạn bè', 'Bạn bè', () => {
        expect(within(screen.getByTestId('friend-requests')).getByTestId('friend-request').textContent).toContain('Huy Cầu Lông');
        expect(within(screen.getByTestId('friend-list')).getAllByTestId('friend').map((row) => row.getAttribute('data-user'))).toEqual(['202', '203']);
        expect(within(screen.getByTestId('friend-sent')).getByTestId('friend-sent-row').textContent).toContain('Thư Bóng Rổ');
        expect(within(screen.getByTestId('friends-feed')).getAllByTestId('board-post')).toHaveLength(2);
      }],
      ['/bang-ton/da-luu', 'Bài viết đã lưu', 'Đã lưu', () => {
        expect(within(screen.getByTestId('board-saved')).getByTestId('board-post').getAttribute('data-post')).toBe('4997');
        expect(screen.getByText('1 bài viết đã lưu')).toBeTruthy();
      }],
      ['/bang-ton/hoat-dong-gan-day', 'Hoạt động gần đây', 'Hoạt động gần đây', () => {
        const rows = within(screen.getByTestId('board-activity')).getAllByTestId('activity');
        expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['post', 'comment', 'reaction']);
        expect(rows[1]!.textContent).toContain('Chuẩn luôn, hẹn gặp ở sân!');
      }],
      ['/bang-ton/tim-kiem?q=ha%20noi&loai=nhom', 'Tìm kiếm', 'Tìm kiếm', () => expect(within(screen.getByTestId('search-groups')).getAllByTestId('group-card')).toHaveLength(3)],
    ];
    for (const [path, heading, tab, check] of cases) {
      const page = await renderPage(path, { api: boardApi(), member: member() });
      await page.ready();
      expect(h1(), path).toBe(heading);
      expect(tabs().getByRole('link', { name: tab }).getAttribute('aria-current'), path).toBe('page');
      check();
      expect(page.api.unanswered, path).toEqual([]);
      page.unmount();
    }
  }, 60_000);

  it('a guest on a phone reads the feed and the side lists, and is asked to sign in to react, to post and for the member tabs', async () => {
    const page = await renderPage('/bang-ton', { api: boardApi(), width: PHONE });
    await page.ready();
    const posts = within(screen.getByTestId('board-feed')).getAllByTestId('board-post');
    expect(posts).toHaveLength(5);
    expect(within(posts[0]!).getByTestId('post-text').textContent).toBe(post(0).content);
    expect(within(posts[0]!).getAllByTestId('level-badge')[0]!.textContent).toBe('LV 42');
    // The first post's picture is on the first screen (often the largest paint): asked at once, first; a later post's waits.
    const firstPicture = within(posts[0]!).getByTestId('post-images').querySelector('img')!;
    expect([firstPicture.getAttribute('loading'), firstPicture.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const laterPicture = within(posts[3]!).getByTestId('post-images').querySelector('img')!;
    expect([laterPicture.getAttribute('loading'), laterPicture.getAttribute('fetchpriority')]).toEqual(['lazy', null]);
    expect(within(posts[0]!).getByTestId('reaction-summary').getAttribute('data-count')).toBe('128');
    expect(screen.getByRole('heading', { name: 'Sự kiện sắp tới' }).closest('section')!.textContent).toContain('Xem chung Hà Nội FC');
    expect(screen.getByRole('heading', { name: 'Nhóm nổi bật' }).closest('section')!.textContent).toContain('Hội CĐV Hà Nội FC');
    expect(screen.getByTestId('composer').getAttribute('data-state')).toBe('guest');
    await page.user.click(within(posts[0]!).getByTestId('post-react'));
    expect(await screen.findByTestId('login-form', {}, { timeout: 5_000 })).toBeTruthy();
    expect(page.api.calls(`PUT ${C}/posts/5000/reaction`)).toHaveLength(0);
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('login-form')).toBeNull());
    page.unmount();

    const signIn: Array<[render: () => ReturnType<typeof renderPage>, text: string]> = [
      [() => renderPage('/bang-ton/da-luu', { api: boardApi(), width: PHONE }), 'Đăng nhập để xem những bài viết bạn đã lưu.'],
      [() => renderPage('/bang-ton/ban-be', { api: boardApi(), width: PHONE }), 'Đăng nhập để xem bạn bè và lời mời kết bạn.'],
      [() => renderPage('/bang-ton/trang-ca-nhan', { api: boardApi(), width: PHONE }), 'Đăng nhập để xem và đăng bài trên trang cá nhân của bạn.'],
    ];
    for (const [render, text] of signIn) {
      const guest = await render();
      const notice = await screen.findByTestId('board-sign-in');
      expect(notice.textContent).toContain(text);
      expect(guest.api.calls().filter((call) => /saved|friend|profiles/.test(call.path))).toEqual([]);
      guest.unmount();
    }
  }, 30_000);

  it('speaks English and Chinese: headings, buttons and what the server localizes', async () => {
    const en = await renderPage('/bang-ton/nhom', { api: boardApi(), locale: 'en' });
    await en.ready();
    expect(h1()).toBe('Groups');
    expect(screen.getByTestId('create-group').textContent).toBe('Create group');
    const card = within(screen.getByTestId('board-groups')).getAllByTestId('group-card')[0]!;
    expect(card.textContent).toContain('12.5K members');
    expect(card.textContent).toContain('Football');
    en.unmount();

    const zh = await renderPage('/bang-ton/su-kien', { api: boardApi(), locale: 'zh' });
    await zh.ready();
    expect(h1()).toBe('活動');
    expect(screen.getByTestId('create-event').textContent).toBe('建立活動');
    expect(within(screen.getByRole('navigation', { name: '動態分類' })).getByRole('link', { name: '活動' }).getAttribute('aria-current')).toBe('page');
  }, 20_000);

  it('shows the feed loading, then empty; a failed feed offers a retry', async () => {
    const api = boardApi().answer(FEED, { list: [], nextCursor: null });
    const held = api.hold(FEED);
    const page = await renderPage('/bang-ton', { api });
    const feed = await screen.findByTestId('board-feed');
    await waitFor(() => expect(feed.getAttribute('aria-busy')).toBe('true'));
    expect(within(feed).queryByTestId('board-post')).toBeNull();
    held.release();
    const empty = await screen.findByTestId('board-feed-empty');
    expect(empty.textContent).toContain('Chưa có bài viết nào');
    expect(empty.textContent).toContain('Hãy là người đầu tiên chia sẻ với cộng đồng.');
    page.unmount();

    const failing = boardApi().fail(FEED, 500, 'Lỗi máy chủ');
    const again = await renderPage('/bang-ton?sap-xep=noi-bat', { api: failing });
    const failed = await screen.findByTestId('load-failed');
    failing.answer(FEED, postStream(5));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await again.ready();
    expect(within(screen.getByTestId('board-feed')).getAllByTestId('board-post')).toHaveLength(5);
    expect(again.api.calls(FEED).at(-1)!.query.get('sort')).toBe('popular');
    expect(within(screen.getByTestId('feed-sort')).getByRole('link', { name: 'Nổi bật' }).getAttribute('aria-current')).toBe('page');
  }, 20_000);

  it('the activity, the saved posts and the community feed say when they are empty', async () => {
    const api = boardApi()
      .answer(`GET ${C}/activity`, { list: [], nextCursor: null })
      .answer(`GET ${C}/saved`, pageOf([]))
      .answer(`GET ${C}/feed/community`, { list: [], nextCursor: null });
    const recent = await renderPage('/bang-ton/hoat-dong-gan-day', { api });
    await recent.ready();
    expect(screen.getByTestId('board-activity').textContent).toContain('Chưa có hoạt động nào');
    recent.unmount();
    const saved = await renderPage('/bang-ton/da-luu', { api, member: member() });
    expect((await screen.findByTestId('board-saved-empty')).textContent).toContain('Bạn chưa lưu bài viết nào');
    saved.unmount();
    const community = await renderPage('/bang-ton/cong-dong', { api });
    expect((await screen.findByTestId('board-public-empty')).textContent).toContain('Chưa có bài viết nào');
    community.unmount();
  }, 20_000);

  it('a shared post that is gone says so above the feed', async () => {
    const api = boardApi().fail(`GET ${C}/posts/999`, 404, 'Không tìm thấy bài viết');
    const page = await renderPage('/bang-ton?bai-viet=999', { api });
    expect((await screen.findByTestId('shared-post-gone')).textContent).toContain('Bài viết này không còn hoặc bạn không có quyền xem.');
    await page.ready();
    expect(within(screen.getByTestId('board-feed')).getAllByTestId('board-post')).toHaveLength(5);
  });

  it('a shared post opens its comments: a member reads threads and older comments, comments, replies in a thread and deletes their own', async () => {
    let made = 0;
    const api = boardApi()
      .answer(`GET ${C}/posts/5000`, post(0))
      .answer(`GET ${C}/posts/5000/comments`, ({ query }) =>
        query.get('pageNum') === '2' ? { ...boardComments(5000), list: [{ ...boardComments(5000).list[1]!, id: 703, content: 'Bình luận cũ nhất' }], pageNum: 2 } : boardComments(5000),
      )
      .answer(`GET ${C}/comments/701/replies`, boardReplies(5000))
      .answer(`POST ${C}/posts/5000/comments`, ({ body }) => {
        const { content, parentId } = body as CommentBody;
        made += 1;
        const mine = { ...boardReply(800 + made, 5000, parentId ?? 0, 0, content), parentId: parentId ?? null, author: { userId: 100, displayName: 'Thành viên 100', nickname: 'member100', profilePicture: '/media/avatar/100.svg', siteRoleId: 1, level: 3 }, canDelete: true };
        return { ...mine, replies: [], repliesCount: 0 } satisfies Comment;
      })
      .answer(`DELETE ${C}/comments/801`, { id: 801, postId: 5000, commentsCount: 35 });
    const page = await renderPage('/bang-ton?bai-viet=5000', { api, member: member() });
    const shared = await screen.findByTestId('shared-post', {}, { timeout: 5_000 });
    const thread = within(shared).getByTestId('comments');
    const texts = () => within(thread).getAllByTestId('comment-text').map((t) => t.textContent);
    await waitFor(() => expect(texts()).toEqual(['Sân Thiên Trường tối nay chắc kín chỗ!', 'Có mình!', 'Mình đi từ 5h chiều, ai đi chung không?']), { timeout: 5_000 });
    expect(within(thread).getAllByTestId('level-badge').map((b) => b.textContent)).toEqual(['LV 37', 'LV 28', 'LV 31']);

    // The rest of a thread, and the older comments.
    await page.user.click(within(thread).getByRole('button', { name: 'Xem 2 câu trả lời khác' }));
    await waitFor(() => expect(texts()).toContain('Hẹn ở cổng B nhé'));
    expect(page.api.calls(`GET ${C}/comments/701/replies`)[0]!.query.get('pageNum')).toBe('1');
    await page.user.click(within(thread).getByRole('button', { name: 'Xem 1 bình luận trước' }));
    await waitFor(() => expect(texts().at(-1)).toBe('Bình luận cũ nhất'));
    expect(within(thread).queryByTestId('comments-more')).toBeNull();

    // A comment goes on top, its box empties, and the card counts it.
    const box = within(within(thread).getByTestId('comment-form')).getByLabelText('Viết bình luận…');
    await page.user.type(box, '  Đẹp quá!{Enter}');
    await waitFor(() => expect(texts()[0]).toBe('Đẹp quá!'));
    expect(page.api.calls(`POST ${C}/posts/5000/comments`)[0]!.body).toEqual({ content: 'Đẹp quá!' });
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(within(shared).getByTestId('post-comments-count').textContent).toBe('35 bình luận');

    // A reply to a reply answers its thread, from a box under it that closes once sent.
    const hen = within(thread).getAllByTestId('comment').find((c) => c.getAttribute('data-id') === '713')!;
    await page.user.click(within(hen).getByRole('button', { name: 'Trả lời' }));
    const replyForm = await within(thread).findByTestId('reply-form');
    await page.user.type(within(replyForm).getByLabelText('Trả lời Mai Hà Thành…'), 'Ok cổng B');
    await page.user.click(within(replyForm).getByRole('button', { name: 'Gửi bình luận' }));
    await waitFor(() => expect(within(thread).queryByTestId('reply-form')).toBeNull());
    expect(page.api.calls(`POST ${C}/posts/5000/comments`)[1]!.body).toEqual({ content: 'Ok cổng B', parentId: 701 });
    expect(texts().slice(1, 6)).toEqual(['Sân Thiên Trường tối nay chắc kín chỗ!', 'Có mình!', 'Cho mình đi với', 'Hẹn ở cổng B nhé', 'Ok cổng B']);

    // Only one's own comments can be deleted.
    const deletes = within(thread).getAllByRole('button', { name: 'Xoá' });
    expect(deletes.map((d) => d.closest('[data-testid=comment]')!.getAttribute('data-id'))).toEqual(['801', '802']);
    await page.user.click(deletes[0]!);
    await waitFor(() => expect(texts()).not.toContain('Đẹp quá!'));
    expect(page.api.calls(`DELETE ${C}/comments/801`)).toHaveLength(1);
    page.unmount();
  }, 30_000);

  it('a notification’s link opens the post at its comment: marked and scrolled to', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      const api = boardApi().answer(`GET ${C}/posts/5000`, post(0)).answer(`GET ${C}/posts/5000/comments`, boardComments(5000));
      const page = await renderPage('/bang-ton?bai-viet=5000&binh-luan=711', { api, member: member() });
      await page.ready();
      const shared = await screen.findByTestId('shared-post', {}, { timeout: 10_000 });
      expect(shared.textContent).toContain('Bình luận trong thông báo của bạn được tô sáng bên dưới');
      expect(shared.textContent).not.toContain('Bài viết được chia sẻ');
      const thread = within(shared).getByTestId('comments');
      await waitFor(() => expect(within(thread).getAllByTestId('comment-text')).toHaveLength(3), { timeout: 5_000 });
      const marked = within(thread).getAllByTestId('comment').filter((c) => c.hasAttribute('data-highlighted'));
      expect(marked.map((c) => c.getAttribute('data-id'))).toEqual(['711']);
      expect(within(marked[0]!).getByTestId('comment-text').textContent).toBe('Có mình!');
      await waitFor(() => expect(scrolled).toEqual([marked[0]]));
      page.unmount();
    } finally {
      Element.prototype.scrollIntoView = scrollIntoView;
    }
  }, 30_000);

  it('a guest reads a shared post’s comments and is asked to sign in to comment; a failed thread offers a retry', async () => {
    const api = boardApi().answer(`GET ${C}/posts/5000`, post(0)).fail(`GET ${C}/posts/5000/comments`, 500, 'Lỗi máy chủ');
    const page = await renderPage('/bang-ton?bai-viet=5000', { api });
    const shared = await screen.findByTestId('shared-post', {}, { timeout: 5_000 });
    const thread = within(shared).getByTestId('comments');
    const failed = await within(thread).findByTestId('load-failed', {}, { timeout: 5_000 });
    expect(failed.textContent).toContain('Lỗi máy chủ');
    api.answer(`GET ${C}/posts/5000/comments`, boardComments(5000));
    await page.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(within(thread).getAllByTestId('comment-text')).toHaveLength(3));
    expect(within(thread).queryByTestId('comment-form')).toBeNull();
    expect(within(thread).queryByTestId('comment-delete')).toBeNull();
    await page.user.click(within(thread).getAllByRole('button', { name: 'Trả lời' })[0]!);
    expect(await screen.findByTestId('login-form', {}, { timeout: 5_000 })).toBeTruthy();
    await page.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('login-form')).toBeNull());
    await page.user.click(within(thread).getByRole('button', { name: 'Đăng nhập để bình luận' }));
    expect(await screen.findByTestId('login-form', {}, { timeout: 5_000 })).toBeTruthy();
    page.unmount();
  }, 30_000);

  it('the search keeps its words and tab in the address, from the keyboard', async () => {
    const page = await renderPage('/bang-ton/tim-kiem', { api: boardApi() });
    await page.ready();
    expect(screen.getByTestId('search-prompt').textContent).toContain('Bạn muốn tìm gì?');
    await page.user.click(screen.getByLabelText('Tìm trên bảng tin'));
    await page.user.keyboard('ha noi{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=ha+noi'));
    await page.ready();
    expect(within(screen.getByTestId('search-posts')).getAllByTestId('board-post')).toHaveLength(3);
    expect(screen.getByText('3 bài viết khớp “ha noi”')).toBeTruthy();
    const groupsTab = within(screen.getByTestId('search-tabs')).getByRole('link', { name: 'Nhóm' });
    groupsTab.focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=ha+noi&loai=nhom'));
    await page.ready();
    expect(within(screen.getByTestId('search-groups')).getAllByTestId('group-card')).toHaveLength(3);
    expect(page.api.calls(`GET ${C}/search`).at(-1)!.query.get('type')).toBe('groups');
    within(screen.getByTestId('search-tabs')).getByRole('link', { name: 'Bài viết' }).focus();
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?q=ha+noi'));
    await page.ready();
    expect(within(screen.getByTestId('search-posts')).getAllByTestId('board-post')).toHaveLength(3);
  }, 20_000);

  it('the composer shows the day’s upload quota once pictures are picked, refuses what would pass it, and says the server’s refusal', async () => {
    const api = boardApi().answer('GET live/api/user/upload-quota', uploadQuota(12.5, 28));
    const uploads = answerUploads(413, 'Vượt giới hạn tải lên mỗi ngày: tối đa 300 MB, hôm nay còn 0 MB');
    const page = await renderPage('/bang-ton', { api, member: member() });
    await page.ready();
    const composer = await screen.findByTestId('composer');
    expect(within(composer).queryByTestId('upload-quota')).toBeNull();
    expect(api.calls('GET live/api/user/upload-quota')).toHaveLength(0);

    const photo = (name: string) => new File(['png'], name, { type: 'image/png' });
    await page.user.upload(within(composer).getByTestId('composer-file') as HTMLInputElement, [photo('1.png'), photo('2.png'), photo('3.png')]);
    expect((await within(composer).findByTestId('upload-quota')).textContent).toBe('Hôm nay bạn đã tải lên 12,5/300 MB và 28/30 tệp.');
    await page.user.click(within(composer).getByTestId('composer-submit'));
    expect((await within(composer).findByTestId('composer-problem')).textContent).toBe('Bạn đã tải lên đủ 30 tệp hôm nay (giới hạn mỗi ngày): hãy thử lại vào ngày mai.');
    expect(uploads.sent).toEqual([]);

    await page.user.click(within(composer).getAllByTestId('composer-remove')[0]!);
    await page.user.click(within(composer).getByTestId('composer-submit'));
    expect((await within(composer).findByTestId('composer-error')).textContent).toBe('Vượt giới hạn tải lên mỗi ngày: tối đa 300 MB, hôm nay còn 0 MB');
    expect(uploads.sent).toEqual([`${C}/posts/upload`]);
    expect(within(composer).getAllByTestId('composer-preview')).toHaveLength(2);
  });
});
