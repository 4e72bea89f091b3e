import { count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/db/connect.ts';
import {
  filmEpisodes,
  films,
  filmSeasons,
  gamePlaySessions,
  games,
  musicAlbums,
  musicArtists,
  songs,
  tvChannels,
  tvProgrammes,
} from '../../../src/db/schema.ts';
import { seed } from '../../../src/db/seed.ts';
import { mediaSeed } from '../../../src/db/seed/media/index.ts';
import { SEEDED_SESSION_BASE } from '../../../src/db/seed/media/games-history.ts';
import { makeTestDatabase, type TestDatabase } from '../../test-app.ts';
import { SETUP_TIMEOUT } from './media-helpers.ts';

let scratch: TestDatabase;
let database: Database;
beforeAll(async () => {
  scratch = await makeTestDatabase();
  database = await openDatabase(scratch.source);
  await database.migrate();
  await seed(database.db);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await database.close();
  await scratch.drop();
});

async function sizes() {
  const tables = { films, filmSeasons, filmEpisodes, tvChannels, tvProgrammes, musicArtists, musicAlbums, songs, games };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await database.db.select({ n: count() }).from(table))[0]?.n] as const),
  );
  return Object.fromEntries(entries);
}

describe('the media seed', () => {
  it('has the catalogue sizes the docs state', async () => {
    expect(await sizes()).toEqual({
      films: 38,
      filmSeasons: 19,
      filmEpisodes: 238,
      tvChannels: 19,
      tvProgrammes: 30,
      musicArtists: 12,
      musicAlbums: 24,
      songs: 96,
      games: 6,
    });
  });

  it('is idempotent and deterministic: running it again gives the same rows', async () => {
    const before = {
      films: await database.db.select().from(films).orderBy(films.id),
      songs: await database.db.select().from(songs).orderBy(songs.id),
      games: await database.db.select().from(games).orderBy(games.id),
    };
    await database.db.transaction(async (tx) => mediaSeed.run(tx as never, { now: new Date('2030-01-01T00:00:00Z') }));
    expect(await sizes()).toMatchObject({ films: 38, songs: 96, games: 6 });
    expect(await database.db.select().from(films).orderBy(films.id)).toEqual(before.films);
    expect(await database.db.select().from(songs).orderBy(songs.id)).toEqual(before.songs);
    expect(await database.db.select().from(games).orderBy(games.id)).toEqual(before.games);
  });

  it('seeds the games’ rounds the same way for the same day, and a new seed keeps the visitors’ rounds', async () => {
    const at = new Date('2026-11-28T13:30:00Z');
    const rounds = () => database.db.select().from(gamePlaySessions).where(gte(gamePlaySessions.id, SEEDED_SESSION_BASE)).orderBy(gamePlaySessions.id);
    await database.db.transaction(async (tx) => mediaSeed.run(tx as never, { now: at }));
    const first = await rounds();
    expect(first.length).toBeGreaterThan(1000);
    expect(first.every((row) => row.startedAt <= at && (row.scoredAt === null || row.scoredAt <= at))).toBe(true);
    const [visitor] = await database.db.insert(gamePlaySessions).values({ gameId: 13, guestId: 'visitor' }).returning();
    await database.db.transaction(async (tx) => mediaSeed.run(tx as never, { now: at }));
    expect(await rounds()).toEqual(first);
    expect(visitor!.id).toBeLessThan(SEEDED_SESSION_BASE);
    expect(await database.db.select().from(gamePlaySessions).where(eq(gamePlaySessions.id, visitor!.id))).toHaveLength(1);
  });

  it('stores every title in Vietnamese, English and Chinese, and only site paths', async () => {
    const rows = [
      ...(await database.db.select({ text: films.title }).from(films)),
      ...(await database.db.select({ text: songs.title }).from(songs)),
      ...(await database.db.select({ text: games.name }).from(games)),
      ...(await database.db.select({ text: tvChannels.name }).from(tvChannels)),
    ];
    for (const { text } of rows) {
      expect(text.vi.length).toBeGreaterThan(0);
      expect(text.en.length).toBeGreaterThan(0);
      expect(text.zh).toMatch(/[\u4e00-\u9fff]/);
    }
    const all = JSON.stringify(await database.db.select().from(films)) + JSON.stringify(await database.db.select().from(games));
    expect(all).not.toMatch(/https?:\/\//);
  });
});
