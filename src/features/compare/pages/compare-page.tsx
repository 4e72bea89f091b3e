import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

const TABS: readonly RouteTabDef[] = [
  { route: 'compareTeams', labelId: 'tabs.compare.teams' },
  { route: 'comparePlayers', labelId: 'tabs.compare.players' },
];

export default function ComparePage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.compare"
      tabs={<RouteTabs labelId="tabs.compare.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
