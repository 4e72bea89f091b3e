/** The daily missions of the users seed (check in, watch live, chat, share a post), in vi / en / zh. */
import type { dailyMissions } from '../../schema.ts';

export const MISSIONS: (typeof dailyMissions.$inferInsert)[] = [
  {
    id: 1,
    code: 'check-in',
    name: { vi: 'Điểm danh hằng ngày', en: 'Daily check-in', zh: '每日簽到' },
    description: { vi: 'Điểm danh một lần trong ngày', en: 'Check in once today', zh: '今天簽到一次' },
    target: 1,
    expReward: 10,
    path: '/diem-danh',
    sort: 1,
  },
  {
    id: 2,
    code: 'watch-live',
    name: { vi: 'Xem trực tiếp 10 phút', en: 'Watch live for 10 minutes', zh: '觀看直播 10 分鐘' },
    description: { vi: 'Xem một phòng trực tiếp bất kỳ trong 10 phút', en: 'Watch any live room for 10 minutes', zh: '觀看任一直播間 10 分鐘' },
    target: 10,
    expReward: 20,
    path: '/lich-truc-tiep',
    sort: 2,
  },
  {
    id: 3,
    code: 'chat',
    name: { vi: 'Gửi 5 tin nhắn', en: 'Send 5 chat messages', zh: '發送 5 則訊息' },
    description: { vi: 'Trò chuyện trong phòng trực tiếp hoặc phòng chat', en: 'Chat in a live room or a chat room', zh: '在直播間或聊天室聊天' },
    target: 5,
    expReward: 15,
    path: '/chatroom',
    sort: 3,
  },
  {
    id: 4,
    code: 'share',
    name: { vi: 'Chia sẻ một bài viết', en: 'Share a post', zh: '分享一則貼文' },
    description: { vi: 'Chia sẻ một bài viết trên Bảng tin cộng đồng', en: 'Share a post on the community board', zh: '在社群看板分享一則貼文' },
    target: 1,
    expReward: 15,
    path: '/bang-ton',
    sort: 4,
  },
];
