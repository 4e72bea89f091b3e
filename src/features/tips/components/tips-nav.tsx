import type { RouteId } from '../../../../contracts/route-table';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';
import type { CategorySlug } from '../tips-format';

const WITHIN_CATEGORY: readonly RouteId[] = ['tipsEvents', 'tipsType', 'tipsMatch', 'tipsArticle'];

const CATEGORY_TABS: readonly RouteTabDef[] = [
  { route: 'tips', labelId: 'tabs.tips.all' },
  { route: 'tipsMine', labelId: 'tabs.tips.mine' },
  { route: 'tipsCategory', params: { category: 'bong-da' }, labelId: 'tabs.tips.football', also: WITHIN_CATEGORY },
  { route: 'tipsCategory', params: { category: 'bong-ro' }, labelId: 'tabs.tips.basketball', also: WITHIN_CATEGORY },
  { route: 'tipsCategory', params: { category: 'esport' }, labelId: 'tabs.tips.esport', also: WITHIN_CATEGORY },
];

/** The sections of /tip-keo: all, my tips, and the three categories (keyboard: ←/→, Home, End, Enter). */
export function TipsTabs({ routeId, params }: { routeId: RouteId; params: Record<string, string> }) {
  return <RouteTabs labelId="tabs.tips.label" routeId={routeId} params={params} tabs={CATEGORY_TABS} />;
}

/** Inside a category: all its tips, each type (market), and the events (matches with tips). */
export function CategorySectionTabs({ category, routeId, params }: { category: CategorySlug; routeId: RouteId; params: Record<string, string> }) {
  const tabs: RouteTabDef[] = [
    { route: 'tipsCategory', params: { category }, labelId: 'tips.section.all' },
    { route: 'tipsType', params: { category, type: 'keo-1x2' }, labelId: 'tips.section.keo-1x2', also: ['tipsArticle'] },
    { route: 'tipsType', params: { category, type: 'keo-chau-a' }, labelId: 'tips.section.keo-chau-a', also: ['tipsArticle'] },
    { route: 'tipsType', params: { category, type: 'tai-xiu' }, labelId: 'tips.section.tai-xiu', also: ['tipsArticle'] },
    { route: 'tipsEvents', params: { category }, labelId: 'tips.section.events', also: ['tipsMatch'] },
  ];
  return <RouteTabs labelId="tips.section.label" routeId={routeId} params={params} tabs={tabs} />;
}
