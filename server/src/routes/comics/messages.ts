/** The comics' refusals in every language: `throw comicFail(404, 'comicNotFound', { value: slug })`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail: comicFail } = messageCatalogue({
  comicNotFound: { vi: 'Không tìm thấy truyện: {value}', en: 'Comic not found: {value}', zh: '找不到漫畫：{value}' },
  pageBeyondChapter: {
    vi: 'Trang {page} vượt quá số trang của chương ({pages})',
    en: 'Page {page} is past the end of the chapter ({pages} pages)',
    zh: '第 {page} 頁超出本章頁數（{pages}）',
  },
  chapterNotFound: { vi: 'Không tìm thấy chương: {value}', en: 'Chapter not found: {value}', zh: '找不到章節：{value}' },
  genreNotFound: { vi: 'Không tìm thấy thể loại truyện: {value}', en: 'Genre not found: {value}', zh: '找不到漫畫類型：{value}' },
});
