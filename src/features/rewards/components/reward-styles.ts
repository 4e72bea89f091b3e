import { css } from '../../../../styled-system/css';
export { muted, srOnly } from '../../../components/ui/text-styles';

/**
 * Layout and pieces shared by the missions and check-in pages. The page grid: on a phone the side
 * column (level, streak, today) comes first, then the main one; from 1024 px the main column is on
 * the left and the side one on the right.
 */
export const pageGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 21rem' },
  gridTemplateAreas: { base: '"side" "main"', md: '"main side"' },
  gap: { base: '4', sm: '5' },
  alignItems: 'start',
});
export const mainArea = css({ gridArea: 'main', display: 'flex', flexDirection: 'column', gap: { base: '3', sm: '4' }, minWidth: '0' });
export const sideArea = css({ gridArea: 'side', display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '5' }, minWidth: '0', md: { position: 'sticky', top: '[5rem]' } });
export const column = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '5' }, minWidth: '0' });
export const sectionTitle = css({ textStyle: 'sectionTitle' });
export const subtle = css({ color: 'fg.subtle', fontSize: 'xs' });
export const row = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
export const spread = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
export const bar = css({ position: 'relative', h: '2.5', borderRadius: 'full', bg: 'bg.active', overflow: 'hidden' });
export const barFill = css({ position: 'absolute', insetY: '0', left: '0', borderRadius: 'full', bg: 'accent.default', transitionProperty: 'size', transitionDuration: 'slow' });
export const barDone = css({ bg: 'status.success' });
export const numbers = css({ fontVariantNumeric: 'tabular-nums' });
export const expBadge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2.5',
  py: '1',
  borderRadius: 'full',
  bg: 'accent.muted',
  color: 'accent.text',
  fontSize: 'sm',
  fontWeight: 'bold',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
export const okLine = css({ display: 'flex', alignItems: 'center', gap: '1.5', color: 'status.success', fontSize: 'sm', fontWeight: 'semibold' });
export const errorLine = css({ display: 'flex', alignItems: 'flex-start', gap: '1.5', color: 'status.error', fontSize: 'sm' });
