import { defineSlotRecipe } from '@pandacss/dev';

/** A row of mutually exclusive choices (email / phone, message type); the chosen one has aria-pressed or aria-checked (a link: aria-current=page). */
export const segmented = defineSlotRecipe({
  className: 'segmented',
  slots: ['root', 'item'],
  base: {
    root: {
      display: 'inline-flex',
      gap: '1',
      p: '1',
      bg: 'bg.subtle',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      maxW: 'full',
      overflowX: 'auto',
      scrollbarWidth: 'none',
    },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '1.5',
      flex: '1',
      minHeight: '9',
      px: '3',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      borderRadius: 'lg',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      transitionProperty: 'background-color, color',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default' },
      '&[aria-pressed=true], &[aria-checked=true], &[aria-current=page]': { bg: 'bg.elevated', color: 'fg.default', fontWeight: 'semibold', boxShadow: 'elevated' },
    },
  },
  variants: {
    fullWidth: {
      true: { root: { display: 'flex', w: 'full' } },
    },
  },
  staticCss: ['*'],
});
