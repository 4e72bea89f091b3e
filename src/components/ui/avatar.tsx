import { useState } from 'react';
import { css, cx } from '../../../styled-system/css';

const SIZES = {
  xs: css({ w: '6', h: '6', fontSize: '2xs' }),
  sm: css({ w: '8', h: '8', fontSize: 'xs' }),
  md: css({ w: '10', h: '10', fontSize: 'sm' }),
  lg: css({ w: '16', h: '16', fontSize: 'xl' }),
  xl: css({ w: '20', h: '20', fontSize: '2xl' }),
} as const;

const PIXELS: Record<keyof typeof SIZES, number> = { xs: 24, sm: 32, md: 40, lg: 64, xl: 80 };

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'bg.active',
  color: 'fg.muted',
  fontWeight: 'bold',
  objectFit: 'cover',
});

interface AvatarProps {
  /** A site path such as /media/avatar/12.svg. */
  src: string | null | undefined;
  /** Whose picture: the fallback shows its last word's initial (Vietnamese given names come last). */
  name: string;
  size?: keyof typeof SIZES;
  /** Announce the picture; by default it is decorative (the name is next to it). */
  label?: string;
  className?: string;
}

/** A member's round picture, or their initial when there is none or it cannot be loaded. */
export function Avatar({ src, name, size = 'sm', label, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = cx(base, SIZES[size], className);
  if (!src || failedSrc === src) {
    const initial = name.trim().split(/\s+/).at(-1)?.charAt(0).toUpperCase() ?? '';
    return (
      <span className={classes} {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
        {initial}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={label ?? ''}
      width={PIXELS[size]}
      height={PIXELS[size]}
      className={classes}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
