import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { focusByKey, itemsIn } from './keyboard-nav';

/** The items of a popover's panel that the arrow keys move between. */
const PANEL_ITEMS = 'a[href], button, [role^=menuitem]';

type FocusTarget = 'first' | 'last' | 'checked';

/**
 * Open/close state of a dropdown: closes on a click outside, on Escape (focus back to the
 * trigger) and when focus leaves it. From the keyboard (WAI-ARIA APG, disclosure and menu button):
 * ↓/↑ on the trigger open the panel on its first/last item, ↓/↑/Home/End move between the panel's
 * items; `focusOnOpen` (a menu) puts focus on the checked item, else the first, whenever it opens;
 * `closeOnPick` (a selector: `a` for links) closes it when a matching item inside is clicked.
 */
export function usePopover({ focusOnOpen = false, closeOnPick }: { focusOnOpen?: boolean; closeOnPick?: string } = {}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const panelId = useId();

  // The panel is drawn: put focus where the opening asked for it (a menu: on its checked item).
  useEffect(() => {
    const target = pendingFocus.current ?? (focusOnOpen ? 'checked' : null);
    pendingFocus.current = null;
    if (!open || target === null) return;
    const items = itemsIn(panelRef.current, PANEL_ITEMS);
    const checked = target === 'checked' ? items.find((item) => item.getAttribute('aria-checked') === 'true') : undefined;
    (checked ?? (target === 'last' ? items.at(-1) : items[0]))?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  /** ↓ opens on the first item, ↑ on the last (or moves there when already open). */
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const target: FocusTarget = event.key === 'ArrowDown' ? 'first' : 'last';
    if (open) {
      const items = itemsIn(panelRef.current, PANEL_ITEMS);
      (target === 'last' ? items.at(-1) : items[0])?.focus();
      return;
    }
    pendingFocus.current = target;
    setOpen(true);
  };

  /** ↓/↑ (wrapping), Home and End between the panel's items. */
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    focusByKey(event, PANEL_ITEMS, { orientation: 'vertical' });
  };

  return {
    open,
    setOpen,
    triggerRef,
    panelId,
    /** Spread on the element around the trigger and the panel. */
    rootProps: { ref: rootRef, onBlur },
    /** Spread on the trigger button (a later `onClick` replaces the toggle). */
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
      onKeyDown: onTriggerKeyDown,
    },
    /** Spread on the panel, drawn while `open`; a click on what matches `closeOnPick` closes it. */
    panelProps: {
      ref: panelRef,
      id: panelId,
      onKeyDown: onPanelKeyDown,
      ...(closeOnPick && {
        onClick: (event: MouseEvent<HTMLDivElement>) => {
          if ((event.target as HTMLElement).closest(closeOnPick)) setOpen(false);
        },
      }),
    },
  };
}
