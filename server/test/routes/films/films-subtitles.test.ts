import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { get, SETUP_TIMEOUT } from '../media/media-helpers.ts';
import type { FilmWatch } from '../../../../contracts/schemas/media/films.ts';
import { buildVtt, CUE_EVERY, nextLine, vttText, vttTime } from '../../../src/routes/films/vtt.ts';

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

describe('GET /media/subtitles/:kind/:file', () => {
  it('serves an episode as text/vtt covering its running time, the same cues in every language', async () => {
    const episode = show.seasons[0]!.episodes[1]!;
    const answers = await Promise.all(episode.subtitles.map((s) => t.app.inject({ method: 'GET', url: s.path })));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(res.body.startsWith('WEBVTT\n')).toBe(true);
    }
    const [vi, en, zh] = answers.map((res) => cues(res.body));
    const duration = episode.durationMinutes * 60;
    expect(vi!.length).toBe(Math.floor((duration - 0.5) / CUE_EVERY));
    expect(en!.map((c) => c[0])).toEqual(vi!.map((c) => c[0]));
    expect(zh!.length).toBe(vi!.length);
    expect(vi![0]![2]).toBe('Gia Đình Là Số Một Sài Gòn\nPhần 1 · Tập 2');
    expect(en![0]![2]).toBe('Family First: Saigon\nSeason 1 · Episode 2');
    expect(zh![0]![2]).toMatch(/^家有西貢\n第1季 · 第2集$/);
    expect(en![1]![2]).toBe('Three generations share one tube house and its daily laugh-or-cry moments.');
    expect(vi!.at(-1)![1] <= vttTime(duration)).toBe(true);
    expect(answers[0]!.headers['content-language']).toBe('vi');
  });

  it('serves a film’s own subtitles', async () => {
    const res = await t.app.inject({ method: 'GET', url: film.subtitles[2]!.path });
    expect(res.statusCode).toBe(200);
    expect(cues(res.body)[0]![2]).toBe('浮水季節');
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

  it('never repeats a dialogue line twice in a row and is deterministic', () => {
    let previous: number | null = null;
    for (let n = 2; n < 500; n++) {
      const line = nextLine(7, n, previous);
      expect(line).not.toBe(previous);
      expect(line).toBeGreaterThanOrEqual(0);
      expect(line).toBeLessThan(12);
      previous = line;
    }
    const source = { id: 3, title: 'T', part: null, description: 'D', durationSeconds: 60 };
    expect(buildVtt(source, 'en')).toBe(buildVtt(source, 'en'));
    expect(cues(buildVtt(source, 'en'))).toHaveLength(11);
    expect(cues(buildVtt({ ...source, durationSeconds: 0 }, 'en'))).toHaveLength(0);
  });
});
