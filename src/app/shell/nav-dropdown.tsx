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
  const { open, rootProps, triggerProps, panelProps } = usePopover({ closeOnPick: 'a' });
  const styles = dropdown({ align });

  return (
    <div {...rootProps} className={styles.root}>
      <button {...triggerProps} className={styles.trigger} data-active={active || undefined}>
        {icon}
        {label}
        <Icon name="chevron" size={14} />
      </button>
      {open ? (
        <div {...panelProps} className={styles.panel}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
