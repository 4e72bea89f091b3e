import { defineSlotRecipe } from '@pandacss/dev';

/**
 * A labelled form field: label, the input (optionally with a trailing button such as show/hide),
 * and one hint line under it whose tone follows `data-tone` (error, success, pending, info).
 */
export const field = defineSlotRecipe({
  className: 'field',
  slots: ['root', 'label', 'optional', 'control', 'input', 'adornment', 'hint'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minWidth: '0' },
    label: { fontSize: 'sm', fontWeight: 'semibold', color: 'fg.default' },
    optional: { fontWeight: 'normal', color: 'fg.subtle' },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: {
      w: 'full',
      minHeight: 'touch',
      px: '3',
      bg: 'bg.subtle',
      color: 'fg.default',
      fontSize: 'md',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'lg',
      transitionProperty: 'border-color, box-shadow',
      transitionDuration: 'fast',
      _placeholder: { color: 'fg.subtle' },
      _hover: { borderColor: 'border.strong' },
      // The theme's focus ring (global-css.ts) plus the accent border.
      _focusVisible: { borderColor: 'accent.default' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
      '&[aria-invalid=true]': { borderColor: 'status.error' },
      '&[data-trailing]': { pr: '12' },
    },
    adornment: {
      position: 'absolute',
      right: '1',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '10',
      h: '10',
      borderRadius: 'md',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { color: 'fg.default', bg: 'bg.hover' },
    },
    hint: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '1.5',
      minHeight: '4',
      fontSize: 'xs',
      lineHeight: 'snug',
      color: 'fg.subtle',
      '& svg': { flexShrink: '0', mt: '[1px]' },
      '&[data-tone=error]': { color: 'status.error' },
      '&[data-tone=success]': { color: 'status.success' },
      '&[data-tone=pending]': { color: 'fg.muted' },
      '&[data-tone=warning]': { color: 'status.warning' },
    },
  },
  staticCss: ['*'],
});
