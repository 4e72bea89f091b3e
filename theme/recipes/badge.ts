import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  description: 'Short status labels: LIVE, HOT, counts.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    px: '2',
    py: '0.5',
    fontSize: '2xs',
    fontWeight: 'bold',
    letterSpacing: 'wide',
    textTransform: 'uppercase',
    lineHeight: 'tight',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.active', color: 'fg.muted' },
      accent: { bg: 'accent.muted', color: 'accent.text' },
      live: { bg: 'accent.live', color: 'fg.onLive' },
      hot: { bg: 'accent.hotMuted', color: 'accent.hot' },
    },
  },
  defaultVariants: { tone: 'neutral' },
  staticCss: ['*'],
});
