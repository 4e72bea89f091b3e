import { defineRecipe } from '@pandacss/dev';

export const card = defineRecipe({
  className: 'card',
  description: 'A surface that groups content; interactive cards are whole links.',
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'xl',
    p: '4',
    color: 'fg.default',
  },
  variants: {
    interactive: {
      true: {
        cursor: 'pointer',
        transitionProperty: 'border-color, background-color, transform',
        transitionDuration: 'normal',
        _hover: { borderColor: 'accent.default', bg: 'bg.elevated' },
        _active: { transform: 'scale(0.98)' },
      },
    },
  },
  staticCss: ['*'],
});
