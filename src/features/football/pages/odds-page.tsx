import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { FootballTabs } from '../football-tabs';

export default function OddsPage({ routeId, params }: PageProps) {
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.odds" tabs={<FootballTabs routeId={routeId} params={params} />} />
  );
}
