import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { focusByKey, itemsIn } from './keyboard-nav';

const ITEM = '[data-roving-item]';

interface RovingGridOptions {
  /** Items per row: ↑/↓ move by a row; 1 is a single row moved with ←/→. */
  columns?: number;
  /** Focus the first item when the grid appears (a picker opened). */
  autoFocus?: boolean;
  /** Escape inside the grid (the owner closes it and gives focus back to its toggle). */
  onEscape?: () => void;
}

/**
 * A picker's buttons as one Tab stop (roving tabindex): the arrow keys, Home and End move between
 * them, Escape leaves. Spread `itemProps(index)` on each button and the rest on the container.
 */
export function useRovingGrid({ columns = 1, autoFocus = false, onEscape }: RovingGridOptions = {}) {
  const [active, setActive] = useState(0);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (autoFocus) itemsIn(containerRef.current, ITEM)[0]?.focus();
    // Only when the grid appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
      return;
    }
    focusByKey(event, ITEM, { columns, orientation: 'horizontal' });
  };

  const itemProps = (index: number) => ({
    tabIndex: index === active ? 0 : -1,
    onFocus: () => setActive(index),
    'data-roving-item': '',
  });

  return { containerRef, onKeyDown, itemProps };
}
