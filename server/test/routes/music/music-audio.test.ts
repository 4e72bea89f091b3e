import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { SETUP_TIMEOUT } from '../media/media-helpers.ts';
import { DEFAULT_AUDIO_DIR } from '../../../src/routes/music/audio.ts';
import { AUDIO_TRACKS, trackFileName, trackOfSong } from '../../../src/db/seed/media/music-audio.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const fileOf = (songId: number) => path.join(DEFAULT_AUDIO_DIR, trackFileName(trackOfSong(songId)));
const audio = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('the generated tracks', () => {
  it('are a dozen small MP3 files, under 3 MB in all, each different', () => {
    const files = AUDIO_TRACKS.map((track) => readFileSync(path.join(DEFAULT_AUDIO_DIR, trackFileName(track))));
    const total = files.reduce((sum, file) => sum + file.length, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
    for (const file of files) {
      // An MPEG audio frame sync at the start (no ID3 tag is written).
      expect(file[0]).toBe(0xff);
      expect(file[1]! & 0xe0).toBe(0xe0);
    }
    expect(new Set(files.map((file) => file.toString('base64'))).size).toBe(AUDIO_TRACKS.length);
  });

  it('set the length of every song', async () => {
    const res = await audio('/other/api/music/songs?pageSize=100');
    for (const song of res.json<{ data: { list: { id: number; durationSeconds: number }[] } }>().data.list) {
      expect(song.durationSeconds).toBe(trackOfSong(song.id).seconds);
    }
  });
});

describe('GET /media/audio/song-{id}.mp3', () => {
  it('answers the whole file with Accept-Ranges', async () => {
    const res = await audio('/media/audio/song-5.mp3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(Number(res.headers['content-length'])).toBe(statSync(fileOf(5)).size);
    expect(res.rawPayload.equals(readFileSync(fileOf(5)))).toBe(true);
  });

  it('answers one range with 206 and Content-Range, including an open and a suffix range', async () => {
    const whole = readFileSync(fileOf(7));
    const size = whole.length;
    const first = await audio('/media/audio/song-7.mp3', { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
    const open = await audio('/media/audio/song-7.mp3', { range: `bytes=${size - 10}-` });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(open.rawPayload.equals(whole.subarray(size - 10))).toBe(true);
    const suffix = await audio('/media/audio/song-7.mp3', { range: 'bytes=-20' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(whole.subarray(size - 20))).toBe(true);
  });

  it('answers 416 with the size for a range outside the file', async () => {
    const size = statSync(fileOf(7)).size;
    const res = await audio('/media/audio/song-7.mp3', { range: `bytes=${size}-`, 'x-language': 'en' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
    expect(res.json()).toEqual({ code: 416, msg: `The requested range is outside the audio file (${size} bytes)`, data: null });
  });

  it('gives the whole file when If-Range names another version', async () => {
    const res = await audio('/media/audio/song-7.mp3', { range: 'bytes=0-9', 'if-range': '"old"' });
    expect(res.statusCode).toBe(200);
  });

  it('plays the same track for songs a dozen apart and different ones for neighbours', async () => {
    const [a, b, c] = await Promise.all([audio('/media/audio/song-1.mp3'), audio('/media/audio/song-13.mp3'), audio('/media/audio/song-2.mp3')]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
    expect(a.rawPayload.equals(c.rawPayload)).toBe(false);
  });

  it('answers 404 for an unknown song and 400 for a name that is not song-{id}.mp3', async () => {
    const unknown = await audio('/media/audio/song-9999.mp3', { 'x-language': 'en' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, msg: 'No song with id 9999' });
    for (const bad of ['song-0.mp3', 'song-1.wav', 'track-01.mp3', '..%2Fsecret', 'song-99999999999.mp3']) {
      const res = await audio(`/media/audio/${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
