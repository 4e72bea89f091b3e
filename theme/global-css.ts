import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  html: {
    colorScheme: 'dark',
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    lineHeight: 'normal',
    WebkitTextSizeAdjust: '100%',
    scrollPaddingTop: 'header',
  },
  body: {
    minHeight: '100dvh',
    bg: 'bg.canvas',
    color: 'fg.default',
    WebkitFontSmoothing: 'antialiased',
    MozOsxFontSmoothing: 'grayscale',
    overflowX: 'hidden',
  },
  '#root': {
    minHeight: '100dvh',
    display: 'flex',
    flexDirection: 'column',
  },
  'h1, h2, h3, h4': {
    fontFamily: 'heading',
    lineHeight: 'tight',
    fontWeight: 'bold',
  },
  ':focus-visible': {
    outline: '2px solid',
    outlineColor: 'border.focus',
    outlineOffset: '2px',
  },
  '::selection': {
    bg: 'accent.muted',
    color: 'fg.default',
  },
  '*': {
    scrollbarWidth: 'thin',
    scrollbarColor: '{colors.ink.600} transparent',
  },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});
