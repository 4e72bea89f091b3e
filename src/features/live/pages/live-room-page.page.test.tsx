import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RoomStaticFrame, SLOT } from '../../../app/static-frame';
import { videoPosterUrl } from '../../../../contracts/video-poster';
import { FakeApi } from '../../../testing/fake-api';
import {
  MATCHES,
  SHOWS,
  eveningOn,
  fixtureTips,
  matchDetail,
  matchOpinion,
  matchRoom,
  matchRow,
  schedulePage,
  showRoom,
  teamsCompare,
  type MatchSpec,
} from '../../../testing/fixtures/live';
import { chatMessage, liveRoomHistory, socketJoins } from '../../../testing/fixtures/chat';
import { member, session } from '../../../testing/fixtures/shell';
import { RENEW_REF } from '../../../../machines/chat-socket/chat-socket.machine';
import { CHAT_CLOSE_TOKEN_EXPIRED, STATIC_FRAME_ID } from '../../../../contracts/constants';
import { DESKTOP, PHONE, renderPage, type PageTest } from '../../../testing/render-page';
import { todayIn } from '../../../../contracts/day-strip';
import type { LiveRoom, RoomOpinion, VoteBody } from '../../../../contracts/schemas/live';

const TODAY = todayIn('Asia/Ho_Chi_Minh');

/** The rooms of the evening by id, with their fixtures' data. */
function roomApi(rooms: Record<number, (language: 'vi' | 'en' | 'zh') => LiveRoom> = {}): FakeApi {
  const byId: Record<number, (language: 'vi' | 'en' | 'zh') => LiveRoom> = {
    [MATCHES.haNoiHaiPhong.roomId]: (l) => matchRoom(MATCHES.haNoiHaiPhong, TODAY, l),
    [MATCHES.arsenalChelsea.roomId]: (l) => matchRoom(MATCHES.arsenalChelsea, TODAY, l),
    [MATCHES.heatBuffaloes.roomId]: (l) => matchRoom(MATCHES.heatBuffaloes, TODAY, l),
    [MATCHES.gamFlash.roomId]: (l) => matchRoom(MATCHES.gamFlash, TODAY, l),
    [SHOWS.marbleRace.roomId]: (l) => showRoom(SHOWS.marbleRace, TODAY, l),
    [SHOWS.baccarat.roomId]: (l) => showRoom(SHOWS.baccarat, TODAY, l),
    ...rooms,
  };
  const specOf = (staticId: number): MatchSpec => Object.values(MATCHES).find((m) => m.staticId === staticId)!;
  return new FakeApi()
    .answer('GET live/api/schedule/liveRoom', ({ query, language }) => {
      const room = byId[Number(query.get('id'))];
      if (!room) throw new Error(`no room ${query.get('id')} in this test`);
      return room(language);
    })
    .answer('GET live/api/football/match', ({ query, language }) => matchDetail(specOf(Number(query.get('staticId'))), TODAY, language))
    .answer('GET live/api/football/compare/teams', ({ query, language }) => teamsCompare(Object.values(MATCHES).find((m) => m.home.id === Number(query.get('id1')))!, language))
    .answer('GET other/api/schedule-tips/list', ({ query, language }) => fixtureTips(specOf(Number(query.get('fixtureId'))), TODAY, language))
    .answer('GET live/api/room/opinion', ({ query }) => matchOpinion(Number(query.get('id'))))
    .answer('GET live/api/schedule-mode/list', [])
    .answer('GET live/api/schedule/liveSchedule', ({ query, language }) => schedulePage(query, language, eveningOn(TODAY)));
}

const tabs = () => screen.getByTestId('room-tabs');
const tab = (key: string) => screen.getByTestId(`room-tab-${key}`);

async function roomShown(page: PageTest): Promise<HTMLElement> {
  await page.ready();
  return screen.getByTestId('room');
}

// The page's module is loaded once before the tests, as the router loads it on a first visit: each
// test's time is then its own.
beforeAll(() => import('./live-room-page'));

describe('a live match room', () => {
  for (const [locale, title, mode, viewers, home, away, mainHost, league] of [
    ['vi', 'Trực tiếp Hà Nội FC vs Hải Phòng', 'Bóng đá', '12.5K người xem', 'Hà Nội FC', 'Hải Phòng', 'BLV chính', 'V.League 1'],
    ['en', 'Live: Hanoi FC vs Hai Phong', 'Football', '12.5K watching', 'Hanoi FC', 'Hai Phong', 'Main host', 'V.League 1'],
    ['zh', '直播：河內FC 對 海防', '足球', '12.5K 人觀看', '河內FC', '海防', '主解說', '越南足球甲級聯賽'],
  ] as const) {
    it(`shows the room’s title, hosts, score, match and chat in ${locale}, the player in its own failed state`, async () => {
      const page = await renderPage('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001', { api: roomApi(), locale });
      const room = await roomShown(page);
      expect(room.getAttribute('data-status')).toBe('live');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expect(room.textContent).toContain(mode);
      expect(screen.getByTestId('room-viewers').textContent).toBe(viewers);
      const hosts = within(screen.getByTestId('room-hosts')).getAllByRole('listitem');
      expect(hosts.map((h) => h.textContent)).toEqual([`BLV Quang Huy${mainHost}`, expect.stringContaining('BLV Anh Quân')]);
      const board = screen.getByTestId('room-scoreboard');
      expect(board.textContent).toContain(home);
      expect(board.textContent).toContain(away);
      expect(board.textContent).toContain(league);
      expect(within(board).getByTestId('room-score').textContent).toBe('2 - 1');
      // The overview tab: the match's goals and facts.
      const overview = await screen.findByTestId('match-info');
      expect(overview.textContent).toContain(league);
      expect(screen.getAllByTestId('match-event')).toHaveLength(3);
      // The chat beside it, with the room's pinned message.
      expect(screen.getByTestId('chat-panel').getAttribute('data-topic')).toBe('/topic/chatroom.live-100001');
      expect(screen.getByTestId('chat-pinned').textContent).toContain(locale === 'en' ? 'Welcome to the live room!' : locale === 'zh' ? '歡迎來到直播間' : 'Chào mừng anh em đến với phòng live!');
      // No MediaSource here: the player says it cannot play, with its retry; the rest of the room is unaffected.
      await waitFor(() => expect(screen.getByTestId('player').getAttribute('data-state')).toBe('error'));
      expect(within(screen.getByTestId('player-error')).getByRole('button')).toBeTruthy();
      // Other live rooms, each a link to its room.
      const recommended = within(screen.getByTestId('room-recommended')).getAllByTestId('recommended-room');
      expect(recommended.map((a) => a.getAttribute('href'))).toEqual([
        '/truc-tiep/the-thao/bong-da/cong-an-ha-noi-thep-xanh-nam-dinh-100002',
        '/truc-tiep/the-thao/bong-ro/saigon-heat-hanoi-buffaloes-100006',
        '/truc-tiep/tro-choi/dua-bi/vong-dua-21-300003',
      ]);
    });
  }

  it('keeps the tab in the address, moves it with the arrow keys, shows each panel’s data, and asks a guest who votes to log in', async () => {
    const page = await renderPage('/truc-tiep/the-thao/bong-da/arsenal-chelsea-100003?tab=odds', { api: roomApi() });
    await roomShown(page);
    expect(tabs().getAttribute('data-tab')).toBe('odds');
    expect(tab('odds').getAttribute('aria-selected')).toBe('true');
    const odds = await screen.findByTestId('odds-panel');
    await waitFor(() => expect(odds.textContent).toContain('Kèo 1X2'));
    expect(odds.textContent).toContain('1.95');

    await page.user.click(tab('analysis'));
    expect(window.location.search).toBe('?tab=analysis');
    const h2h = await screen.findByTestId('h2h', {}, { timeout: 3_000 });
    expect(h2h.textContent).toContain('Arsenal');
    expect(within(screen.getByTestId('season-table')).getAllByRole('row')).toHaveLength(3);

    // ← from Analysis: Tips, focused and shown.
    await page.user.keyboard('{ArrowLeft}');
    expect(tabs().getAttribute('data-tab')).toBe('tips');
    expect(document.activeElement).toBe(tab('tips'));
    expect(window.location.search).toBe('?tab=tips');
    const tip = await screen.findByTestId('room-tip', {}, { timeout: 3_000 });
    expect(tip.textContent).toContain('Arsenal thắng trên sân nhà');
    expect(tip.textContent).toContain('Tùng Soi Kèo');
    // Home and End: the first and last tabs; the overview leaves no tab in the address.
    await page.user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('odds'));
    await page.user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('overview'));
    expect(window.location.search).toBe('');
    expect((await screen.findByTestId('match-info')).textContent).toContain('Ngoại hạng Anh');

    // → Opinion: the fans' poll; a guest who votes is asked to log in, and nothing is sent.
    await page.user.keyboard('{ArrowRight}');
    expect(window.location.search).toBe('?tab=opinion');
    const home = (await screen.findAllByTestId('opinion-choice', {}, { timeout: 3_000 })).find((c) => c.getAttribute('data-choice') === 'home')!;
    expect(screen.getByTestId('opinion-total').textContent).toContain('832 lượt bình chọn');
    await page.user.click(home);
    expect(await screen.findByTestId('login-form', {}, { timeout: 3_000 })).toBeTruthy();
    expect(page.api.calls('POST live/api/room/opinion')).toHaveLength(0);
  });

  it('counts a member’s vote, and moves it when they change their mind', async () => {
    let poll: RoomOpinion = matchOpinion(MATCHES.arsenalChelsea.roomId);
    const api = roomApi()
      .answer('GET live/api/room/opinion', () => poll)
      .answer('POST live/api/room/opinion', ({ body }) => {
        const { choice } = body as VoteBody;
        const before = poll.myChoice;
        const choices = poll.choices.map((c) => ({ ...c, votes: c.votes + (c.key === choice ? 1 : 0) - (c.key === before ? 1 : 0) }));
        poll = { ...poll, choices, total: poll.total + (before ? 0 : 1), myChoice: choice };
        return poll;
      });
    const page = await renderPage('/truc-tiep/the-thao/bong-da/arsenal-chelsea-100003?tab=opinion', { api, member: member() });
    await roomShown(page);
    const choice = async (key: string) => (await screen.findAllByTestId('opinion-choice', {}, { timeout: 3_000 })).find((c) => c.getAttribute('data-choice') === key)!;
    await page.user.click(await choice('away'));
    await waitFor(() => expect(screen.getByTestId('opinion-total').textContent).toContain('833'));
    expect((await choice('away')).getAttribute('aria-pressed')).toBe('true');
    expect(api.calls('POST live/api/room/opinion')[0]!.body).toEqual({ roomId: 100_003, choice: 'away' });

    await page.user.click(await choice('draw'));
    await waitFor(async () => expect((await choice('draw')).getAttribute('aria-pressed')).toBe('true'));
    expect((await choice('away')).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('opinion-total').textContent).toContain('833');
  });
});

describe('other live rooms', () => {
  it('shows a basketball room with its quarter and score', async () => {
    const page = await renderPage('/truc-tiep/the-thao/bong-ro/saigon-heat-hanoi-buffaloes-100006', { api: roomApi() });
    await roomShown(page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trực tiếp Saigon Heat vs Hanoi Buffaloes');
    expect(screen.getByTestId('room-score').textContent).toBe('58 - 61');
    expect(screen.getByTestId('room-scoreboard').textContent).toContain('Giải Bóng rổ Chuyên nghiệp Việt Nam');
  });

  it('shows an esport channel’s coming match with every tab, and the overview for an unknown tab', async () => {
    const page = await renderPage('/truc-tiep/esport/gam-esports-team-flash-300001?tab=nope', { api: roomApi() });
    await roomShown(page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trực tiếp GAM Esports vs Team Flash');
    expect(within(tabs()).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tổng quan', 'Ý kiến', 'Tip kèo', 'Phân tích', 'Tỷ lệ kèo']);
    expect(tabs().getAttribute('data-tab')).toBe('overview');
    expect(tab('overview').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('overview-panel')).toBeTruthy();
  });

  it('gives a show room (marble racing) only the overview and the opinion, with its sessions of today and tomorrow', async () => {
    const page = await renderPage('/truc-tiep/tro-choi/dua-bi/vong-dua-21-300003', { api: roomApi() });
    await roomShown(page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Đua bi Sắc màu');
    expect(within(tabs()).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tổng quan', 'Ý kiến']);
    const sessions = await screen.findByTestId('show-sessions');
    await waitFor(() => expect(within(sessions).getAllByTestId('show-session')).toHaveLength(2));
    expect(sessions.textContent).toContain('Hôm nay');
    expect(sessions.textContent).toContain('Ngày mai');
    expect(within(sessions).getAllByTestId('show-session')[0]!.textContent).toContain('Vòng đua 21');
    expect(screen.getByTestId('show-hosts').textContent).toContain('MC Thu Trang');
    // The panel's sections come under the page's h1 at the next level: no heading level is skipped.
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)).toEqual([]);
  });

  it('shows a casino room under its own address', async () => {
    const page = await renderPage('/truc-tiep/casino/phien-6-300005', { api: roomApi() });
    await roomShown(page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Baccarat Đêm Vàng');
    expect(screen.getByTestId('room').textContent).toContain('Casino');
    expect(window.location.pathname).toBe('/truc-tiep/casino/phien-6-300005');
  });

  it('corrects a wrong mode and names in the address without adding a history entry', async () => {
    const length = window.history.length;
    const page = await renderPage('/truc-tiep/bong-da/doi-sai-ten-100001', { api: roomApi() });
    await roomShown(page);
    await waitFor(() => expect(window.location.pathname).toBe('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001'));
    expect(screen.getByTestId('room').getAttribute('data-room-id')).toBe('100001');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trực tiếp Hà Nội FC vs Hải Phòng');
    expect(window.history.length).toBe(length);
  });

  it('shows an offline room’s cover, “not live” and the host’s next broadcast, in the visitor’s language', async () => {
    const ended = MATCHES.haglViettel;
    const api = roomApi({
      [ended.roomId]: (l) => matchRoom(ended, TODAY, l, { nextSchedule: matchRow(MATCHES.haNoiHaiPhong, TODAY, l) }),
    });
    const page = await renderPage('/truc-tiep/the-thao/bong-da/hoang-anh-gia-lai-the-cong-viettel-100005', { api, locale: 'en' });
    await roomShown(page);
    const offline = screen.getByTestId('room-offline');
    expect(offline.textContent).toContain('Not live right now');
    expect(offline.querySelector('img')!.getAttribute('src')).toBe('/media/room/100005.svg');
    expect(screen.queryByTestId('player')).toBeNull();
    expect(document.querySelector('video')).toBeNull();
    const next = screen.getByTestId('room-next');
    expect(next.textContent).toContain('Hanoi FC – Hai Phong');
    expect(within(next).getByRole('link', { name: 'Go to room' }).getAttribute('href')).toBe('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001');
  });
});

describe('the live room’s own states', () => {
  it('holds the player’s place while the room loads, says it failed with a retry that shows it', async () => {
    const api = roomApi();
    const held = api.hold('GET live/api/schedule/liveRoom');
    const page = await renderPage('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001', { api, width: PHONE });
    const loading = await screen.findByTestId('room-loading', {}, { timeout: 3_000 });
    expect(screen.getByTestId('live-room-page').getAttribute('aria-busy')).toBe('true');
    expect(within(loading).getAllByTestId('section-loading')).toHaveLength(2);
    api.fail('GET live/api/schedule/liveRoom', 503, 'Máy chủ đang bận');
    held.release();

    const failed = await screen.findByTestId('load-failed', {}, { timeout: 3_000 });
    expect(screen.getByTestId('live-room-page').getAttribute('data-state')).toBe('failed');
    expect(failed.textContent).toContain('Máy chủ đang bận');
    api.answer('GET live/api/schedule/liveRoom', ({ language }) => matchRoom(MATCHES.haNoiHaiPhong, TODAY, language));
    within(failed).getByRole('button', { name: 'Thử lại' }).focus();
    await page.user.keyboard('{Enter}');
    expect(await screen.findByTestId('room', {}, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trực tiếp Hà Nội FC vs Hải Phòng');
    // On a phone the site's own navigation is the compact one.
    expect(document.querySelector('[data-navbar]')!.getAttribute('data-navbar')).toBe('mobile');
  });

  it('keeps the server’s first paint until the room is drawn, then shows the same cover in the player until the video has a frame', async () => {
    const room = matchRoom(MATCHES.haNoiHaiPhong, TODAY, 'en');
    // The room's first paint as the server writes it before the app (src/app/static-frame.tsx, its slots filled).
    const frame = document.createElement('div');
    frame.id = STATIC_FRAME_ID;
    frame.innerHTML = renderToStaticMarkup(<RoomStaticFrame />)
      .replaceAll(SLOT.posterSrc, videoPosterUrl(room.cover))
      .replaceAll(SLOT.title, room.title);
    document.body.prepend(frame);
    const framePoster = frame.querySelector('img')!;
    const api = roomApi();
    const held = api.hold('GET live/api/schedule/liveRoom');
    await renderPage('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001', { api, locale: 'en', width: PHONE });
    await screen.findByTestId('room-loading', {}, { timeout: 3_000 });
    // While the room loads, the visitor still sees the cover the server drew, not a skeleton.
    expect(document.getElementById(STATIC_FRAME_ID)).toBe(frame);
    held.release();

    const player = await screen.findByTestId('player', {}, { timeout: 3_000 });
    expect(document.getElementById(STATIC_FRAME_ID)).toBeNull();
    // The same picture at the same address, in the same box and look: the browser has it, and draws nothing larger.
    const poster = within(player).getByTestId('video-poster');
    expect(poster.getAttribute('src')).toBe(`${room.cover}?poster=1`);
    for (const name of ['src', 'class', 'width', 'height', 'alt', 'fetchpriority']) expect(poster.getAttribute(name), name).toBe(framePoster.getAttribute(name));
    expect(framePoster.parentElement!.className).toBe(player.className);
    // The video's first frame takes its place; a new stream shows it again until its own first frame.
    const video = player.querySelector('video')!;
    fireEvent(video, new Event('loadeddata'));
    await waitFor(() => expect(within(player).queryByTestId('video-poster')).toBeNull());
    fireEvent(video, new Event('emptied'));
    expect(await within(player).findByTestId('video-poster')).toBeTruthy();
  });

  it('shows the 404 look, with the way to the schedule, for a room the API does not know', async () => {
    const api = new FakeApi().fail('GET live/api/schedule/liveRoom', 404, 'Không tìm thấy phòng');
    const page = await renderPage('/truc-tiep/the-thao/bong-da/khong-co-doi-nao-987654321', { api, width: DESKTOP });
    await page.ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Không tìm thấy phòng trực tiếp');
    expect(screen.getByText(/\/truc-tiep\/the-thao\/bong-da\/khong-co-doi-nao-987654321/)).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Lịch trực tiếp' }).getAttribute('href')).toBe('/lich-truc-tiep');
    expect(screen.getByTestId('live-room-page').getAttribute('data-state')).toBe('notFound');
  });
});

describe('the live room’s chat', () => {
  it('shows one audience: the room’s figure becomes the chat’s once it is open, and both follow the presence frames', async () => {
    const page = await renderPage('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001', { api: roomApi() });
    await roomShown(page);
    expect(screen.getByTestId('room-viewers').textContent).toBe('12.5K người xem');
    const topic = '/topic/chatroom.live-100001';
    for (const event of socketJoins(topic, liveRoomHistory(100_001))) {
      page.socket.report(event.type === 'socket.frame' && event.frame.type === 'subscribed' ? { ...event, frame: { ...event.frame, online: 12_801 } } : event);
    }
    await waitFor(() => expect(screen.getByTestId('room-viewers').textContent).toBe('12.8K người xem'));
    expect(screen.getByTestId('chat-online').textContent).toBe('12.8K đang online');
    page.socket.report({ type: 'socket.frame', frame: { type: 'presence', topic, event: 'joined', userId: 9, showName: 'Minh', online: 13_090 } });
    await waitFor(() => expect(screen.getByTestId('room-viewers').textContent).toBe('13.1K người xem'));
    expect(screen.getByTestId('chat-online').textContent).toBe('13.1K đang online');
  });

  it('shows the room’s messages as they come over the socket; a guest who sends is asked to log in and nothing goes out', async () => {
    const page = await renderPage('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001', { api: roomApi() });
    await roomShown(page);
    const panel = screen.getByTestId('chat-panel');
    expect(within(panel).getByTestId('chat-status').getAttribute('data-state')).toBe('connecting');
    const topic = '/topic/chatroom.live-100001';
    for (const event of socketJoins(topic, liveRoomHistory(100_001))) page.socket.report(event);
    await waitFor(() => expect(within(panel).getByTestId('chat-status').getAttribute('data-state')).toBe('connected'));
    expect(page.socket.sent.some((c) => c.frame.type === 'sub' && c.frame.topic === topic)).toBe(true);
    expect(within(panel).getAllByTestId('chat-text').map((t) => t.textContent)).toEqual([
      'Văn Quyết sút quá đẹp!',
      'Hải Phòng vẫn còn cơ hội, 20 phút nữa',
      'Chào cả nhà, hiệp 2 đang rất hấp dẫn',
    ]);
    // A new line, with markup in it: shown as the words typed, never as elements.
    const markup = '<img src=x onerror="alert(1)"><b>đậm</b>';
    page.socket.report({ type: 'socket.frame', frame: { type: 'message', topic, message: chatMessage('live-100001', 4, 'Khánh Nam Định', markup) } });
    await waitFor(() => expect(within(panel).getAllByTestId('chat-text')).toHaveLength(4));
    expect(within(panel).getAllByTestId('chat-text')[3]!.textContent).toBe(markup);
    expect(panel.querySelector('img[src="x"], b')).toBeNull();

    // A guest: the prompt to log in; Enter opens the login form, the draft stays, nothing is sent.
    expect(within(panel).getByTestId('chat-guest-prompt')).toBeTruthy();
    await page.user.type(within(panel).getByTestId('chat-input'), 'Vào rồi!{Enter}');
    expect(await screen.findByTestId('login-form', {}, { timeout: 3_000 })).toBeTruthy();
    expect((within(panel).getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('Vào rồi!');
    expect(page.socket.sent.some((c) => c.frame.type === 'send')).toBe(false);
    expect(within(panel).queryByTestId('chat-pending')).toBeNull();
  });

  it('keeps a member’s message when the server says to slow down: the text comes back, Send waits out the countdown, then it goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const page = await renderPage('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001', { api: roomApi(), member: member() });
    await roomShown(page);
    const panel = screen.getByTestId('chat-panel');
    const topic = '/topic/chatroom.live-100001';
    const welcome = { type: 'socket.welcome', user: { userId: 100, showName: 'Thành viên 100', siteRoleId: 1, isGuest: false } } as const;
    await waitFor(() => expect(page.socket.opened).toHaveLength(1));
    for (const event of socketJoins(topic, liveRoomHistory(100_001))) page.socket.report(event.type === 'socket.welcome' ? welcome : event);
    await waitFor(() => expect(within(panel).getByTestId('chat-status').getAttribute('data-state')).toBe('connected'));
    const input = () => within(panel).getByTestId('chat-input') as HTMLTextAreaElement;
    const sendButton = () => within(panel).getByTestId('chat-send') as HTMLButtonElement;
    const sends = () => page.socket.sent.flatMap((c) => (c.frame.type === 'send' ? [c.frame] : []));

    await page.user.type(input(), 'Vào rồi!{Enter}');
    expect(sends()).toHaveLength(1);
    expect(input().value).toBe('');
    page.socket.report({ type: 'socket.frame', frame: { type: 'error', ref: sends()[0]!.ref, code: 'rateLimited', message: 'Bạn gửi quá nhanh, vui lòng đợi 30 giây', retryAfterMs: 30_000 } });
    // Refused: the text is back in the field, and the countdown says when it may go.
    await waitFor(() => expect(input().value).toBe('Vào rồi!'));
    await waitFor(() => expect(within(panel).getByTestId('chat-wait').textContent).toBe('Bạn gửi quá nhanh. Có thể gửi tiếp sau 0:30.'));
    expect(within(panel).queryByTestId('chat-failure')).toBeNull();
    expect(sendButton().disabled).toBe(true);

    // Typing during the wait keeps the text; Enter sends nothing and keeps it.
    await page.user.type(input(), ' Hay quá{Enter}');
    expect(input().value).toBe('Vào rồi! Hay quá');
    expect(sends()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(within(panel).getByTestId('chat-wait').textContent).toContain('0:20'));

    // After the wait, it goes, and the field empties once the server has it.
    await vi.advanceTimersByTimeAsync(20_000);
    await waitFor(() => expect(within(panel).queryByTestId('chat-wait')).toBeNull());
    expect(sendButton().disabled).toBe(false);
    await page.user.click(sendButton());
    expect(sends()).toHaveLength(2);
    expect(sends()[1]!.message.originalMessage).toBe('Vào rồi! Hay quá');
    page.socket.report({ type: 'socket.frame', frame: { type: 'ack', ref: sends()[1]!.ref } });
    expect(input().value).toBe('');
  });

  it('stays connected while a member’s sign-in is renewed on the socket, and comes back by itself when the server closed it because it ran out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = roomApi();
    const page = await renderPage('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-100001', { api, member: member() });
    await roomShown(page);
    const panel = screen.getByTestId('chat-panel');
    const status = () => within(panel).getByTestId('chat-status').getAttribute('data-state');
    const topic = '/topic/chatroom.live-100001';
    const history = liveRoomHistory(100_001);
    // The server says the token has 4 s left: it is renewed at half of that.
    const welcome = { type: 'socket.welcome', user: { userId: 100, showName: 'Thành viên 100', siteRoleId: 1, isGuest: false }, expiresInMs: 4_000 } as const;
    const connect = () => {
      for (const event of socketJoins(topic, history)) page.socket.report(event.type === 'socket.welcome' ? welcome : event);
    };
    await waitFor(() => expect(page.socket.opened).toHaveLength(1));
    expect(page.socket.opened[0]!.token).toBe('member-token-100');
    connect();
    await waitFor(() => expect(status()).toBe('connected'));

    api.answer('POST live/api/user/refresh-token', { ...session(member()), token: 'member-token-renewed' });
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(page.socket.sent.map((c) => c.frame)).toContainEqual({ type: 'auth', token: 'member-token-renewed', ref: RENEW_REF }));
    page.socket.report({ type: 'socket.frame', frame: { type: 'renewed', ref: RENEW_REF, expiresInMs: 1_800_000 } });
    expect(status()).toBe('connected');
    expect(page.socket.opened).toHaveLength(1);

    // A tab asleep past the renewal: the server closed the socket; a fresh token, and the chat is back where it was.
    api.answer('POST live/api/user/refresh-token', { ...session(member()), token: 'member-token-fresh' });
    page.socket.report({ type: 'socket.closed', code: CHAT_CLOSE_TOKEN_EXPIRED });
    await waitFor(() => expect(page.socket.opened).toHaveLength(2));
    expect(page.socket.opened[1]!.token).toBe('member-token-fresh');
    connect();
    await waitFor(() => expect(status()).toBe('connected'));
    expect(page.socket.sent.map((c) => c.frame)).toContainEqual({ type: 'sub', topic, fromOffset: history.at(-1)!.offset });
    expect(within(panel).getAllByTestId('chat-text')).toHaveLength(history.length);
  });
});
