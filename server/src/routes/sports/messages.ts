/** Messages of the sports and live areas, in the request's language (same pattern as i18n.ts). */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Language, LocalizedText } from '../../i18n.ts';
import { interpolate } from '../../i18n.ts';
import { describeError, sendError } from '../../plugins/envelope.ts';

const messages = {
  fixtureNotFound: { vi: 'Không tìm thấy trận đấu {id}', en: 'Match {id} not found', zh: '找不到比賽 {id}' },
  roomNotFound: { vi: 'Không tìm thấy phòng live {id}', en: 'Live room {id} not found', zh: '找不到直播間 {id}' },
  modeNotFound: { vi: 'Không tìm thấy chế độ live {id}', en: 'Live mode {id} not found', zh: '找不到直播模式 {id}' },
  leagueNotFound: { vi: 'Không tìm thấy giải đấu {id}', en: 'League {id} not found', zh: '找不到聯賽 {id}' },
  teamNotFound: { vi: 'Không tìm thấy đội bóng {id}', en: 'Team {id} not found', zh: '找不到球隊 {id}' },
  playerNotFound: { vi: 'Không tìm thấy cầu thủ {id}', en: 'Player {id} not found', zh: '找不到球員 {id}' },
  venueNotFound: { vi: 'Không tìm thấy sân vận động {id}', en: 'Venue {id} not found', zh: '找不到球場 {id}' },
  managerNotFound: { vi: 'Không tìm thấy huấn luyện viên {id}', en: 'Manager {id} not found', zh: '找不到主教練 {id}' },
  hostNotFound: { vi: 'Không tìm thấy bình luận viên {id}', en: 'Commentator {id} not found', zh: '找不到解說員 {id}' },
  tipNotFound: { vi: 'Không tìm thấy tip {id}', en: 'Tip {id} not found', zh: '找不到貼士 {id}' },
  badTimezone: { vi: 'timezone không hợp lệ: {value}', en: 'timezone is not a valid IANA time zone: {value}', zh: 'timezone 不是有效的 IANA 時區：{value}' },
  badDate: { vi: 'date không phải ngày hợp lệ (YYYY-MM-DD): {value}', en: 'date is not a valid day (YYYY-MM-DD): {value}', zh: 'date 不是有效日期（YYYY-MM-DD）：{value}' },
  anchorQueryRequired: { vi: 'Cần fixtureId hoặc userId', en: 'fixtureId or userId is required', zh: '需要 fixtureId 或 userId' },
  sameIds: { vi: 'id1 và id2 phải khác nhau', en: 'id1 and id2 must differ', zh: 'id1 與 id2 必須不同' },
  bookingNotYours: { vi: 'userId phải là tài khoản đang đăng nhập', en: 'userId must be the signed-in member', zh: 'userId 必須是目前登入的會員' },
  notAHost: { vi: 'commentatorId {id} không phải bình luận viên', en: 'commentatorId {id} is not a commentator', zh: 'commentatorId {id} 不是解說員' },
  fixtureNotUpcoming: { vi: 'Trận đấu {id} đã bắt đầu hoặc không còn diễn ra', en: 'Match {id} has already started or is off', zh: '比賽 {id} 已開始或已取消' },
  bookingExists: { vi: 'Bạn đã đặt lịch trận {id} với bình luận viên này', en: 'You already booked match {id} with this commentator', zh: '你已預約此解說員的比賽 {id}' },
  alreadyFollowing: { vi: 'Bạn đã theo dõi tip {id}', en: 'You already follow tip {id}', zh: '你已關注貼士 {id}' },
  notFollowing: { vi: 'Bạn chưa theo dõi tip {id}', en: 'You do not follow tip {id}', zh: '你尚未關注貼士 {id}' },
  tipExists: { vi: 'Bạn đã đăng tip cho kèo này của trận {id}', en: 'You already posted a tip on this market of match {id}', zh: '你已為比賽 {id} 的此盤口發布貼士' },
  pickNotInMarket: { vi: 'pick {pick} không thuộc kèo {market}', en: 'pick {pick} does not belong to market {market}', zh: 'pick {pick} 不屬於盤口 {market}' },
  noDrawMarket: { vi: 'Trận {id} không có lựa chọn hòa', en: 'Match {id} has no draw', zh: '比賽 {id} 沒有和局選項' },
} as const satisfies Record<string, LocalizedText>;

export type SportsMessageKey = keyof typeof messages;

export function sportsMessage(lang: Language, key: SportsMessageKey, values: Record<string, string | number> = {}): string {
  return interpolate(messages[key][lang], values);
}

/** An error the envelope handler answers with its status and message. */
export class AreaError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function areaError(status: number, lang: Language, key: SportsMessageKey, values: Record<string, string | number> = {}): AreaError {
  return new AreaError(status, sportsMessage(lang, key, values));
}

/**
 * The area's error handler: AreaErrors keep their own status and message (404 naming the id,
 * 409 naming the conflict); everything else is answered as the envelope plugin does.
 */
export function installAreaErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AreaError) return sendError(reply, error.statusCode, error.message);
    const { code, msg } = describeError(error, request);
    if (code >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, code, msg);
  });
}
