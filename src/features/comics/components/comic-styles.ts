import { css } from '../../../../styled-system/css';
export { muted } from '../../../components/ui/text-styles';

export const stack = css({ display: 'flex', flexDirection: 'column', gap: { base: '4', sm: '5' } });
export const sectionTitle = css({ textStyle: 'sectionTitle' });
export const cover = css({ w: 'full', aspectRatio: '[3 / 4]', objectFit: 'cover', borderRadius: 'lg', bg: 'bg.subtle', display: 'block' });
export const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '8',
  px: '3',
  borderRadius: 'full',
  bg: 'bg.subtle',
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.default',
  _hover: { bg: 'bg.hover' },
});
