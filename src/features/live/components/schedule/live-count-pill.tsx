import { useIntl } from '../../../../lib/intl-context';
import { css } from '../../../../../styled-system/css';
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

/** "N matches live now", from the root's live-count machine (refreshed every 20 s); nothing until a count is known. */
export function LiveCountPill() {
  const intl = useIntl();
  const { count, state } = useLiveCount();
  if (count === null) return null;
  return (
    <p className={pill} data-testid="live-count" data-state={state} aria-live="polite">
      <span className={dot} aria-hidden="true" />
      {intl.formatMessage({ id: 'liveCount.summary' }, { count })}
    </p>
  );
}
