/** Shared styles of the /tip-keo pages. */
import { css } from '../../../../styled-system/css';

export {
  muted,
  section as card,
  sectionTitle as cardTitle,
  smallCrest as crest,
  stack,
  subtle,
  truncate,
} from '../../../components/sports/section-styles';
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
