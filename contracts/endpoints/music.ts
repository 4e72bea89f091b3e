/**
 * The music's calls (/am-nhac pages): home, songs (all, by mood, new releases), moods, artists,
 * albums, a song, my music, likes and plays, following artists, and the member's playlists. Playlist rules: names are
 * trimmed, 1–60 characters and unique per member ignoring case; at most 50 playlists and 200 songs
 * each; a song appears once.
 */
import { Page, PageQuery } from '../schemas/common';
import { IdQuery } from '../schemas/media/common';
import {
  AlbumPage,
  ArtistCard,
  ArtistFollowState,
  ArtistIdBody,
  FollowedArtist,
  ArtistListQuery,
  ArtistPage,
  ArtistQuery,
  MoodList,
  MusicHome,
  MyMusicQuery,
  MyMusicSong,
  SongCard,
  SongDetail,
  SongIdBody,
  SongLikeState,
  SongListQuery,
  SongPlays,
} from '../schemas/media/music';
import {
  CreatePlaylistBody,
  MovePlaylistSongBody,
  PlaylistDeleted,
  PlaylistIdBody,
  PlaylistPage,
  PlaylistSongBody,
  PlaylistSummary,
  RenamePlaylistBody,
} from '../schemas/media/playlists';
import { endpoint } from './define';

const area = 'music';

export const musicHome = endpoint({
  method: 'GET',
  path: '/other/api/music/home',
  area,
  summary: 'The music home page: top songs, new releases, new albums, top artists and moods',
  access: 'anyone',
  rate: 'reads',
  response: MusicHome,
});

export const musicSongs = endpoint({
  method: 'GET',
  path: '/other/api/music/songs',
  area,
  summary: 'All songs (tat-ca), filtered by mood, artist or keyword; popular or newest first',
  access: 'anyone',
  rate: 'reads',
  query: SongListQuery,
  response: Page(SongCard),
  errors: { 404: 'an unknown mood or artist' },
});

export const musicNewReleases = endpoint({
  method: 'GET',
  path: '/other/api/music/new-releases',
  area,
  summary: 'New releases (moi-phat-hanh): songs newest first',
  access: 'anyone',
  rate: 'reads',
  query: PageQuery(),
  response: Page(SongCard),
});

export const musicMoods = endpoint({
  method: 'GET',
  path: '/other/api/music/moods',
  area,
  summary: 'Moods with their song counts; their songs come from /other/api/music/songs?mood=',
  access: 'anyone',
  rate: 'reads',
  response: MoodList,
});

export const musicArtists = endpoint({
  method: 'GET',
  path: '/other/api/music/artists',
  area,
  summary: 'Artists, most followed first',
  access: 'anyone',
  rate: 'reads',
  query: ArtistListQuery,
  response: Page(ArtistCard),
});

export const musicArtist = endpoint({
  method: 'GET',
  path: '/other/api/music/artist',
  area,
  summary: 'An artist of /am-nhac/{artist} with albums and songs',
  access: 'anyone',
  rate: 'reads',
  query: ArtistQuery,
  response: ArtistPage,
  errors: { 404: 'an unknown artist' },
});

export const musicAlbum = endpoint({
  method: 'GET',
  path: '/other/api/music/album',
  area,
  summary: 'An album of /am-nhac/album/{name}/{id} with its tracks',
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: AlbumPage,
  errors: { 404: 'an unknown album' },
});

export const musicSong = endpoint({
  method: 'GET',
  path: '/other/api/music/song',
  area,
  summary: 'A song of /am-nhac/bai-hat/{name}/{id}',
  access: 'anyone',
  rate: 'reads',
  query: IdQuery,
  response: SongDetail,
  errors: { 404: 'an unknown song' },
});

export const myMusic = endpoint({
  method: 'GET',
  path: '/other/api/music/my-music',
  area,
  summary: "My music (nhac-cua-toi): the member's liked songs or recently played songs",
  access: 'member',
  rate: 'reads',
  query: MyMusicQuery,
  response: Page(MyMusicSong),
});

export const songLike = endpoint({
  method: 'POST',
  path: '/other/api/music/like',
  area,
  summary: 'Like a song (member); liking twice counts once',
  access: 'member',
  rate: 'reads',
  body: SongIdBody,
  response: SongLikeState,
  errors: { 404: 'an unknown song' },
});

export const songUnlike = endpoint({
  method: 'POST',
  path: '/other/api/music/unlike',
  area,
  summary: 'Unlike a song (member); unliking a song not liked changes nothing',
  access: 'member',
  rate: 'reads',
  body: SongIdBody,
  response: SongLikeState,
  errors: { 404: 'an unknown song' },
});

export const artistFollow = endpoint({
  method: 'POST',
  path: '/other/api/music/artist/follow',
  area,
  summary: 'Follow an artist (member); following twice counts once',
  access: 'member',
  rate: 'reads',
  body: ArtistIdBody,
  response: ArtistFollowState,
  errors: { 404: 'an unknown artist' },
});

export const artistUnfollow = endpoint({
  method: 'POST',
  path: '/other/api/music/artist/unfollow',
  area,
  summary: 'Stop following an artist (member); unfollowing an artist not followed changes nothing',
  access: 'member',
  rate: 'reads',
  body: ArtistIdBody,
  response: ArtistFollowState,
  errors: { 404: 'an unknown artist' },
});

export const followedArtists = endpoint({
  method: 'GET',
  path: '/other/api/music/followed-artists',
  area,
  summary: 'The artists the member follows, most recently followed first',
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(FollowedArtist),
});

export const songPlay = endpoint({
  method: 'POST',
  path: '/other/api/music/play',
  area,
  summary: "Record a play of a song (anyone; a member's play also enters their recently played)",
  access: 'anyone',
  rate: 'reads',
  body: SongIdBody,
  response: SongPlays,
  errors: { 404: 'an unknown song' },
});

export const playlists = endpoint({
  method: 'GET',
  path: '/other/api/music/playlists',
  area,
  summary: "The member's playlists, most recently changed first",
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(PlaylistSummary),
});

export const playlist = endpoint({
  method: 'GET',
  path: '/other/api/music/playlist',
  area,
  summary: "One of the member's playlists with its songs in order",
  access: 'member',
  rate: 'reads',
  query: IdQuery,
  response: PlaylistPage,
  errors: { 403: "another member's playlist", 404: 'an unknown playlist' },
});

export const playlistCreate = endpoint({
  method: 'POST',
  path: '/other/api/music/playlist/create',
  area,
  summary: 'Create a playlist (names are unique per member, ignoring case)',
  access: 'member',
  rate: 'reads',
  body: CreatePlaylistBody,
  response: PlaylistSummary,
  errors: { 400: 'a blank name', 409: 'a name the member already has, or the playlist limit reached' },
});

export const playlistRename = endpoint({
  method: 'POST',
  path: '/other/api/music/playlist/rename',
  area,
  summary: 'Rename a playlist',
  access: 'member',
  rate: 'reads',
  body: RenamePlaylistBody,
  response: PlaylistSummary,
  errors: { 400: 'a blank name', 403: "another member's playlist", 404: 'an unknown playlist', 409: 'a name the member already has' },
});

export const playlistDelete = endpoint({
  method: 'POST',
  path: '/other/api/music/playlist/delete',
  area,
  summary: 'Delete a playlist',
  access: 'member',
  rate: 'reads',
  body: PlaylistIdBody,
  response: PlaylistDeleted,
  errors: { 403: "another member's playlist", 404: 'an unknown playlist' },
});

export const playlistAddSong = endpoint({
  method: 'POST',
  path: '/other/api/music/playlist/add-song',
  area,
  summary: 'Add a song at the end of a playlist',
  access: 'member',
  rate: 'reads',
  body: PlaylistSongBody,
  response: PlaylistSummary,
  errors: { 403: "another member's playlist", 404: 'an unknown playlist or song', 409: 'a song already in the playlist, or the playlist full' },
});

export const playlistRemoveSong = endpoint({
  method: 'POST',
  path: '/other/api/music/playlist/remove-song',
  area,
  summary: 'Remove a song from a playlist',
  access: 'member',
  rate: 'reads',
  body: PlaylistSongBody,
  response: PlaylistSummary,
  errors: { 403: "another member's playlist", 404: 'an unknown playlist, or a song not in it' },
});

export const playlistMoveSong = endpoint({
  method: 'POST',
  path: '/other/api/music/playlist/move-song',
  area,
  summary: 'Move a song of a playlist to another place (1-based); answers the playlist in its new order',
  access: 'member',
  rate: 'reads',
  body: MovePlaylistSongBody,
  response: PlaylistPage,
  errors: { 403: "another member's playlist", 404: 'an unknown playlist, or a song not in it' },
});
