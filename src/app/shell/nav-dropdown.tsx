import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { dropdown } from '../../../styled-system/recipes';
import { Icon } from '../../components/ui/icon';

interface NavDropdownProps {
  label: string;
  icon?: ReactNode;
  /** The current page is one of the links inside. */
  active?: boolean;
  align?: 'start' | 'end';
  children: ReactNode;
}

/** A disclosure button opening a panel of links; closes on Escape, outside click, focus leaving or a link chosen. */
export function NavDropdown({ label, icon, active, align = 'start', children }: NavDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const styles = dropdown({ align });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
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

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={styles.trigger}
        data-active={active || undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {icon}
        {label}
        <Icon name="chevron" size={14} />
      </button>
      {open ? (
        <div
          id={panelId}
          className={styles.panel}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}
