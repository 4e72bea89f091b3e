import { defineSemanticTokens } from '@pandacss/dev';

/**
 * Meaning, dark first: `base` is the dark value, `_light` the light one.
 * Text tokens keep WCAG AA (4.5:1) on every dark surface (bg.canvas, surface, subtle, elevated and
 * the tinted rows over them); fills that carry white text (accent.live) keep 4.5:1 with it.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.ink.900}', _light: '{colors.ink.50}' } },
      surface: { value: { base: '{colors.ink.850}', _light: '{colors.white}' } },
      elevated: { value: { base: '{colors.ink.750}', _light: '{colors.white}' } },
      subtle: { value: { base: '{colors.ink.800}', _light: '{colors.ink.100}' } },
      hover: { value: { base: '{colors.alpha.white5}', _light: '{colors.ink.100}' } },
      active: { value: { base: '{colors.alpha.white10}', _light: '{colors.ink.200}' } },
      overlay: { value: { base: '{colors.alpha.black60}', _light: '{colors.alpha.black60}' } },
    },
    fg: {
      default: { value: { base: '{colors.ink.100}', _light: '{colors.ink.900}' } },
      muted: { value: { base: '{colors.ink.300}', _light: '{colors.ink.500}' } },
      subtle: { value: { base: '{colors.ink.350}', _light: '{colors.ink.500}' } },
      onAccent: { value: { base: '{colors.ink.950}', _light: '{colors.ink.950}' } },
      onLive: { value: { base: '{colors.white}', _light: '{colors.white}' } },
    },
    accent: {
      default: { value: { base: '{colors.pitch.500}', _light: '{colors.pitch.600}' } },
      emphasized: { value: { base: '{colors.pitch.400}', _light: '{colors.pitch.700}' } },
      muted: { value: { base: '{colors.alpha.pitch15}', _light: '{colors.alpha.pitch15}' } },
      text: { value: { base: '{colors.pitch.300}', _light: '{colors.pitch.700}' } },
      /** The live red as a fill (badges, the live button): white text on it reads at 5:1. */
      live: { value: { base: '{colors.flare.600}', _light: '{colors.flare.600}' } },
      /** The live red as text on a dark surface. */
      liveText: { value: { base: '{colors.flare.400}', _light: '{colors.flare.600}' } },
      liveMuted: { value: { base: '{colors.alpha.flare15}', _light: '{colors.alpha.flare15}' } },
      hot: { value: { base: '{colors.gold.500}', _light: '{colors.gold.500}' } },
      hotMuted: { value: { base: '{colors.alpha.gold15}', _light: '{colors.alpha.gold15}' } },
    },
    border: {
      subtle: { value: { base: '{colors.ink.750}', _light: '{colors.ink.100}' } },
      default: { value: { base: '{colors.ink.700}', _light: '{colors.ink.200}' } },
      strong: { value: { base: '{colors.ink.600}', _light: '{colors.ink.300}' } },
      focus: { value: { base: '{colors.pitch.400}', _light: '{colors.pitch.600}' } },
    },
    status: {
      info: { value: { base: '{colors.sky.400}', _light: '{colors.sky.500}' } },
      infoMuted: { value: { base: '{colors.alpha.sky15}', _light: '{colors.alpha.sky15}' } },
      success: { value: { base: '{colors.pitch.400}', _light: '{colors.pitch.600}' } },
      successMuted: { value: { base: '{colors.alpha.pitch15}', _light: '{colors.alpha.pitch15}' } },
      warning: { value: { base: '{colors.gold.400}', _light: '{colors.gold.500}' } },
      warningMuted: { value: { base: '{colors.alpha.gold15}', _light: '{colors.alpha.gold15}' } },
      error: { value: { base: '{colors.flare.400}', _light: '{colors.flare.600}' } },
      errorMuted: { value: { base: '{colors.alpha.flare15}', _light: '{colors.alpha.flare15}' } },
    },
  },
  shadows: {
    elevated: {
      value: {
        base: '0 12px 32px -8px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.04)',
        _light: '0 12px 32px -8px rgba(15, 20, 30, 0.18)',
      },
    },
    glow: { value: { base: '0 0 0 3px rgba(23, 204, 116, 0.25)', _light: '0 0 0 3px rgba(14, 166, 92, 0.25)' } },
  },
});
