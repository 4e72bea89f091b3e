import { defineRecipe } from '@pandacss/dev';

export const button = defineRecipe({
  className: 'button',
  description: 'Actions: solid for the main one, outline and ghost for the rest.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'transparent',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    '& svg': { flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'fg.onAccent',
        _hover: { bg: 'accent.emphasized' },
      },
      outline: {
        bg: 'transparent',
        color: 'fg.default',
        borderColor: 'border.strong',
        _hover: { bg: 'bg.hover', borderColor: 'accent.default' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.muted',
        _hover: { bg: 'bg.hover', color: 'fg.default' },
      },
      live: {
        bg: 'accent.live',
        color: 'fg.onLive',
        _hover: { opacity: 'muted' },
      },
    },
    size: {
      sm: { minHeight: '8', px: '3', fontSize: 'sm' },
      md: { minHeight: 'touch', px: '4', fontSize: 'sm' },
      lg: { minHeight: '12', px: '6', fontSize: 'md' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
  staticCss: ['*'],
});
