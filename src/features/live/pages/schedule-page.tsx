import { useState } from 'react';
import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';
import { BookingList } from '../../../components/bookings/booking-list';
import { ScheduleView } from '../components/schedule/schedule-view';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import { SCHEDULE_MODE_OF_ROUTE } from '../../../../contracts/day-strip';

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
  // The geo lookup may store the visitor's zone after the page opened: the schedule then starts again in it.
  const timeZone = useVisitorTimeZone();
  // One esport game's page is titled with the game's name from the data (the address has only its slug).
  const [gameName, setGameName] = useState<string | null>(null);
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      name={routeId === 'scheduleEsportGame' ? gameName : undefined}
      introId="intro.schedule"
      tabs={<RouteTabs labelId="tabs.schedule.label" routeId={routeId} params={params} tabs={TABS} />}
    >
      {routeId === 'scheduleBooked' ? (
        <BookingList />
      ) : (
        <ScheduleView key={timeZone} timeZone={timeZone} modeSlug={SCHEDULE_MODE_OF_ROUTE[routeId] ?? null} gameSlug={routeId === 'scheduleEsportGame' ? (params.slug ?? null) : null} onGameName={setGameName} />
      )}
    </PageFrame>
  );
}
