/** Shared styles of the /tip-keo pages. */
import { css } from '../../../../styled-system/css';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
export const card = css({
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
export const cardTitle = css({ fontSize: 'md', fontWeight: 'bold', lineHeight: 'tight' });
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
export const subtle = css({ color: 'fg.subtle', fontSize: 'xs' });
export const truncate = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minW: '0' });
export const crest = css({ w: '6', h: '6', objectFit: 'contain', flexShrink: '0' });
export const numeric = css({ fontVariantNumeric: 'tabular-nums' });
/** The list and an aside beside it from desktop widths; one column on phones. */
export const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: '[minmax(0, 1fr) 20rem]' },
  gap: { base: '4', lg: '6' },
  alignItems: 'start',
});
export const toolbar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
export const list = css({ display: 'flex', flexDirection: 'column', gap: '3' });
/** Units and percentages coloured by their sign. */
export const signed = css({
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  '&[data-sign=up]': { color: 'status.success' },
  '&[data-sign=down]': { color: 'status.error' },
});

export const signOf = (value: number): 'up' | 'down' | 'zero' => (Math.round(value * 100) === 0 ? 'zero' : value > 0 ? 'up' : 'down');

/** A segmented control's item that is a link: the current one (aria-current) looks chosen. */
export const segmentLink = css({
  textDecoration: 'none',
  '&[aria-current=page]': { bg: 'bg.elevated', color: 'fg.default', fontWeight: 'semibold', boxShadow: 'elevated' },
});
