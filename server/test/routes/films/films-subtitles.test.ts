import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { get, SETUP_TIMEOUT } from '../media/media-helpers.ts';
import type { FilmWatch } from '../../../../contracts/schemas/media/films.ts';
import { buildVtt, CUE_SHOWN, namesOf, sceneOrder, scenesOf, vttText, vttTime } from '../../../src/routes/films/vtt.ts';
import { SCENES_BY_GENRE } from '../../../src/routes/films/dialogue.ts';

let t: TestApp;
let show: FilmWatch;
let film: FilmWatch;
beforeAll(async () => {
  t = await makeTestApp();
  show = (await get<FilmWatch>(t, '/other/api/film/watch?slug=gia-dinh-la-so-mot-sai-gon')).body.data;
  film = (await get<FilmWatch>(t, '/other/api/film/watch?slug=mua-nuoc-noi')).body.data;
}, SETUP_TIMEOUT);
afterAll(() => t.close());

/** The cues of a WebVTT file: [start, end, text]. */
function cues(vtt: string): [string, string, string][] {
  return vtt
    .trimEnd()
    .split('\n\n')
    .slice(1)
    .filter((block) => block.includes('-->'))
    .map((block) => {
      const lines = block.split('\n');
      const [start, end] = lines[1]!.split(' --> ') as [string, string];
      return [start, end, lines.slice(2).join('\n')];
    });
}

describe('the watch answer lists subtitles', () => {
  it('gives every episode and the film itself vi, en and zh tracks', () => {
    for (const season of show.seasons) {
      for (const episode of season.episodes) {
        expect(episode.subtitles.map((s) => s.lang)).toEqual(['vi', 'en', 'zh']);
        expect(episode.subtitles[1]).toEqual({ lang: 'en', label: 'English', path: `/media/subtitles/episode/${episode.id}.en.vtt` });
      }
    }
    expect(film.subtitles.map((s) => s.path)).toEqual(['vi', 'en', 'zh'].map((l) => `/media/subtitles/film/${film.film.id}.${l}.vtt`));
  });
});

/** The seconds of a cue time (HH:MM:SS.mmm). */
const secondsOf = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** A WebVTT file a browser accepts: the signature, then blocks of an id, a timing line with start < end, and text. */
function expectValidVtt(vtt: string) {
  expect(vtt.startsWith('WEBVTT\n')).toBe(true);
  const blocks = vtt.trimEnd().split('\n\n').slice(1);
  let previousStart = -1;
  for (const block of blocks) {
    const [id, timing, ...text] = block.split('\n');
    expect(id).toMatch(/^\d+$/);
    expect(timing).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/);
    const [start, end] = timing!.split(' --> ').map(secondsOf) as [number, number];
    expect(start).toBeLessThan(end);
    expect(start).toBeGreaterThan(previousStart);
    previousStart = start;
    expect(text.join('\n').trim()).not.toBe('');
    expect(text.join('\n')).not.toContain('-->');
  }
}

describe('GET /media/subtitles/:kind/:file', () => {
  it('serves an episode as valid text/vtt of many distinct dialogue lines over its running time, the same cues in every language', async () => {
    const episode = show.seasons[0]!.episodes[1]!;
    const answers = await Promise.all(episode.subtitles.map((s) => t.app.inject({ method: 'GET', url: s.path })));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expectValidVtt(res.body);
    }
    const [vi, en, zh] = answers.map((res) => cues(res.body));
    const duration = episode.durationMinutes * 60;
    expect(en!.map((c) => c[0])).toEqual(vi!.map((c) => c[0]));
    expect(zh!.map((c) => c[1])).toEqual(vi!.map((c) => c[1]));
    // Cues run from the start to the last minute, never past the end.
    expect(secondsOf(vi![0]![0])).toBeLessThan(5);
    expect(secondsOf(vi!.at(-1)![1])).toBeGreaterThan(duration - 60);
    expect(secondsOf(vi!.at(-1)![1])).toBeLessThanOrEqual(duration);
    for (const list of [vi, en, zh]) {
      const lines = new Set(list!.map((c) => c[2]));
      // A family comedy's scenes, all of them, never its title or synopsis.
      expect(lines.size).toBe(scenesOf(['hai-huoc', 'gia-dinh']).length * 3);
      expect(lines.has(show.film.title)).toBe(false);
      expect(list!.some((c) => c[2] === list![0]![2] && c !== list![0])).toBe(true);
      expect([...lines].every((line) => !line.includes('{'))).toBe(true);
    }
    expect(answers[0]!.headers['content-language']).toBe('vi');
  });

  it('speaks a film’s genre in each language, its characters named after its country', async () => {
    const answers = await Promise.all(film.subtitles.map((s) => t.app.inject({ method: 'GET', url: s.path })));
    const [vi, en, zh] = answers.map((res) => cues(res.body).map((c) => c[2]));
    // The Flood Season: a Vietnamese family drama.
    const drama = SCENES_BY_GENRE['tam-ly']!.flat();
    const family = SCENES_BY_GENRE['gia-dinh']!.flat();
    const names = namesOf(film.film.id, ['viet-nam']);
    const fill = (text: string, lang: 'vi' | 'en' | 'zh') => text.replaceAll('{a}', names[0][lang]).replaceAll('{b}', names[1][lang]);
    for (const [lang, lines] of [['vi', vi], ['en', en], ['zh', zh]] as const) {
      const bank = new Set([...drama, ...family].map((line) => fill(line[lang], lang)));
      expect(lines!.length).toBeGreaterThan(500);
      expect(lines!.every((line) => bank.has(line))).toBe(true);
      expect(new Set(lines).size).toBe(bank.size);
    }
    expect(zh![0]).not.toBe('浮水季節');
    expect(en!.join(' ')).toMatch(new RegExp(`\\b(${names[0].en}|${names[1].en})\\b`));
  });

  it.each([
    ['/media/subtitles/episode/999999.vi.vtt', 404],
    ['/media/subtitles/film/999999.en.vtt', 404],
    ['/media/subtitles/film/1.fr.vtt', 400],
    ['/media/subtitles/film/0.vi.vtt', 400],
    ['/media/subtitles/film/abc.vi.vtt', 400],
    ['/media/subtitles/season/1.vi.vtt', 400],
    ['/media/subtitles/film/99999999999.vi.vtt', 400],
  ])('%s → %i', async (url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
  });
});

describe('films-vtt', () => {
  it.each([
    [0, '00:00:00.000'],
    [0.5, '00:00:00.500'],
    [65.25, '00:01:05.250'],
    [3600 + 2 * 60 + 3.004, '01:02:03.004'],
  ])('vttTime(%d) = %s', (seconds, text) => {
    expect(vttTime(seconds)).toBe(text);
  });

  it.each([
    ['a <b>bold</b> & co', 'a &lt;b&gt;bold&lt;/b&gt; &amp; co'],
    ['x --> y', 'x --&gt; y'],
    ['one\n\ntwo', 'one\ntwo'],
    ['  padded \r\n', 'padded'],
  ])('vttText(%j) = %j', (input, output) => {
    expect(vttText(input)).toBe(output);
  });

  it('plays every scene once before any again, in an order set by the id, and stops at the end', () => {
    const order = sceneOrder(7, 6);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(sceneOrder(7, 6)).toEqual(order);
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8].map((id) => sceneOrder(id, 6).join())).size).toBeGreaterThan(1);
    const source = { id: 3, genres: ['hanh-dong'], countries: ['au-my'], durationSeconds: 60 };
    expect(buildVtt(source, 'en')).toBe(buildVtt(source, 'en'));
    const list = cues(buildVtt(source, 'en'));
    // From 1 s, three lines 4 s apart a scene and 6 s between scenes: scenes at 1, 18.5, 36 and 53.5 s, the last cut at the end.
    expect(list).toHaveLength(10);
    expect(list.every((c) => secondsOf(c[1]) - secondsOf(c[0]) === CUE_SHOWN)).toBe(true);
    expect(list.map((c) => c[2]).join(' ')).toMatch(/Emma|Jack|Clara|Leo/);
    expect(cues(buildVtt({ ...source, durationSeconds: 0 }, 'en'))).toHaveLength(0);
    // A genre or country the dialogue does not know speaks as a drama, with Vietnamese names.
    expect(scenesOf(['opera'])).toEqual(SCENES_BY_GENRE['tam-ly']);
    expect(namesOf(1, ['mars'])[0].vi).toMatch(/Lan|Hạnh/);
  });
});
