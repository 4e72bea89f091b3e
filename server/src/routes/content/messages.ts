/** The refusals the content routes share (and those of resources and pictures) in every language: `throw fail(404, 'categoryNotFound', { value: slug })`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail } = messageCatalogue({
  categoryNotFound: { vi: 'Không tìm thấy chuyên mục: {value}', en: 'Category not found: {value}', zh: '找不到分類：{value}' },
  typeNotFound: { vi: 'Không tìm thấy loại: {value}', en: 'Type not found: {value}', zh: '找不到類型：{value}' },
  translationCategoryNotFound: {
    vi: 'Không tìm thấy nhóm bản dịch: {value}',
    en: 'Translation category not found: {value}',
    zh: '找不到翻譯分類：{value}',
  },
  imageNotFound: { vi: 'Không tìm thấy ảnh: {value}', en: 'Image not found: {value}', zh: '找不到圖片：{value}' },
  memberGone: { vi: 'Tài khoản không còn tồn tại', en: 'This account no longer exists', zh: '此帳號已不存在' },
});
