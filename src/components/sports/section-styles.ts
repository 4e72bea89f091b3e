/** Shared styles of match sections (live room tabs, match centre). */
import { css } from '../../../styled-system/css';
export { muted } from '../ui/text-styles';

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
export const sectionTitle = css({ fontSize: 'md', fontWeight: 'bold', lineHeight: 'tight' });
export const subtle = css({ color: 'fg.subtle', fontSize: 'xs' });
export const truncate = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' });
export const smallCrest = css({ w: '6', h: '6', objectFit: 'contain', flexShrink: '0' });
/**
 * A table that scrolls sideways inside itself on a narrow phone instead of overflowing the page. It
 * is the containing block of what its cells hold out of flow (the form chips' screen-reader words,
 * absolutely placed): without it they escaped the scroll box and widened the page to 592 px.
 */
export const tableScroller = css({
  position: 'relative',
  overflowX: 'auto',
  minW: '0',
  mx: { base: '-4', sm: '0' },
  px: { base: '4', sm: '0' },
  // Under columns kept in view (tableStickyLead) the box has no padding for the scrolled ones to show in.
  '&[data-sticky-lead]': { mx: '0', px: '0' },
});
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
/**
 * A league table with every column shown on a phone: it scrolls sideways in its box (tableScroller
 * with data-sticky-lead) while the position (2rem wide) and the team (a name of at least 8rem) stay
 * in view, over the surface's colour.
 */
export const tableStickyLead = css({
  '& tr > :nth-child(-n+2)': { position: 'sticky', zIndex: 'raised', bg: 'bg.surface' },
  '& tr > :first-child': { left: '0', w: '8', minW: '8', maxW: '8' },
  '& tr > :nth-child(2)': { left: '8' },
  '& tbody th a': { w: '[8rem]' },
  '& tr[aria-current=true] > :nth-child(-n+2)': { backgroundImage: '[linear-gradient(token(colors.accent.muted), token(colors.accent.muted))]' },
});
