/**
 * The community area's one catalogue, in vi / en / zh: its refusals (`throw fail(404, 'postNotFound',
 * { id })`) and the labels of its fixed values (tags, place kinds) shown in answers and images.
 */
import { messageCatalogue, type Language } from '../../i18n.ts';

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
  ...LABELS,
});

export { fail };

export const TAGS = [
  'football', 'basketball', 'esport', 'casino', 'marble', 'tennis', 'badminton', 'volleyball', 'pickleball',
  'running', 'billiard', 'tips', 'chat', 'vip',
] as const;

/** The label of a fixed value (a tag, a place kind) in `lang`; a value without one is shown as it is. */
export function label(key: string, lang: Language): string {
  return Object.hasOwn(LABELS, key) ? text(lang, key as keyof typeof LABELS) : key;
}
