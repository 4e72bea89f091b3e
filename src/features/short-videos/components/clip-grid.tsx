import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { formatCount } from '../../../lib/format/count';
import { formatDuration } from '../../../lib/format/score';
import type { ShortItem } from '../../../../contracts/schemas/content/shorts';
import { srOnly } from '../../../components/ui/text-styles';

export const gridStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
  gap: { base: '2', sm: '3' },
});
const card = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0', borderRadius: 'lg', _focusVisible: { outlineOffset: '[2px]' } });
export const posterBox = css({ position: 'relative', aspectRatio: '[9 / 16]', borderRadius: 'lg', overflow: 'hidden', bg: 'ink.950' });
const poster = css({ w: 'full', h: 'full', objectFit: 'cover', transitionProperty: '[transform]', transitionDuration: 'normal', _groupHover: { transform: 'scale(1.03)' } });
/** The views and the length, at the top right: the poster's foot carries the creator's name. */
const badges = css({ position: 'absolute', top: '2', right: '2', display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: '1' });
const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '1.5',
  borderRadius: 'sm',
  bg: 'bg.overlay',
  color: 'fg.onLive',
  fontSize: 'xs',
  fontWeight: 'semibold',
});
const title = css({ fontSize: 'sm', fontWeight: 'semibold', lineClamp: '2', overflowWrap: 'anywhere' });
const creator = css({ fontSize: 'xs', color: 'fg.muted', truncate: true });
const skeleton = css({ aspectRatio: '[9 / 16]', borderRadius: 'lg', bg: 'bg.surface', animation: 'livePulse' });

/** Clips as posters in a grid (explore, saved, a profile), each leading to its page. */
export function ClipGrid({ clips, showCreator = true, testId = 'short-grid' }: { clips: ShortItem[]; showCreator?: boolean; testId?: string }) {
  const intl = useIntl();
  return (
    <ul className={gridStyle} data-testid={testId}>
      {clips.map((clip) => (
        <li key={clip.id}>
          <AppLink href={clip.path} className={`group ${card}`} data-testid="short-card" data-clip-id={clip.id}>
            <span className={posterBox}>
              <img className={poster} src={clip.thumbnail} alt="" loading="lazy" decoding="async" width={270} height={480} />
              <span className={badges}>
                <span className={badge} aria-label={intl.formatMessage({ id: 'shorts.views' }, { count: formatCount(clip.views) })} data-testid="short-card-views">
                  <Icon name="play" size={12} />
                  {formatCount(clip.views)}
                </span>
                {clip.durationSeconds > 0 ? <span className={badge}>{formatDuration(clip.durationSeconds)}</span> : null}
              </span>
            </span>
            <span className={title}>{clip.title}</span>
            {showCreator ? <span className={creator}>{clip.creator.displayName}</span> : null}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/** The grid while it loads: the same cells, so nothing moves when the clips come. */
export function ClipGridSkeleton({ cells = 12 }: { cells?: number }) {
  const intl = useIntl();
  return (
    <div className={gridStyle} aria-busy="true" data-state="loading" data-testid="section-loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      {Array.from({ length: cells }, (_, i) => (
        <div key={i} className={skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}
