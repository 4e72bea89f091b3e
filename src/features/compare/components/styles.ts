/** Shared styles of the compare pages. */
import { css } from '../../../../styled-system/css';
export { srOnly } from '../../../components/ui/text-styles';
export { muted, section, sectionTitle, subtle, truncate } from '../../../components/sports/section-styles';

export const sectionHead = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' });

/** Side colours: the first side in the accent, the second in the info blue (bars, radar, legend). */
export const sideFill = [css({ bg: 'accent.default' }), css({ bg: 'status.info' })] as const;
export const sideText = [css({ color: 'accent.text' }), css({ color: 'status.info' })] as const;
export const swatch = css({ display: 'inline-block', w: '2.5', h: '2.5', borderRadius: 'sm', flexShrink: '0' });

/** A table of the two sides with the measure's name in the middle column, values aligned per row. */
export const pairTable = css({
  w: 'full',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { py: '2', px: { base: '1', sm: '2' }, borderBottomWidth: '1px', borderColor: 'border.subtle', verticalAlign: 'middle' },
  '& tbody tr:last-child > *': { borderBottomWidth: '0' },
  '& thead th': { pt: '0', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
  '& [data-side="0"]': { textAlign: 'end' },
  '& [data-side="1"]': { textAlign: 'start' },
  '& tbody th': { textAlign: 'center', fontWeight: 'medium', color: 'fg.muted', fontSize: 'xs', lineHeight: 'snug', overflowWrap: 'anywhere' },
});
/** The middle column of a pair table. */
export const pairLabelCol = css({ w: { base: '[36%]', sm: '[30%]' } });
