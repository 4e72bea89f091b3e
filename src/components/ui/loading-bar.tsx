import { css } from '../../../styled-system/css';

const track = css({
  position: 'fixed',
  top: '0',
  insetX: '0',
  zIndex: 'loadingBar',
  h: '0.5',
  overflow: 'hidden',
  bg: 'accent.muted',
  pointerEvents: 'none',
});

const bar = css({
  h: 'full',
  w: 'full',
  transformOrigin: 'left',
  bgGradient: 'to-r',
  gradientFrom: 'accent.default',
  gradientTo: 'accent.emphasized',
  animation: 'loadingBar',
  _motionReduce: { animation: '[none]', transform: 'scaleX(0.6)' },
});

/** The thin indeterminate bar at the very top of the page. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-busy="true" data-testid="loading-bar" className={track}>
      <div className={bar} />
    </div>
  );
}
