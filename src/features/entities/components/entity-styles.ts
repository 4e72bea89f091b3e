/** Styles of the entity pages: the match sections' own (section, table…) and the profile's facts and tiles. */
import { css } from '../../../../styled-system/css';

export { muted, section, sectionTitle, smallCrest, stack, subtle, table, tableScroller, truncate } from '../../../components/sports/section-styles';

export const sectionHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', minW: '0' });
export const textLink = css({ color: 'fg.default', fontWeight: 'semibold', _hover: { color: 'accent.text', textDecoration: 'underline' } });
/** Label / value pairs of a profile. */
export const facts = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: '3' });
export const fact = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
export const factValue = css({ fontSize: 'sm', fontWeight: 'semibold', overflowWrap: 'anywhere' });
/** Big numbers in tiles (a season, a record). */
export const tiles = css({ display: 'grid', gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: '2' });
/** A tile: its dt (label) first in the markup, shown under its dd (the number). */
export const tile = css({ display: 'flex', flexDirection: 'column-reverse', alignItems: 'center', gap: '0.5', py: '3', px: '1', bg: 'bg.subtle', borderRadius: 'lg', minW: '0', textAlign: 'center' });
export const tileValue = css({ fontSize: 'xl', fontWeight: 'extrabold', fontVariantNumeric: 'tabular-nums', lineHeight: 'tight' });
export const tileLabel = css({ fontSize: 'xs', color: 'fg.muted', lineHeight: 'tight' });
