/** The client area's one catalogue, in vi / en / zh: who may not read the error reports. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail } = messageCatalogue({
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
});
