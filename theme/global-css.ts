import { defineGlobalStyles } from '@pandacss/dev';

export const globalCss = defineGlobalStyles({
  html: {
    colorScheme: 'dark',
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    lineHeight: 'normal',
    WebkitTextSizeAdjust: '100%',
    // What Tab scrolls into view is not left under the sticky header (its nav row too on desktops).
    scrollPaddingTop: { base: '[calc(token(sizes.header) + token(spacing.2))]', md: '[calc(token(sizes.header) + token(sizes.navRow) + token(spacing.2))]' },
    // What Tab scrolls into view stays clear of the window's edge and, on phones, of the bottom bar.
    scrollPaddingBottom: { base: '[calc(token(sizes.bottomBar) + token(spacing.4))]', md: '4' },
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
  // The one focus ring of the site: every link, button, field and tab shows it when reached from the
  // keyboard. Components do not replace it; inside a strip that clips (tabs) it moves inside (offset).
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
