/** The news area's refusals in every language: `throw newsFail(404, 'articleNotFound', { value: slug })`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail: newsFail } = messageCatalogue({
  articleNotFound: { vi: 'Không tìm thấy bài viết: {value}', en: 'Article not found: {value}', zh: '找不到文章：{value}' },
});
