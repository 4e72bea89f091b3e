/** The shell's seed content: navigation, footer and marquee lines in vi, en and zh (Traditional). */
import type { LocalizedText } from '../../../i18n.ts';
import type { MarqueePlacement } from '../../schema.ts';

export interface NavSeed {
  id: number;
  name: LocalizedText;
  path: string;
  icon: string;
  isHot?: boolean;
  children?: NavSeed[];
}

export interface FooterGroupSeed {
  id: number;
  title: LocalizedText;
  links: { id: number; name: LocalizedText; path: string }[];
}

export interface MarqueeSeed {
  id: number;
  placement: MarqueePlacement;
  content: LocalizedText;
  path: string | null;
}

const football: LocalizedText = { vi: 'Bóng đá', en: 'Football', zh: '足球' };
const basketball: LocalizedText = { vi: 'Bóng rổ', en: 'Basketball', zh: '籃球' };
const esport: LocalizedText = { vi: 'Esport', en: 'Esports', zh: '電競' };
const results: LocalizedText = { vi: 'Kết quả', en: 'Results', zh: '賽果' };
const fixtures: LocalizedText = { vi: 'Lịch thi đấu', en: 'Fixtures', zh: '賽程表' };
const odds: LocalizedText = { vi: 'Tỷ lệ kèo', en: 'Odds', zh: '賠率' };
const newsfeed: LocalizedText = { vi: 'Bảng tin', en: 'Newsfeed', zh: '動態牆' };
const chatroom: LocalizedText = { vi: 'Chatroom', en: 'Chat rooms', zh: '聊天室' };
const promotions: LocalizedText = { vi: 'Khuyến mãi', en: 'Promotions', zh: '優惠活動' };

/** Header navigation in display order (sort follows the order of the lists). */
export const navSeed: NavSeed[] = [
  { id: 1, name: { vi: 'Trang chủ', en: 'Home', zh: '首頁' }, path: '/', icon: 'home' },
  {
    id: 2,
    name: { vi: 'Lịch trực tiếp', en: 'Live schedule', zh: '直播賽程' },
    path: '/lich-truc-tiep',
    icon: 'schedule',
    isHot: true,
    children: [
      { id: 201, name: football, path: '/lich-truc-tiep/the-thao/bong-da', icon: 'live' },
      { id: 202, name: basketball, path: '/lich-truc-tiep/the-thao/bong-ro', icon: 'live' },
      { id: 203, name: esport, path: '/lich-truc-tiep/esport', icon: 'live' },
      { id: 204, name: { vi: 'Casino', en: 'Casino', zh: '娛樂場' }, path: '/lich-truc-tiep/casino', icon: 'live' },
      { id: 205, name: { vi: 'Đua bi', en: 'Marble racing', zh: '彈珠賽' }, path: '/lich-truc-tiep/tro-choi/dua-bi', icon: 'live' },
    ],
  },
  { id: 3, name: results, path: '/ket-qua/bong-da', icon: 'results' },
  { id: 4, name: fixtures, path: '/lich-thi-dau/bong-da', icon: 'fixtures' },
  { id: 5, name: odds, path: '/ty-le-keo/bong-da', icon: 'odds' },
  { id: 6, name: { vi: 'Tip kèo', en: 'Betting tips', zh: '投注貼士' }, path: '/tip-keo', icon: 'tips' },
  {
    id: 7,
    name: { vi: 'Tin tức', en: 'News', zh: '新聞' },
    path: '/tin-tuc',
    icon: 'news',
    children: [
      { id: 701, name: { vi: 'Tin bóng đá', en: 'Football news', zh: '足球新聞' }, path: '/tin-tuc/bong-da', icon: 'news' },
      { id: 702, name: { vi: 'Tin bóng rổ', en: 'Basketball news', zh: '籃球新聞' }, path: '/tin-tuc/bong-ro', icon: 'news' },
      { id: 703, name: { vi: 'Tin esport', en: 'Esports news', zh: '電競新聞' }, path: '/tin-tuc/esport', icon: 'news' },
    ],
  },
  { id: 8, name: { vi: 'Highlight', en: 'Highlights', zh: '精華' }, path: '/highlight', icon: 'highlight' },
  { id: 9, name: { vi: 'Phim ảnh', en: 'Films', zh: '影視' }, path: '/phim-anh', icon: 'film' },
  { id: 10, name: { vi: 'Tivi', en: 'TV', zh: '電視' }, path: '/tivi', icon: 'tv' },
  { id: 11, name: { vi: 'Âm nhạc', en: 'Music', zh: '音樂' }, path: '/am-nhac', icon: 'music' },
  { id: 12, name: { vi: 'Game', en: 'Games', zh: '遊戲' }, path: '/game', icon: 'game' },
  { id: 13, name: { vi: 'Video ngắn', en: 'Short videos', zh: '短影片' }, path: '/video-ngan', icon: 'shorts' },
  { id: 14, name: { vi: 'Truyện tranh', en: 'Comics', zh: '漫畫' }, path: '/truyen-tranh', icon: 'comics' },
  { id: 15, name: newsfeed, path: '/bang-ton', icon: 'community' },
  { id: 16, name: chatroom, path: '/chatroom', icon: 'chat' },
  { id: 17, name: promotions, path: '/khuyen-mai', icon: 'promotion' },
];

export const footerSeed: FooterGroupSeed[] = [
  {
    id: 1,
    title: { vi: 'Về chúng tôi', en: 'About us', zh: '關於我們' },
    links: [
      { id: 101, name: { vi: 'Giới thiệu', en: 'About', zh: '網站介紹' }, path: '/ve-chung-toi' },
      {
        id: 102,
        name: { vi: 'Điều kiện & điều khoản', en: 'Terms and conditions', zh: '條款與細則' },
        path: '/dieu-kien-dieu-khoan',
      },
      { id: 103, name: { vi: 'Nhật ký thay đổi', en: 'Changelog', zh: '更新日誌' }, path: '/nhat-ky-thay-doi' },
      {
        id: 104,
        name: { vi: 'Ứng tuyển bình luận viên', en: 'Become a commentator', zh: '應徵評論員' },
        path: '/ung-tuyen-binh-luan-vien',
      },
    ],
  },
  {
    id: 2,
    title: { vi: 'Cộng đồng', en: 'Community', zh: '社群' },
    links: [
      { id: 201, name: newsfeed, path: '/bang-ton' },
      { id: 202, name: chatroom, path: '/chatroom' },
      { id: 203, name: { vi: 'Thành viên', en: 'Members', zh: '會員' }, path: '/thanh-vien' },
      { id: 204, name: { vi: 'Giới thiệu bạn bè', en: 'Refer a friend', zh: '推薦好友' }, path: '/gioi-thieu-ban-be' },
    ],
  },
  {
    id: 3,
    title: { vi: 'Phần thưởng', en: 'Rewards', zh: '獎勵' },
    links: [
      { id: 301, name: { vi: 'Nhiệm vụ hằng ngày', en: 'Daily missions', zh: '每日任務' }, path: '/nhiem-vu-hang-ngay' },
      { id: 302, name: { vi: 'Điểm danh', en: 'Daily check-in', zh: '每日簽到' }, path: '/diem-danh' },
      { id: 303, name: promotions, path: '/khuyen-mai' },
    ],
  },
  {
    id: 4,
    title: { vi: 'Dữ liệu', en: 'Data', zh: '數據' },
    links: [
      { id: 401, name: results, path: '/ket-qua/bong-da' },
      { id: 402, name: fixtures, path: '/lich-thi-dau/bong-da' },
      { id: 403, name: odds, path: '/ty-le-keo/bong-da' },
      { id: 404, name: { vi: 'So sánh đội bóng', en: 'Compare teams', zh: '球隊比較' }, path: '/so-sanh/doi-bong' },
    ],
  },
];

export const marqueeSeed: MarqueeSeed[] = [
  {
    id: 1,
    placement: 'top',
    content: {
      vi: 'Chào mừng bạn! Xem trực tiếp bóng đá, bóng rổ và esport chất lượng HD miễn phí.',
      en: 'Welcome! Watch football, basketball and esports live in free HD.',
      zh: '歡迎！免費高清觀看足球、籃球與電競直播。',
    },
    path: '/lich-truc-tiep',
  },
  {
    id: 2,
    placement: 'top',
    content: {
      vi: 'Điểm danh mỗi ngày để nhận thưởng và tăng cấp tài khoản.',
      en: 'Check in every day to earn rewards and level up your account.',
      zh: '每天簽到領取獎勵，提升帳號等級。',
    },
    path: '/diem-danh',
  },
  {
    id: 3,
    placement: 'top',
    content: {
      vi: 'Vào chatroom để bình luận trận đấu cùng cộng đồng.',
      en: 'Join the chat rooms to talk about the matches with the community.',
      zh: '加入聊天室，與社群一起討論比賽。',
    },
    path: '/chatroom',
  },
  {
    id: 4,
    placement: 'top',
    content: {
      vi: 'Muốn trở thành bình luận viên? Gửi đơn ứng tuyển ngay hôm nay.',
      en: 'Want to commentate? Send your application today.',
      zh: '想成為評論員？立即提交申請。',
    },
    path: '/ung-tuyen-binh-luan-vien',
  },
  {
    id: 11,
    placement: 'home',
    content: {
      vi: 'Lịch trực tiếp hôm nay đã cập nhật: đừng bỏ lỡ các trận cầu đỉnh cao.',
      en: "Today's live schedule is up: don't miss the biggest matches.",
      zh: '今日直播賽程已更新：焦點賽事不容錯過。',
    },
    path: '/lich-truc-tiep',
  },
  {
    id: 12,
    placement: 'home',
    content: {
      vi: 'Khuyến mãi tuần này: nhiệm vụ mới, phần thưởng lớn hơn.',
      en: "This week's promotions: new missions, bigger rewards.",
      zh: '本週優惠：全新任務，更多獎勵。',
    },
    path: '/khuyen-mai',
  },
  {
    id: 13,
    placement: 'home',
    content: {
      vi: 'Chọn chất lượng SD, HQ, HD hoặc 4K phù hợp với đường truyền của bạn.',
      en: 'Pick SD, HQ, HD or 4K playback to suit your connection.',
      zh: '可依網路狀況選擇 SD、HQ、HD 或 4K 畫質。',
    },
    path: null,
  },
  {
    id: 14,
    placement: 'home',
    content: {
      vi: 'Xem lại highlight những trận đấu hay nhất trong tuần.',
      en: 'Catch up on the best highlights of the week.',
      zh: '回顧本週最精彩的比賽精華。',
    },
    path: '/highlight',
  },
  {
    id: 15,
    placement: 'home',
    content: {
      vi: 'Giới thiệu bạn bè để cùng nhận quà.',
      en: 'Invite your friends and get rewards together.',
      zh: '邀請好友，一起領取獎勵。',
    },
    path: '/gioi-thieu-ban-be',
  },
  {
    id: 16,
    placement: 'home',
    content: {
      vi: 'Hãy xem thể thao có trách nhiệm và tuân thủ pháp luật nơi bạn sống.',
      en: 'Please enjoy sports responsibly and follow the laws where you live.',
      zh: '請理性觀賽，並遵守當地法律。',
    },
    path: null,
  },
];
