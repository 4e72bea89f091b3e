/** The TV area's refusals in every language: `throw tvFail(404, 'channelNotFound', { slug })`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail: tvFail } = messageCatalogue({
  nationNotFound: { vi: 'Không tìm thấy quốc gia: {slug}', en: 'Nation not found: {slug}', zh: '找不到國家：{slug}' },
  channelNotFound: { vi: 'Không tìm thấy kênh: {slug}', en: 'Channel not found: {slug}', zh: '找不到頻道：{slug}' },
  guideDayOutsideWeek: {
    vi: 'querystring.date phải là một ngày của tuần này (thứ Hai đến Chủ nhật): {date}',
    en: 'querystring.date must be a day of the current week (Monday to Sunday): {date}',
    zh: 'querystring.date 必須是本週的一天（週一至週日）：{date}',
  },
  timezoneInvalid: {
    vi: 'querystring.timezone không hợp lệ: {timezone}',
    en: 'querystring.timezone is not a known time zone: {timezone}',
    zh: 'querystring.timezone 不是有效的時區：{timezone}',
  },
});
