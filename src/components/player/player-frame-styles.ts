/** The player frame's styles (player.tsx): the frame, the video, the overlays (loading, paused, failed) and the unmute hint. */
import { css } from '../../../styled-system/css';
export { srOnly } from '../ui/text-styles';

export const frame = css({
  position: 'relative',
  w: 'full',
  aspectRatio: 'wide',
  bg: 'ink.950',
  borderRadius: { base: '[0]', sm: 'xl' },
  color: 'fg.onLive',
  '&:fullscreen': { borderRadius: '[0]', aspectRatio: '[auto]' },
  // Full width on phones: the theme's focus ring goes inside the picture.
  _focusVisible: { outlineOffset: '[-2px]' },
});
/**
 * The video, 1 px inside its box: its poster (video-poster.tsx) fills the box, so the video's first
 * frame is never a larger paint than the poster the page showed first (the browser takes a later
 * paint as the page's largest only when it is larger, and rounds a video's box up).
 */
export const video = css({ position: 'absolute', inset: '[1px]', w: '[calc(100% - 2px)]', h: '[calc(100% - 2px)]', objectFit: 'contain', borderRadius: '[inherit]', bg: 'ink.950' });
export const overlay = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  px: '6',
  textAlign: 'center',
  pointerEvents: 'none',
  '& > *': { pointerEvents: 'auto' },
});
/** The up-next card sits in the picture's upper part, clear of the control bar. */
export const upNextOverlay = css({ justifyContent: 'flex-start', pt: { base: '2', sm: '6' }, px: { base: '2', sm: '6' } });
export const errorOverlay = css({ bg: 'bg.overlay', borderRadius: '[inherit]' });
export const spinner = css({
  w: '12',
  h: '12',
  borderRadius: 'full',
  borderWidth: '4px',
  borderColor: 'alpha.white10',
  borderTopColor: 'accent.default',
  animation: 'spin',
});
export const hint = css({
  position: 'absolute',
  top: '3',
  left: '3',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: 'touch',
  px: '4',
  borderRadius: 'full',
  bg: 'bg.overlay',
  color: 'fg.onLive',
  fontWeight: 'semibold',
  fontSize: 'sm',
  cursor: 'pointer',
  animation: 'fadeIn',
  _hover: { bg: 'ink.950' },
});
export const bigPlay = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '16',
  h: '16',
  borderRadius: 'full',
  bg: 'accent.default',
  color: 'fg.onAccent',
  cursor: 'pointer',
  boxShadow: 'elevated',
  _hover: { bg: 'accent.emphasized' },
});
export const errorTitle = css({ fontWeight: 'bold', fontSize: { base: 'md', sm: 'lg' } });
export const errorText = css({ color: 'ink.200', fontSize: 'sm', maxW: 'md', display: { base: 'none', sm: 'block' } });

