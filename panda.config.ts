import { defineConfig } from '@pandacss/dev';
import { tokens } from './theme/tokens';
import { semanticTokens } from './theme/semantic-tokens';
import { keyframes } from './theme/keyframes';
import { globalCss } from './theme/global-css';
import { textStyles } from './theme/text-styles';
import { button } from './theme/recipes/button';
import { iconButton } from './theme/recipes/icon-button';
import { badge } from './theme/recipes/badge';
import { card } from './theme/recipes/card';
import { navLink } from './theme/recipes/nav-link';
import { tabs } from './theme/recipes/tabs';
import { toast } from './theme/recipes/toast';
import { dropdown } from './theme/recipes/dropdown';
import { field } from './theme/recipes/field';
import { dialog } from './theme/recipes/dialog';
import { segmented } from './theme/recipes/segmented';

export default defineConfig({
  preflight: true,
  // The build prints its own summary; Panda's per-extraction timings read like errors to a newcomer.
  logLevel: 'warn',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  jsxFramework: 'react',
  strictTokens: true,
  presets: ['@pandacss/preset-base', '@pandacss/preset-panda'],
  // Dark is the base of every semantic token; light is an opt-in condition.
  conditions: {
    extend: {
      dark: '[data-color-mode=dark] &, .dark &',
      light: '[data-color-mode=light] &, .light &',
    },
  },
  globalCss,
  theme: {
    extend: {
      // Same numbers as contracts/constants.ts (BREAKPOINT_SM/MD/LG).
      breakpoints: { sm: '768px', md: '1024px', lg: '1280px', xl: '1536px' },
      tokens,
      semanticTokens,
      keyframes,
      textStyles,
      recipes: { button, iconButton, badge, card, navLink },
      slotRecipes: { tabs, toast, dropdown, field, dialog, segmented },
    },
  },
});
