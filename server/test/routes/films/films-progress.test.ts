import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { auth, get, guestToken, makeMember, post, SETUP_TIMEOUT } from '../media/media-helpers.ts';
import type { FilmProgressEntry, FilmProgressList, FilmWatch } from '../../../../contracts/schemas/media/films.ts';
import { isFinished, resumeFrom } from '../../../../contracts/film-resume.ts';

let t: TestApp;
let alice: string;
let bob: string;
let show: FilmWatch;
let film: FilmWatch;
beforeAll(async () => {
  t = await makeTestApp();
  alice = await makeMember(t, 920001);
  bob = await makeMember(t, 920002);
  show = (await get<FilmWatch>(t, '/other/api/film/watch?slug=gia-dinh-la-so-mot-sai-gon')).body.data;
  film = (await get<FilmWatch>(t, '/other/api/film/watch?slug=mua-nuoc-noi')).body.data;
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const PATH = '/other/api/film/progress';

describe('POST /other/api/film/progress', () => {
  it('stores a member’s position in an episode and answers it back, rounded down to the second', async () => {
    const episode = show.seasons[0]!.episodes[2]!;
    const { status, body } = await post<FilmProgressEntry>(t, PATH, { filmId: show.film.id, episodeId: episode.id, positionSeconds: 95.8 }, auth(alice));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      filmId: show.film.id,
      episodeId: episode.id,
      positionSeconds: 95,
      durationSeconds: episode.durationMinutes * 60,
      finished: false,
    });
    expect(Date.parse(body.data.updatedAt)).not.toBeNaN();
  });

  it('overwrites the position of the same episode instead of adding another', async () => {
    const episode = show.seasons[0]!.episodes[2]!;
    await post(t, PATH, { filmId: show.film.id, episodeId: episode.id, positionSeconds: 300 }, auth(alice));
    const list = (await get<FilmProgressList>(t, `${PATH}?filmId=${show.film.id}`, auth(alice))).body.data;
    expect(list.entries.filter((e) => e.episodeId === episode.id)).toHaveLength(1);
    expect(list.last).toMatchObject({ episodeId: episode.id, positionSeconds: 300 });
  });

  it('stores a film’s own position without an episode', async () => {
    const { status, body } = await post<FilmProgressEntry>(t, PATH, { filmId: film.film.id, positionSeconds: 600 }, auth(alice));
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ filmId: film.film.id, episodeId: null, positionSeconds: 600, durationSeconds: film.film.durationMinutes * 60 });
  });

  it('marks a position in the last 30 seconds as finished', async () => {
    const episode = show.seasons[0]!.episodes[3]!;
    const end = episode.durationMinutes * 60;
    const { body } = await post<FilmProgressEntry>(t, PATH, { filmId: show.film.id, episodeId: episode.id, positionSeconds: end - 10 }, auth(alice));
    expect(body.data.finished).toBe(true);
  });

  it.each([
    ['a guest token', () => auth(guestToken(t)), 401],
    ['no token', () => ({}), 401],
  ])('refuses %s with %i', async (_name, headers, status) => {
    const res = await post(t, PATH, { filmId: film.film.id, positionSeconds: 10 }, headers());
    expect(res.status).toBe(status);
  });

  it('refuses bad input with 4xx, never storing anything', async () => {
    const episode = show.seasons[0]!.episodes[0]!;
    const other = film.film.id;
    const cases: [unknown, number][] = [
      [{ filmId: 999_999, positionSeconds: 1 }, 404],
      [{ filmId: show.film.id, positionSeconds: 1 }, 400], // a TV show needs its episode
      [{ filmId: other, episodeId: episode.id, positionSeconds: 1 }, 400], // a film has no episodes
      [{ filmId: show.film.id, episodeId: 999_999, positionSeconds: 1 }, 404],
      [{ filmId: show.film.id, episodeId: episode.id, positionSeconds: episode.durationMinutes * 60 + 1 }, 400],
      [{ filmId: show.film.id, episodeId: episode.id, positionSeconds: -1 }, 400],
      [{ filmId: show.film.id, episodeId: episode.id, positionSeconds: 'ten' }, 400],
      [{ filmId: 0, positionSeconds: 1 }, 400],
      [{ positionSeconds: 1 }, 400],
    ];
    for (const [payload, status] of cases) {
      const res = await post(t, PATH, payload, auth(bob, 'en'));
      expect(res.status, JSON.stringify(payload)).toBe(status);
      expect(res.body.code).toBe(status);
    }
    const beyond = await post(t, PATH, { filmId: show.film.id, episodeId: episode.id, positionSeconds: 99_999 }, auth(bob, 'en'));
    expect(beyond.status).toBe(400);
    const past = await post(t, PATH, { filmId: show.film.id, episodeId: episode.id, positionSeconds: 86_000 }, auth(bob, 'en'));
    expect(past.body.msg).toMatch(/past the running time/);
    const list = (await get<FilmProgressList>(t, `${PATH}?filmId=${show.film.id}`, auth(bob))).body.data;
    expect(list).toEqual({ filmId: show.film.id, last: null, entries: [] });
  });

  it('an episode of another show is refused as not part of this one', async () => {
    const other = (await get<FilmWatch>(t, '/other/api/film/watch?slug=ho-so-tuyet-mat')).body.data;
    const res = await post(t, PATH, { filmId: show.film.id, episodeId: other.seasons[0]!.episodes[0]!.id, positionSeconds: 5 }, auth(bob));
    expect(res.status).toBe(404);
  });
});

describe('GET /other/api/film/progress', () => {
  it('answers only the caller’s own positions: another member sees none of them', async () => {
    const episode = show.seasons[1]!.episodes[0]!;
    await post(t, PATH, { filmId: show.film.id, episodeId: episode.id, positionSeconds: 42 }, auth(alice));
    const mine = (await get<FilmProgressList>(t, `${PATH}?filmId=${show.film.id}`, auth(alice))).body.data;
    expect(mine.last).toMatchObject({ episodeId: episode.id, positionSeconds: 42 });
    expect(mine.entries.length).toBeGreaterThanOrEqual(3);
    const updated = mine.entries.map((e) => Date.parse(e.updatedAt));
    expect(updated).toEqual([...updated].sort((a, b) => b - a));
    const theirs = (await get<FilmProgressList>(t, `${PATH}?filmId=${show.film.id}`, auth(bob))).body.data;
    expect(theirs.entries.some((e) => e.episodeId === episode.id)).toBe(false);
  });

  it('needs a member and a known film', async () => {
    expect((await get(t, `${PATH}?filmId=${show.film.id}`)).status).toBe(401);
    expect((await get(t, `${PATH}?filmId=${show.film.id}`, auth(guestToken(t)))).status).toBe(401);
    expect((await get(t, `${PATH}?filmId=999999`, auth(alice))).status).toBe(404);
    expect((await get(t, `${PATH}?filmId=abc`, auth(alice))).status).toBe(400);
  });
});

describe('isFinished', () => {
  it.each([
    [0, 2400, false],
    [2280, 2400, false],
    [2369, 2400, false],
    [2370, 2400, true],
    [2400, 2400, true],
    [570, 600, true],
    [569, 600, false],
    [95, 100, true],
    [94, 100, false],
    [70, 100, false],
    [0, 0, false],
  ])('%i of %i s → %s', (position, duration, finished) => {
    expect(isFinished(position, duration)).toBe(finished);
  });
});

describe('resumeFrom', () => {
  it.each([
    [0, 2400, 0],
    [4, 2400, 0],
    [5, 2400, 5],
    [95.7, 2400, 95],
    [2369, 2400, 2369],
    [2390, 2400, 0],
  ])('%d of %i s → start at %i', (position, duration, start) => {
    expect(resumeFrom(position, duration)).toBe(start);
  });
});
