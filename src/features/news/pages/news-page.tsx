import { useIntl } from '../../../lib/intl-context';
import { useLocation, useSearch } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { LinkTabs } from '../../../components/ui/tabs';

/** The sort orders of a news list, kept in the `sort` query parameter; the first is the default. */
const SORTS = [
  { value: 'noi-bat', labelId: 'tabs.news.hottest' },
  { value: 'xem-nhieu-nhat', labelId: 'tabs.news.mostViewed' },
  { value: 'de-xuat', labelId: 'tabs.news.recommended' },
] as const;

export default function NewsPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const [pathname] = useLocation();
  const sort = new URLSearchParams(useSearch()).get('sort') ?? SORTS[0].value;
  const tabs = SORTS.map((s) => ({
    key: s.value,
    href: `${pathname}?sort=${s.value}`,
    label: intl.formatMessage({ id: s.labelId }),
    current: s.value === sort ? ('page' as const) : undefined,
  }));
  return (
    <PageFrame
      routeId={routeId}
      params={params}
      introId="intro.news"
      tabs={<LinkTabs label={intl.formatMessage({ id: 'tabs.news.label' })} tabs={tabs} />}
    />
  );
}
