import { css } from '../../../../styled-system/css';
import type { PromotionStatus } from '../../../../contracts/content-values';

/** The banner keeps its 3:1 shape before it loads (no layout shift). */
export const bannerBox = css({ position: 'relative', display: 'block', aspectRatio: '[3 / 1]', overflow: 'hidden', bg: 'bg.subtle' });
export const bannerImage = css({ display: 'block', w: 'full', h: 'full', objectFit: 'cover', transitionProperty: 'common', transitionDuration: 'normal' });
export const statusBadge = css({ position: 'absolute', top: '2', left: '2' });

/** Solid labels on a picture: readable whatever its colours. */
export const onBanner = css({ bg: 'bg.overlay', color: 'fg.onLive' });
export const STATUS_BADGE: Record<PromotionStatus, string> = {
  active: css({ bg: 'accent.live', color: 'fg.onLive' }),
  upcoming: css({ bg: 'accent.default', color: 'fg.onAccent' }),
  ended: onBanner,
};
