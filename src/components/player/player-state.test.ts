import { describe, expect, it } from 'vitest';
import { cueLinePercent, placeCues, shortcutOf, statePath, vodShortcutOf, type PlaceableCue } from './player-state';

describe('statePath', () => {
  it.each([
    ['idle', 'idle'],
    [{ attached: 'loading' }, 'attached.loading'],
    [{ attached: { watching: 'playing' } }, 'attached.watching.playing'],
  ] as const)('%j → %s', (value, path) => expect(statePath(value)).toBe(path));
});

describe('shortcutOf', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });
  it.each([
    [' ', 'playPause'],
    ['m', 'mute'],
    ['M', 'mute'],
    ['f', 'fullscreen'],
    ['k', null],
  ] as const)('%j → %s', (k, shortcut) => expect(shortcutOf(key(k))).toBe(shortcut));

  it('leaves browser shortcuts alone', () => {
    expect(shortcutOf(key('f', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(key('m', { metaKey: true }))).toBeNull();
  });
});

describe('vodShortcutOf', () => {
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });
  it.each([
    [' ', 'playPause'],
    ['k', 'playPause'],
    ['m', 'mute'],
    ['f', 'fullscreen'],
    ['ArrowLeft', 'back'],
    ['ArrowRight', 'forward'],
    ['j', 'back10'],
    ['L', 'forward10'],
    ['Home', 'start'],
    ['End', 'end'],
    ['ArrowUp', null],
    ['x', null],
  ] as const)('%j → %s', (k, shortcut) => expect(vodShortcutOf(key(k))).toBe(shortcut));

  it('leaves browser shortcuts alone', () => {
    expect(vodShortcutOf(key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(vodShortcutOf(key('l', { ctrlKey: true }))).toBeNull();
  });
});

describe('subtitles above the control bar', () => {
  it('puts a cue’s bottom a few pixels over the bar, in percent of the video’s height', () => {
    // A phone's 390 × 219 video with a 92 px bar: the bar starts 127 px down.
    expect(cueLinePercent(219, 127)).toBe(56.2);
    // A desktop's 788 px video with the same bar.
    expect(cueLinePercent(788, 696)).toBe(87.8);
    // A bar taller than the video keeps cues at the top; nothing laid out yet: no line.
    expect(cueLinePercent(100, -20)).toBe(0);
    expect(cueLinePercent(0, 0)).toBeNull();
  });

  it('moves every cue there, whatever line the file gave it, and leaves placed ones alone', () => {
    const cues: PlaceableCue[] = [
      { snapToLines: true, line: 'auto', lineAlign: 'start' },
      { snapToLines: true, line: -1, lineAlign: 'start' },
    ];
    placeCues(cues, 56.2);
    expect(cues).toEqual([
      { snapToLines: false, line: 56.2, lineAlign: 'end' },
      { snapToLines: false, line: 56.2, lineAlign: 'end' },
    ]);
    const placed = new Proxy(cues[0]!, { set: () => { throw new Error('a placed cue was written'); } });
    expect(() => placeCues([placed], 56.2)).not.toThrow();
    expect(() => placeCues(null, 10)).not.toThrow();
  });
});
