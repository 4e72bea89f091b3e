import type { PageProps } from '../../../app/page-props';
import type { RouteId } from '../../../../contracts/route-table';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

const WITHIN_CATEGORY: readonly RouteId[] = ['tipsEvents', 'tipsType', 'tipsMatch', 'tipsArticle'];

const TABS: readonly RouteTabDef[] = [
  { route: 'tips', labelId: 'tabs.tips.all' },
  { route: 'tipsMine', labelId: 'tabs.tips.mine' },
  { route: 'tipsCategory', params: { category: 'bong-da' }, labelId: 'tabs.tips.football', also: WITHIN_CATEGORY },
  { route: 'tipsCategory', params: { category: 'bong-ro' }, labelId: 'tabs.tips.basketball', also: WITHIN_CATEGORY },
  { route: 'tipsCategory', params: { category: 'esport' }, labelId: 'tabs.tips.esport', also: WITHIN_CATEGORY },
];

export default function TipsPage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.tips"
      tabs={<RouteTabs labelId="tabs.tips.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
