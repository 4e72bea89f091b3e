import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import type { PageProps } from '../../../app/page-props';
import { useVisitorTimeZone } from '../../../app/machine-hooks';
import { Player } from '../../../components/player/player';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, LoadingRows, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { formatClockTime } from '../../../lib/format/date-time';
import { href } from '../../../../contracts/href';
import { DAY_QUERY } from '../../../../contracts/day-strip';
import { tvChannelLoader } from '../../../../machines/tv/tv.loaders';
import { nowAndNext } from '../../../../machines/tv/guide-now-next';
import type { ChannelDetail } from '../../../../contracts/schemas/media/tv';
import { ChannelGrid } from '../components/channel-grid';
import { ChannelGuide } from '../components/channel-guide';
import { bar, barFill, muted, sectionTitle, stack } from '../components/tv-styles';
import { useNow } from '../../../components/ui/use-now';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[minmax(0, 1.7fr) minmax(20rem, 1fr)]' },
  gap: { base: '5', lg: '6' },
  alignItems: 'start',
});
const playerSlot = css({ w: 'full', aspectRatio: 'wide', borderRadius: { base: '[0]', sm: 'xl' }, bg: 'ink.950' });
const info = css({ display: 'grid', gridTemplateColumns: '[3.5rem 1fr]', gap: '3', alignItems: 'center' });
const logo = css({ w: '14', h: '14', borderRadius: 'lg', bg: 'bg.subtle' });
const channelName = css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: 'tight' });
const cards = css({ display: 'grid', gridTemplateColumns: { base: '[minmax(0, 1fr)]', sm: '[minmax(0, 1fr) minmax(0, 1fr)]' }, gap: '3' });
const card = css({ display: 'flex', flexDirection: 'column', gap: '1.5', p: '4', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', minH: '28' });
const label = css({ fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', color: 'fg.muted', letterSpacing: 'wide' });
const liveLabel = css({ color: 'accent.liveText' });
const programme = css({ fontWeight: 'semibold', fontSize: 'md', overflowWrap: 'anywhere' });
const timeRow = css({ display: 'flex', justifyContent: 'space-between', fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });

function NowNextCards({ detail, at, timeZone }: { detail: ChannelDetail; at: number; timeZone: string }) {
  const intl = useIntl();
  const { now, next, progress } = nowAndNext(detail.guide, at);
  const range = (from: string, to: string) => `${formatClockTime(from, timeZone, intl.locale)}–${formatClockTime(to, timeZone, intl.locale)}`;
  return (
    <div className={cards} data-testid="tv-now-next">
      <div className={card} data-testid="tv-now">
        <span className={`${label} ${liveLabel}`}>{intl.formatMessage({ id: 'tv.nowOnAir' })}</span>
        {now ? (
          <>
            <span className={programme} data-testid="tv-now-title">
              {now.title}
            </span>
            <span
              className={bar}
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              aria-label={intl.formatMessage({ id: 'tv.progressLabel' })}
            >
              <span className={barFill} style={{ width: `${progress}%` }} />
            </span>
            <span className={timeRow}>
              <span>{range(now.startsAt, now.endsAt)}</span>
              <span data-testid="tv-now-progress">{intl.formatMessage({ id: 'tv.progress' }, { percent: progress })}</span>
            </span>
          </>
        ) : (
          <span className={muted}>{intl.formatMessage({ id: 'tv.nothingOnAir' })}</span>
        )}
      </div>
      <div className={card} data-testid="tv-next">
        <span className={label}>{intl.formatMessage({ id: 'tv.upNext' })}</span>
        {next ? (
          <>
            <span className={programme} data-testid="tv-next-title">
              {next.title}
            </span>
            <span className={timeRow}>
              <span>{range(next.startsAt, next.endsAt)}</span>
            </span>
          </>
        ) : (
          <span className={muted}>{intl.formatMessage({ id: 'tv.nothingNext' })}</span>
        )}
      </div>
    </div>
  );
}

/** /tivi/{nation}/{channel}: the live channel, what is on now and next, the week's guide, the nation's other channels. */
export default function TvChannelPage(props: PageProps) {
  // Channel to channel: a new read (the player stays the root's one player and takes the new stream).
  return <ChannelView key={`${props.params.nation}/${props.params.channel}`} {...props} />;
}

function ChannelView({ routeId, params }: PageProps) {
  const intl = useIntl();
  const nation = params.nation ?? '';
  const channel = params.channel ?? '';
  const timeZone = useVisitorTimeZone();
  const at = useNow(30_000).getTime();
  const [pathname] = useLocation();
  const asked = new URLSearchParams(useSearch()).get(DAY_QUERY.day);
  // Read again when the programme on air changes, so "now" and "next" follow the guide.
  const today = useLoader(tvChannelLoader, { query: { nation, channel, timezone: timeZone } }, (data) => (data ? (nowAndNext(data.guide, at).now?.startsAt ?? 'none') : ''));

  // The channel's own name once known (the first paint has the address's words).
  const frame = (children: ReactNode) => (
    <PageFrame routeId={routeId} params={params} introId="intro.tvChannel" name={today.data?.channel.name}>
      {children}
    </PageFrame>
  );

  if (today.status === 'failed' && today.error?.status === 404)
    return frame(
      <SectionNotice
        icon="tv"
        title={intl.formatMessage({ id: 'tv.channel.notFound' })}
        text={today.error.message}
        testId="tv-not-found"
        action={<AppLink href={href('tv')}>{intl.formatMessage({ id: 'tv.backToAll' })}</AppLink>}
      />,
    );
  if (today.status === 'failed') return frame(<LoadFailed error={today.error} onRetry={today.retry} />);
  const detail = today.data;
  if (today.status === 'loading' || !detail)
    return frame(
      <div className={layout} data-testid="tv-channel" data-state="loading">
        <div className={stack}>
          <div className={playerSlot} aria-hidden="true" />
          <LoadingRows rows={2} />
        </div>
        <LoadingRows rows={6} />
      </div>,
    );

  const selected = asked && detail.week.includes(asked) ? asked : detail.today;
  const hrefOf = (day: string) => (day === detail.today ? pathname : `${pathname}?${DAY_QUERY.day}=${day}`);
  const ch = detail.channel;
  return frame(
    <>
      <div className={layout} data-testid="tv-channel" data-state="ready" data-channel={ch.slug}>
        <div className={stack}>
          <Player controls="live" src={ch.streamPath} title={ch.name} />
          <div className={info}>
            <img className={logo} src={ch.logo} alt="" width={56} height={56} />
            <div>
              <h2 className={channelName} data-testid="tv-channel-title">
                {ch.name}
              </h2>
              <p className={muted}>
                {ch.callSign} · {intl.formatMessage({ id: `tv.category.${ch.category}` })} · {ch.nation.name}
              </p>
            </div>
          </div>
          <p className={muted}>{ch.description}</p>
          <NowNextCards detail={detail} at={at} timeZone={timeZone} />
        </div>
        <ChannelGuide today={detail} selected={selected} timeZone={timeZone} at={at} hrefOf={hrefOf} />
      </div>
      <section className={stack} aria-labelledby="tv-more-title">
        <h2 id="tv-more-title" className={sectionTitle}>
          {intl.formatMessage({ id: 'tv.moreChannels' }, { nation: ch.nation.name })}
        </h2>
        <ChannelGrid nation={ch.nation.slug} exclude={ch.slug} />
      </section>
    </>,
  );
}
