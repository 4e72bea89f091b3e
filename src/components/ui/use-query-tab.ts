/**
 * Section tabs whose choice lives in the address as `?tab=` (the first tab, the default, leaving
 * none): the live room's panels, the match centre's sections, an entity page's sections on a phone.
 * The WAI-ARIA tabs pattern: one Tab stop, ←/→ (wrapping), Home and End choose and focus a tab.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { moveIndex } from './keyboard-nav';

export const TAB_QUERY = 'tab';

/** The tab named by the query string when the page has it, else the first. */
export function tabFromSearch<T extends string>(search: string, available: readonly T[]): T {
  const value = new URLSearchParams(search).get(TAB_QUERY);
  return available.find((t) => t === value) ?? available[0]!;
}

/** The query string with the chosen tab (the first leaves no `tab`); other parameters stay. */
export function searchWithTab<T extends string>(search: string, tab: T, available: readonly T[]): string {
  const params = new URLSearchParams(search);
  if (tab === available[0]) params.delete(TAB_QUERY);
  else params.set(TAB_QUERY, tab);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The tab an arrow, Home or End key moves to from `current` (wrapping), or null for other keys. */
export function tabForKey<T extends string>(key: string, current: T, available: readonly T[]): T | null {
  const index = moveIndex(key, available.indexOf(current), available.length);
  return index === null ? null : available[index]!;
}

/** What a tab button needs: its role and id, whether it is chosen, its place in the Tab order, its click and keys. */
export interface QueryTabProps {
  type: 'button';
  role: 'tab';
  id: string;
  'aria-selected': boolean;
  tabIndex: 0 | -1;
  ref: (el: HTMLButtonElement | null) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * The tab the address chooses among `available`, a ref for the strip (the chosen tab is centred
 * when the strip scrolls sideways, without scrolling the page), the props of each tab button and
 * the ids that tie tabs and panels (`panelId()` for one panel shared by all tabs). Choosing a tab
 * replaces the address (no history entry per tab).
 */
export function useQueryTab<T extends string>(available: readonly T[]) {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const current = tabFromSearch(search, available);
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const strip = useRef<HTMLDivElement>(null);
  const id = useId();
  const tabId = (key: T) => `${id}-tab-${key}`;
  const panelId = (key?: T) => (key === undefined ? `${id}-panel` : `${id}-panel-${key}`);

  useEffect(() => {
    const el = buttons.current.get(current);
    const box = strip.current;
    if (!el || !box || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = el.offsetLeft - (box.clientWidth - el.offsetWidth) / 2;
  }, [current]);

  const choose = (next: T) => {
    if (next !== current) navigate(`${pathname}${searchWithTab(search, next, available)}`, { replace: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = tabForKey(event.key, current, available);
    if (!next) return;
    event.preventDefault();
    choose(next);
    buttons.current.get(next)?.focus();
  };
  const tabProps = (key: T): QueryTabProps => ({
    type: 'button',
    role: 'tab',
    id: tabId(key),
    'aria-selected': key === current,
    tabIndex: key === current ? 0 : -1,
    ref: (el) => {
      if (el) buttons.current.set(key, el);
      else buttons.current.delete(key);
    },
    onClick: () => choose(key),
    onKeyDown,
  });
  return { current, strip, tabProps, tabId, panelId };
}
