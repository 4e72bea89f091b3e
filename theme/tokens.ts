import { defineTokens } from '@pandacss/dev';

/** Raw values. Components use the semantic tokens, not these. */
export const tokens = defineTokens({
  colors: {
    ink: {
      950: { value: '#06090f' },
      900: { value: '#0a0e16' },
      850: { value: '#0f141e' },
      800: { value: '#141a26' },
      750: { value: '#1a2130' },
      700: { value: '#222a3b' },
      600: { value: '#2e384c' },
      500: { value: '#45526a' },
      /** Small text on every dark surface at 4.5:1 or more (fg.subtle). */
      350: { value: '#8a96ab' },
      400: { value: '#6b7890' },
      300: { value: '#97a3b7' },
      200: { value: '#c3ccda' },
      100: { value: '#e7ecf4' },
      50: { value: '#f5f7fb' },
    },
    pitch: {
      300: { value: '#7af2b6' },
      400: { value: '#3ee495' },
      500: { value: '#17cc74' },
      600: { value: '#0ea65c' },
      700: { value: '#0a7f47' },
    },
    flare: {
      400: { value: '#ff6b73' },
      500: { value: '#f43f4e' },
      600: { value: '#d4283a' },
    },
    gold: {
      400: { value: '#fcc54a' },
      500: { value: '#f5a524' },
    },
    sky: {
      400: { value: '#63bdff' },
      500: { value: '#2d9cf0' },
    },
    alpha: {
      white5: { value: 'rgba(255, 255, 255, 0.05)' },
      white10: { value: 'rgba(255, 255, 255, 0.1)' },
      black60: { value: 'rgba(0, 0, 0, 0.6)' },
      pitch15: { value: 'rgba(23, 204, 116, 0.15)' },
      flare15: { value: 'rgba(244, 63, 78, 0.15)' },
      gold15: { value: 'rgba(245, 165, 36, 0.15)' },
      sky15: { value: 'rgba(45, 156, 240, 0.15)' },
    },
  },
  fonts: {
    body: {
      value:
        "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang TC', 'Microsoft JhengHei', sans-serif",
    },
    heading: {
      value:
        "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang TC', 'Microsoft JhengHei', sans-serif",
    },
  },
  sizes: {
    header: { value: '3.5rem' },
    navRow: { value: '2.75rem' },
    marquee: { value: '2.25rem' },
    bottomBar: { value: '4rem' },
    touch: { value: '2.75rem' },
    content: { value: '80rem' },
  },
  zIndex: {
    base: { value: 0 },
    raised: { value: 1 },
    dropdown: { value: 30 },
    sticky: { value: 40 },
    bottomBar: { value: 45 },
    modal: { value: 50 },
    toast: { value: 60 },
    loadingBar: { value: 70 },
    skipLink: { value: 80 },
  },
  opacity: {
    /** Disabled controls stay legible (WCAG exempts them; at 0.6 their words keep 3.4:1 or more on the surfaces). */
    disabled: { value: 0.6 },
    muted: { value: 0.72 },
  },
  animations: {
    marquee: { value: 'marquee var(--marquee-duration, 40s) linear infinite' },
    loadingBar: { value: 'loadingBar 1.1s ease-in-out infinite' },
    livePulse: { value: 'livePulse 1.6s ease-in-out infinite' },
    toastIn: { value: 'toastIn 180ms ease-out' },
    dropdownIn: { value: 'dropdownIn 120ms ease-out' },
    dialogIn: { value: 'dialogIn 160ms ease-out' },
    fadeIn: { value: 'fadeIn 160ms ease-out' },
  },
});
