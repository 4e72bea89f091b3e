/** The sports area's messages (football pages, entities, compare, favourites, tips, tipsters, pictures): one catalogue, one `fail()`. */
import { messageCatalogue, t } from '../../i18n.ts';

export const { fail } = messageCatalogue({
  fixtureNotFound: { vi: 'Không tìm thấy trận đấu {id}', en: 'Match {id} not found', zh: '找不到比賽 {id}' },
  roomNotFound: { vi: 'Không tìm thấy phòng live {id}', en: 'Live room {id} not found', zh: '找不到直播間 {id}' },
  leagueNotFound: { vi: 'Không tìm thấy giải đấu {id}', en: 'League {id} not found', zh: '找不到聯賽 {id}' },
  teamNotFound: { vi: 'Không tìm thấy đội bóng {id}', en: 'Team {id} not found', zh: '找不到球隊 {id}' },
  playerNotFound: { vi: 'Không tìm thấy cầu thủ {id}', en: 'Player {id} not found', zh: '找不到球員 {id}' },
  venueNotFound: { vi: 'Không tìm thấy sân vận động {id}', en: 'Venue {id} not found', zh: '找不到球場 {id}' },
  managerNotFound: { vi: 'Không tìm thấy huấn luyện viên {id}', en: 'Manager {id} not found', zh: '找不到主教練 {id}' },
  tipNotFound: { vi: 'Không tìm thấy tip {id}', en: 'Tip {id} not found', zh: '找不到貼士 {id}' },
  badTimezone: { vi: 'timezone không hợp lệ: {value}', en: 'timezone is not a valid IANA time zone: {value}', zh: 'timezone 不是有效的 IANA 時區：{value}' },
  badDate: { vi: 'date không phải ngày hợp lệ (YYYY-MM-DD): {value}', en: 'date is not a valid day (YYYY-MM-DD): {value}', zh: 'date 不是有效日期（YYYY-MM-DD）：{value}' },
  sameIds: { vi: 'id1 và id2 phải khác nhau', en: 'id1 and id2 must differ', zh: 'id1 與 id2 必須不同' },
  fixtureNotUpcoming: { vi: 'Trận đấu {id} đã bắt đầu hoặc không còn diễn ra', en: 'Match {id} has already started or is off', zh: '比賽 {id} 已開始或已取消' },
  alreadyFollowing: { vi: 'Bạn đã theo dõi tip {id}', en: 'You already follow tip {id}', zh: '你已關注貼士 {id}' },
  notFollowing: { vi: 'Bạn chưa theo dõi tip {id}', en: 'You do not follow tip {id}', zh: '你尚未關注貼士 {id}' },
  tipExists: { vi: 'Bạn đã đăng tip cho trận {id}', en: 'You already posted a tip on match {id}', zh: '你已為比賽 {id} 發布貼士' },
  pickNotInMarket: { vi: 'body.pick: {pick} không thuộc kèo {market}', en: 'body.pick: {pick} does not belong to market {market}', zh: 'body.pick：{pick} 不屬於盤口 {market}' },
  noDrawMarket: { vi: 'body.pick: trận {id} không có lựa chọn hòa', en: 'body.pick: match {id} has no draw', zh: 'body.pick：比賽 {id} 沒有和局選項' },
  /** Reasoning of blanks only: the general "too short" text. */
  fieldTooShort: { vi: t('vi', 'fieldTooShort'), en: t('en', 'fieldTooShort'), zh: t('zh', 'fieldTooShort') },
  tipsterNotFound: { vi: 'Không tìm thấy người đăng tip {id}', en: 'Tipster {id} not found', zh: '找不到貼士作者 {id}' },
  cannotFollowSelf: { vi: 'body.tipsterId: bạn không thể tự theo dõi mình', en: 'body.tipsterId: you cannot follow yourself', zh: 'body.tipsterId：不能關注自己' },
  alreadyFollowingTipster: { vi: 'Bạn đã theo dõi người đăng tip {id}', en: 'You already follow tipster {id}', zh: '你已關注貼士作者 {id}' },
  notFollowingTipster: { vi: 'Bạn chưa theo dõi người đăng tip {id}', en: 'You do not follow tipster {id}', zh: '你尚未關注貼士作者 {id}' },
  alreadyFavourite: { vi: 'Đội {id} đã có trong danh sách yêu thích của bạn', en: 'Team {id} is already one of your favourites', zh: '球隊 {id} 已在你的最愛中' },
  notFavourite: { vi: 'Đội {id} không có trong danh sách yêu thích của bạn', en: 'Team {id} is not one of your favourites', zh: '球隊 {id} 不在你的最愛中' },
  favouritesFull: { vi: 'body.teamId: tối đa {max} đội yêu thích', en: 'body.teamId: at most {max} favourite teams', zh: 'body.teamId：最多 {max} 支最愛球隊' },
  /** A member token whose account is gone: the general 401 text. */
  unauthorized: { vi: t('vi', 'unauthorized'), en: t('en', 'unauthorized'), zh: t('zh', 'unauthorized') },
});
