import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeApi } from '../../../testing/fake-api';
import { chatMessage, chatRoom, chatRooms, exploreRooms, socketJoins } from '../../../testing/fixtures/chat';
import { member } from '../../../testing/fixtures/shell';
import { DESKTOP, PHONE, renderPage } from '../../../testing/render-page';

function chatroomApi(): FakeApi {
  return new FakeApi()
    .answer('GET other/api/community/chat-rooms', ({ language }) => chatRooms(language))
    .answer('GET other/api/community/chat-rooms/explore', ({ language }) => exploreRooms(language))
    .answer('GET other/api/community/chat-rooms/following', ({ language }) => chatRooms(language, [2, 5]))
    .answer('GET other/api/community/chat-rooms/1', ({ language }) => chatRoom(1, language, true));
}

const roomList = (name = 'Danh sách phòng chat') => screen.getByRole('navigation', { name });
const items = (listName?: string) => within(roomList(listName)).queryAllByTestId('chatroom-item');
const names = (listName?: string) => items(listName).map((a) => a.getAttribute('data-room-id'));
const tabStrip = () => screen.getByRole('navigation', { name: 'Danh mục phòng chat' });

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./chatroom-page'));

describe('the chat rooms', () => {
  for (const [locale, heading, listName, first, topic, online] of [
    ['vi', 'Phòng chat', 'Danh sách phòng chat', 'Ngoại hạng Anh – Bàn tròn', 'Bình luận mọi trận Ngoại hạng Anh', '356 đang online'],
    ['en', 'Chat rooms', 'Chat rooms', 'Premier League Round Table', 'Every Premier League match, discussed', '356 online'],
    ['zh', '聊天室', '聊天室列表', '英超圓桌', '討論每一場英超', '356 人在線'],
  ] as const) {
    it(`lists the rooms, most popular first, with their topics and audience in ${locale}`, async () => {
      const page = await renderPage('/chatroom', { api: chatroomApi(), locale, width: DESKTOP });
      await page.ready();
      await within(screen.getByTestId('chatroom-page')).findAllByTestId('chatroom-item', {}, { timeout: 3_000 });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
      expect(names(listName)).toEqual(['1', '2', '3', '4', '5', '7']);
      const room = items(listName)[0]!;
      expect(room.textContent).toContain(first);
      expect(room.textContent).toContain(topic);
      expect(room.textContent).toContain(online);
      expect(room.getAttribute('href')).toBe('/chatroom?phong=1');
      // VIP rooms carry their badge.
      expect(items(listName)[2]!.textContent).toMatch(/VIP/);
      // Nothing open yet: the chat side asks to pick a room.
      expect(screen.getByTestId('chatroom-pick')).toBeTruthy();
      expect(screen.queryByTestId('chat-panel')).toBeNull();
    });
  }

  it('explores the most popular and the newest rooms, and moves between tabs from the keyboard', async () => {
    const page = await renderPage('/chatroom/kham-pha', { api: chatroomApi() });
    await page.ready();
    await within(roomList()).findAllByTestId('chatroom-item', {}, { timeout: 3_000 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Khám phá phòng chat');
    expect(within(roomList()).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sôi nổi nhất lúc này', 'Phòng mới']);
    expect(names()).toEqual(['1', '2', '3', '7', '5', '4']);
    const current = within(tabStrip()).getByRole('link', { name: 'Khám phá' });
    expect(current.getAttribute('aria-current')).toBe('page');

    // ← from Explore: All; Enter opens it.
    current.focus();
    await page.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(within(tabStrip()).getByRole('link', { name: 'Tất cả' }));
    await page.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/chatroom'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Phòng chat'));
    await waitFor(() => expect(names()).toEqual(['1', '2', '3', '4', '5', '7']));
  });

  it('asks a guest to log in for the rooms they follow, and lists a member’s', async () => {
    const guest = await renderPage('/chatroom/theo-doi', { api: chatroomApi() });
    await guest.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Phòng chat đang theo dõi');
    const notice = within(roomList()).getByText('Đăng nhập để xem các phòng bạn theo dõi');
    expect(notice).toBeTruthy();
    await guest.user.click(within(roomList()).getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByTestId('login-form', {}, { timeout: 3_000 })).toBeTruthy();
    expect(guest.api.calls('GET other/api/community/chat-rooms/following')).toHaveLength(0);
    guest.unmount();

    const signedIn = await renderPage('/chatroom/theo-doi', { api: chatroomApi(), member: member() });
    await signedIn.ready();
    await waitFor(() => expect(names()).toEqual(['2', '5']));
    expect(items()[0]!.getAttribute('href')).toBe('/chatroom/theo-doi?phong=2');
  });

  it('says so when a member follows no room, and when the list failed, with a retry', async () => {
    const api = chatroomApi().answer('GET other/api/community/chat-rooms/following', { list: [], total: 0, pageNum: 1, pageSize: 30 });
    const page = await renderPage('/chatroom/theo-doi', { api, member: member() });
    await page.ready();
    expect((await within(roomList()).findByTestId('chatroom-empty', {}, { timeout: 3_000 })).textContent).toContain('Bạn chưa theo dõi phòng nào');
    page.unmount();

    const failing = chatroomApi();
    const held = failing.hold('GET other/api/community/chat-rooms');
    const again = await renderPage('/chatroom', { api: failing });
    expect(within(roomList()).getByTestId('section-loading').getAttribute('aria-busy')).toBe('true');
    failing.fail('GET other/api/community/chat-rooms', 0);
    held.release();
    const failed = await within(roomList()).findByTestId('load-failed', {}, { timeout: 3_000 });
    // No connection: the network's words, not a server message.
    expect(failed.textContent).toContain('Không tải được dữ liệu');
    expect(failed.textContent).toContain('Không kết nối được máy chủ.');
    failing.answer('GET other/api/community/chat-rooms', ({ language }) => chatRooms(language));
    await again.user.click(within(failed).getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(names()).toHaveLength(6));
  });

  it('opens a room’s chat beside the list: its name, owner and messages from the socket', async () => {
    const page = await renderPage('/chatroom?phong=1', { api: chatroomApi(), width: PHONE });
    await page.ready();
    const panel = await screen.findByRole('region', { name: 'Ngoại hạng Anh – Bàn tròn' }, { timeout: 3_000 });
    expect(screen.getByTestId('chatroom-page').getAttribute('data-selected')).toBe('1');
    expect(screen.getByText('Chủ phòng: baotran')).toBeTruthy();
    // On a phone the list gives way to the chat, with the way back to it.
    expect(screen.getByRole('link', { name: /Danh sách phòng/ }).getAttribute('href')).toBe('/chatroom');
    await waitFor(() => expect(within(roomList()).getAllByTestId('chatroom-item')[0]!.getAttribute('aria-current')).toBe('true'));

    const topic = '/topic/chatroom.room-1';
    expect(panel.getAttribute('data-topic')).toBe(topic);
    for (const event of socketJoins(topic, [chatMessage('room-1', 7, 'Minh Arsenal', 'Pháo thủ đêm nay thắng chắc'), chatMessage('room-1', 8, 'Long Chelsea', 'Chưa chắc đâu, Palmer đang rất hay')])) {
      page.socket.report(event);
    }
    await waitFor(() => expect(within(panel).getAllByTestId('chat-text').map((t) => t.textContent)).toEqual(['Pháo thủ đêm nay thắng chắc', 'Chưa chắc đâu, Palmer đang rất hay']));
    expect(within(panel).getAllByTestId('chat-author').map((a) => a.textContent)).toEqual(['Minh Arsenal', 'Long Chelsea']);
  });

  it('says a room that failed to open failed, and its retry opens it', async () => {
    const api = chatroomApi().fail('GET other/api/community/chat-rooms/1', 500, 'Lỗi máy chủ');
    const page = await renderPage('/chatroom?phong=1', { api });
    await page.ready();
    const failed = await screen.findByText('Lỗi máy chủ', {}, { timeout: 3_000 });
    api.answer('GET other/api/community/chat-rooms/1', ({ language }) => chatRoom(1, language));
    await page.user.click(within(failed.closest('[data-testid=load-failed]') as HTMLElement).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('region', { name: 'Ngoại hạng Anh – Bàn tròn' }, { timeout: 3_000 })).toBeTruthy();
  });
});
