import type { ReactNode } from 'react';
import { dropdown } from '../../../styled-system/recipes';
import { Icon } from '../../components/ui/icon';
import { usePopover } from '../../components/ui/use-popover';

interface NavDropdownProps {
  label: string;
  icon?: ReactNode;
  /** The current page is one of the links inside. */
  active?: boolean;
  align?: 'start' | 'end';
  children: ReactNode;
}

/**
 * A disclosure button opening a panel of links (WAI-ARIA APG disclosure navigation): ↓/↑ open it on
 * the first/last link and move between links, Home/End go to the ends; closes on Escape (focus back
 * on the button), outside click, focus leaving or a link chosen.
 */
export function NavDropdown({ label, icon, active, align = 'start', children }: NavDropdownProps) {
  const { open, setOpen, rootRef, triggerRef, panelRef, panelId, onBlur, onTriggerKeyDown, onPanelKeyDown } = usePopover();
  const styles = dropdown({ align });

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={onBlur}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={styles.trigger}
        data-active={active || undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKeyDown}
      >
        {icon}
        {label}
        <Icon name="chevron" size={14} />
      </button>
      {open ? (
        <div
          ref={panelRef}
          id={panelId}
          className={styles.panel}
          onKeyDown={onPanelKeyDown}
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
