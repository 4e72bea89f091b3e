/** The generated images' refusal in every language, and the 401 of a member who vanished (films, music, games). */
import { ApiError, messageCatalogue, t } from '../../i18n.ts';

export const { fail } = messageCatalogue({
  imageNotFound: { vi: 'Không tìm thấy ảnh: {path}', en: 'Image not found: {path}', zh: '找不到圖片：{path}' },
});

/** 401 with the general "sign in" message: the member of the token vanished while the call wrote. */
export const unauthorized = (): ApiError => new ApiError(401, 'unauthorized', (lang) => t(lang, 'unauthorized'));
