/** Builds the comics seed: genres, series and their chapters. */
import { slugify } from '../../../../../contracts/slug.ts';
import type { comicChapters, comicGenres, comicSeries } from '../../schema.ts';
import { chapterPhrases, chapterTitle, comicGenreSeed, seriesSeed } from './comics-data.ts';
import { ago, DAY, fill, HOUR } from './text.ts';
import type { RandomSource } from '../seed-kit.ts';

export interface ComicSeed {
  genres: (typeof comicGenres.$inferInsert)[];
  series: (typeof comicSeries.$inferInsert)[];
  chapters: (typeof comicChapters.$inferInsert)[];
}

export function buildComics(r: RandomSource, now: Date): ComicSeed {
  const rows: ComicSeed['series'] = [];
  const chapters: ComicSeed['chapters'] = [];
  seriesSeed.forEach((item, index) => {
    const id = index + 1;
    const completed = r.chance(0.35);
    const count = r.int(8, 40);
    // Ongoing series get a chapter every week up to the last few days; completed ones ended months ago.
    const lastAt = ago(now, completed ? r.int(60, 300) * DAY : r.int(2, 140) * HOUR);
    for (let n = 1; n <= count; n++) {
      chapters.push({
        id: id * 1000 + n,
        seriesId: id,
        number: n,
        title: fill(chapterTitle, { n, phrase: chapterPhrases[(n - 1 + index) % chapterPhrases.length]! }),
        pages: r.int(18, 32),
        publishedAt: new Date(lastAt.getTime() - (count - n) * 7 * DAY),
      });
    }
    rows.push({
      id,
      slug: slugify(item.title.vi),
      title: item.title,
      description: item.description,
      author: item.author,
      genres: item.genres,
      status: completed ? 'completed' : 'ongoing',
      cover: `/media/comic/${id}.svg`,
      views: r.int(5_000, 1_200_000),
      updatedAt: lastAt,
    });
  });
  return { genres: comicGenreSeed.map((g, index) => ({ ...g, sort: index + 1 })), series: rows, chapters };
}
