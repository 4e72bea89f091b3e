import { useIntl } from '../../../../lib/intl-context';
import { css, cx } from '../../../../../styled-system/css';
import { useLiveCount } from '../../../../app/machine-hooks';

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1.5',
  borderRadius: 'full',
  bg: 'accent.liveMuted',
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
});
const dot = css({ w: '2', h: '2', borderRadius: 'full', bg: 'accent.live', animation: 'livePulse' });
/** The pill while the first count loads: the same box with its words hidden, so a narrow toolbar wraps the same way. */
const placeholder = css({ bg: 'bg.active', color: 'transparent', animation: 'livePulse', userSelect: 'none' });

/**
 * "N matches live now": `count` when the page knows it from the list it shows (today's rows of its
 * sport), else the site's count from the root's live-count machine (refreshed every 20 s); a
 * placeholder of its size until the first count is known, nothing when it cannot be had.
 */
export function LiveCountPill({ count: shown }: { count?: number | null }) {
  const intl = useIntl();
  const site = useLiveCount();
  const { count, state } = shown !== undefined && shown !== null ? { count: shown, state: 'ready' as const } : site;
  if (count === null) {
    if (state !== 'loading') return null;
    return (
      <p className={cx(pill, placeholder)} aria-hidden="true" data-testid="live-count-loading">
        <span className={dot} />
        {intl.formatMessage({ id: 'liveCount.summary' }, { count: 10 })}
      </p>
    );
  }
  return (
    <p className={pill} data-testid="live-count" data-state={state} aria-live="polite">
      <span className={dot} aria-hidden="true" />
      {intl.formatMessage({ id: 'liveCount.summary' }, { count })}
    </p>
  );
}
