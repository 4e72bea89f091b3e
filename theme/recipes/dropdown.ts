import { defineSlotRecipe } from '@pandacss/dev';

/** A disclosure menu: a trigger button and a panel of links. */
export const dropdown = defineSlotRecipe({
  className: 'dropdown',
  slots: ['root', 'trigger', 'panel'],
  base: {
    root: { position: 'relative' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      minHeight: '9',
      px: '3',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      borderRadius: 'lg',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      _hover: { bg: 'bg.hover', color: 'fg.default' },
      _expanded: { bg: 'bg.hover', color: 'fg.default' },
      '&[data-active=true]': { color: 'accent.text' },
      '& svg': { transition: 'transform 150ms ease' },
      '&[aria-expanded=true] svg:last-child': { transform: 'rotate(180deg)' },
    },
    panel: {
      position: 'absolute',
      top: 'calc(100% + 6px)',
      zIndex: 'dropdown',
      minWidth: '56',
      maxHeight: '70vh',
      overflowY: 'auto',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      p: '1.5',
      bg: 'bg.elevated',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'xl',
      boxShadow: 'elevated',
      animation: 'dropdownIn',
    },
  },
  variants: {
    align: {
      start: { panel: { left: '0' } },
      end: { panel: { right: '0' } },
    },
  },
  defaultVariants: { align: 'start' },
  staticCss: ['*'],
});
