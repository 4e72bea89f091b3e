/** The games' refusals in every language: `throw gameFail(409, 'scoreAlreadySaved', { id })`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail: gameFail } = messageCatalogue({
  gameNotFound: { vi: 'Không tìm thấy trò chơi có id {id}', en: 'No game with id {id}', zh: '找不到 id 為 {id} 的遊戲' },
  gameCategoryNotFound: {
    vi: 'Không tìm thấy thể loại trò chơi: {slug}',
    en: 'Game category not found: {slug}',
    zh: '找不到遊戲類型：{slug}',
  },
  scoreNeedsMember: {
    vi: 'Đăng nhập để lưu điểm và lên bảng xếp hạng',
    en: 'Sign in to save your score and join the leaderboard',
    zh: '登入即可儲存分數並登上排行榜',
  },
  sessionNotFound: { vi: 'Không tìm thấy lượt chơi {id}', en: 'No play session {id}', zh: '找不到遊戲場次 {id}' },
  sessionNotYours: {
    vi: 'Lượt chơi {id} không phải của bạn',
    en: 'Play session {id} is not yours',
    zh: '遊戲場次 {id} 不屬於你',
  },
  scoreAlreadySaved: {
    vi: 'Lượt chơi {id} đã có điểm, mỗi lượt chỉ lưu một điểm',
    en: 'Play session {id} already has its score: one score per session',
    zh: '遊戲場次 {id} 已有分數：每場只能儲存一次',
  },
  sessionExpired: {
    vi: 'Lượt chơi {id} đã quá {hours} giờ, hãy chơi lượt mới',
    en: 'Play session {id} is older than {hours} hours: start a new round',
    zh: '遊戲場次 {id} 已超過 {hours} 小時，請開始新的一局',
  },
  scoreTooHigh: {
    vi: 'Điểm {score} vượt quá mức tối đa {max} của trò chơi này',
    en: 'A score of {score} is above this game’s maximum of {max}',
    zh: '分數 {score} 超過此遊戲的上限 {max}',
  },
  scoreImpossible: {
    vi: 'Trò chơi này không thể cho điểm {score}',
    en: 'This game cannot give a score of {score}',
    zh: '此遊戲不可能得到 {score} 分',
  },
  scoreTooSoon: {
    vi: 'Lượt chơi quá ngắn: cần ít nhất {min} giây, mới được {seconds} giây',
    en: 'That round was too short: at least {min} seconds, it lasted {seconds}',
    zh: '這局太短：至少需要 {min} 秒，實際只有 {seconds} 秒',
  },
  scoreTooFast: {
    vi: 'Điểm {score} trong {seconds} giây là quá nhanh với trò chơi này',
    en: 'A score of {score} in {seconds} seconds is faster than this game allows',
    zh: '{seconds} 秒內得到 {score} 分，超出此遊戲的可能',
  },
  tooManyScores: {
    vi: 'Bạn gửi điểm quá nhiều, hãy thử lại sau một phút',
    en: 'Too many scores sent: try again in a minute',
    zh: '送出分數過於頻繁，請一分鐘後再試',
  },
  tooManyPlays: {
    vi: 'Bạn bắt đầu quá nhiều lượt chơi, hãy thử lại sau một phút',
    en: 'Too many rounds started: try again in a minute',
    zh: '開始的遊戲局數過多，請一分鐘後再試',
  },
  gameFileNotFound: { vi: 'Không tìm thấy tệp trò chơi', en: 'Game file not found', zh: '找不到遊戲檔案' },
});
