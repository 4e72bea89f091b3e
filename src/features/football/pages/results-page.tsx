import type { PageProps } from '../../../app/page-props';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import { PageFrame } from '../../../components/ui/page-frame';
import { DayBoardView } from '../components/day-board';
import { FootballTabs } from '../football-tabs';

export default function ResultsPage({ routeId, params }: PageProps) {
  // "Today" and every time are the visitor's (the geo cookie's zone), never the browser's.
  const timeZone = useVisitorTimeZone();
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.results" tabs={<FootballTabs routeId={routeId} params={params} />}>
      <DayBoardView kind="results" timeZone={timeZone} />
    </PageFrame>
  );
}
