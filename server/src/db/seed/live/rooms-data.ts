/** Fixed data of the live seed: live modes (SPEC §3), show rooms and their sessions, pinned messages. */
import type { LocalizedText } from '../../../i18n.ts';
import type { liveModes } from '../../schema/live.ts';

const L = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export const MODE = { football: 1, basketball: 2, marble: 3, esport: 4, casino: 5 } as const;

/** Live modes in menu order; the last ones are the "other modes" of SPEC §1 (listed, possibly empty). */
export const LIVE_MODES: (typeof liveModes.$inferInsert)[] = [
  { id: 1, name: L('Bóng đá', 'Football', '足球'), slug: 'the-thao/bong-da', livemode: 'football', icon: 'football', sport: 'football', sort: 1 },
  { id: 2, name: L('Bóng rổ', 'Basketball', '籃球'), slug: 'the-thao/bong-ro', livemode: 'basketball', icon: 'basketball', sport: 'basketball', sort: 2 },
  { id: 3, name: L('Đua bi', 'Marble racing', '彈珠賽跑'), slug: 'tro-choi/dua-bi', livemode: 'marble', icon: 'marble', sport: null, sort: 3 },
  { id: 4, name: L('Esport', 'Esport', '電競'), slug: 'esport', livemode: 'esport', icon: 'esport', sport: 'esport', sort: 4 },
  { id: 5, name: L('Casino', 'Casino', '娛樂場'), slug: 'casino', livemode: 'casino', icon: 'casino', sport: null, sort: 5 },
  { id: 6, name: L('Bóng chuyền', 'Volleyball', '排球'), slug: 'the-thao/bong-chuyen', livemode: 'volleyball', icon: 'volleyball', sport: null, sort: 6 },
  { id: 7, name: L('Quần vợt', 'Tennis', '網球'), slug: 'the-thao/quan-vot', livemode: 'tennis', icon: 'tennis', sport: null, sort: 7 },
  { id: 8, name: L('Bi-a', 'Billiards', '桌球'), slug: 'the-thao/bi-a', livemode: 'billiard', icon: 'billiard', sport: null, sort: 8 },
  { id: 9, name: L('Slot', 'Slots', '老虎機'), slug: 'tro-choi/slot', livemode: 'slot', icon: 'slot', sport: null, sort: 9 },
  { id: 10, name: L('Game bài', 'Card games', '紙牌遊戲'), slug: 'tro-choi/game-bai', livemode: 'card', icon: 'card', sport: null, sort: 10 },
];

export const PINNED: LocalizedText[] = [
  L('Chào mừng anh em đến với phòng live! Bình luận văn minh, không spam nhé.', 'Welcome to the live room! Keep the chat friendly and spam-free.', '歡迎來到直播間！請文明留言，切勿洗版。'),
  L('Đặt lịch để nhận thông báo khi BLV lên sóng trận tiếp theo.', 'Book a reminder to know when the host goes live for the next match.', '預約提醒，主播下場開播時第一時間通知你。'),
  L('Theo dõi tab Tỷ lệ kèo để xem tỷ lệ cập nhật theo từng phút.', 'Follow the Odds tab for minute-by-minute prices.', '關注「賠率」分頁，即時掌握每分鐘賠率變化。'),
  L('Hình ảnh chậm? Hãy chuyển chất lượng xuống HQ 720p.', 'Stream lagging? Switch the quality down to HQ 720p.', '畫面卡頓？請將畫質切換至 HQ 720p。'),
];

export function matchRoomTitle(home: LocalizedText, away: LocalizedText): LocalizedText {
  return L(`Trực tiếp ${home.vi} vs ${away.vi}`, `Live: ${home.en} vs ${away.en}`, `直播：${home.zh} 對 ${away.zh}`);
}

export interface Show {
  roomId: number;
  modeId: number;
  title: LocalizedText;
  pinned: LocalizedText;
  viewers: number;
  coHost: boolean;
  /** Esport channels broadcast the fixtures of this league; other shows run sessions. */
  esportLeagueId?: number;
  firstMinute: number;
  everyMinutes: number;
  lengthMinutes: number;
  session: (n: number) => LocalizedText;
}

const round = (vi: string, en: string, zh: string) => (n: number) => L(`${vi} ${n}`, `${en} ${n}`, `${zh}${n}`);

export const SHOWS: Show[] = [
  {
    roomId: 300_001, modeId: MODE.esport, title: L('Kênh Esport 1 – Giải Vô địch Quốc gia', 'Esport channel 1 – National Championship', '電競頻道一－全國錦標賽'),
    pinned: L('Bình luận trực tiếp toàn bộ các trận của Giải Esports Vô địch Quốc gia.', 'Every match of the National Esports Championship, live.', '全國電競錦標賽每場賽事現場解說。'),
    viewers: 9000, coHost: true, esportLeagueId: 10, firstMinute: 0, everyMinutes: 0, lengthMinutes: 0, session: round('Trận', 'Match', '第'),
  },
  {
    roomId: 300_002, modeId: MODE.esport, title: L('Kênh Esport 2 – Cúp Đông Nam Á', 'Esport channel 2 – Southeast Asia Cup', '電競頻道二－東南亞盃'),
    pinned: L('Các đội mạnh nhất Đông Nam Á so tài mỗi tối.', 'The best teams of Southeast Asia face off every evening.', '東南亞頂尖隊伍每晚對決。'),
    viewers: 6000, coHost: false, esportLeagueId: 11, firstMinute: 0, everyMinutes: 0, lengthMinutes: 0, session: round('Trận', 'Match', '第'),
  },
  {
    roomId: 300_003, modeId: MODE.marble, title: L('Đua bi Sắc màu', 'Colour Marble Race', '彩色彈珠賽跑'),
    pinned: L('Mỗi vòng đua bắt đầu vào đầu giờ. Dự đoán viên bi về nhất nhé!', 'A race starts every hour on the hour. Guess the winning marble!', '每小時整點開賽，猜猜哪顆彈珠奪冠！'),
    viewers: 4000, coHost: false, firstMinute: 0, everyMinutes: 60, lengthMinutes: 40, session: round('Vòng đua', 'Race', '第'),
  },
  {
    roomId: 300_004, modeId: MODE.marble, title: L('Đua bi Vượt địa hình', 'Marble Cross-Country', '彈珠越野賽'),
    pinned: L('Đường đua mới mỗi ngày, bắt đầu lúc 30 phút mỗi giờ.', 'A new track every day, starting at half past every hour.', '每日全新賽道，每小時三十分開跑。'),
    viewers: 3000, coHost: true, firstMinute: 30, everyMinutes: 60, lengthMinutes: 40, session: round('Vòng đua', 'Race', '第'),
  },
  {
    roomId: 300_005, modeId: MODE.casino, title: L('Baccarat Đêm Vàng', 'Golden Night Baccarat', '黃金夜百家樂'),
    pinned: L('Chỉ dành cho người từ 18 tuổi. Chơi có trách nhiệm.', 'For adults 18+ only. Play responsibly.', '僅限十八歲以上人士，請理性娛樂。'),
    viewers: 5000, coHost: false, firstMinute: 0, everyMinutes: 240, lengthMinutes: 180, session: round('Phiên', 'Session', '第'),
  },
  {
    roomId: 300_006, modeId: MODE.casino, title: L('Roulette Hoàng Gia', 'Royal Roulette', '皇家輪盤'),
    pinned: L('Chỉ dành cho người từ 18 tuổi. Chơi có trách nhiệm.', 'For adults 18+ only. Play responsibly.', '僅限十八歲以上人士，請理性娛樂。'),
    viewers: 3500, coHost: false, firstMinute: 80, everyMinutes: 240, lengthMinutes: 180, session: round('Phiên', 'Session', '第'),
  },
  {
    roomId: 300_007, modeId: MODE.casino, title: L('Rồng Hổ Trực tiếp', 'Dragon Tiger Live', '龍虎鬥直播'),
    pinned: L('Chỉ dành cho người từ 18 tuổi. Chơi có trách nhiệm.', 'For adults 18+ only. Play responsibly.', '僅限十八歲以上人士，請理性娛樂。'),
    viewers: 2500, coHost: true, firstMinute: 160, everyMinutes: 240, lengthMinutes: 180, session: round('Phiên', 'Session', '第'),
  },
];
