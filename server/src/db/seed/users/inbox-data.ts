/** Inbox messages of the users seed: the system and activity notices, in vi / en / zh (the welcome message is the inbox's: inbox/texts.ts). */
import type { LocalizedText } from '../../../i18n.ts';

export const EXTRA_MESSAGES: { type: 'system' | 'activity'; title: LocalizedText; content: LocalizedText; link: string | null }[] = [
  {
    type: 'system',
    title: { vi: 'Bảo trì hệ thống', en: 'System maintenance', zh: '系統維護' },
    content: {
      vi: 'Hệ thống sẽ bảo trì từ 2:00 đến 4:00 sáng thứ Hai. Một số phòng trực tiếp có thể gián đoạn.',
      en: 'The site will be under maintenance from 2:00 to 4:00 on Monday morning. Some live rooms may be interrupted.',
      zh: '系統將於週一凌晨 2:00 至 4:00 進行維護，部分直播間可能中斷。',
    },
    link: null,
  },
  {
    type: 'system',
    title: { vi: 'Bảo vệ tài khoản của bạn', en: 'Keep your account safe', zh: '保護您的帳號' },
    content: {
      vi: 'Không bao giờ chia sẻ mã xác minh với người khác. Nhân viên của chúng tôi không bao giờ hỏi mã này.',
      en: 'Never share a verification code with anyone. Our staff will never ask for it.',
      zh: '請勿與任何人分享驗證碼，我們的工作人員絕不會向您索取。',
    },
    link: '/dieu-kien-dieu-khoan',
  },
  {
    type: 'activity',
    title: { vi: 'Nhiệm vụ hằng ngày mới', en: 'New daily missions', zh: '新的每日任務' },
    content: {
      vi: 'Xem trực tiếp 10 phút, gửi 5 tin nhắn và chia sẻ một trận đấu để nhận thêm EXP hôm nay.',
      en: 'Watch a live room for 10 minutes, send 5 chat messages and share a match to earn extra EXP today.',
      zh: '今天觀看直播 10 分鐘、發送 5 則聊天訊息並分享一場比賽，即可獲得額外經驗值。',
    },
    link: '/nhiem-vu-hang-ngay',
  },
  {
    type: 'activity',
    title: { vi: 'Giới thiệu bạn bè', en: 'Invite your friends', zh: '邀請好友' },
    content: {
      vi: 'Mỗi người bạn đăng ký bằng mã giới thiệu của bạn mang lại 100 EXP.',
      en: 'Every friend who signs up with your referral code earns you 100 EXP.',
      zh: '每位使用您推薦碼註冊的好友可為您帶來 100 經驗值。',
    },
    link: '/gioi-thieu-ban-be',
  },
  {
    type: 'activity',
    title: { vi: 'Trận cầu tâm điểm tối nay', en: 'Tonight’s big match', zh: '今晚焦點賽事' },
    content: {
      vi: 'Đừng bỏ lỡ trận cầu tâm điểm tối nay cùng các bình luận viên hàng đầu.',
      en: 'Do not miss tonight’s big match with our top commentators.',
      zh: '別錯過今晚與頂尖主播一同觀看的焦點賽事。',
    },
    link: '/lich-truc-tiep',
  },
];
