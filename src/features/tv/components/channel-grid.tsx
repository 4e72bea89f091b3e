import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import { formatClockTime } from '../../../lib/format/date-time';
import { href } from '../../../../contracts/href';
import { tvChannelsLoader } from '../../../../machines/tv/tv.loaders';
import { progressOf } from '../../../../machines/tv/guide-now-next';
import type { ChannelCard } from '../../../../contracts/schemas/media/tv';
import { bar, barFill } from './tv-styles';
import { useNow } from '../../../components/ui/use-now';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '3',
});
const card = css({
  display: 'grid',
  gridTemplateColumns: '[3.5rem 1fr]',
  gap: '3',
  alignItems: 'start',
  minH: '28',
  p: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  transitionProperty: 'colors',
  transitionDuration: 'fast',
  _hover: { borderColor: 'accent.default', bg: 'bg.hover' },
});
const logo = css({ w: '14', h: '14', borderRadius: 'lg', bg: 'bg.subtle' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const name = css({ fontWeight: 'bold', fontSize: 'md', lineHeight: 'tight', overflowWrap: 'anywhere' });
const meta = css({ color: 'fg.muted', fontSize: 'xs', display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });
const live = css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: 'accent.liveText', fontWeight: 'bold', textTransform: 'uppercase' });
const now = css({ fontSize: 'sm', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const times = css({ display: 'flex', justifyContent: 'space-between', color: 'fg.muted', fontSize: 'xs', fontVariantNumeric: 'tabular-nums' });
const skeleton = css({ minH: '28', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });

function ChannelTile({ channel, timeZone, at }: { channel: ChannelCard; timeZone: string; at: number }) {
  const intl = useIntl();
  const playing = channel.nowPlaying;
  const progress = playing ? progressOf(playing, at) : 0;
  return (
    <li>
      <AppLink href={channel.path} className={card} data-testid="tv-channel-card" data-channel={channel.slug}>
        <img className={logo} src={channel.logo} alt="" width={56} height={56} loading="lazy" />
        <span className={body}>
          <span className={name} data-testid="tv-channel-name">
            {channel.name}
          </span>
          <span className={meta}>
            <span>{channel.callSign}</span>
            <span aria-hidden="true">·</span>
            <span>{intl.formatMessage({ id: `tv.category.${channel.category}` })}</span>
            <span aria-hidden="true">·</span>
            <span>{channel.nation.name}</span>
          </span>
          {playing ? (
            <>
              <span className={now}>
                <span className={live}>
                  <Icon name="dot" size={10} />
                  {intl.formatMessage({ id: 'tv.now' })}
                </span>{' '}
                <span data-testid="tv-channel-now">{playing.title}</span>
              </span>
              <span className={bar} aria-hidden="true">
                <span className={barFill} style={{ width: `${progress}%` }} />
              </span>
              <span className={times}>
                <span>
                  {formatClockTime(playing.startsAt, timeZone, intl.locale)}–{formatClockTime(playing.endsAt, timeZone, intl.locale)}
                </span>
                <span>{intl.formatMessage({ id: 'tv.progress' }, { percent: progress })}</span>
              </span>
            </>
          ) : null}
        </span>
      </AppLink>
    </li>
  );
}

/** The channels of a nation (or all of them), each with what it airs now; a 404 nation is "not found". */
export function ChannelGrid({ nation, exclude }: { nation?: string; exclude?: string }) {
  const intl = useIntl();
  const timeZone = useVisitorTimeZone();
  const at = useNow(30_000).getTime();
  const channels = useLoader(tvChannelsLoader, { nation, timezone: timeZone });
  if (channels.status === 'loading')
    return (
      <ul className={grid} aria-busy="true" data-testid="tv-channels" data-state="loading">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={skeleton} aria-hidden="true" />
        ))}
      </ul>
    );
  if (channels.status === 'failed' && channels.error?.status === 404)
    return (
      <SectionNotice
        icon="tv"
        title={intl.formatMessage({ id: 'tv.nation.notFound' })}
        text={channels.error.message}
        testId="tv-not-found"
        action={<AppLink href={href('tv')}>{intl.formatMessage({ id: 'tv.backToAll' })}</AppLink>}
      />
    );
  if (channels.status === 'failed') return <LoadFailed error={channels.error} onRetry={channels.retry} />;
  const list = (channels.data?.list ?? []).filter((c) => c.slug !== exclude);
  if (channels.status === 'empty' || list.length === 0)
    return <SectionNotice icon="tv" title={intl.formatMessage({ id: 'tv.channels.empty' })} testId="tv-channels-empty" />;
  return (
    <ul className={grid} data-testid="tv-channels" data-state="ready">
      {list.map((channel) => (
        <ChannelTile key={channel.id} channel={channel} timeZone={timeZone} at={at} />
      ))}
    </ul>
  );
}
