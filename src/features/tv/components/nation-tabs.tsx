import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { LinkTabs } from '../../../components/ui/tabs';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { tvNationsLoader } from '../../../../machines/tv/tv.loaders';

const placeholder = css({ h: '11', borderRadius: 'lg', bg: 'bg.surface', animation: 'livePulse' });

/** The nations (the tabs' data), read once by the page. */
export function useNations() {
  return useLoader(tvNationsLoader, {});
}

/** "All" and the nations (with their channel counts) as tabs; the current one is `nation`, or All. */
export function NationTabs({ nation, nations }: { nation?: string; nations: ReturnType<typeof useNations> }) {
  const intl = useIntl();
  // A failure here is the channels' failure too; the grid below shows it with its retry.
  if (nations.status !== 'ready' || !nations.data) return <div className={placeholder} aria-hidden="true" data-testid="tv-nations-loading" />;
  const tabs = [
    { key: 'all', href: href('tv'), label: intl.formatMessage({ id: 'tv.nations.all' }), current: nation ? undefined : ('page' as const) },
    ...nations.data.map((n) => ({
      key: n.slug,
      href: n.path,
      label: intl.formatMessage({ id: 'tv.nations.tab' }, { name: n.name, count: n.channelCount }),
      current: n.slug === nation ? ('page' as const) : undefined,
    })),
  ];
  return (
    <div data-testid="tv-nations">
      <LinkTabs label={intl.formatMessage({ id: 'tv.nations.label' })} tabs={tabs} />
    </div>
  );
}
