/** The promotions' refusals in every language: `throw promotionFail(409, 'promotionEnded')`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail: promotionFail } = messageCatalogue({
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
  promotionNoPredictions: { vi: 'Khuyến mãi này không có dự đoán tỷ số', en: 'This promotion has no score predictions', zh: '此優惠活動沒有比分預測' },
  predictionMatchNotFound: {
    vi: 'Trận đấu {id} không có trong chương trình dự đoán này',
    en: 'Match {id} is not offered in this prediction campaign',
    zh: '此預測活動不包含比賽 {id}',
  },
  predictionLocked: { vi: 'Trận đấu đã bắt đầu, không thể dự đoán hay sửa nữa', en: 'The match has kicked off: predictions are closed', zh: '比賽已開始，無法再預測或修改' },
  tooManyPredictions: { vi: 'Bạn gửi dự đoán quá nhanh, vui lòng thử lại sau ít phút', en: 'Too many predictions, please try again in a minute', zh: '預測送出過於頻繁，請稍後再試' },
  promotionAlreadyClaimed: { vi: 'Bạn đã nhận thưởng khuyến mãi này', en: 'You have already claimed this reward', zh: '您已領取此獎勵' },
});
