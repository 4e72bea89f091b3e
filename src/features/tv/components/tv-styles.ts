import { css } from '../../../../styled-system/css';
export { muted } from '../../../components/ui/text-styles';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '5' } });
export const sectionTitle = css({ textStyle: 'sectionTitle' });

/** The bar of a programme's progress (decorative: the percent is written beside it). */
export const bar = css({ position: 'relative', h: '1.5', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' });
export const barFill = css({ position: 'absolute', insetY: '0', left: '0', borderRadius: 'full', bg: 'accent.default' });
