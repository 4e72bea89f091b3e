/** Site resources: banners, the site's domains and mirrors, and server-side translation strings. */
import type { LocalizedText } from '../../../i18n.ts';
import type { banners, siteDomains, translationStrings } from '../../schema.ts';

const t = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

const bannerRows: Omit<typeof banners.$inferInsert, 'image'>[] = [
  { id: 1, position: 'home-top', domain: null, sort: 1, link: '/lich-truc-tiep', title: t('Trực tiếp bóng đá hôm nay', 'Live football today', '今日足球直播') },
  { id: 2, position: 'home-top', domain: null, sort: 2, link: '/khuyen-mai/chao-mung-thanh-vien-moi', title: t('Thành viên mới nhận 100.000đ', 'New members get 100,000 VND', '新會員獲贈100,000越南盾') },
  { id: 3, position: 'home-top', domain: null, sort: 3, link: '/video-ngan', title: t('Video ngắn thể thao mỗi ngày', 'Sports short videos every day', '每日體育短片') },
  { id: 4, position: 'home-top', domain: 'sanco1.live', sort: 4, link: '/gioi-thieu-ban-be', title: t('Giới thiệu bạn bè, nhận thưởng', 'Refer friends, get rewards', '推薦好友得獎勵') },
  { id: 5, position: 'home-middle', domain: null, sort: 1, link: '/tip-keo', title: t('Tip kèo từ chuyên gia', 'Expert betting tips', '專家賽事貼士') },
  { id: 6, position: 'home-middle', domain: null, sort: 2, link: '/highlight', title: t('Xem lại highlight trận đấu', 'Match highlights on demand', '比賽精華隨時看') },
  { id: 7, position: 'sidebar', domain: null, sort: 1, link: '/khuyen-mai/du-doan-ty-so-v-league', title: t('Dự đoán V.League thưởng lớn', 'Predict the V.League, win big', '預測越南職業聯賽贏大獎') },
  { id: 8, position: 'sidebar', domain: null, sort: 2, link: '/truyen-tranh', title: t('Truyện tranh thể thao mới', 'New sports comics', '最新體育漫畫') },
  { id: 9, position: 'liveroom', domain: null, sort: 1, link: '/diem-danh', title: t('Điểm danh mỗi ngày nhận quà', 'Check in daily for gifts', '每日簽到領好禮') },
  { id: 10, position: 'liveroom', domain: null, sort: 2, link: '/ung-tuyen-binh-luan-vien', title: t('Trở thành bình luận viên', 'Become a commentator', '成為解說員') },
  { id: 11, position: 'news', domain: null, sort: 1, link: '/tin-tuc/bong-da', title: t('Tin nóng V.League', 'Hot V.League news', '越南職業聯賽熱門新聞') },
  { id: 12, position: 'short-video', domain: null, sort: 1, link: '/video-ngan/trang-ca-nhan/tao-moi', title: t('Đăng video ngắn của bạn', 'Post your short video', '發佈你的短片') },
  { id: 13, position: 'promotion', domain: null, sort: 1, link: '/khuyen-mai', title: t('Tất cả khuyến mãi', 'All promotions', '所有優惠活動') },
  { id: 14, position: 'promotion', domain: null, sort: 2, link: '/nhiem-vu-hang-ngay', title: t('Nhiệm vụ hằng ngày', 'Daily missions', '每日任務') },
  { id: 15, position: 'home-middle', domain: null, sort: 3, link: '/am-nhac', title: t('Âm nhạc cổ vũ', 'Cheering music', '加油音樂'), active: false },
];

export const bannerSeed: (typeof banners.$inferInsert)[] = bannerRows.map((row) => ({ active: true, ...row, image: `/media/banner/${row.id}.svg` }));

export const domainSeed: (typeof siteDomains.$inferInsert)[] = [
  { id: 1, domain: 'sanco.live', isPrimary: true, status: 'active', sort: 1 },
  { id: 2, domain: 'sanco1.live', isPrimary: false, status: 'active', sort: 2 },
  { id: 3, domain: 'sanco2.live', isPrimary: false, status: 'backup', sort: 3 },
  { id: 4, domain: 'sanco-live.net', isPrimary: false, status: 'backup', sort: 4 },
  { id: 5, domain: 'sancolive.com', isPrimary: false, status: 'blocked', sort: 5 },
];

const strings: Record<string, Record<string, LocalizedText>> = {
  common: {
    home: t('Trang chủ', 'Home', '首頁'),
    login: t('Đăng nhập', 'Sign in', '登入'),
    register: t('Đăng ký', 'Sign up', '註冊'),
    logout: t('Đăng xuất', 'Sign out', '登出'),
    search: t('Tìm kiếm', 'Search', '搜尋'),
    loadMore: t('Xem thêm', 'Load more', '載入更多'),
    noData: t('Chưa có dữ liệu', 'No data yet', '暫無資料'),
    retry: t('Thử lại', 'Try again', '重試'),
    close: t('Đóng', 'Close', '關閉'),
    share: t('Chia sẻ', 'Share', '分享'),
  },
  live: {
    live: t('Trực tiếp', 'Live', '直播'),
    upcoming: t('Sắp diễn ra', 'Upcoming', '即將開始'),
    ended: t('Đã kết thúc', 'Ended', '已結束'),
    viewers: t('người xem', 'viewers', '人觀看'),
    commentator: t('Bình luận viên', 'Commentator', '解說員'),
    book: t('Đặt lịch', 'Book', '預約'),
    quality: t('Chất lượng', 'Quality', '畫質'),
    theater: t('Chế độ rạp hát', 'Theater mode', '劇院模式'),
  },
  chat: {
    placeholder: t('Nhập tin nhắn...', 'Type a message...', '輸入訊息...'),
    send: t('Gửi', 'Send', '傳送'),
    loginToChat: t('Đăng nhập để trò chuyện', 'Sign in to chat', '登入後即可聊天'),
    reconnecting: t('Đang kết nối lại...', 'Reconnecting...', '正在重新連線...'),
    connectionFailed: t('Không thể kết nối với server chat, vui lòng thử lại sau...', 'Cannot connect to the chat server, please try again later...', '無法連線到聊天伺服器，請稍後再試...'),
    reply: t('Trả lời', 'Reply', '回覆'),
    tooFast: t('Bạn gửi tin nhắn quá nhanh', 'You are sending messages too fast', '您傳送訊息太快了'),
  },
  news: {
    hottest: t('Nổi bật', 'Hottest', '熱門'),
    mostViewed: t('Xem nhiều nhất', 'Most viewed', '最多觀看'),
    recommended: t('Đề xuất', 'Recommended', '推薦'),
    related: t('Bài viết liên quan', 'Related articles', '相關文章'),
    author: t('Tác giả', 'Author', '作者'),
    views: t('lượt xem', 'views', '次觀看'),
  },
  'short-video': {
    explore: t('Khám phá', 'Explore', '探索'),
    trending: t('Xu hướng', 'Trending', '熱門趨勢'),
    following: t('Theo dõi', 'Following', '追蹤中'),
    saved: t('Đã lưu', 'Saved', '已收藏'),
    profile: t('Trang cá nhân', 'Profile', '個人主頁'),
    follow: t('Theo dõi', 'Follow', '追蹤'),
    unfollow: t('Bỏ theo dõi', 'Unfollow', '取消追蹤'),
    create: t('Tạo video', 'Create video', '建立短片'),
  },
  promotion: {
    active: t('Đang diễn ra', 'Active', '進行中'),
    upcoming: t('Sắp diễn ra', 'Upcoming', '即將開始'),
    ended: t('Đã kết thúc', 'Ended', '已結束'),
    reward: t('Phần thưởng', 'Reward', '獎勵'),
    terms: t('Thể lệ', 'Terms', '活動規則'),
    joinNow: t('Tham gia ngay', 'Join now', '立即參加'),
  },
};

export const translationSeed: (typeof translationStrings.$inferInsert)[] = Object.entries(strings).flatMap(([category, entries]) =>
  Object.entries(entries).map(([key, text]) => ({ id: `${category}.${key}`, category, key, text })),
);
