import type { PageProps } from '../../../app/routes';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

/** The live mode filters of SPEC §2. */
const TABS: readonly RouteTabDef[] = [
  { route: 'scheduleAll', labelId: 'tabs.schedule.all', also: ['schedule'] },
  { route: 'scheduleBooked', labelId: 'tabs.schedule.booked' },
  { route: 'scheduleFootball', labelId: 'tabs.schedule.football' },
  { route: 'scheduleBasketball', labelId: 'tabs.schedule.basketball' },
  { route: 'scheduleMarble', labelId: 'tabs.schedule.marble' },
  { route: 'scheduleCasino', labelId: 'tabs.schedule.casino' },
  { route: 'scheduleEsport', labelId: 'tabs.schedule.esport', also: ['scheduleEsportGame'] },
];

export default function SchedulePage({ routeId, params }: PageProps) {
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.schedule"
      tabs={<RouteTabs labelId="tabs.schedule.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
