/** Fixed data of the promotions seed: the campaigns, the claim text and the common terms, in vi / en / zh. */
import type { LocalizedText } from '../../../i18n.ts';
import type { PromotionAction, PromotionCategory, PromotionEligibility } from '../../../../../contracts/content-values.ts';
import { REFERRAL_BONUS_EXP, REFERRAL_REWARD_EXP } from '../../../users/referrals.ts';
import { LEAGUE } from '../sports/calendar.ts';

const t = (vi: string, en: string, zh: string): LocalizedText => ({ vi, en, zh });

export interface PromotionSeed {
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  detail: LocalizedText;
  /** Texts may hold `{amount}`: the reward written in the visitor's currency and language (promotion-data.ts). */
  reward: LocalizedText;
  rewardAmountVnd: number;
  rule: LocalizedText;
  /** Window in days from the seed day (negative is in the past), each at its time of day in Vietnam ('HH:MM'). */
  window: [number, number];
  times: [string, string];
  category: PromotionCategory;
  action: PromotionAction | null;
  eligibility: PromotionEligibility;
  /** Where the promotion is taken part in, when it is not on its own page. */
  link: string | null;
  /** A score-prediction campaign: the league whose matches are predicted on its page. */
  predictionLeagueId?: number;
}

export const campaigns: PromotionSeed[] = [
  {
    slug: 'chao-mung-thanh-vien-moi', window: [-20, 40], times: ['09:00', '23:59'], rewardAmountVnd: 100_000, category: 'thanh-vien', action: 'claim', eligibility: 'new-members', link: null,
    title: t('Chào mừng thành viên mới: Tặng {amount}', 'Welcome bonus: {amount} for new members', '新會員迎新禮：贈送{amount}'),
    summary: t('Đăng ký tài khoản và nhận quà chào mừng trong 30 ngày đầu.', 'Sign up and claim a welcome gift within your first 30 days.', '註冊帳號，30天內即可領取迎新禮。'),
    detail: t('Mỗi thành viên mới đăng ký trong thời gian diễn ra chương trình được nhận một phần quà chào mừng trị giá {amount}: bấm Nhận thưởng trên trang này trong 30 ngày đầu sau khi đăng ký.', 'Every new member who signs up during the campaign can claim a welcome gift worth {amount}: press Claim on this page within 30 days of signing up.', '活動期間註冊的每位新會員都可領取價值{amount}的迎新禮：請於註冊後30天內在本頁點擊「領取」。'),
    reward: t('Quà chào mừng trị giá {amount}', 'Welcome gift worth {amount}', '價值{amount}的迎新禮'),
    rule: t('Mỗi tài khoản chỉ nhận thưởng một lần, trong 30 ngày đầu sau khi đăng ký.', 'Each account can claim the reward once, within 30 days of signing up.', '每個帳號限領一次，須於註冊後30天內領取。'),
  },
  {
    slug: 'diem-danh-7-ngay', window: [-5, 25], times: ['06:00', '21:00'], rewardAmountVnd: 70_000, category: 'hang-ngay', action: null, eligibility: 'members', link: '/diem-danh',
    title: t('Điểm danh 7 ngày liên tiếp nhận quà', 'Check in 7 days in a row for a gift', '連續簽到7天領好禮'),
    summary: t('Vào trang Điểm danh mỗi ngày, đủ 7 ngày liên tiếp nhận gói VIP 7 ngày.', 'Visit the check-in page every day; seven days in a row earns a 7-day VIP pack.', '每天到簽到頁簽到，連續7天即可獲得7天VIP禮包。'),
    detail: t('Chuỗi điểm danh được tính theo ngày tại Việt Nam. Bỏ lỡ một ngày, chuỗi sẽ bắt đầu lại từ đầu.', 'Streaks count calendar days in Vietnam. Miss a day and the streak starts again.', '簽到天數以越南日期計算。中斷一天，連續簽到將重新計算。'),
    reward: t('Gói VIP 7 ngày', '7-day VIP pack', '7天VIP禮包'),
    rule: t('Chuỗi điểm danh phải liên tục trong thời gian chương trình.', 'The streak must be unbroken within the campaign window.', '簽到須在活動期間內連續完成。'),
  },
  {
    slug: 'du-doan-ty-so-v-league', window: [-10, 60], times: ['12:00', '22:30'], rewardAmountVnd: 500_000, category: 'the-thao', action: 'enrol', eligibility: 'members', link: null, predictionLeagueId: LEAGUE.vl1,
    title: t('Dự đoán tỷ số V.League – Thưởng {amount} mỗi vòng', 'Predict V.League scores – {amount} every round', '預測越南職業聯賽比分－每輪獎金{amount}'),
    summary: t('Dự đoán đúng tỷ số các trận V.League 1 sắp diễn ra để chia giải thưởng mỗi vòng.', 'Predict the exact scores of the coming V.League 1 matches to share each round’s prize.', '準確預測即將進行的越南職業聯賽比分，即可瓜分每輪獎金。'),
    detail: t('Nhập tỷ số bạn dự đoán cho các trận V.League 1 trong tuần ngay trên trang này. Sau khi trận đấu kết thúc, dự đoán được đối chiếu với kết quả; các dự đoán đúng tỷ số cùng chia đều giải thưởng {amount} của vòng đấu.', 'Enter your predicted score for this week’s V.League 1 matches right on this page. Once a match is over your prediction is checked against the result; exact predictions share the round’s {amount} prize equally.', '直接在本頁輸入本週越南職業聯賽各場比賽的預測比分。比賽結束後將與賽果核對；預測完全正確者平分該輪{amount}獎金。'),
    reward: t('{amount} mỗi vòng', '{amount} per round', '每輪{amount}'),
    rule: t('Mỗi thành viên một dự đoán cho mỗi trận, có thể sửa đến giờ bóng lăn.', 'One prediction per member per match, which can be changed until kick-off.', '每位會員每場比賽限預測一次，開賽前可修改。'),
  },
  {
    slug: 'gioi-thieu-ban-be', window: [-30, 90], times: ['08:00', '23:59'], rewardAmountVnd: 0, category: 'thanh-vien', action: null, eligibility: 'members', link: '/gioi-thieu-ban-be',
    title: t('Giới thiệu bạn bè, cùng nhận thưởng', 'Refer a friend and both get a reward', '推薦好友，雙方都有獎'),
    summary: t(
      `Mỗi người bạn đăng ký qua liên kết của bạn nhận ngay ${REFERRAL_BONUS_EXP} EXP, và mang về cho bạn ${REFERRAL_REWARD_EXP} EXP khi bắt đầu hoạt động.`,
      `Every friend who signs up through your link gets ${REFERRAL_BONUS_EXP} EXP at once, and earns you ${REFERRAL_REWARD_EXP} EXP once they are active.`,
      `每位透過您的連結註冊的好友立即獲得${REFERRAL_BONUS_EXP} EXP，開始活躍後您得${REFERRAL_REWARD_EXP} EXP。`,
    ),
    detail: t(
      'Chia sẻ liên kết giới thiệu hoặc mã QR trong trang Giới thiệu bạn bè. Khi bạn của bạn đăng ký qua liên kết đó, bạn ấy được cộng thưởng ngay; bạn được cộng khi bạn ấy đã xác minh e-mail hoặc số điện thoại và điểm danh vào một ngày sau ngày đăng ký.',
      'Share your referral link or QR code from the Refer a friend page. When your friend signs up through it they are rewarded at once; you are once they have verified an e-mail address or phone number and checked in on a later day.',
      '在推薦好友頁面分享您的推薦連結或QR碼。好友透過連結註冊後立即獲得獎勵；對方驗證電子郵件或手機號碼並於註冊後的另一天簽到後，您也將獲得獎勵。',
    ),
    reward: t(`${REFERRAL_REWARD_EXP} EXP cho mỗi lượt giới thiệu`, `${REFERRAL_REWARD_EXP} EXP per referral`, `每次推薦${REFERRAL_REWARD_EXP} EXP`),
    rule: t(
      'Mỗi người bạn chỉ được tính một lần; tự giới thiệu chính mình không được tính; thưởng giới thiệu có giới hạn mỗi ngày và mỗi tháng.',
      'Each friend counts once; referring yourself does not count; referral rewards are limited per day and per month.',
      '每位好友僅計算一次；推薦自己不計入；推薦獎勵每日及每月設有上限。',
    ),
  },
  {
    slug: 'xem-truc-tiep-nhan-qua', window: [-2, 12], times: ['19:00', '23:00'], rewardAmountVnd: 20_000, category: 'hang-ngay', action: 'enrol', eligibility: 'members', link: null,
    title: t('Xem trực tiếp 60 phút mỗi ngày nhận điểm thưởng', 'Watch 60 minutes of live streams a day for bonus points', '每天觀看直播60分鐘賺取獎勵點數'),
    summary: t('Xem đủ 60 phút trực tiếp trong ngày để nhận điểm thưởng quy đổi {amount}.', 'Watch 60 minutes of live streams in a day to earn points worth {amount}.', '每天觀看直播滿60分鐘，獲得價值{amount}的點數。'),
    detail: t('Thời gian xem được cộng dồn trên mọi phòng trực tiếp khi bạn đã đăng nhập.', 'Watching time adds up across all live rooms while you are signed in.', '登入後在所有直播間的觀看時間均可累計。'),
    reward: t('Điểm thưởng trị giá {amount}', 'Points worth {amount}', '價值{amount}的點數'),
    rule: t('Điểm thưởng hết hạn sau 30 ngày.', 'Points expire after 30 days.', '點數30天後到期。'),
  },
  {
    slug: 'mo-man-ngoai-hang-anh', window: [4, 34], times: ['18:30', '23:30'], rewardAmountVnd: 200_000, category: 'the-thao', action: 'enrol', eligibility: 'members', link: null,
    title: t('Mở màn mùa giải Ngoại hạng Anh', 'Premier League season kick-off', '英超新賽季揭幕'),
    summary: t('Cùng bình luận viên đón mùa giải mới với chuỗi minigame và quà tặng hấp dẫn.', 'Welcome the new season with our commentators, mini-games and great gifts.', '與解說員一起迎接新賽季，參加小遊戲贏取豐富禮品。'),
    detail: t('Trong tuần mở màn, mỗi trận đấu được bình luận trực tiếp sẽ có minigame đoán người ghi bàn đầu tiên.', 'During the opening week, every commentated match has a mini-game to guess the first scorer.', '揭幕週期間，每場直播解說的比賽都有猜首位進球者的小遊戲。'),
    reward: t('Quà tặng đến {amount}', 'Gifts worth up to {amount}', '最高價值{amount}的禮品'),
    rule: t('Mỗi tài khoản tham gia tối đa một lần mỗi trận.', 'Each account can play once per match.', '每個帳號每場比賽限參加一次。'),
  },
  {
    slug: 'li-xi-tet-sum-vay', window: [15, 30], times: ['00:00', '12:00'], rewardAmountVnd: 888_000, category: 'su-kien', action: 'enrol', eligibility: 'members', link: null,
    title: t('Lì xì Tết sum vầy', 'Lunar New Year lucky money', '新春團圓紅包'),
    summary: t('Mở bao lì xì mỗi ngày trong dịp Tết để nhận phần thưởng may mắn.', 'Open a lucky-money envelope every day over Tet for a lucky reward.', '春節期間每天拆紅包，贏取幸運獎勵。'),
    detail: t('Mỗi ngày trong dịp Tết, thành viên được mở một bao lì xì với phần thưởng ngẫu nhiên lên đến {amount}.', 'Every day over Tet, members may open one envelope with a random reward of up to {amount}.', '春節期間會員每天可拆一個紅包，隨機獎勵最高{amount}。'),
    reward: t('Lì xì đến {amount}', 'Lucky money up to {amount}', '最高{amount}紅包'),
    rule: t('Mỗi tài khoản mở một bao lì xì mỗi ngày.', 'One envelope per account per day.', '每個帳號每天限拆一個紅包。'),
  },
  {
    slug: 'co-vu-chung-ket-vcs', window: [-40, -12], times: ['17:00', '22:45'], rewardAmountVnd: 300_000, category: 'esport', action: 'enrol', eligibility: 'members', link: null,
    title: t('Cổ vũ Chung kết VCS – Quà tặng độc quyền', 'Cheer for the VCS final – exclusive gifts', '為VCS總決賽加油－獨家禮品'),
    summary: t('Gửi lời cổ vũ cho đội tuyển yêu thích trong phòng chat trận chung kết để nhận quà.', 'Cheer for your team in the final’s chat room to win gifts.', '在總決賽聊天室為支持的隊伍加油即可贏取禮品。'),
    detail: t('Những lời cổ vũ được yêu thích nhất trong phòng chat chung kết nhận áo đấu có chữ ký của tuyển thủ.', 'The most-liked cheers in the final’s chat room win shirts signed by the players.', '總決賽聊天室中最受歡迎的加油留言將獲得選手簽名球衣。'),
    reward: t('Áo đấu có chữ ký trị giá {amount}', 'Signed shirt worth {amount}', '價值{amount}的簽名球衣'),
    rule: t('Lời cổ vũ phải phù hợp quy tắc cộng đồng.', 'Cheers must follow the community rules.', '加油留言須遵守社群規範。'),
  },
  {
    slug: 'dong-hanh-sea-games-33', window: [-60, -25], times: ['07:30', '20:00'], rewardAmountVnd: 330_000, category: 'the-thao', action: 'enrol', eligibility: 'members', link: null,
    title: t('Đồng hành cùng thể thao Việt Nam tại SEA Games 33', 'Support Vietnamese athletes at SEA Games 33', '在第33屆東南亞運動會支持越南體育'),
    summary: t('Dự đoán tổng số huy chương vàng của đoàn Việt Nam để nhận thưởng.', "Predict Vietnam's total gold medals to win a reward.", '預測越南代表團金牌總數即可獲獎。'),
    detail: t('Dự đoán gần đúng nhất tổng số huy chương vàng của đoàn thể thao Việt Nam sẽ nhận giải thưởng {amount}.', "The closest prediction of Vietnam's total gold medals wins {amount}.", '最接近越南代表團金牌總數的預測將獲得{amount}。'),
    reward: t('{amount}', '{amount}', '{amount}'),
    rule: t('Nếu nhiều người cùng đúng, giải thưởng được chia đều.', 'If several people are equally close, the prize is shared.', '若多人同樣接近，獎金平分。'),
  },
  {
    slug: 'tim-kiem-binh-luan-vien-tai-nang', window: [-14, 16], times: ['10:00', '17:30'], rewardAmountVnd: 5_000_000, category: 'su-kien', action: null, eligibility: 'members', link: '/ung-tuyen-binh-luan-vien',
    title: t('Tìm kiếm Bình luận viên tài năng', 'Commentator talent search', '天才解說員選拔'),
    summary: t('Gửi đơn ứng tuyển bình luận viên và thử giọng trực tiếp cùng các BLV nổi tiếng.', 'Apply to be a commentator and audition live with well-known commentators.', '報名成為解說員，與知名解說員一同直播試音。'),
    detail: t('Ứng viên vượt qua vòng thử giọng sẽ được ký hợp đồng bình luận và nhận khoản thưởng khởi nghiệp {amount}.', 'Candidates who pass the audition get a commentary contract and a {amount} starting bonus.', '通過試音的候選人將簽訂解說合約，並獲得{amount}起步獎金。'),
    reward: t('Hợp đồng bình luận và {amount}', 'A commentary contract and {amount}', '解說合約及{amount}'),
    rule: t('Ứng viên phải từ 18 tuổi trở lên.', 'Candidates must be 18 or older.', '候選人須年滿18歲。'),
  },
];

export const howToClaim = t(
  'Chương trình dành cho thành viên đã đăng nhập. Nếu chương trình có nút Tham gia hoặc Nhận thưởng, hãy bấm nút đó trên trang này trong thời gian diễn ra; phần thưởng được cộng vào tài khoản trong vòng 24 giờ sau khi đủ điều kiện.',
  'The campaign is for signed-in members. Where it has a Join or Claim button, press it on this page while the campaign runs; rewards are credited within 24 hours of qualifying.',
  '本活動適用於已登入的會員。若活動設有「參加」或「領取」按鈕，請於活動期間在本頁點擊；符合條件後24小時內發放獎勵。',
);
export const commonTerms = [
  t('Mọi hành vi gian lận sẽ bị hủy phần thưởng.', 'Any cheating voids the reward.', '任何作弊行為將取消獎勵。'),
  t('Ban tổ chức có quyền điều chỉnh thể lệ và sẽ thông báo trên trang này.', 'The organisers may change the rules and will announce it on this page.', '主辦方有權調整規則，並將在本頁公佈。'),
];
