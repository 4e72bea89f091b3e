/** Shared styles of the entity pages. */
import { css } from '../../../../styled-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
export const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: { base: '4', sm: '5' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  minW: '0',
});
export const sectionHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', minW: '0' });
export const sectionTitle = css({ fontSize: 'md', fontWeight: 'bold', lineHeight: 'tight' });
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
export const subtle = css({ color: 'fg.subtle', fontSize: 'xs' });
export const truncate = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' });
export const smallCrest = css({ w: '6', h: '6', objectFit: 'contain', flexShrink: '0' });
export const textLink = css({ color: 'fg.default', fontWeight: 'semibold', _hover: { color: 'accent.text', textDecoration: 'underline' } });
/** A table that scrolls sideways on a narrow phone instead of overflowing the page. */
export const tableScroller = css({ overflowX: 'auto', minW: '0', mx: { base: '-4', sm: '0' }, px: { base: '4', sm: '0' } });
export const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { py: '2.5', px: '2', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border.subtle' },
  '& thead th': { py: '2', fontWeight: 'semibold', color: 'fg.muted', fontSize: 'xs', whiteSpace: 'nowrap' },
  '& tbody th': { fontWeight: 'medium' },
  '& th[data-numeric], & td[data-numeric]': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& tbody tr:last-child > *': { borderBottomWidth: '0' },
  '& th:first-child, & td:first-child': { pl: '0' },
  '& th:last-child, & td:last-child': { pr: '0' },
});
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
