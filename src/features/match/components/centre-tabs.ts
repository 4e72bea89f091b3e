/**
 * The match centre's sections as tabs, the chosen one kept in the address (useQueryTab: `?tab=`,
 * the overview leaving none): which tabs a match has.
 */
export const CENTRE_TABS = ['overview', 'lineups', 'stats', 'h2h', 'table', 'odds'] as const;
export type CentreTab = (typeof CENTRE_TABS)[number];

/** Football has line-ups and statistics; every sport has the rest. */
export function centreTabsFor(sport: string): readonly CentreTab[] {
  return sport === 'football' ? CENTRE_TABS : CENTRE_TABS.filter((t) => t !== 'lineups' && t !== 'stats');
}
