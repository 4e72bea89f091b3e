/**
 * Arrow-key movement inside a composite widget (WAI-ARIA APG): a row of tabs or days, the links of
 * a menu, a grid of emoji. Only the item moved to takes focus; activation stays with Enter/Space.
 */
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

export type Orientation = 'horizontal' | 'vertical';

interface MoveOptions {
  /** horizontal: ←/→ move; vertical: ↑/↓ move; a grid (columns > 1) uses all four. */
  orientation?: Orientation;
  /** Items per row of a grid: ↑/↓ move by a row. */
  columns?: number;
}

/**
 * Where a key moves from `index` among `count` items (wrapping at the ends), or null when the key
 * does not move: Home/End go to the first/last item in every layout.
 */
export function moveIndex(key: string, index: number, count: number, { orientation = 'horizontal', columns = 1 }: MoveOptions = {}): number | null {
  if (count <= 0) return null;
  const from = Math.min(Math.max(index, 0), count - 1);
  const wrap = (i: number) => ((i % count) + count) % count;
  const grid = columns > 1;
  const forward = grid || orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const backward = grid || orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    case forward:
      return wrap(from + 1);
    case backward:
      return wrap(from - 1);
    default:
      break;
  }
  if (!grid) return null;
  // A grid: a row up or down, staying in the column; past the last row it stops at the last item.
  if (key === 'ArrowDown') return from + columns < count ? from + columns : from;
  if (key === 'ArrowUp') return from - columns >= 0 ? from - columns : from;
  return null;
}

/** The enabled, visible items of a composite, in document order. */
export function itemsIn(container: HTMLElement | null, selector: string): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>(selector)].filter(
    (el) => !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
  );
}

/**
 * A keydown handler for a container: moves focus among its items with the arrow keys, Home and End.
 * Returns whether it moved (the key was one of them).
 */
export function focusByKey(event: ReactKeyboardEvent<HTMLElement>, selector: string, options: MoveOptions = {}): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  const items = itemsIn(event.currentTarget, selector);
  const index = items.findIndex((item) => item === document.activeElement || item.contains(document.activeElement));
  const next = moveIndex(event.key, index, items.length, options);
  if (next === null) return false;
  event.preventDefault();
  items[next]?.focus();
  return true;
}
