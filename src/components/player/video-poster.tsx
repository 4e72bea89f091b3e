import type { SyntheticEvent } from 'react';
import { css } from '../../../styled-system/css';
import { videoPosterUrl } from '../../../contracts/video-poster';

/** Over the video, in its box, under the overlays; clicks go through to the video. */
const posterStyle = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', borderRadius: '[inherit]', bg: 'ink.950', pointerEvents: 'none' });

const FITS = {
  /** Whole, as a player shows its video. */
  contain: css({ objectFit: 'contain' }),
  /** Filling the screen, as a short clip's upright video does (short-slide.tsx); a landscape poster is shown whole. */
  upright: css({ objectFit: 'cover', '&[data-landscape=true]': { objectFit: 'contain' } }),
};

/** The posters' sizes: a player's 16:9 (a live room's cover, a highlight's picture), a short clip's 9:16. */
const POSTER_SIZE = { wide: { width: 640, height: 360 }, upright: { width: 360, height: 640 } } as const;

interface VideoPosterProps {
  src: string;
  fit?: keyof typeof FITS;
  /** Further down a feed: the plain picture (light: it is no page's first paint), fetched when it comes near. */
  lazy?: boolean;
}

const markLandscape = (event: SyntheticEvent<HTMLImageElement>) => {
  const image = event.currentTarget;
  image.dataset.landscape = String(image.naturalWidth > image.naturalHeight);
};

/**
 * A video's poster (the picture at `src`, asked as a poster: contracts/video-poster.ts), drawn as an
 * image over the video until its first frame. The page's static first paint (src/app/static-frame.tsx)
 * draws this same element in the same box, and the app then draws it at the same address (from the
 * cache): the server's picture is the page's largest paint, and the video's later frame, no larger,
 * adds none.
 */
export function VideoPoster({ src, fit = 'contain', lazy = false }: VideoPosterProps) {
  const size = fit === 'upright' ? POSTER_SIZE.upright : POSTER_SIZE.wide;
  return (
    <img
      src={lazy ? src : videoPosterUrl(src)}
      alt=""
      width={size.width}
      height={size.height}
      className={`${posterStyle} ${FITS[fit]}`}
      {...(lazy ? { loading: 'lazy' as const } : { fetchPriority: 'high' as const })}
      onLoad={fit === 'upright' ? markLandscape : undefined}
      data-testid="video-poster"
    />
  );
}
