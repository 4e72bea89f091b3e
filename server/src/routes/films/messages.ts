/** The films' refusals in every language: unknown titles and filters, resume positions, subtitles. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail: filmFail, text: filmText } = messageCatalogue({
  filmNotFound: { vi: 'Không tìm thấy phim: {slug}', en: 'Film not found: {slug}', zh: '找不到影片：{slug}' },
  genreNotFound: { vi: 'Không tìm thấy thể loại: {slug}', en: 'Genre not found: {slug}', zh: '找不到類型：{slug}' },
  countryNotFound: { vi: 'Không tìm thấy quốc gia: {slug}', en: 'Country not found: {slug}', zh: '找不到國家：{slug}' },
  savedNeedsMember: {
    vi: 'Bạn cần đăng nhập để xem phim đã lưu',
    en: 'Sign in to see your saved films',
    zh: '請登入以查看已收藏的影片',
  },
  filmIdNotFound: { vi: 'Không tìm thấy phim có id {id}', en: 'No film with id {id}', zh: '找不到 id 為 {id} 的影片' },
  episodeNotOfFilm: {
    vi: 'Tập {episodeId} không thuộc phim {filmId}',
    en: 'Episode {episodeId} is not part of film {filmId}',
    zh: '第 {episodeId} 集不屬於影片 {filmId}',
  },
  episodeRequired: {
    vi: 'Phim bộ cần cho biết tập đang xem (episodeId)',
    en: 'A TV show needs the episode being watched (episodeId)',
    zh: '劇集需要提供正在觀看的集數（episodeId）',
  },
  filmHasNoEpisodes: {
    vi: 'Phim lẻ không có tập: bỏ episodeId',
    en: 'A film has no episodes: leave episodeId out',
    zh: '電影沒有分集：請省略 episodeId',
  },
  positionBeyondEnd: {
    vi: 'Vị trí {position} giây vượt quá thời lượng {duration} giây',
    en: 'Position {position} s is past the running time of {duration} s',
    zh: '位置 {position} 秒超過片長 {duration} 秒',
  },
  subtitlesNotFound: { vi: 'Không tìm thấy phụ đề: {path}', en: 'Subtitles not found: {path}', zh: '找不到字幕：{path}' },
});
