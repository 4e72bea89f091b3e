/** The music's refusals in every language: `throw musicFail(404, 'songNotFound', { id })`. */
import { messageCatalogue } from '../../i18n.ts';

export const { fail: musicFail } = messageCatalogue({
  artistNotFound: { vi: 'Không tìm thấy nghệ sĩ: {slug}', en: 'Artist not found: {slug}', zh: '找不到歌手：{slug}' },
  artistIdNotFound: { vi: 'Không tìm thấy nghệ sĩ có id {id}', en: 'No artist with id {id}', zh: '找不到 id 為 {id} 的歌手' },
  albumNotFound: { vi: 'Không tìm thấy album có id {id}', en: 'No album with id {id}', zh: '找不到 id 為 {id} 的專輯' },
  songNotFound: { vi: 'Không tìm thấy bài hát có id {id}', en: 'No song with id {id}', zh: '找不到 id 為 {id} 的歌曲' },
  moodNotFound: { vi: 'Không tìm thấy tâm trạng: {slug}', en: 'Mood not found: {slug}', zh: '找不到心情：{slug}' },
  playlistNotFound: {
    vi: 'Không tìm thấy danh sách phát có id {id}',
    en: 'No playlist with id {id}',
    zh: '找不到 id 為 {id} 的播放清單',
  },
  playlistNotYours: {
    vi: 'Danh sách phát {id} không thuộc về bạn',
    en: 'Playlist {id} does not belong to you',
    zh: '播放清單 {id} 不屬於你',
  },
  playlistNameTaken: {
    vi: 'Bạn đã có danh sách phát tên "{name}"',
    en: 'You already have a playlist named "{name}"',
    zh: '你已經有名為「{name}」的播放清單',
  },
  playlistNameBlank: { vi: 'body.name không được để trống', en: 'body.name must not be blank', zh: 'body.name 不可為空白' },
  playlistLimit: {
    vi: 'Bạn chỉ có thể tạo tối đa {limit} danh sách phát',
    en: 'You can have at most {limit} playlists',
    zh: '最多只能建立 {limit} 個播放清單',
  },
  playlistFull: {
    vi: 'Danh sách phát đã đủ {limit} bài hát',
    en: 'The playlist already holds {limit} songs',
    zh: '播放清單已達 {limit} 首歌曲上限',
  },
  songAlreadyInPlaylist: {
    vi: 'Bài hát {songId} đã có trong danh sách phát {id}',
    en: 'Song {songId} is already in playlist {id}',
    zh: '歌曲 {songId} 已在播放清單 {id} 中',
  },
  songNotInPlaylist: {
    vi: 'Bài hát {songId} không có trong danh sách phát {id}',
    en: 'Song {songId} is not in playlist {id}',
    zh: '歌曲 {songId} 不在播放清單 {id} 中',
  },
  audioRangeUnsatisfiable: {
    vi: 'Đoạn yêu cầu nằm ngoài tệp âm thanh ({size} byte)',
    en: 'The requested range is outside the audio file ({size} bytes)',
    zh: '請求的範圍超出音訊檔案（{size} 位元組）',
  },
});
