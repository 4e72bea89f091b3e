import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { ChannelGrid } from '../components/channel-grid';
import { NationTabs } from '../components/nation-tabs';

/** /tivi/{nation}: the nation's channels with what each airs now (an unknown nation: not found). */
export default function TvNationPage({ routeId, params }: PageProps) {
  const nation = params.nation ?? '';
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.tvNation" tabs={<NationTabs nation={nation} />}>
      <ChannelGrid key={nation} nation={nation} />
    </PageFrame>
  );
}
