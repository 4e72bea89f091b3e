import { describe, expect, it } from 'vitest';
import { captionHashtags, looksLikeVideoFile } from './short-upload';

describe('captionHashtags', () => {
  it.each([
    ['Cú sút #BongDa đẹp #bongda', ['bongda']],
    ['no tags here', []],
    ['#Hà_Nội #2026 #', ['hà_nội', '2026']],
    [Array.from({ length: 12 }, (_, i) => `#t${i}`).join(' '), Array.from({ length: 10 }, (_, i) => `t${i}`)],
  ])('%s', (caption, tags) => expect(captionHashtags(caption)).toEqual(tags));
});

describe('looksLikeVideoFile', () => {
  it.each([
    ['video/mp4', 'a.mp4', true],
    ['video/quicktime', 'a.mov', true],
    ['VIDEO/MP4', 'a', true],
    ['', 'clip.M4V', true],
    ['', 'notes.txt', false],
    ['text/plain', 'a.mp4', false],
    ['video/webm', 'a.webm', false],
  ])('%s %s', (type, name, ok) => expect(looksLikeVideoFile(type, name)).toBe(ok));
});
