/**
 * The media seed: films and TV shows, TV channels, music and games, with fixed ids. Counters
 * (views, plays, likes, ratings) come from seeded random sources, so every machine gets the same rows;
 * a game's plays and scores are its seeded rounds (games-history.ts), counted where they are shown.
 */
import { gte, notInArray } from 'drizzle-orm';
import { slugify } from '../../../../../contracts/slug.ts';
import type { Db } from '../../connect.ts';
import {
  filmCountries,
  filmEpisodes,
  filmGenres,
  films,
  filmSeasons,
  gameCategories,
  gamePlaySessions,
  games,
  musicAlbums,
  musicArtists,
  musicMoods,
  songs,
  tvChannels,
  tvNations,
  tvProgrammes,
} from '../../schema.ts';
import { filmCountrySeed, filmGenreSeed, filmSeed, tvShowSeed } from './films-data.ts';
import { gameCategorySeed, gameEngineSeed, gameSeed } from './games-data.ts';
import { buildGameHistory, SEEDED_SESSION_BASE } from './games-history.ts';
import { artistSeed, lyricsOf, moodSeed } from './music-data.ts';
import { trackOfSong } from './music-audio.ts';
import { tvChannelSeed, tvNationSeed, tvProgrammeSeed } from './tv-data.ts';
import { randomSource, upsertAll, type SeedArea } from '../seed-kit.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Fails the seed when two rows of one list would share a slug. */
function uniqueSlugs(what: string, slugs: string[]): void {
  const seen = new Set<string>();
  for (const slug of slugs) {
    if (seen.has(slug)) throw new Error(`media seed: duplicate ${what} slug ${slug}`);
    seen.add(slug);
  }
}

async function seedFilms(db: Db): Promise<void> {
  const random = randomSource('media:films');
  await upsertAll(db, filmGenres, filmGenreSeed.map((genre, index) => ({ id: index + 1, ...genre, sort: index + 1 })));
  await upsertAll(db, filmCountries, filmCountrySeed.map((country, index) => ({ id: index + 1, ...country, sort: index + 1 })));

  const all = [...filmSeed, ...tvShowSeed];
  uniqueSlugs('film', all.map((item) => slugify(item.title.vi)));
  const filmRows: (typeof films.$inferInsert)[] = [];
  const seasonRows: (typeof filmSeasons.$inferInsert)[] = [];
  const episodeRows: (typeof filmEpisodes.$inferInsert)[] = [];
  all.forEach((item, index) => {
    const id = index + 1;
    filmRows.push({
      id,
      slug: slugify(item.title.vi),
      kind: item.kind,
      title: item.title,
      originalTitle: item.originalTitle,
      year: item.year,
      genres: item.genres,
      countries: item.countries,
      durationMinutes: item.minutes,
      rating: random.int(58, 93) / 10,
      views: random.int(2_000, 2_500_000),
      description: item.description,
    });
    (item.seasons ?? []).forEach((episodes, seasonIndex) => {
      const season = seasonIndex + 1;
      const seasonId = id * 10 + season;
      seasonRows.push({
        id: seasonId,
        filmId: id,
        number: season,
        title: { vi: `Phần ${season}`, en: `Season ${season}`, zh: `第${season}季` },
      });
      for (let episode = 1; episode <= episodes; episode++) {
        episodeRows.push({
          id: seasonId * 100 + episode,
          filmId: id,
          seasonId,
          number: episode,
          title: { vi: `Tập ${episode}`, en: `Episode ${episode}`, zh: `第${episode}集` },
          durationMinutes: item.minutes + random.int(-4, 4),
        });
      }
    });
  });
  await upsertAll(db, films, filmRows);
  await upsertAll(db, filmSeasons, seasonRows);
  await upsertAll(db, filmEpisodes, episodeRows);
}

async function seedTv(db: Db): Promise<void> {
  await upsertAll(db, tvNations, tvNationSeed.map((nation, index) => ({ id: index + 1, ...nation, sort: index + 1 })));
  const nationIds = new Map(tvNationSeed.map((nation, index) => [nation.slug, index + 1]));
  uniqueSlugs('channel', tvChannelSeed.map((channel) => slugify(channel.name.vi)));
  await upsertAll(
    db,
    tvChannels,
    tvChannelSeed.map((channel, index) => ({
      id: index + 1,
      nationId: nationIds.get(channel.nation)!,
      slug: slugify(channel.name.vi),
      name: channel.name,
      callSign: channel.callSign,
      category: channel.category,
      description: channel.description,
      sort: tvChannelSeed.filter((other) => other.nation === channel.nation).indexOf(channel) + 1,
    })),
  );
  await upsertAll(
    db,
    tvProgrammes,
    tvProgrammeSeed.map((programme, index) => ({
      id: index + 1,
      category: programme.category,
      title: programme.title,
      durationMinutes: programme.minutes,
    })),
  );
}

/** The draws a song's lyrics once took (a shuffle of 24 lines). */
const LYRICS_DRAWS_SET_ASIDE = 23;

async function seedMusic(db: Db): Promise<void> {
  const random = randomSource('media:music');
  await upsertAll(db, musicMoods, moodSeed.map((mood, index) => ({ id: index + 1, ...mood, sort: index + 1 })));
  uniqueSlugs('artist', artistSeed.map((artist) => slugify(artist.name.vi)));
  const moodIds = new Map(moodSeed.map((mood, index) => [mood.slug, index + 1]));

  const artistRows: (typeof musicArtists.$inferInsert)[] = [];
  const albumRows: (typeof musicAlbums.$inferInsert)[] = [];
  const songRows: (typeof songs.$inferInsert)[] = [];
  artistSeed.forEach((artist, artistIndex) => {
    const artistId = artistIndex + 1;
    artistRows.push({
      id: artistId,
      slug: slugify(artist.name.vi),
      name: artist.name,
      bio: artist.bio,
      followers: random.int(1_500, 900_000),
    });
    artist.albums.forEach((album, albumIndex) => {
      const albumId = artistId * 10 + albumIndex + 1;
      const releasedOn = `${album.year}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
      albumRows.push({ id: albumId, artistId, slug: slugify(album.title.vi), title: album.title, releasedOn });
      album.songs.forEach(([vi, en, zh], trackIndex) => {
        const plays = Math.round(random.next() ** 2 * 3_000_000) + random.int(500, 5_000);
        const id = songRows.length + 1;
        // Drawn and set aside (the lyrics' old shuffle, the length, now the generated track's): the draws after them stay the same.
        for (let draw = 0; draw < LYRICS_DRAWS_SET_ASIDE; draw++) random.next();
        random.int(150, 330);
        songRows.push({
          id,
          slug: slugify(vi),
          title: { vi, en, zh },
          artistId,
          albumId,
          trackNumber: trackIndex + 1,
          moodId: moodIds.get(album.mood)!,
          durationSeconds: trackOfSong(id).seconds,
          lyricsExcerpt: lyricsOf(album.mood, id).join('\n'),
          releasedOn,
          plays,
          likes: Math.round(plays / random.int(20, 60)),
        });
      });
    });
  });
  await upsertAll(db, musicArtists, artistRows);
  await upsertAll(db, musicAlbums, albumRows);
  await upsertAll(db, songs, songRows);
}

async function seedGames(db: Db, now: Date): Promise<void> {
  await upsertAll(
    db,
    gameCategories,
    gameCategorySeed.map((category, index) => ({ id: category.id, slug: category.slug, name: category.name, sort: index + 1 })),
  );
  uniqueSlugs('game', gameSeed.map((game) => slugify(game.name.vi)));
  const fill = (template: string, name: string) => template.replace('{name}', name);
  await upsertAll(
    db,
    games,
    gameSeed.map((game) => {
      const category = gameCategorySeed.find((c) => c.slug === game.category)!;
      const texts = gameEngineSeed[game.engine];
      return {
        id: game.id,
        slug: slugify(game.name.vi),
        name: game.name,
        categoryId: category.id,
        description: {
          vi: fill(texts.description.vi, game.name.vi),
          en: fill(texts.description.en, game.name.en),
          zh: fill(texts.description.zh, game.name.zh),
        },
        howToPlay: texts.howToPlay,
        instructions: texts.instructions,
        engine: game.engine,
        releasedOn: game.releasedOn,
      };
    }),
  );
  // Titles and categories no longer seeded go, with their rounds.
  await db.delete(games).where(notInArray(games.id, gameSeed.map((game) => game.id)));
  await db.delete(gameCategories).where(notInArray(gameCategories.id, gameCategorySeed.map((category) => category.id)));
  await db.delete(gamePlaySessions).where(gte(gamePlaySessions.id, SEEDED_SESSION_BASE));
  await upsertAll(db, gamePlaySessions, buildGameHistory(randomSource('media:game-history'), gameSeed, now), 1000);
}

export const mediaSeed: SeedArea = {
  area: 'media',
  // 2: every game plays one of the site's HTML5 games (engine) and is described by it.
  // 3: songs last as long as their generated audio.
  // 4, 5: one title for each game, filed for what it plays; their plays and scores are seeded rounds.
  version: '5',
  run: async (db, { now }) => {
    await seedFilms(db);
    await seedTv(db);
    await seedMusic(db);
    await seedGames(db, now);
  },
};
