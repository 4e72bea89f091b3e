import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { AppLink } from '../../../components/ui/app-link';
import { formatCount } from '../../../lib/format/count';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { formatClock } from '../../../../machines/player/vod';
import type { HighlightItem } from '../../../../contracts/schemas/content/highlights';
import { TextWithScores } from './score-text';

const link = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2.5',
  minW: '0',
  borderRadius: 'xl',
  color: 'fg.default',
  textDecoration: 'none',
  '&:hover .hl-title': { color: 'accent.text' },
  '&:hover .hl-thumb img': { transform: 'scale(1.03)' },
});
const row = css({ flexDirection: 'row', gap: '3', alignItems: 'flex-start' });
const thumb = css({ position: 'relative', w: 'full', aspectRatio: 'wide', borderRadius: 'xl', overflow: 'hidden', bg: 'bg.subtle', flexShrink: '0' });
const rowThumb = css({ w: { base: '40', sm: '44' }, borderRadius: 'lg' });
const image = css({ w: 'full', h: 'full', objectFit: 'cover', transition: '[transform 0.2s]' });
// Drawn over the thumbnail's own length badge (the generated picture has one at this place, for sharing).
const duration = css({
  position: 'absolute',
  right: '[1.6%]',
  bottom: '[3.2%]',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '[14.5%]',
  h: '[11%]',
  minH: '5',
  px: '1.5',
  borderRadius: 'md',
  bg: 'ink.950',
  color: 'fg.onLive',
  fontSize: 'xs',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
});
const body = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' });
const title = css({ fontWeight: 'bold', fontSize: { base: 'md', sm: 'md' }, lineHeight: 'snug', lineClamp: '2', overflowWrap: 'anywhere' });
const rowTitle = css({ fontSize: 'sm' });
const meta = css({ display: 'flex', flexWrap: 'wrap', columnGap: '1.5', color: 'fg.muted', fontSize: 'sm' });
const rowMeta = css({ fontSize: 'xs' });
const league = css({ color: 'fg.default', fontWeight: 'semibold' });

/** "1:05:02": a highlight's length as its badge shows it. */
export const durationText = (seconds: number) => formatClock(seconds);

interface HighlightCardProps {
  item: HighlightItem;
  /** A row (thumbnail beside the text) for the related list; a tile otherwise. */
  compact?: boolean;
  now: Date;
}

/** A highlight as a video tile (thumbnail with its length, title, league, views and age) linking to its page. */
export function HighlightCard({ item, compact = false, now }: HighlightCardProps) {
  const intl = useIntl();
  return (
    <AppLink href={item.path} className={cx(link, compact && row)} data-testid="highlight-card" data-id={item.id} data-match={item.matchId ?? undefined}>
      <div className={cx('hl-thumb', thumb, compact && rowThumb)}>
        <img className={image} src={item.thumbnail} alt="" loading="lazy" decoding="async" width={320} height={180} />
        <span className={duration} data-testid="highlight-duration" aria-label={intl.formatMessage({ id: 'highlights.duration' }, { time: durationText(item.durationSeconds) })}>
          {durationText(item.durationSeconds)}
        </span>
      </div>
      <div className={body}>
        <h3 className={cx('hl-title', title, compact && rowTitle)}>
          <TextWithScores text={item.title} />
        </h3>
        <p className={cx(meta, compact && rowMeta)}>
          <span className={league}>{item.leagueName}</span>
          <span aria-hidden="true">·</span>
          <span data-testid="highlight-views">{intl.formatMessage({ id: 'highlights.views' }, { count: formatCount(item.views) })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={item.publishedAt}>{formatRelativeTime(item.publishedAt, now, intl.locale)}</time>
        </p>
      </div>
    </AppLink>
  );
}

const skeletonThumb = css({ w: 'full', aspectRatio: 'wide', borderRadius: 'xl', bg: 'bg.subtle', animation: 'livePulse' });
const skeletonLine = css({ h: '4', borderRadius: 'md', bg: 'bg.subtle', animation: 'livePulse' });

/** A tile's placeholder of the same size while the list loads. */
export function HighlightCardSkeleton() {
  return (
    <div className={link} aria-hidden="true" data-testid="highlight-skeleton">
      <div className={skeletonThumb} />
      <div className={body}>
        <div className={skeletonLine} />
        <div className={cx(skeletonLine, css({ w: '[60%]' }))} />
        <div className={cx(skeletonLine, css({ w: '[40%]', h: '3.5' }))} />
      </div>
    </div>
  );
}
