/**
 * The media area: films and TV shows, TV channels by nation, music and games. Catalogue rows have
 * fixed ids from the seed; rows members make (bookmarks, likes, plays, playlists) use serial ids.
 */
import { belongsTo, stampedAt } from './columns.ts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { GAME_ENGINES } from '../../../../contracts/game-engines.ts';
import type { LocalizedText } from '../../i18n.ts';
import { users } from './users.ts';

/** A list of lines in every language (game instructions). */
export type LocalizedLines = { vi: string[]; en: string[]; zh: string[] };

// ---------- Films and TV shows ----------

export const FILM_KINDS = ['film', 'tv-show'] as const;
export type FilmKind = (typeof FILM_KINDS)[number];

export const filmGenres = pgTable('film_genres', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull(),
});

export const filmCountries = pgTable('film_countries', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull(),
});

export const films = pgTable(
  'films',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: FILM_KINDS }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    originalTitle: text('original_title').notNull(),
    year: integer('year').notNull(),
    /** Genre slugs (film_genres.slug). */
    genres: text('genres').array().notNull(),
    /** Country slugs (film_countries.slug). */
    countries: text('countries').array().notNull(),
    /** Running time of a film; for a TV show the usual length of an episode. */
    durationMinutes: integer('duration_minutes').notNull(),
    /** 0–10, one decimal. */
    rating: real('rating').notNull(),
    views: integer('views').notNull().default(0),
    description: jsonb('description').$type<LocalizedText>().notNull(),
  },
  (t) => [
    index('films_kind_views_idx').on(t.kind, t.views),
    index('films_year_idx').on(t.year),
    index('films_genres_idx').using('gin', t.genres),
    index('films_countries_idx').using('gin', t.countries),
    check('films_kind_check', sql`${t.kind} in ('film', 'tv-show')`),
  ],
);

export const filmSeasons = pgTable(
  'film_seasons',
  {
    id: integer('id').primaryKey(),
    filmId: belongsTo('film_id', () => films.id),
    number: integer('number').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
  },
  (t) => [uniqueIndex('film_seasons_film_number_key').on(t.filmId, t.number)],
);

export const filmEpisodes = pgTable(
  'film_episodes',
  {
    id: integer('id').primaryKey(),
    filmId: belongsTo('film_id', () => films.id),
    seasonId: belongsTo('season_id', () => filmSeasons.id),
    number: integer('number').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [uniqueIndex('film_episodes_season_number_key').on(t.seasonId, t.number), index('film_episodes_film_idx').on(t.filmId)],
);

/** A member's bookmarked films (the "saved" tab). */
export const filmSaves = pgTable(
  'film_saves',
  {
    userId: belongsTo('user_id', () => users.id),
    filmId: belongsTo('film_id', () => films.id),
    savedAt: stampedAt('saved_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.filmId] }), index('film_saves_user_saved_idx').on(t.userId, t.savedAt)],
);

/**
 * Where a member stopped watching: one row per member, film and part (`episode_id` of a TV show's
 * episode, 0 for a film itself). Written by POST /other/api/film/progress.
 */
export const filmProgress = pgTable(
  'film_progress',
  {
    userId: belongsTo('user_id', () => users.id),
    filmId: belongsTo('film_id', () => films.id),
    /** The episode (film_episodes.id), or 0 for a film without episodes. */
    episodeId: integer('episode_id').notNull(),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.filmId, t.episodeId] }),
    index('film_progress_user_updated_idx').on(t.userId, t.updatedAt),
    check('film_progress_position_check', sql`${t.positionSeconds} >= 0 and ${t.positionSeconds} <= ${t.durationSeconds}`),
  ],
);

// ---------- TV channels ----------

export const TV_CATEGORIES = ['sports', 'news', 'entertainment'] as const;
export type TvCategory = (typeof TV_CATEGORIES)[number];

export const tvNations = pgTable('tv_nations', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull(),
});

export const tvChannels = pgTable(
  'tv_channels',
  {
    id: integer('id').primaryKey(),
    nationId: belongsTo('nation_id', () => tvNations.id),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** Short call sign drawn on the logo, e.g. "VTT1". */
    callSign: text('call_sign').notNull(),
    category: text('category', { enum: TV_CATEGORIES }).notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    uniqueIndex('tv_channels_nation_slug_key').on(t.nationId, t.slug),
    index('tv_channels_nation_sort_idx').on(t.nationId, t.sort),
    check('tv_channels_category_check', sql`${t.category} in ('sports', 'news', 'entertainment')`),
  ],
);

/** The programmes a channel of a category can air; the daily guide is drawn from them. */
export const tvProgrammes = pgTable(
  'tv_programmes',
  {
    id: integer('id').primaryKey(),
    category: text('category', { enum: TV_CATEGORIES }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [index('tv_programmes_category_idx').on(t.category)],
);

// ---------- Music ----------

export const musicArtists = pgTable('music_artists', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  bio: jsonb('bio').$type<LocalizedText>().notNull(),
  followers: integer('followers').notNull().default(0),
});

export const musicAlbums = pgTable(
  'music_albums',
  {
    id: integer('id').primaryKey(),
    artistId: belongsTo('artist_id', () => musicArtists.id),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
  },
  (t) => [index('music_albums_artist_idx').on(t.artistId), index('music_albums_released_idx').on(t.releasedOn)],
);

export const musicMoods = pgTable('music_moods', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull(),
});

export const songs = pgTable(
  'songs',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    artistId: belongsTo('artist_id', () => musicArtists.id),
    albumId: integer('album_id').references(() => musicAlbums.id, { onDelete: 'set null' }),
    trackNumber: integer('track_number').notNull(),
    moodId: integer('mood_id')
      .notNull()
      .references(() => musicMoods.id),
    durationSeconds: integer('duration_seconds').notNull(),
    /** A few lines of the lyrics, in Vietnamese (the songs are Vietnamese). */
    lyricsExcerpt: text('lyrics_excerpt').notNull(),
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    plays: integer('plays').notNull().default(0),
    likes: integer('likes').notNull().default(0),
  },
  (t) => [
    index('songs_artist_idx').on(t.artistId),
    index('songs_album_idx').on(t.albumId, t.trackNumber),
    index('songs_mood_plays_idx').on(t.moodId, t.plays),
    index('songs_released_idx').on(t.releasedOn),
    index('songs_plays_idx').on(t.plays),
  ],
);

export const songLikes = pgTable(
  'song_likes',
  {
    userId: belongsTo('user_id', () => users.id),
    songId: belongsTo('song_id', () => songs.id),
    likedAt: stampedAt('liked_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.songId] }), index('song_likes_user_liked_idx').on(t.userId, t.likedAt)],
);

/** A member following an artist; music_artists.followers counts each follow once (the seeded audience plus these). */
export const musicArtistFollows = pgTable(
  'music_artist_follows',
  {
    userId: belongsTo('user_id', () => users.id),
    artistId: belongsTo('artist_id', () => musicArtists.id),
    followedAt: stampedAt('followed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.artistId] }), index('music_artist_follows_user_followed_idx').on(t.userId, t.followedAt)],
);

/** One row per recorded play of a member (their "recently played"); everyone's plays count in songs.plays. */
export const songPlays = pgTable(
  'song_plays',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    songId: belongsTo('song_id', () => songs.id),
    playedAt: stampedAt('played_at'),
  },
  (t) => [index('song_plays_user_played_idx').on(t.userId, t.playedAt)],
);

export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    name: text('name').notNull(),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('playlists_user_name_key').on(t.userId, sql`lower(${t.name})`)],
);

export const playlistSongs = pgTable(
  'playlist_songs',
  {
    playlistId: belongsTo('playlist_id', () => playlists.id),
    songId: belongsTo('song_id', () => songs.id),
    position: integer('position').notNull(),
    addedAt: stampedAt('added_at'),
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.songId] }), index('playlist_songs_position_idx').on(t.playlistId, t.position)],
);

// ---------- Games ----------

export const gameCategories = pgTable('game_categories', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sort: integer('sort').notNull(),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => gameCategories.id),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    howToPlay: jsonb('how_to_play').$type<LocalizedText>().notNull(),
    instructions: jsonb('instructions').$type<LocalizedLines>().notNull(),
    /** The day it came to the site; it is new for GAME_NEW_DAYS after. */
    releasedOn: date('released_on', { mode: 'string' }).notNull(),
    /** Which HTML5 game of public/games/ this title plays. */
    engine: text('engine', { enum: GAME_ENGINES }).notNull().default('penalty'),
  },
  (t) => [
    index('games_category_idx').on(t.categoryId),
  ],
);

/** A "play" of a game by a member or a guest: a game's plays are its sessions, counted. */
export const gamePlaySessions = pgTable(
  'game_play_sessions',
  {
    id: serial('id').primaryKey(),
    gameId: belongsTo('game_id', () => games.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    startedAt: stampedAt('started_at'),
    /** The round's score, posted once by the member who started the session. */
    score: integer('score'),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
  },
  (t) => [
    index('game_play_sessions_game_idx').on(t.gameId, t.startedAt),
    index('game_play_sessions_scores_idx').on(t.gameId, t.score).where(sql`${t.score} is not null`),
    check('game_play_sessions_player_check', sql`${t.userId} is not null or ${t.guestId} is not null`),
  ],
);
