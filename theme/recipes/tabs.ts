import { defineSlotRecipe } from '@pandacss/dev';

/** Sub-navigation tabs that are real links; the current one carries aria-current. */
export const tabs = defineSlotRecipe({
  className: 'tabs',
  slots: ['root', 'list', 'tab'],
  base: {
    root: {
      position: 'relative',
      borderBottomWidth: '1px',
      borderColor: 'border.subtle',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
    },
    list: {
      display: 'flex',
      gap: '1',
      minWidth: 'max',
    },
    tab: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: 'touch',
      px: '3',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      borderRadius: 'md',
      transitionProperty: 'color',
      transitionDuration: 'fast',
      _hover: { color: 'fg.default' },
      // The strip scrolls sideways and clips anything outside it: the theme's ring goes inside the tab.
      _focusVisible: { outlineOffset: '[-2px]' },
      _after: {
        content: '""',
        position: 'absolute',
        insetX: '3',
        bottom: '0',
        h: '0.5',
        borderRadius: 'full',
        bg: 'transparent',
      },
      '&[aria-current]': {
        color: 'fg.default',
        fontWeight: 'semibold',
        _after: { bg: 'accent.default' },
      },
    },
  },
  staticCss: ['*'],
});
