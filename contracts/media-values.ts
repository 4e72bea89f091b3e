/**
 * The value lists and limits of the media area's calls (films, music, playlists, TV, games). The
 * schemas of contracts/schemas/media build their enums from these, and the SPA may import them as
 * values (it reads the schemas as types only).
 */

/** Film tabs: all, trending (most viewed), phim (films), tv-show, saved (the member's bookmarks). */
export const FILM_TABS = ['all', 'trending', 'phim', 'tv-show', 'saved'] as const;
export type FilmTab = (typeof FILM_TABS)[number];

export const FILM_KINDS = ['film', 'tv-show'] as const;
export type FilmKind = (typeof FILM_KINDS)[number];

export const SONG_SORTS = ['popular', 'new'] as const;
export type SongSort = (typeof SONG_SORTS)[number];

/** My music (nhac-cua-toi): liked songs or recently played ones. */
export const MY_MUSIC_TABS = ['liked', 'recent'] as const;
export type MyMusicTab = (typeof MY_MUSIC_TABS)[number];

/** Limits of a member's playlists: name length, playlists per member, songs per playlist. */
export const PLAYLIST_LIMITS = { nameLength: 60, playlists: 50, songs: 200 } as const;

export const TV_CATEGORIES = ['sports', 'news', 'entertainment'] as const;
export type TvCategory = (typeof TV_CATEGORIES)[number];

/** Where a programme of a channel's guide stands at the time of the call. */
export const GUIDE_STATUSES = ['ended', 'live', 'upcoming'] as const;
export type GuideStatus = (typeof GUIDE_STATUSES)[number];

/** Game tabs: xu-huong (trending), game-top, game-hot, game-moi (new), game-all. */
export const GAME_TABS = ['xu-huong', 'game-top', 'game-hot', 'game-moi', 'game-all'] as const;
export type GameTab = (typeof GAME_TABS)[number];
