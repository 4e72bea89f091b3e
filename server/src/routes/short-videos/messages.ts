/** The short videos' refusals (clips, creators, comments) in every language: `throw shortFail(404, 'commentNotFound', { id })`. The upload's are upload-messages.ts. */
import { messageCatalogue, t } from '../../i18n.ts';

export const { fail: shortFail } = messageCatalogue({
  shortNotFound: { vi: 'Không tìm thấy video ngắn: {value}', en: 'Short video not found: {value}', zh: '找不到短片：{value}' },
  creatorNotFound: { vi: 'Không tìm thấy người sáng tạo: {value}', en: 'Creator not found: {value}', zh: '找不到創作者：{value}' },
  cannotFollowSelf: { vi: 'Bạn không thể tự theo dõi chính mình', en: 'You cannot follow yourself', zh: '不能追蹤自己' },
  blankField: { vi: '{value} không được để trống', en: '{value} must not be blank', zh: '{value} 不可為空白' },
  unknownCategory: { vi: 'body.category không hợp lệ: {value}', en: 'body.category is invalid: {value}', zh: 'body.category 無效：{value}' },
  commentNotFound: { vi: 'Không tìm thấy bình luận {id}', en: 'Comment {id} not found', zh: '找不到留言 {id}' },
  parentNotInClip: {
    vi: 'body.parentId: bình luận {id} không thuộc video này',
    en: 'body.parentId: comment {id} is not on this video',
    zh: 'body.parentId：留言 {id} 不屬於此短片',
  },
  notCommentAuthor: {
    vi: 'Chỉ người viết mới xoá được bình luận này',
    en: 'Only its author may delete this comment',
    zh: '只有留言者本人可以刪除這則留言',
  },
  memberGone: { vi: 'Tài khoản không còn tồn tại', en: 'This account no longer exists', zh: '此帳號已不存在' },
  commentEmpty: { vi: '{field} không được để trống', en: '{field} must not be blank', zh: '{field} 不可為空白' },
  commentTooLong: { vi: t('vi', 'fieldTooLong'), en: t('en', 'fieldTooLong'), zh: t('zh', 'fieldTooLong') },
  commentInvalid: {
    vi: '{field} có ký tự điều khiển hoặc ký tự ẩn',
    en: '{field} contains control or hidden characters',
    zh: '{field} 含有控制字元或隱藏字元',
  },
  tooManyComments: {
    vi: 'Bạn bình luận quá nhanh, hãy đợi một chút rồi thử lại',
    en: 'You are commenting too fast, wait a moment and try again',
    zh: '留言速度過快，請稍候再試',
  },
});
