import { defineRecipe } from '@pandacss/dev';

/** Links of the header navigation and of menus. */
export const navLink = defineRecipe({
  className: 'nav-link',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    color: 'fg.muted',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    borderRadius: 'lg',
    transitionProperty: 'background-color, color',
    transitionDuration: 'fast',
    _hover: { color: 'fg.default', bg: 'bg.hover' },
    '&[aria-current]': { color: 'accent.text', bg: 'accent.muted' },
  },
  variants: {
    placement: {
      bar: { minHeight: '9', px: '3', fontSize: 'sm' },
      menu: { w: 'full', minHeight: 'touch', px: '3', fontSize: 'sm' },
      list: { w: 'full', minHeight: '12', px: '4', fontSize: 'md' },
    },
  },
  defaultVariants: { placement: 'bar' },
  staticCss: ['*'],
});
