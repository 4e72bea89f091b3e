/** The heads of the music pages: a song's MusicRecording JSON-LD, titles in each language, 404s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../contracts/schemas/common.ts';
import type { SongDetail } from '../../../contracts/schemas/media/music.ts';
import { en } from '../../../locales/index.ts';
import { isoDuration } from '../../src/pages/builders/music.ts';
import { jsonLdOf, makePageTestApp, titleOf, type PageTestApp } from './support.ts';

const ORIGIN = 'https://sanco.example';
let t: PageTestApp;
beforeAll(async () => {
  t = await makePageTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

const song = async (id: number, lang: string) =>
  ((await t.app.inject({ url: `/other/api/music/song?id=${id}`, headers: { 'x-language': lang } })).json() as Envelope<SongDetail>).data;

describe('a song page', () => {
  it('carries a MusicRecording with its audio, length, artist, album and plays', async () => {
    const data = await song(5, 'en');
    const res = await t.app.inject({ url: `${data.path}?lang=en` });
    expect(res.statusCode).toBe(200);
    // Named by the song as its page's heading is (the artist is in its MusicRecording).
    expect(titleOf(res.body)).toBe(`${data.title} – ${en['route.musicSong']} | ${en['app.name']}`);
    const recording = jsonLdOf(res.body).find((node) => node['@type'] === 'MusicRecording') as Record<string, unknown>;
    expect(recording).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: 'Milk flowers',
      url: `${ORIGIN}${data.path}`,
      inLanguage: 'en',
      duration: isoDuration(data.durationSeconds),
      datePublished: data.releasedOn,
      genre: data.mood.name,
      image: `${ORIGIN}/media/song/5.svg`,
      byArtist: { '@type': 'MusicGroup', name: data.artist.name, url: `${ORIGIN}/am-nhac/${data.artist.slug}` },
      inAlbum: { '@type': 'MusicAlbum', name: 'Hanoi in Autumn', url: `${ORIGIN}/am-nhac/album/ha-noi-mua-thu/12` },
      audio: { '@type': 'AudioObject', contentUrl: `${ORIGIN}/media/audio/song-5.mp3`, encodingFormat: 'audio/mpeg', duration: isoDuration(data.durationSeconds) },
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ListenAction', userInteractionCount: data.plays },
    });
  });

  it('is written in the visitor language, and 404 for an unknown song, album or artist', async () => {
    const vi = await song(5, 'vi');
    const res = await t.app.inject({ url: vi.path });
    expect(titleOf(res.body)).toContain(`${vi.title} – `);
    const zh = await song(5, 'zh');
    const zhRes = await t.app.inject({ url: `${vi.path}?lang=zh` });
    expect(titleOf(zhRes.body)).toContain(zh.title);
    for (const url of ['/am-nhac/bai-hat/khong-co/9999', '/am-nhac/album/khong-co/9999', '/am-nhac/khong-co-nghe-si']) {
      const missing = await t.app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(jsonLdOf(missing.body).some((node) => node['@type'] === 'MusicRecording')).toBe(false);
    }
  });

  it.each([
    [42, 'PT42S'],
    [60, 'PT1M0S'],
    [205, 'PT3M25S'],
    [0, 'PT0S'],
  ])('isoDuration(%d) is %s', (seconds, text) => {
    expect(isoDuration(seconds)).toBe(text);
  });
});
