import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { tabs as tabsRecipe } from '../../../styled-system/recipes';
import { focusByKey } from './keyboard-nav';

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

/** The tabs as the page's static first paint draws them (src/app/static-frame.tsx): plain links in the same boxes, each a Tab stop (no script yet). */
export function LinkTabsFirstPaint({ label, tabs }: LinkTabsProps) {
  const styles = tabsRecipe();
  return (
    <nav aria-label={label} className={styles.root}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a href={tab.href} className={styles.tab} aria-current={tab.current}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** ←/→, Home and End move focus between the tabs; Enter follows the focused one. */
export function onTabLinksKeyDown(event: KeyboardEvent<HTMLElement>): void {
  focusByKey(event, 'a[href]', { orientation: 'horizontal' });
}

/**
 * Sub-navigation drawn as tabs; every tab is a real link (it opens another page, so it keeps the link
 * role and aria-current rather than role=tab). From the keyboard it is one Tab stop, like the WAI-ARIA
 * tabs pattern with manual activation: the current tab takes focus (roving tabindex), ←/→/Home/End
 * move between tabs and Enter opens the focused one.
 */
export function LinkTabs({ label, tabs }: LinkTabsProps) {
  const styles = tabsRecipe();
  const stripRef = useRef<HTMLElement>(null);
  const currentRef = useRef<HTMLAnchorElement>(null);
  const currentKey = tabs.find((t) => t.current)?.key;
  // The one tab in the Tab order: the current one, else the first.
  const focusKey = currentKey ?? tabs[0]?.key;

  // Centre the current tab when the strip scrolls sideways (phones), without scrolling the page.
  useEffect(() => {
    const tab = currentRef.current;
    const strip = stripRef.current;
    if (!tab || !strip || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2;
  }, [currentKey]);

  return (
    <nav aria-label={label} className={styles.root} ref={stripRef} onKeyDown={onTabLinksKeyDown}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link
              href={tab.href}
              className={styles.tab}
              aria-current={tab.current}
              tabIndex={tab.key === focusKey ? 0 : -1}
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
