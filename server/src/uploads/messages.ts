/** The refusals of the upload limits (gate.ts), in every language: `throw fail(429, 'busy')`. */
import { messageCatalogue } from '../i18n.ts';

export const { fail } = messageCatalogue({
  busy: {
    vi: 'Bạn đang có một lượt tải lên chưa xong: mỗi lần chỉ tải lên 1 lượt, hãy chờ lượt trước hoàn tất',
    en: 'Another upload of yours is still under way: one at a time, so wait for it to finish',
    zh: '你有另一個上傳仍在進行：一次只能上傳 1 個，請等它完成',
  },
  addressBusy: {
    vi: 'Có quá nhiều lượt tải lên cùng lúc từ mạng của bạn: tối đa {limit} lượt, hãy thử lại sau ít phút',
    en: 'Too many uploads at once from your network: at most {limit}; try again in a few minutes',
    zh: '你的網路同時進行的上傳過多：最多 {limit} 個，請幾分鐘後再試',
  },
  dailyFiles: {
    vi: 'Bạn đã tải lên đủ {limit} tệp hôm nay (giới hạn mỗi ngày): hãy thử lại vào ngày mai',
    en: 'You have uploaded your {limit} files for today (the daily limit): try again tomorrow',
    zh: '你今天已上傳 {limit} 個檔案（每日上限）：請明天再試',
  },
  dailyBytes: {
    vi: 'Vượt giới hạn tải lên mỗi ngày: tối đa {limit} MB, hôm nay còn {left} MB',
    en: 'Over the daily upload limit: at most {limit} MB a day, {left} MB left today',
    zh: '超過每日上傳上限：每天最多 {limit} MB，今天還剩 {left} MB',
  },
  stalled: {
    vi: 'Đã dừng tải lên vì quá chậm (dưới {rate} KB/giây trong {seconds} giây): hãy thử lại khi mạng ổn định hơn',
    en: 'The upload was stopped for going too slowly (under {rate} KB/s for {seconds} s): try again on a steadier connection',
    zh: '上傳過慢（{seconds} 秒內低於每秒 {rate} KB），已停止：請在網路較穩定時重試',
  },
});
