import { useIntl } from 'react-intl';
import type { PageProps } from '../../../app/routes';
import { ACCOUNT_SECTIONS } from '../../../app/route-table';
import { PageFrame } from '../../../components/ui/page-frame';
import { RouteTabs, type RouteTabDef } from '../../../components/ui/route-tabs';

type Section = (typeof ACCOUNT_SECTIONS)[number];

const SECTION_LABELS: Record<Section, string> = {
  'ho-so': 'tabs.account.profile',
  'cap-do': 'tabs.account.level',
  'tin-nhan': 'tabs.account.messages',
  'lich-dat': 'tabs.account.bookings',
  'ban-be': 'tabs.account.friends',
};

const TABS: readonly RouteTabDef[] = ACCOUNT_SECTIONS.map((slug) => ({
  route: 'account',
  params: { slug },
  labelId: SECTION_LABELS[slug],
}));

export default function AccountPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const labelId = SECTION_LABELS[params.slug as Section];
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      titleSuffix={labelId ? intl.formatMessage({ id: labelId }) : null}
      tabs={<RouteTabs labelId="tabs.account.label" routeId={routeId} params={params} tabs={TABS} />}
    />
  );
}
