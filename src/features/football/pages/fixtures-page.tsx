import type { PageProps } from '../../../app/routes';
import { PageFrame } from '../../../components/ui/page-frame';
import { FootballTabs } from '../football-tabs';

export default function FixturesPage({ routeId, params }: PageProps) {
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.fixtures" tabs={<FootballTabs routeId={routeId} params={params} />} />
  );
}
