import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { FootballTabs } from '../football-tabs';

export default function ResultsPage({ routeId, params }: PageProps) {
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.results" tabs={<FootballTabs routeId={routeId} params={params} />} />
  );
}
