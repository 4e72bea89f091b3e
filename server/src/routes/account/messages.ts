/**
 * The users area's messages in every language: `text(lang, key, values)` for words in an answer and
 * `fail(status, key, values)`, the ApiError a handler throws (the envelope answers it in the request's language).
 */
import { messageCatalogue, t } from '../../i18n.ts';

export const { text, fail } = messageCatalogue({
  badCredentials: {
    vi: 'Tên đăng nhập hoặc mật khẩu không đúng',
    en: 'Incorrect username or password',
    zh: '使用者名稱或密碼不正確',
  },
  sessionExpired: {
    vi: 'Phiên đăng nhập đã hết hạn hoặc không hợp lệ, vui lòng đăng nhập lại',
    en: 'Your session has expired or is invalid, please sign in again',
    zh: '登入階段已過期或無效，請重新登入',
  },
  guestRequired: { vi: 'Cần mã khách hợp lệ', en: 'A valid guest token is required', zh: '需要有效的訪客憑證' },
  userNotFound: { vi: 'Không tìm thấy người dùng {id}', en: 'User {id} not found', zh: '找不到使用者 {id}' },
  accountGone: { vi: 'Tài khoản không còn tồn tại', en: 'This account no longer exists', zh: '此帳號已不存在' },
  usernameTaken: { vi: 'Tên đăng nhập "{value}" đã được sử dụng', en: 'The username "{value}" is already taken', zh: '使用者名稱「{value}」已被使用' },
  emailTaken: { vi: 'Email {value} đã được sử dụng', en: 'The email {value} is already in use', zh: '電子郵件 {value} 已被使用' },
  phoneTaken: { vi: 'Số điện thoại {value} đã được sử dụng', en: 'The phone number {value} is already in use', zh: '電話號碼 {value} 已被使用' },
  usernameInvalid: {
    vi: '{field} phải có 3–20 ký tự gồm chữ cái không dấu, chữ số, "_" hoặc "."',
    en: '{field} must have 3–20 characters: letters a–z, digits, "_" or "."',
    zh: '{field} 須為 3–20 個字元：英文字母、數字、「_」或「.」',
  },
  usernameLooksLikeContact: {
    vi: '{field} không được là số điện thoại hoặc email: khi đăng nhập, chúng được hiểu là số điện thoại hoặc email của tài khoản',
    en: '{field} cannot be a phone number or an email address: sign-in reads those as an account\'s phone or email',
    zh: '{field} 不可為電話號碼或電子郵件地址：登入時會將其視為帳號的電話或電子郵件',
  },
  passwordLength: {
    vi: '{field} phải có 8–64 ký tự',
    en: '{field} must have 8–64 characters',
    zh: '{field} 須為 8–64 個字元',
  },
  passwordPersonal: {
    vi: '{field} không được dựa trên tên đăng nhập, email, số điện thoại hay tên của bạn',
    en: '{field} must not be built from your username, email, phone number or name',
    zh: '{field} 不得以您的使用者名稱、電子郵件、電話號碼或名稱組成',
  },
  passwordCommon: {
    vi: '{field} nằm trong danh sách mật khẩu phổ biến, hãy chọn mật khẩu khác',
    en: '{field} is a common password; choose another one',
    zh: '{field} 是常見密碼，請另選一個',
  },
  passwordPattern: {
    vi: '{field} là một chuỗi dễ đoán (lặp lại, bàn phím hoặc ngày tháng)',
    en: '{field} is an easy pattern (repeats, keyboard rows or dates)',
    zh: '{field} 是容易猜到的模式（重複、鍵盤排列或日期）',
  },
  passwordGuessable: {
    vi: '{field} quá dễ đoán; hãy dùng một câu ngắn hoặc nhiều từ không liên quan',
    en: '{field} is too easy to guess; use a short sentence or several unrelated words',
    zh: '{field} 太容易被猜到；請使用一個短句或幾個不相關的詞',
  },
  passwordWrong: { vi: 'Mật khẩu hiện tại không đúng', en: 'The current password is incorrect', zh: '目前的密碼不正確' },
  passwordNotSet: {
    vi: 'Tài khoản này đăng nhập bằng Google và chưa có mật khẩu; hãy dùng "Quên mật khẩu" để đặt mật khẩu',
    en: 'This account signs in with Google and has no password yet; use "Forgot password" to set one',
    zh: '此帳號以 Google 登入，尚未設定密碼；請使用「忘記密碼」設定密碼',
  },
  accountLocked: {
    vi: 'Tài khoản tạm khóa do đăng nhập sai quá nhiều lần; hãy thử lại sau {minutes} phút (lúc {until} UTC)',
    en: 'Too many failed sign-ins: this account is locked; try again in {minutes} minutes (at {until} UTC)',
    zh: '登入失敗次數過多，帳號暫時鎖定；請於 {minutes} 分鐘後（UTC {until}）再試',
  },
  crossSite: {
    vi: 'Yêu cầu này phải được gửi từ chính trang web, dưới dạng JSON',
    en: 'This request must come from the site itself, as JSON',
    zh: '此請求必須來自本站，且為 JSON 格式',
  },
  sessionIsCurrent: {
    vi: 'Đây là phiên hiện tại; hãy dùng Đăng xuất',
    en: 'This is the current session; use Sign out',
    zh: '這是目前的登入階段；請使用登出',
  },
  sessionNotFound: { vi: 'Không tìm thấy phiên đăng nhập {id}', en: 'Session {id} not found', zh: '找不到登入階段 {id}' },
  codeHourLimit: {
    vi: 'Đã gửi quá nhiều mã trong một giờ; hãy thử lại sau {minutes} phút',
    en: 'Too many codes were sent within an hour; try again in {minutes} minutes',
    zh: '一小時內發送的驗證碼過多；請於 {minutes} 分鐘後再試',
  },
  codeSent: { vi: 'Mã đang được gửi đến {to}', en: 'A code is on its way to {to}', zh: '驗證碼正在寄送至 {to}' },
  codeOnItsWay: {
    vi: 'Nếu địa chỉ này thuộc về một tài khoản, mã đang được gửi đến',
    en: 'If an account uses this address, a code is on its way',
    zh: '如果有帳號使用此地址，驗證碼正在寄送中',
  },
  deliveryOff: {
    vi: 'Máy chủ chưa được cấu hình để gửi mã ({channel})',
    en: 'Code delivery is not configured on this server ({channel})',
    zh: '此伺服器尚未設定驗證碼傳送（{channel}）',
  },
  phoneInvalid: {
    vi: '{field} không phải số di động Việt Nam hợp lệ',
    en: '{field} is not a valid Vietnamese mobile number',
    zh: '{field} 不是有效的越南手機號碼',
  },
  emailInvalid: { vi: '{field} không phải địa chỉ email hợp lệ', en: '{field} is not a valid email address', zh: '{field} 不是有效的電子郵件地址' },
  contactRequired: {
    vi: 'Cần nhập email hoặc số điện thoại',
    en: 'An email or a phone number is required',
    zh: '需要電子郵件或電話號碼',
  },
  nicknameInvalid: {
    vi: 'Biệt danh phải có 2–30 ký tự và không chứa ký tự điều khiển',
    en: 'The nickname must have 2–30 characters and no control characters',
    zh: '暱稱須為 2–30 個字元，且不得包含控制字元',
  },
  pictureInvalid: {
    vi: 'Ảnh đại diện phải là ảnh của bạn (/media/avatar/{id}.svg) hoặc một ảnh có sẵn (/media/avatar/preset-1.svg … preset-{presets}.svg)',
    en: 'The profile picture must be your own (/media/avatar/{id}.svg) or a preset (/media/avatar/preset-1.svg … preset-{presets}.svg)',
    zh: '頭像必須是您自己的（/media/avatar/{id}.svg）或預設頭像（/media/avatar/preset-1.svg … preset-{presets}.svg）',
  },
  codeTooSoon: {
    vi: 'Vui lòng chờ {seconds} giây trước khi yêu cầu mã mới',
    en: 'Please wait {seconds} seconds before asking for a new code',
    zh: '請等待 {seconds} 秒後再索取新驗證碼',
  },
  codeWrong: {
    vi: 'Mã xác minh không đúng, còn {left} lần thử',
    en: 'Incorrect verification code, {left} tries left',
    zh: '驗證碼不正確，還剩 {left} 次機會',
  },
  codeDead: {
    vi: 'Mã xác minh đã hết hạn, đã dùng hoặc sai quá số lần cho phép; hãy yêu cầu mã mới',
    en: 'The verification code has expired, was used or was entered wrong too often; ask for a new one',
    zh: '驗證碼已過期、已使用或錯誤次數過多，請重新索取',
  },
  messageNotFound: { vi: 'Không tìm thấy tin nhắn {id}', en: 'Message {id} not found', zh: '找不到訊息 {id}' },
  friendSelf: { vi: 'Không thể kết bạn với chính mình', en: 'You cannot send a friend request to yourself', zh: '不能加自己為好友' },
  friendAlreadyRequested: {
    vi: 'Bạn đã gửi lời mời kết bạn cho người dùng {id}',
    en: 'You already sent a friend request to user {id}',
    zh: '您已向使用者 {id} 發送好友邀請',
  },
  friendAlready: { vi: 'Bạn và người dùng {id} đã là bạn bè', en: 'You and user {id} are already friends', zh: '您與使用者 {id} 已是好友' },
  friendRequestNotFound: { vi: 'Không tìm thấy lời mời kết bạn {id}', en: 'Friend request {id} not found', zh: '找不到好友邀請 {id}' },
  friendRequestHandled: {
    vi: 'Lời mời kết bạn {id} đã được trả lời',
    en: 'Friend request {id} has already been answered',
    zh: '好友邀請 {id} 已回覆',
  },
  googleNotConfigured: {
    vi: 'Đăng nhập bằng Google chưa được bật trên máy chủ này',
    en: 'Google sign-in is not enabled on this server',
    zh: '此伺服器尚未啟用 Google 登入',
  },
  googleRejected: {
    vi: 'Mã đăng nhập Google không hợp lệ hoặc đã hết hạn',
    en: 'The Google sign-in code is invalid or has expired',
    zh: 'Google 登入代碼無效或已過期',
  },
  googleStateInvalid: {
    vi: 'Phiên đăng nhập Google không hợp lệ hoặc đã hết hạn, hãy thử lại',
    en: 'The Google sign-in session is invalid or has expired, try again',
    zh: 'Google 登入階段無效或已過期，請重試',
  },
  googleUnreachable: {
    vi: 'Không kết nối được với Google, vui lòng thử lại sau',
    en: 'Could not reach Google, try again later',
    zh: '無法連線至 Google，請稍後再試',
  },
  missionNotFound: { vi: 'Không tìm thấy nhiệm vụ {id}', en: 'Mission {id} not found', zh: '找不到任務 {id}' },
  missionIncomplete: {
    vi: 'Nhiệm vụ "{name}" chưa hoàn thành ({progress}/{target})',
    en: 'The mission "{name}" is not complete yet ({progress}/{target})',
    zh: '任務「{name}」尚未完成（{progress}/{target}）',
  },
  missionClaimed: {
    vi: 'Bạn đã nhận thưởng nhiệm vụ "{name}" hôm nay',
    en: 'You already claimed the reward of "{name}" today',
    zh: '您今天已領取任務「{name}」的獎勵',
  },
  checkedInToday: {
    vi: 'Hôm nay bạn đã điểm danh rồi. Hãy quay lại vào ngày mai để giữ chuỗi điểm danh!',
    en: 'You have already checked in today. Come back tomorrow to keep your streak going!',
    zh: '您今天已簽到。明天再來，保持連續簽到！',
  },
  checkInNotYet: {
    vi: 'Ngày của lần điểm danh trước chưa kết thúc ở múi giờ bạn đã điểm danh ({zone}): lần tiếp theo mở lúc {until} UTC',
    en: 'The day of your last check-in has not ended yet in the zone you made it in ({zone}): the next one opens at {until} UTC',
    zh: '上次簽到所在時區（{zone}）的當天尚未結束：下次簽到於 UTC {until} 開放',
  },
  missionNotYet: {
    vi: 'Ngày của lần nhận thưởng "{name}" trước chưa kết thúc ở múi giờ khi đó ({zone}): lần tiếp theo mở lúc {until} UTC',
    en: 'The day of your last "{name}" reward has not ended yet in the zone you claimed it in ({zone}): the next one opens at {until} UTC',
    zh: '上次領取「{name}」獎勵所在時區（{zone}）的當天尚未結束：下次於 UTC {until} 開放',
  },
  timezoneChangeTooSoon: {
    vi: 'Múi giờ của bạn chỉ được đổi mỗi ngày một lần: vẫn là {zone} đến {until} UTC',
    en: 'Your time zone changes at most once a day: it stays {zone} until {until} UTC',
    zh: '時區每天最多變更一次：在 UTC {until} 之前仍為 {zone}',
  },
  missionDayOver: {
    vi: 'Không thể nhận thưởng nhiệm vụ "{name}" cho ngày {day} nữa',
    en: 'The reward of "{name}" for {day} can no longer be claimed',
    zh: '已無法領取任務「{name}」於 {day} 的獎勵',
  },
  timezoneInvalid: {
    vi: '{field} không phải múi giờ IANA hợp lệ: {value}',
    en: '{field} is not a known IANA time zone: {value}',
    zh: '{field} 不是有效的 IANA 時區：{value}',
  },
  watchRoomNotFound: { vi: 'Không tìm thấy phòng trực tiếp {id}', en: 'Live room {id} not found', zh: '找不到直播間 {id}' },
  watchRoomNotLive: {
    vi: 'Phòng {id} hiện không phát trực tiếp: thời gian xem không được tính',
    en: 'Room {id} is not live now: watching it does not count',
    zh: '直播間 {id} 目前未在直播：觀看時間不計入',
  },
  monthInvalid: { vi: '{field} phải có dạng YYYY-MM', en: '{field} must look like YYYY-MM', zh: '{field} 格式須為 YYYY-MM' },
  applicationPending: {
    vi: 'Bạn đang có một đơn đăng ký bình luận viên chờ duyệt',
    en: 'You already have a commentator application waiting for review',
    zh: '您已有一份待審核的評論員申請',
  },
  alreadyCommentator: { vi: 'Bạn đã là bình luận viên', en: 'You are already a commentator', zh: '您已是評論員' },
  applicationStaff: {
    vi: 'Tài khoản nhân viên không thể ứng tuyển bình luận viên',
    en: 'Staff accounts cannot apply to be a commentator',
    zh: '工作人員帳號無法申請成為評論員',
  },
  fieldRequired: { vi: t('vi', 'fieldRequired'), en: t('en', 'fieldRequired'), zh: t('zh', 'fieldRequired') },
  fieldTooShort: { vi: t('vi', 'fieldTooShort'), en: t('en', 'fieldTooShort'), zh: t('zh', 'fieldTooShort') },
  fieldTooLong: { vi: t('vi', 'fieldTooLong'), en: t('en', 'fieldTooLong'), zh: t('zh', 'fieldTooLong') },
  fieldInvalid: { vi: t('vi', 'fieldInvalid'), en: t('en', 'fieldInvalid'), zh: t('zh', 'fieldInvalid') },
  fieldDuplicate: { vi: '{field} có giá trị bị lặp lại', en: '{field} lists the same value twice', zh: '{field} 含有重複的值' },
  fieldNotUrl: {
    vi: '{field} phải là một URL http(s), ví dụ https://…',
    en: '{field} must be an http(s) URL, such as https://…',
    zh: '{field} 必須是 http(s) 網址，例如 https://…',
  },
  applicationNotFound: { vi: 'Không tìm thấy đơn ứng tuyển {id}', en: 'Application {id} not found', zh: '找不到申請 {id}' },
  applicationReviewed: {
    vi: 'Đơn ứng tuyển {id} đã được xét duyệt',
    en: 'Application {id} has already been reviewed',
    zh: '申請 {id} 已審核過',
  },
  applicantIsStaff: {
    vi: 'Người nộp đơn {id} nay là nhân viên, không thể trở thành bình luận viên',
    en: 'Applicant {id} is now staff and cannot become a commentator',
    zh: '申請人 {id} 目前是工作人員，無法成為評論員',
  },
  reviewNoteRequired: {
    vi: '{field} là bắt buộc khi từ chối đơn',
    en: '{field} is required to reject an application',
    zh: '拒絕申請時 {field} 為必填',
  },
  avatarNotFound: { vi: 'Không tìm thấy ảnh đại diện {file}', en: 'Avatar {file} not found', zh: '找不到頭像 {file}' },
});

export type UsersMessageKey = Parameters<typeof fail>[1];
