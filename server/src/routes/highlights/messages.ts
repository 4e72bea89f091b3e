/** The highlights' refusals in every language: `throw highlightFail(404, 'highlightNotFound', { value: slug })`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail: highlightFail } = messageCatalogue({
  highlightNotFound: { vi: 'Không tìm thấy highlight: {value}', en: 'Highlight not found: {value}', zh: '找不到精華影片：{value}' },
});
