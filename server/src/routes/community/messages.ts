/**
 * The community area's one catalogue, in vi / en / zh: its refusals (`throw fail(404, 'postNotFound',
 * { id })`) and the labels of its fixed values (tags, place kinds) shown in answers and images.
 */
import { messageCatalogue, type Language } from '../../i18n.ts';
import { GROUP_TOPICS } from '../../../../contracts/community-values.ts';

/** Labels of fixed values, keyed by the value. */
const LABELS = {
  football: { vi: 'Bóng đá', en: 'Football', zh: '足球' },
  basketball: { vi: 'Bóng rổ', en: 'Basketball', zh: '籃球' },
  esport: { vi: 'Thể thao điện tử', en: 'Esports', zh: '電競' },
  casino: { vi: 'Casino', en: 'Casino', zh: '娛樂場' },
  marble: { vi: 'Đua bi', en: 'Marble racing', zh: '彈珠賽跑' },
  tennis: { vi: 'Quần vợt', en: 'Tennis', zh: '網球' },
  badminton: { vi: 'Cầu lông', en: 'Badminton', zh: '羽毛球' },
  volleyball: { vi: 'Bóng chuyền', en: 'Volleyball', zh: '排球' },
  pickleball: { vi: 'Pickleball', en: 'Pickleball', zh: '匹克球' },
  running: { vi: 'Chạy bộ', en: 'Running', zh: '跑步' },
  billiard: { vi: 'Bi-a', en: 'Billiards', zh: '撞球' },
  tips: { vi: 'Soi kèo', en: 'Tips', zh: '賽事分析' },
  chat: { vi: 'Tán gẫu', en: 'Chit-chat', zh: '閒聊' },
  vip: { vi: 'VIP', en: 'VIP', zh: 'VIP' },
  stadium: { vi: 'Sân vận động', en: 'Stadium', zh: '體育場' },
  cafe: { vi: 'Cà phê bóng đá', en: 'Sports café', zh: '運動咖啡館' },
  court: { vi: 'Sân tập', en: 'Court', zh: '球場' },
  arena: { vi: 'Nhà thi đấu', en: 'Arena', zh: '體育館' },
} as const;

const { text, fail } = messageCatalogue({
  postNotFound: { vi: 'Không tìm thấy bài viết {id}', en: 'Post {id} not found', zh: '找不到貼文 {id}' },
  commentNotFound: { vi: 'Không tìm thấy bình luận {id}', en: 'Comment {id} not found', zh: '找不到留言 {id}' },
  userNotFound: { vi: 'Không tìm thấy thành viên {id}', en: 'Member {id} not found', zh: '找不到會員 {id}' },
  groupNotFound: { vi: 'Không tìm thấy nhóm {id}', en: 'Group {id} not found', zh: '找不到社團 {id}' },
  eventNotFound: { vi: 'Không tìm thấy sự kiện {id}', en: 'Event {id} not found', zh: '找不到活動 {id}' },
  placeNotFound: { vi: 'Không tìm thấy địa điểm {id}', en: 'Place {id} not found', zh: '找不到地點 {id}' },
  chatRoomNotFound: { vi: 'Không tìm thấy phòng chat {id}', en: 'Chat room {id} not found', zh: '找不到聊天室 {id}' },
  requestNotFound: {
    vi: 'Không có yêu cầu tham gia của thành viên {id}',
    en: 'No join request from member {id}',
    zh: '會員 {id} 沒有加入申請',
  },
  imageNotFound: { vi: 'Không tìm thấy ảnh {path}', en: 'Image not found: {path}', zh: '找不到圖片：{path}' },
  notPostAuthor: {
    vi: 'Chỉ tác giả mới được sửa hoặc xoá bài viết này',
    en: 'Only the author may edit or delete this post',
    zh: '只有作者可以編輯或刪除這則貼文',
  },
  notCommentAuthor: {
    vi: 'Chỉ người viết bình luận hoặc chủ bài viết mới được xoá bình luận này',
    en: 'Only the comment author or the post author may delete this comment',
    zh: '只有留言者或貼文作者可以刪除這則留言',
  },
  notGroupMember: {
    vi: 'Nhóm {name} là nhóm kín: chỉ thành viên mới xem và đăng bài được',
    en: 'Group {name} is private: only members may see and post',
    zh: '社團「{name}」為私密社團：僅成員可瀏覽及發文',
  },
  privateGroupEvent: {
    vi: 'Sự kiện này thuộc nhóm kín {name}: chỉ thành viên nhóm mới xem và đăng ký tham gia được',
    en: 'This event belongs to the private group {name}: only its members may see it and RSVP',
    zh: '此活動屬於私密社團「{name}」：僅成員可瀏覽及回覆出席',
  },
  mustJoinGroup: {
    vi: 'Hãy tham gia nhóm {name} trước khi đăng bài',
    en: 'Join group {name} before posting in it',
    zh: '請先加入社團「{name}」再發文',
  },
  notGroupAdmin: {
    vi: 'Chỉ quản trị viên nhóm mới được duyệt yêu cầu',
    en: 'Only group admins may handle join requests',
    zh: '只有社團管理員可以處理加入申請',
  },
  ownerCannotLeave: {
    vi: 'Chủ nhóm không thể rời nhóm',
    en: 'The group owner cannot leave the group',
    zh: '社團擁有者不能退出社團',
  },
  alreadyReported: {
    vi: 'Bạn đã báo cáo bài viết {id} rồi',
    en: 'You have already reported post {id}',
    zh: '你已檢舉過貼文 {id}',
  },
  cannotReportOwn: {
    vi: 'Không thể báo cáo bài viết của chính bạn',
    en: 'You cannot report your own post',
    zh: '不能檢舉自己的貼文',
  },
  eventEnded: {
    vi: 'Sự kiện {id} đã kết thúc, không thể đăng ký',
    en: 'Event {id} has ended; RSVPs are closed',
    zh: '活動 {id} 已結束，無法回覆出席',
  },
  parentNotInPost: {
    vi: 'Bình luận {id} không thuộc bài viết {postId}',
    en: 'Comment {id} does not belong to post {postId}',
    zh: '留言 {id} 不屬於貼文 {postId}',
  },
  blankContent: {
    vi: '{field} không được để trống',
    en: '{field} must not be blank',
    zh: '{field} 不可為空白',
  },
  badCursor: {
    vi: 'querystring.cursor không hợp lệ',
    en: 'querystring.cursor is invalid',
    zh: 'querystring.cursor 無效',
  },
  notMultipart: {
    vi: 'Hãy gửi bài viết dưới dạng multipart/form-data',
    en: 'Send the post as multipart/form-data',
    zh: '請以 multipart/form-data 傳送貼文',
  },
  fieldInvalid: { vi: '{field} không hợp lệ', en: '{field} is invalid', zh: '{field} 無效' },
  contentLength: {
    vi: 'Nội dung bài viết tối đa {max} ký tự',
    en: 'A post holds at most {max} characters',
    zh: '貼文最多 {max} 個字',
  },
  imageType: {
    vi: 'Ảnh {name} không phải JPEG, PNG, WebP hay GIF',
    en: 'Picture {name} is not a JPEG, PNG, WebP or GIF image',
    zh: '圖片 {name} 不是 JPEG、PNG、WebP 或 GIF 圖檔',
  },
  imageSize: {
    vi: 'Ảnh {name} quá lớn: tối đa {limit} MB mỗi ảnh',
    en: 'Picture {name} is too large: at most {limit} MB each',
    zh: '圖片 {name} 過大：每張最多 {limit} MB',
  },
  imageCount: {
    vi: 'Mỗi bài viết có tối đa {max} ảnh',
    en: 'A post holds at most {max} pictures',
    zh: '每則貼文最多 {max} 張圖片',
  },
  pictureNotYours: {
    vi: 'Chỉ được đính kèm ảnh do chính bạn tải lên: {path}',
    en: 'Only pictures you uploaded yourself can be attached: {path}',
    zh: '只能附加你自己上傳的圖片：{path}',
  },
  imageDamaged: {
    vi: 'Không đọc được ảnh {name}: tệp bị hỏng hoặc quá nhiều điểm ảnh',
    en: 'Picture {name} cannot be read: the file is damaged or has too many pixels',
    zh: '無法讀取圖片 {name}：檔案已損壞或像素過多',
  },
  eventInPast: {
    vi: 'Sự kiện phải bắt đầu sau thời điểm hiện tại',
    en: 'The event must start in the future',
    zh: '活動必須在現在之後開始',
  },
  eventTooFar: {
    vi: 'Sự kiện chỉ được lên lịch trước tối đa {days} ngày',
    en: 'Events may be planned at most {days} days ahead',
    zh: '活動最多只能提前 {days} 天安排',
  },
  eventEndsBeforeStart: {
    vi: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    en: 'The end must come after the start',
    zh: '結束時間必須晚於開始時間',
  },
  eventTooLong: {
    vi: 'Một sự kiện kéo dài tối đa {days} ngày',
    en: 'An event lasts at most {days} days',
    zh: '活動最長 {days} 天',
  },
  ...LABELS,
});

export { fail };

export const TAGS = GROUP_TOPICS;

/** The label of a fixed value (a tag, a place kind) in `lang`; a value without one is shown as it is. */
export function label(key: string, lang: Language): string {
  return Object.hasOwn(LABELS, key) ? text(lang, key as keyof typeof LABELS) : key;
}
