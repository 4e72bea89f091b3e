import { useEffect, useRef, useState, type ReactNode } from 'react';
import { dialog } from '../../../styled-system/recipes';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

interface ModalProps {
  /** Id of the element naming the dialog (its title). */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
  /** Rendered as data-view, so styles and tests see which view is open. */
  view?: string;
  /** Where focus goes back on close; by default what had focus when the modal first rendered. */
  returnFocus?: HTMLElement | null;
}

/**
 * A modal dialog: the rest of the page is made inert by the host, focus stays inside (Tab wraps),
 * Escape and a click on the backdrop close it, and focus returns where it was on close.
 * The first field of the content takes focus (autoFocus), else the panel does.
 */
export function Modal({ labelledBy, onClose, children, testId, view, returnFocus }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Read while rendering: by the time effects run, a field inside has already taken focus.
  const [previous] = useState(() => returnFocus ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) panel.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (!panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(panel);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (!panel.contains(active)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      // The page stops being inert in the same commit; focus once it can be taken.
      if (previous?.isConnected) {
        previous.focus();
        if (document.activeElement !== previous) requestAnimationFrame(() => previous.focus());
      }
    };
  }, [previous]);

  const styles = dialog();
  return (
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) closeRef.current();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={styles.panel}
        data-testid={testId}
        data-view={view}
      >
        {children}
      </div>
    </div>
  );
}
