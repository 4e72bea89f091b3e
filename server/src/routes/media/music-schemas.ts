/** Request and response schemas of the music calls (catalogue, likes, plays). */
import { Type } from '@sinclair/typebox';
import { ApiHeaders, Envelope, errorResponses, Id, Page, PageQuery } from '../../../../contracts/schemas/common.ts';
import { Keyword, Named, Slug, TAGS } from './common.ts';

export const ArtistRef = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String() });

export const SongCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  artist: ArtistRef,
  album: Type.Union([Type.Object({ id: Type.Integer(), title: Type.String() }), Type.Null()]),
  mood: Named,
  trackNumber: Type.Integer(),
  durationSeconds: Type.Integer(),
  plays: Type.Integer(),
  likes: Type.Integer(),
  releasedOn: Type.String({ description: 'YYYY-MM-DD' }),
  cover: Type.String({ description: 'Site path of the cover SVG.' }),
  path: Type.String({ description: '/am-nhac/bai-hat/{name}/{id}' }),
  audioPath: Type.Null({ description: 'Audio is not generated yet: always null.' }),
});

export const SongDetail = Type.Composite([
  SongCard,
  Type.Object({
    lyricsExcerpt: Type.String({ description: 'A few lines of the lyrics, in Vietnamese; lines separated by \\n.' }),
    liked: Type.Boolean({ description: 'Whether the calling member likes the song; false for guests.' }),
    moreFromArtist: Type.Array(SongCard),
  }),
]);

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

export const ArtistCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  followers: Type.Integer(),
  songCount: Type.Integer(),
  avatar: Type.String(),
  path: Type.String({ description: '/am-nhac/{artist}' }),
});

export const Mood = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), songCount: Type.Integer() });

const base = { tags: TAGS, headers: ApiHeaders };
const SongId = Type.Object({ songId: Id });

export const SONG_SORTS = ['popular', 'new'] as const;

export const musicHomeSchema = {
  ...base,
  summary: 'The music home page: top songs, new releases, new albums, top artists and moods',
  response: {
    200: Envelope(
      Type.Object({
        topSongs: Type.Array(SongCard),
        newReleases: Type.Array(SongCard),
        albums: Type.Array(AlbumCard),
        artists: Type.Array(ArtistCard),
        moods: Type.Array(Mood),
      }),
    ),
    ...errorResponses,
  },
};

export const songsSchema = {
  ...base,
  summary: 'All songs (tat-ca), filtered by mood, artist or keyword; popular or newest first',
  querystring: Type.Composite([
    PageQuery(),
    Type.Object({
      mood: Type.Optional(Slug),
      artist: Type.Optional(Slug),
      keyword: Type.Optional(Keyword),
      sort: Type.Union(SONG_SORTS.map((s) => Type.Literal(s)), { default: 'popular' }),
    }),
  ]),
  response: { 200: Envelope(Page(SongCard)), ...errorResponses },
};

export const newReleasesSchema = {
  ...base,
  summary: 'New releases (moi-phat-hanh): songs newest first',
  querystring: PageQuery(),
  response: { 200: Envelope(Page(SongCard)), ...errorResponses },
};

export const moodsSchema = {
  ...base,
  summary: 'Moods with their song counts; their songs come from /other/api/music/songs?mood=',
  response: { 200: Envelope(Type.Array(Mood)), ...errorResponses },
};

export const artistsSchema = {
  ...base,
  summary: 'Artists, most followed first',
  querystring: Type.Composite([PageQuery(), Type.Object({ keyword: Type.Optional(Keyword) })]),
  response: { 200: Envelope(Page(ArtistCard)), ...errorResponses },
};

export const artistSchema = {
  ...base,
  summary: 'An artist of /am-nhac/{artist} with albums and songs',
  querystring: Type.Object({ slug: Slug }),
  response: {
    200: Envelope(
      Type.Object({
        artist: Type.Composite([ArtistCard, Type.Object({ bio: Type.String() })]),
        albums: Type.Array(AlbumCard),
        songs: Type.Array(SongCard),
      }),
    ),
    ...errorResponses,
  },
};

export const albumSchema = {
  ...base,
  summary: 'An album of /am-nhac/album/{name}/{id} with its tracks',
  querystring: Type.Object({ id: Id }),
  response: {
    200: Envelope(
      Type.Object({ album: AlbumCard, songs: Type.Array(SongCard), totalSeconds: Type.Integer() }),
    ),
    ...errorResponses,
  },
};

export const songSchema = {
  ...base,
  summary: 'A song of /am-nhac/bai-hat/{name}/{id}',
  querystring: Type.Object({ id: Id }),
  response: { 200: Envelope(SongDetail), ...errorResponses },
};

export const MY_MUSIC_TABS = ['liked', 'recent'] as const;

export const myMusicSchema = {
  ...base,
  summary: "My music (nhac-cua-toi): the member's liked songs or recently played songs",
  querystring: Type.Composite([
    PageQuery(),
    Type.Object({ tab: Type.Union(MY_MUSIC_TABS.map((tab) => Type.Literal(tab)), { default: 'liked' }) }),
  ]),
  response: {
    200: Envelope(Page(Type.Composite([SongCard, Type.Object({ at: Type.String({ format: 'date-time', description: 'When liked or last played.' }) })]))),
    ...errorResponses,
  },
};

const LikeResult = Type.Object({ songId: Type.Integer(), liked: Type.Boolean(), likes: Type.Integer() });

export const likeSchema = {
  ...base,
  summary: 'Like a song (member); liking twice counts once',
  body: SongId,
  response: { 200: Envelope(LikeResult), ...errorResponses },
};

export const unlikeSchema = {
  ...base,
  summary: 'Unlike a song (member); unliking a song not liked changes nothing',
  body: SongId,
  response: { 200: Envelope(LikeResult), ...errorResponses },
};

export const playSchema = {
  ...base,
  summary: "Record a play of a song (anyone; a member's play also enters their recently played)",
  body: SongId,
  response: { 200: Envelope(Type.Object({ songId: Type.Integer(), plays: Type.Integer() })), ...errorResponses },
};
