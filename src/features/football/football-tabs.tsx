import type { RouteId } from '../../../contracts/route-table';
import { RouteTabs, type RouteTabDef } from '../../components/ui/route-tabs';

const TABS: readonly RouteTabDef[] = [
  { route: 'fixtures', labelId: 'tabs.football.fixtures' },
  { route: 'results', labelId: 'tabs.football.results' },
  { route: 'odds', labelId: 'tabs.football.odds' },
];

/** Fixtures, results and odds: the three football data pages link to each other. */
export function FootballTabs({ routeId, params }: { routeId: RouteId; params: Record<string, string> }) {
  return <RouteTabs labelId="tabs.football.label" routeId={routeId} params={params} tabs={TABS} />;
}
