/** The live area's messages (schedule, rooms, hosts, bookings, the fans' poll): one catalogue, one `fail()`. */
import { messageCatalogue, t } from '../../i18n.ts';

export const { fail } = messageCatalogue({
  fixtureNotFound: { vi: 'Không tìm thấy trận đấu {id}', en: 'Match {id} not found', zh: '找不到比賽 {id}' },
  roomNotFound: { vi: 'Không tìm thấy phòng live {id}', en: 'Live room {id} not found', zh: '找不到直播間 {id}' },
  modeNotFound: { vi: 'Không tìm thấy chế độ live {id}', en: 'Live mode {id} not found', zh: '找不到直播模式 {id}' },
  leagueNotFound: { vi: 'Không tìm thấy giải đấu {id}', en: 'League {id} not found', zh: '找不到聯賽 {id}' },
  hostNotFound: { vi: 'Không tìm thấy bình luận viên {id}', en: 'Commentator {id} not found', zh: '找不到解說員 {id}' },
  badTimezone: { vi: 'timezone không hợp lệ: {value}', en: 'timezone is not a valid IANA time zone: {value}', zh: 'timezone 不是有效的 IANA 時區：{value}' },
  badDate: { vi: 'date không phải ngày hợp lệ (YYYY-MM-DD): {value}', en: 'date is not a valid day (YYYY-MM-DD): {value}', zh: 'date 不是有效日期（YYYY-MM-DD）：{value}' },
  anchorQueryRequired: { vi: 'Cần fixtureId hoặc userId', en: 'fixtureId or userId is required', zh: '需要 fixtureId 或 userId' },
  bookingNotYours: { vi: 'userId phải là tài khoản đang đăng nhập', en: 'userId must be the signed-in member', zh: 'userId 必須是目前登入的會員' },
  notAHost: { vi: 'commentatorId {id} không phải bình luận viên', en: 'commentatorId {id} is not a commentator', zh: 'commentatorId {id} 不是解說員' },
  fixtureNotUpcoming: { vi: 'Trận đấu {id} đã bắt đầu hoặc không còn diễn ra', en: 'Match {id} has already started or is off', zh: '比賽 {id} 已開始或已取消' },
  bookingExists: { vi: 'Bạn đã đặt lịch trận {id} với bình luận viên này', en: 'You already booked match {id} with this commentator', zh: '你已預約此解說員的比賽 {id}' },
  badChoice: { vi: 'body.choice phải là một trong: {choices}', en: 'body.choice must be one of: {choices}', zh: 'body.choice 必須是以下之一：{choices}' },
  matchPollClosed: {
    vi: 'Trận {id} đã bắt đầu, bình chọn đã đóng',
    en: 'Voting on match {id} closed at kickoff',
    zh: '比賽 {id} 已開賽，投票已截止',
  },
  showPollClosed: {
    vi: 'Phòng {id} chỉ mở bình chọn khi phiên đang diễn ra',
    en: 'Voting in room {id} is open only while a session is live',
    zh: '直播間 {id} 僅在節目進行中開放投票',
  },
  /** A member token whose account is gone: the general 401 text. */
  unauthorized: { vi: t('vi', 'unauthorized'), en: t('en', 'unauthorized'), zh: t('zh', 'unauthorized') },
});
