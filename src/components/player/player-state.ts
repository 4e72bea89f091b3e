import type { StateValue } from 'xstate';

/** A state value as the dotted path rendered in data-state: { attached: { watching: 'playing' } } → 'attached.watching.playing'. */
export function statePath(value: StateValue): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? [];
  if (key === undefined) return '';
  return child === undefined ? key : `${key}.${statePath(child as StateValue)}`;
}

/** Where a key press should not drive the player: typing in a field. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  return element.isContentEditable || element.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

export type PlayerShortcut = 'playPause' | 'mute' | 'fullscreen';

/** The player's keyboard shortcuts: space play/pause, m mute toggle, f fullscreen (no modifiers). */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): PlayerShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case ' ':
    case 'Spacebar':
      return 'playPause';
    case 'm':
    case 'M':
      return 'mute';
    case 'f':
    case 'F':
      return 'fullscreen';
    default:
      return null;
  }
}

export type VodShortcut = PlayerShortcut | 'back' | 'forward' | 'back10' | 'forward10' | 'start' | 'end';

/**
 * The VOD player's keys (as on the big video sites): the live ones plus k play/pause, ←/→ 5 s,
 * j/l 10 s, Home/End the start and the end (no modifiers).
 */
export function vodShortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): VodShortcut | null {
  const live = shortcutOf(event);
  if (live || event.ctrlKey || event.metaKey || event.altKey) return live;
  switch (event.key) {
    case 'k':
    case 'K':
      return 'playPause';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'j':
    case 'J':
      return 'back10';
    case 'l':
    case 'L':
      return 'forward10';
    case 'Home':
      return 'start';
    case 'End':
      return 'end';
    default:
      return null;
  }
}

/** What the player sets on a WebVTT cue to place it (a VTTCue's own fields). */
export interface PlaceableCue {
  snapToLines: boolean;
  line: number | 'auto';
  lineAlign: string;
}

/**
 * Where a subtitle's bottom edge goes, in percent of the video's height from its top: `gap` pixels
 * above the control bar, whose top is `barTop` pixels below the video's top. Null while the video
 * has no height (nothing laid out yet).
 */
export function cueLinePercent(videoHeight: number, barTop: number, gap = 4): number | null {
  if (!(videoHeight > 0)) return null;
  const bottom = Math.min(Math.max(barTop - gap, 0), videoHeight);
  return Math.round((bottom / videoHeight) * 1000) / 10;
}

/**
 * Puts each cue's bottom edge at `line` percent (cueLinePercent), over whatever position the file
 * gave it; cues already there are left alone (the browser redraws a cue that changes).
 */
export function placeCues(cues: ArrayLike<PlaceableCue> | null | undefined, line: number): void {
  if (!cues) return;
  for (let i = 0; i < cues.length; i++) {
    const cue = cues[i]!;
    if (!cue.snapToLines && cue.line === line && cue.lineAlign === 'end') continue;
    cue.snapToLines = false;
    cue.line = line;
    cue.lineAlign = 'end';
  }
}
