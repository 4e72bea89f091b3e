/**
 * The chat gateway's one catalogue, in vi / en / zh: the `message` of its `error` frames (sent over the
 * socket, not as HTTP answers, so only `text` is used).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, messageCatalogue, type Language } from '../i18n.ts';

const catalogue = messageCatalogue({
  badFrame: { vi: 'Khung dữ liệu không hợp lệ', en: 'Invalid frame', zh: '資料框格式無效' },
  badField: { vi: 'Trường {field} không hợp lệ', en: 'The field {field} is invalid', zh: '欄位 {field} 無效' },
  frameTooLarge: {
    vi: 'Khung dữ liệu quá lớn (tối đa {limit} byte)',
    en: 'Frame too large (at most {limit} bytes)',
    zh: '資料框過大（最多 {limit} 位元組）',
  },
  loginRequired: { vi: 'Bạn cần đăng nhập để trò chuyện', en: 'Sign in to chat', zh: '請先登入才能聊天' },
  notSubscribed: { vi: 'Bạn chưa vào phòng chat này', en: 'You have not joined this chat', zh: '您尚未加入此聊天室' },
  forbidden: { vi: 'Bạn không có quyền làm việc này', en: 'You are not allowed to do this', zh: '您沒有執行此操作的權限' },
  tooLong: {
    vi: 'Tin nhắn phải có từ 1 đến {limit} ký tự',
    en: 'A message must have 1 to {limit} characters',
    zh: '訊息長度須為 1 至 {limit} 個字元',
  },
  spam: {
    vi: 'Tin nhắn chứa liên kết hoặc số điện thoại không được phép',
    en: 'Links to other sites and phone numbers are not allowed',
    zh: '訊息不得包含外部連結或電話號碼',
  },
  rateLimited: {
    vi: 'Bạn gửi quá nhanh, vui lòng đợi {seconds} giây',
    en: 'You are sending too fast, please wait {seconds} seconds',
    zh: '您傳送得太快了，請等待 {seconds} 秒',
  },
  muted: {
    vi: 'Bạn đang bị cấm chat trong phòng này thêm {seconds} giây',
    en: 'You are muted in this chat for {seconds} more seconds',
    zh: '您在此聊天室被禁言，還剩 {seconds} 秒',
  },
  notFound: { vi: 'Không tìm thấy tin nhắn hoặc phòng chat', en: 'Message or chat not found', zh: '找不到訊息或聊天室' },
  matchNotFound: { vi: 'Không tìm thấy trận đấu', en: 'Match not found', zh: '找不到比賽' },
  inboxLoginRequired: { vi: 'Bạn cần đăng nhập để nhận thông báo', en: 'Sign in to get your notifications', zh: '請先登入才能接收通知' },
  readOnlyTopic: { vi: 'Kênh này chỉ để theo dõi, không thể gửi', en: 'This topic is read-only', zh: '此頻道僅供查看，無法傳送' },
  tooManyTopics: {
    vi: 'Đã theo dõi quá nhiều kênh (tối đa {limit})',
    en: 'Too many topics on this connection (at most {limit})',
    zh: '此連線訂閱的頻道過多（最多 {limit} 個）',
  },
  renewRefused: {
    vi: 'Không thể gia hạn phiên đăng nhập trên kết nối này',
    en: 'This sign-in cannot be renewed on this connection',
    zh: '無法在此連線上延續登入',
  },
  unavailable: {
    vi: 'Không thể lưu tin nhắn, vui lòng gửi lại',
    en: 'The message could not be saved, please send it again',
    zh: '無法儲存訊息，請重新傳送',
  },
});

export type ChatMessageKey = (typeof catalogue.keys)[number];

/** The message `key` in `lang`, with its `{name}` placeholders filled from `values`. */
export const { text } = catalogue;

/** The socket's language: the `language` query parameter, else the `language` cookie, else vi. */
export function socketLanguage(query: string | null, cookieHeader: string | undefined): Language {
  const pick = (value: string | null | undefined): Language | null =>
    LANGUAGES.find((lang) => lang === value?.trim().toLowerCase()) ?? null;
  const fromQuery = pick(query);
  if (fromQuery) return fromQuery;
  const cookie = /(?:^|;\s*)language=([^;]*)/.exec(cookieHeader ?? '');
  return pick(cookie?.[1]) ?? DEFAULT_LANGUAGE;
}
