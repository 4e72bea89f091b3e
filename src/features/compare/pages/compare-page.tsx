import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';
import { CompareView } from '../components/compare-view';

const TABS: readonly RouteTabDef[] = [
  { route: 'compareTeams', labelId: 'tabs.compare.teams' },
  { route: 'comparePlayers', labelId: 'tabs.compare.players' },
];

/** /so-sanh/doi-bong and /so-sanh/cau-thu: two teams or two players side by side (`?id1=&id2=`). */
export default function ComparePage({ routeId, params }: PageProps) {
  const kind = routeId === 'comparePlayers' ? 'players' : 'teams';
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.compare"
      tabs={<RouteTabs labelId="tabs.compare.label" routeId={routeId} params={params} tabs={TABS} />}
    >
      {/* One route's pickers and comparison are not the other's: switching tabs starts afresh. */}
      <CompareView key={kind} kind={kind} />
    </PageFrame>
  );
}
