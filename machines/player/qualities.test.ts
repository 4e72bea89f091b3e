import { describe, expect, it } from 'vitest';
import { AUTO_LEVEL, DEFAULT_QUALITY, STREAM_QUALITIES, fallbackQuality, isQualityAvailable, levelForQuality, levelIndexes } from './qualities';

const level = (height: number, kbps: number) => ({ height, bitrate: kbps * 1000 });

describe('stream qualities', () => {
  it('are the SPEC §9 qualities, all 30 fps, HD by default', () => {
    expect(STREAM_QUALITIES.map((q) => [q.name, q.subName, q.bitrate, q.fps])).toEqual([
      ['SD', '540p', 2000, 30],
      ['HQ', '720p', 4000, 30],
      ['HD', '1080p', 8000, 30],
      ['4K', '2160p', 8000, 30],
    ]);
    expect(DEFAULT_QUALITY).toBe('HD');
  });

  it.each([
    ['all four renditions, in the server order (HD first)', [level(1080, 8000), level(540, 2000), level(720, 4000), level(2160, 8000)], { SD: 1, HQ: 2, HD: 0, '4K': 3 }],
    ['no 4K', [level(540, 2000), level(720, 4000), level(1080, 8000)], { SD: 0, HQ: 1, HD: 2, '4K': null }],
    ['odd heights go to the closest quality', [level(360, 800), level(1088, 8000)], { SD: 0, HQ: null, HD: 1, '4K': null }],
    ['two levels near one quality: the closer height wins', [level(700, 3000), level(720, 4500)], { SD: null, HQ: 1, HD: null, '4K': null }],
    ['same height: the closer bitrate wins', [level(1080, 6000), level(1080, 8000)], { SD: null, HQ: null, HD: 1, '4K': null }],
    ['no levels (native HLS)', [], { SD: null, HQ: null, HD: null, '4K': null }],
  ] as const)('maps %s', (_, levels, expected) => {
    expect(levelIndexes(levels)).toEqual(expected);
  });

  it('plays automatically and disables a quality the stream lacks', () => {
    const levels = [level(540, 2000)];
    expect(levelForQuality('HD', levels)).toBe(AUTO_LEVEL);
    expect(isQualityAvailable('HD', levels)).toBe(false);
    expect(isQualityAvailable('SD', levels)).toBe(true);
  });

  it('falls back to the closest available quality', () => {
    expect(fallbackQuality('HD', [level(540, 2000), level(720, 4000)])).toBe('HQ');
    expect(fallbackQuality('4K', [level(540, 2000), level(1080, 8000)])).toBe('HD');
    expect(fallbackQuality('HD', [])).toBe('HD');
    expect(fallbackQuality('SD', [level(540, 2000)])).toBe('SD');
  });
});
