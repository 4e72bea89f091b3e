/**
 * The match centre's sections as tabs, the chosen one kept in the address (`?tab=`, the overview
 * leaving none): which tabs a match has and which one the address chooses.
 */
export const CENTRE_TABS = ['overview', 'lineups', 'stats', 'h2h', 'table', 'odds'] as const;
export type CentreTab = (typeof CENTRE_TABS)[number];

export const TAB_QUERY = 'tab';
export const DEFAULT_TAB: CentreTab = 'overview';

/** Football has line-ups and statistics; every sport has the rest. */
export function centreTabsFor(sport: string): readonly CentreTab[] {
  return sport === 'football' ? CENTRE_TABS : CENTRE_TABS.filter((t) => t !== 'lineups' && t !== 'stats');
}

/** The tab named by the query string when the match has it; otherwise the overview. */
export function tabFromSearch(search: string, available: readonly CentreTab[]): CentreTab {
  const value = new URLSearchParams(search).get(TAB_QUERY);
  return available.find((t) => t === value) ?? DEFAULT_TAB;
}

/** The query string with the chosen tab; other parameters (leagueId, lang) stay. */
export function searchWithTab(search: string, tab: CentreTab): string {
  const params = new URLSearchParams(search);
  if (tab === DEFAULT_TAB) params.delete(TAB_QUERY);
  else params.set(TAB_QUERY, tab);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The tab an arrow, Home or End key moves to from `current` (wrapping), or null for other keys. */
export function tabForKey(key: string, current: CentreTab, available: readonly CentreTab[]): CentreTab | null {
  const i = available.indexOf(current);
  const n = available.length;
  switch (key) {
    case 'ArrowRight':
      return available[(i + 1) % n] ?? null;
    case 'ArrowLeft':
      return available[(i - 1 + n) % n] ?? null;
    case 'Home':
      return available[0] ?? null;
    case 'End':
      return available[n - 1] ?? null;
    default:
      return null;
  }
}
