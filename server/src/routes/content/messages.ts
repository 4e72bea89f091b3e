/** The content area's messages in every language, and its refusal: `throw fail(404, 'articleNotFound', { value: slug })`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail } = messageCatalogue({
  articleNotFound: { vi: 'Không tìm thấy bài viết: {value}', en: 'Article not found: {value}', zh: '找不到文章：{value}' },
  categoryNotFound: { vi: 'Không tìm thấy chuyên mục: {value}', en: 'Category not found: {value}', zh: '找不到分類：{value}' },
  typeNotFound: { vi: 'Không tìm thấy loại: {value}', en: 'Type not found: {value}', zh: '找不到類型：{value}' },
  highlightNotFound: { vi: 'Không tìm thấy highlight: {value}', en: 'Highlight not found: {value}', zh: '找不到精華影片：{value}' },
  shortNotFound: { vi: 'Không tìm thấy video ngắn: {value}', en: 'Short video not found: {value}', zh: '找不到短片：{value}' },
  creatorNotFound: { vi: 'Không tìm thấy người sáng tạo: {value}', en: 'Creator not found: {value}', zh: '找不到創作者：{value}' },
  comicNotFound: { vi: 'Không tìm thấy truyện: {value}', en: 'Comic not found: {value}', zh: '找不到漫畫：{value}' },
  pageBeyondChapter: {
    vi: 'Trang {page} vượt quá số trang của chương ({pages})',
    en: 'Page {page} is past the end of the chapter ({pages} pages)',
    zh: '第 {page} 頁超出本章頁數（{pages}）',
  },
  chapterNotFound: { vi: 'Không tìm thấy chương: {value}', en: 'Chapter not found: {value}', zh: '找不到章節：{value}' },
  genreNotFound: { vi: 'Không tìm thấy thể loại truyện: {value}', en: 'Genre not found: {value}', zh: '找不到漫畫類型：{value}' },
  promotionNotFound: { vi: 'Không tìm thấy khuyến mãi: {value}', en: 'Promotion not found: {value}', zh: '找不到優惠活動：{value}' },
  promotionNoAction: {
    vi: 'Khuyến mãi này không cần đăng ký tham gia',
    en: 'This promotion has nothing to join or claim',
    zh: '此優惠活動無需報名或領取',
  },
  promotionNotStarted: { vi: 'Khuyến mãi chưa bắt đầu', en: 'This promotion has not started yet', zh: '此優惠活動尚未開始' },
  promotionEnded: { vi: 'Khuyến mãi đã kết thúc', en: 'This promotion has ended', zh: '此優惠活動已結束' },
  promotionNotEligible: {
    vi: 'Khuyến mãi chỉ dành cho thành viên đăng ký trong {days} ngày gần đây',
    en: 'This promotion is only for members who signed up in the last {days} days',
    zh: '此優惠活動僅限最近{days}天內註冊的會員',
  },
  promotionAlreadyEnrolled: { vi: 'Bạn đã tham gia khuyến mãi này', en: 'You have already joined this promotion', zh: '您已參加此優惠活動' },
  promotionAlreadyClaimed: { vi: 'Bạn đã nhận thưởng khuyến mãi này', en: 'You have already claimed this reward', zh: '您已領取此獎勵' },
  translationCategoryNotFound: {
    vi: 'Không tìm thấy nhóm bản dịch: {value}',
    en: 'Translation category not found: {value}',
    zh: '找不到翻譯分類：{value}',
  },
  imageNotFound: { vi: 'Không tìm thấy ảnh: {value}', en: 'Image not found: {value}', zh: '找不到圖片：{value}' },
  memberGone: { vi: 'Tài khoản không còn tồn tại', en: 'This account no longer exists', zh: '此帳號已不存在' },
  cannotFollowSelf: { vi: 'Bạn không thể tự theo dõi chính mình', en: 'You cannot follow yourself', zh: '不能追蹤自己' },
  blankField: { vi: '{value} không được để trống', en: '{value} must not be blank', zh: '{value} 不可為空白' },
  unknownCategory: { vi: 'body.category không hợp lệ: {value}', en: 'body.category is invalid: {value}', zh: 'body.category 無效：{value}' },
});
