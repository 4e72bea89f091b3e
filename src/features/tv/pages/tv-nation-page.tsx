import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { ChannelGrid } from '../components/channel-grid';
import { NationTabs, useNations } from '../components/nation-tabs';

/** /tivi/{nation}: the nation's channels with what each airs now (an unknown nation: not found). */
export default function TvNationPage({ routeId, params }: PageProps) {
  const nation = params.nation ?? '';
  const nations = useNations();
  // The nation's own name once known (the first paint has the address's words).
  const name = nations.data?.find((n) => n.slug === nation)?.name;
  return (
    <PageFrame routeId={routeId} params={params} introId="intro.tvNation" name={name} tabs={<NationTabs nation={nation} nations={nations} />}>
      <ChannelGrid key={nation} nation={nation} />
    </PageFrame>
  );
}
