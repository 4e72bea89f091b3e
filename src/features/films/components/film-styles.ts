/** Styles shared by the films pages. */
import { css } from '../../../../styled-system/css';
export { muted } from '../../../components/ui/text-styles';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
export const sectionTitle = css({ textStyle: 'sectionTitle' });
export const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
  listStyle: 'none',
  p: '0',
  m: '0',
});
export const poster = css({
  display: 'block',
  w: 'full',
  aspectRatio: '[2 / 3]',
  objectFit: 'cover',
  borderRadius: 'lg',
  bg: 'bg.subtle',
});
export const skeletonBlock = css({ bg: 'bg.subtle', borderRadius: 'lg', animation: 'livePulse' });
export const select = css({ appearance: 'auto', cursor: 'pointer', minW: '0' });
