import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { tabs as tabsRecipe } from '../../../styled-system/recipes';

export interface LinkTab {
  key: string;
  href: string;
  label: string;
  /** 'page' for the exact current page, true for a section the current page belongs to. */
  current?: 'page' | true;
}

interface LinkTabsProps {
  /** Accessible name of the tab navigation. */
  label: string;
  tabs: readonly LinkTab[];
}

/** Sub-navigation drawn as tabs; every tab is a real link. */
export function LinkTabs({ label, tabs }: LinkTabsProps) {
  const styles = tabsRecipe();
  const stripRef = useRef<HTMLElement>(null);
  const currentRef = useRef<HTMLAnchorElement>(null);
  const currentKey = tabs.find((t) => t.current)?.key;

  // Centre the current tab when the strip scrolls sideways (phones), without scrolling the page.
  useEffect(() => {
    const tab = currentRef.current;
    const strip = stripRef.current;
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2;
  }, [currentKey]);

  return (
    <nav aria-label={label} className={styles.root} ref={stripRef}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              className={styles.tab}
              aria-current={tab.current}
              ref={tab.key === currentKey ? currentRef : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
