/** The messages of a short-video upload's refusals, in every language: `throw fail(413, 'size', { limit })`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail, text } = messageCatalogue({
  notMultipart: {
    vi: 'Hãy gửi video dưới dạng multipart/form-data',
    en: 'Send the video as multipart/form-data',
    zh: '請以 multipart/form-data 傳送影片',
  },
  noFile: { vi: 'Chưa có tệp video nào được gửi', en: 'No video file was sent', zh: '未收到影片檔案' },
  caption: {
    vi: 'Hãy viết chú thích (tối đa {max} ký tự)',
    en: 'Write a caption (at most {max} characters)',
    zh: '請填寫說明文字（最多 {max} 個字）',
  },
  category: { vi: 'Chuyên mục không hợp lệ: {value}', en: 'Unknown category: {value}', zh: '分類無效：{value}' },
  type: {
    vi: 'Chỉ nhận video MP4 hoặc MOV (tệp đã gửi: {type})',
    en: 'Only MP4 or MOV videos are accepted (this file is {type})',
    zh: '只接受 MP4 或 MOV 影片（此檔案為 {type}）',
  },
  size: {
    vi: 'Video quá lớn: tối đa {limit} MB',
    en: 'The video is too large: at most {limit} MB',
    zh: '影片過大：最多 {limit} MB',
  },
  notVideo: {
    vi: 'Tệp này không phải là video MP4, dù tên hoặc kiểu của nó nói vậy',
    en: 'This file is not an MP4 video, whatever its name or type says',
    zh: '此檔案不是 MP4 影片，無論其名稱或類型如何標示',
  },
  truncated: {
    vi: 'Video bị hỏng hoặc chưa tải lên đủ: hãy thử lại với tệp đầy đủ',
    en: 'The video is damaged or incomplete: try again with the whole file',
    zh: '影片已損壞或不完整：請以完整檔案重試',
  },
  codec: {
    vi: 'Định dạng mã hóa không được hỗ trợ ({detail}): hãy dùng H.264, VP9 hoặc AV1',
    en: 'Unsupported encoding ({detail}): use H.264, VP9 or AV1',
    zh: '不支援的編碼（{detail}）：請使用 H.264、VP9 或 AV1',
  },
  duration: {
    vi: 'Video quá dài ({detail}): tối đa {max} phút',
    en: 'The video is too long ({detail}): at most {max} minutes',
    zh: '影片過長（{detail}）：最多 {max} 分鐘',
  },
  fileNotFound: { vi: 'Không tìm thấy tệp: {value}', en: 'File not found: {value}', zh: '找不到檔案：{value}' },
});
