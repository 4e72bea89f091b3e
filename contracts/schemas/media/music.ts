/**
 * Music: GET /other/api/music/home, songs, new-releases, moods, artists, artist, album, song and
 * my-music; POST /other/api/music/like, unlike and play.
 */
import { Type, type Static } from '@sinclair/typebox';
import { MY_MUSIC_TABS, SONG_SORTS } from '../../media-values.ts';
import { Id, PageQuery } from '../common.ts';
import { Named } from '../content/common.ts';
import { MediaKeyword, MediaSlug } from './common.ts';

export const ArtistRef = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });
export type ArtistRef = Static<typeof ArtistRef>;

export const SongCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  artist: ArtistRef,
  album: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String(), path: Type.String({ description: '/am-nhac/album/{name}/{id}' }) }), Type.Null()]),
  mood: Named,
  trackNumber: Type.Integer(),
  durationSeconds: Type.Integer(),
  plays: Type.Integer(),
  likes: Type.Integer(),
  releasedOn: Type.String({ description: 'YYYY-MM-DD' }),
  cover: Type.String({ description: 'Site path of the cover SVG.' }),
  path: Type.String({ description: '/am-nhac/bai-hat/{name}/{id}' }),
  audioPath: Type.String({ description: 'Site path of the song\'s MP3: /media/audio/song-{id}.mp3 (range requests answered).' }),
});
export type SongCard = Static<typeof SongCard>;

export const SongDetail = Type.Composite([
  SongCard,
  Type.Object({
    lyricsExcerpt: Type.String({ description: 'A few lines of the lyrics, in Vietnamese; lines separated by \\n.' }),
    liked: Type.Boolean({ description: 'Whether the calling member likes the song; false for guests.' }),
    moreFromArtist: Type.Array(SongCard),
  }),
]);
export type SongDetail = Static<typeof SongDetail>;

export const AlbumCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  artist: ArtistRef,
  releasedOn: Type.String(),
  songCount: Type.Integer(),
  cover: Type.String(),
  path: Type.String({ description: '/am-nhac/album/{name}/{id}' }),
});
export type AlbumCard = Static<typeof AlbumCard>;

export const ArtistCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  followers: Type.Integer(),
  songCount: Type.Integer(),
  avatar: Type.String(),
  path: Type.String({ description: '/am-nhac/{artist}' }),
});
export type ArtistCard = Static<typeof ArtistCard>;

export const Mood = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), songCount: Type.Integer() });
export type Mood = Static<typeof Mood>;

export const MoodList = Type.Array(Mood);
export type MoodList = Static<typeof MoodList>;

/** The music home page. */
export const MusicHome = Type.Object({
  topSongs: Type.Array(SongCard),
  newReleases: Type.Array(SongCard),
  albums: Type.Array(AlbumCard),
  artists: Type.Array(ArtistCard),
  moods: Type.Array(Mood),
});
export type MusicHome = Static<typeof MusicHome>;

export const SongListQuery = Type.Composite([
  PageQuery(),
  Type.Object({
    mood: Type.Optional(MediaSlug),
    artist: Type.Optional(MediaSlug),
    keyword: Type.Optional(MediaKeyword),
    sort: Type.Union(SONG_SORTS.map((s) => Type.Literal(s)), { default: 'popular' }),
  }),
]);
export type SongListQuery = Static<typeof SongListQuery>;

export const ArtistListQuery = Type.Composite([PageQuery(), Type.Object({ keyword: Type.Optional(MediaKeyword) })]);
export type ArtistListQuery = Static<typeof ArtistListQuery>;

/** `?slug=` of an artist page. */
export const ArtistQuery = Type.Object({ slug: MediaSlug });
export type ArtistQuery = Static<typeof ArtistQuery>;

/** An artist of /am-nhac/{artist} with albums and songs. */
export const ArtistPage = Type.Object({
  artist: Type.Composite([
    ArtistCard,
    Type.Object({ bio: Type.String(), followed: Type.Boolean({ description: 'Whether the calling member follows the artist; false for guests.' }) }),
  ]),
  albums: Type.Array(AlbumCard),
  songs: Type.Array(SongCard),
});
export type ArtistPage = Static<typeof ArtistPage>;

/** An album of /am-nhac/album/{name}/{id} with its tracks. */
export const AlbumPage = Type.Object({ album: AlbumCard, songs: Type.Array(SongCard), totalSeconds: Type.Integer() });
export type AlbumPage = Static<typeof AlbumPage>;

export const MyMusicQuery = Type.Composite([
  PageQuery(),
  Type.Object({ tab: Type.Union(MY_MUSIC_TABS.map((tab) => Type.Literal(tab)), { default: 'liked' }) }),
]);
export type MyMusicQuery = Static<typeof MyMusicQuery>;

/** A song of my music, with when it was liked or last played. */
export const MyMusicSong = Type.Composite([SongCard, Type.Object({ at: Type.String({ format: 'date-time', description: 'When liked or last played.' }) })]);
export type MyMusicSong = Static<typeof MyMusicSong>;

/** The song of a like, unlike or play. */
export const SongIdBody = Type.Object({ songId: Id });
export type SongIdBody = Static<typeof SongIdBody>;

export const SongLikeState = Type.Object({ songId: Type.Integer(), liked: Type.Boolean(), likes: Type.Integer() });
export type SongLikeState = Static<typeof SongLikeState>;

/** The artist of a follow or unfollow. */
export const ArtistIdBody = Type.Object({ artistId: Id });
export type ArtistIdBody = Static<typeof ArtistIdBody>;

/** After a follow or unfollow: whether the member follows the artist, and its followers now. */
export const ArtistFollowState = Type.Object({ artistId: Type.Integer(), followed: Type.Boolean(), followers: Type.Integer() });
export type ArtistFollowState = Static<typeof ArtistFollowState>;

/** An artist the member follows, with when they started. */
export const FollowedArtist = Type.Composite([ArtistCard, Type.Object({ at: Type.String({ format: 'date-time', description: 'When followed.' }) })]);
export type FollowedArtist = Static<typeof FollowedArtist>;

export const SongPlays = Type.Object({ songId: Type.Integer(), plays: Type.Integer() });
export type SongPlays = Static<typeof SongPlays>;

/** The bytes of a song's audio (the whole file, or one range of it). */
export const SongAudio = Type.String({ description: 'audio/mpeg' });

/** `/media/audio/:file` — a song's audio, `song-{id}.mp3`. */
export const SongAudioParams = Type.Object({ file: Type.String({ pattern: '^song-[1-9][0-9]{0,9}\\.mp3$', description: 'song-{id}.mp3' }) });
export type SongAudioParams = Static<typeof SongAudioParams>;
