import { defineRecipe } from '@pandacss/dev';

export const iconButton = defineRecipe({
  className: 'icon-button',
  description: 'A square button holding one icon; always give it an aria-label.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: '0',
    borderRadius: 'lg',
    color: 'fg.muted',
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: 'fast',
    _hover: { bg: 'bg.hover', color: 'fg.default' },
  },
  variants: {
    size: {
      sm: { w: '8', h: '8' },
      md: { w: 'touch', h: 'touch' },
    },
  },
  defaultVariants: { size: 'md' },
  staticCss: ['*'],
});
