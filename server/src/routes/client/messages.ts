/** The client area's own messages, in every language (same pattern as i18n.ts). */
import { interpolate, type Language, type LocalizedText, type MessageValues } from '../../i18n.ts';

const messages = {
  signInRequired: {
    vi: 'Bạn cần đăng nhập bằng tài khoản quản trị',
    en: 'Sign in with a staff account',
    zh: '請以管理人員帳號登入',
  },
  accountGone: { vi: 'Tài khoản không còn tồn tại', en: 'This account no longer exists', zh: '此帳號已不存在' },
  staffOnly: {
    vi: 'Chỉ quản trị viên và kiểm duyệt viên mới xem được báo lỗi',
    en: 'Only admins and moderators may read error reports',
    zh: '只有管理員和版主可以查看錯誤回報',
  },
} as const satisfies Record<string, LocalizedText>;

export type ClientMessageKey = keyof typeof messages;

/** The message `key` of this area in `lang`, with `{name}` placeholders filled from `values`. */
export function ct(lang: Language, key: ClientMessageKey, values: MessageValues = {}): string {
  return interpolate(messages[key][lang], values);
}
