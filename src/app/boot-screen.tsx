import { useLayoutEffect } from 'react';
import { css } from '../../styled-system/css';
import { iconButton } from '../../styled-system/recipes';
import type { Locale } from '../../contracts/constants';
import { LoadingBar } from '../components/ui/loading-bar';
import { Icon } from '../components/ui/icon';
import { dismissStaticFrame } from '../lib/static-frame';

/** Accessible names for the moments before any catalogue has loaded. */
const LOADING_LABEL: Record<Locale, string> = { vi: 'Đang tải', en: 'Loading', zh: '載入中' };
const RETRY_LABEL: Record<Locale, string> = { vi: 'Thử lại', en: 'Try again', zh: '重試' };

const screen = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1',
  minHeight: 'dvh',
  bg: 'bg.canvas',
});

interface BootScreenProps {
  locale: Locale;
  /** The first catalogue failed to load: offer a retry instead of the bar. */
  onRetry?: () => void;
}

/** A dark, text-free screen while the first messages load. */
export function BootScreen({ locale, onRetry }: BootScreenProps) {
  // The first catalogue failed: the retry button must be seen, not the static first paint.
  const failed = onRetry !== undefined;
  useLayoutEffect(() => {
    if (failed) dismissStaticFrame();
  }, [failed]);
  return (
    <div className={screen} data-testid="boot-screen">
      {onRetry ? (
        <button type="button" className={iconButton()} aria-label={RETRY_LABEL[locale]} onClick={onRetry}>
          <Icon name="refresh" size={28} />
        </button>
      ) : (
        <LoadingBar label={LOADING_LABEL[locale]} />
      )}
    </div>
  );
}
