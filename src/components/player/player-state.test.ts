import { describe, expect, it } from 'vitest';
import { shortcutOf, statePath, vodShortcutOf } from './player-state';

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
