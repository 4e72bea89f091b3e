import { defineKeyframes } from '@pandacss/dev';

export const keyframes = defineKeyframes({
  marquee: {
    from: { transform: 'translateX(0)' },
    to: { transform: 'translateX(-50%)' },
  },
  loadingBar: {
    '0%': { transform: 'translateX(-100%) scaleX(0.3)' },
    '50%': { transform: 'translateX(0%) scaleX(0.6)' },
    '100%': { transform: 'translateX(100%) scaleX(0.3)' },
  },
  livePulse: {
    '0%, 100%': { opacity: '1' },
    '50%': { opacity: '0.35' },
  },
  toastIn: {
    from: { opacity: '0', transform: 'translateY(-8px)' },
    to: { opacity: '1', transform: 'translateY(0)' },
  },
  dropdownIn: {
    from: { opacity: '0', transform: 'translateY(-4px)' },
    to: { opacity: '1', transform: 'translateY(0)' },
  },
  dialogIn: {
    from: { opacity: '0', transform: 'translateY(12px) scale(0.98)' },
    to: { opacity: '1', transform: 'translateY(0) scale(1)' },
  },
  fadeIn: {
    from: { opacity: '0' },
    to: { opacity: '1' },
  },
});
