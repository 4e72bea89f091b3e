import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { dialog, iconButton } from '../../../../styled-system/recipes';
import { Modal } from '../../../components/ui/modal';
import { Icon } from '../../../components/ui/icon';
import { postImageSources } from '../../../../contracts/community-values';

/** The grid of a post's pictures at a fixed shape for each count (one wide, two side by side, three as one and two, four as 2×2). */
const grids = {
  1: css({ aspectRatio: '[16 / 10]', gridTemplateColumns: '1fr', gridTemplateRows: '1fr' }),
  2: css({ aspectRatio: '[2 / 1]', gridTemplateColumns: '1fr 1fr', gridTemplateRows: '1fr' }),
  3: css({ aspectRatio: '[4 / 3]', gridTemplateColumns: '2fr 1fr', gridTemplateRows: '1fr 1fr', '& > :first-child': { gridRow: 'span 2' } }),
  4: css({ aspectRatio: '[1 / 1]', gridTemplateColumns: '1fr 1fr', gridTemplateRows: '1fr 1fr' }),
} as const;
const grid = css({ display: 'grid', gap: '1', w: 'full', borderRadius: 'lg', overflow: 'hidden', bg: 'bg.subtle' });
const cell = css({
  position: 'relative',
  display: 'block',
  w: 'full',
  h: 'full',
  minH: '0',
  p: '0',
  cursor: 'zoom-in',
  overflow: 'hidden',
  bg: 'bg.subtle',
  '& img': { w: 'full', h: 'full', objectFit: 'cover', transition: '[transform 200ms ease]' },
  _hover: { '& img': { transform: '[scale(1.02)]' } },
});
const viewer = css({ position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', minH: '[50vh]', bg: 'ink.950', borderRadius: 'lg' });
const full = css({ maxW: 'full', maxH: '[75vh]', objectFit: 'contain' });
const nav = css({ position: 'absolute', top: '[50%]', transform: '[translateY(-50%)]', bg: 'bg.overlay', color: 'fg.onLive' });

/**
 * A post's pictures; each opens in a viewer (← → between them, Escape closes). `eager`: the post is on
 * the first screen, so its pictures load at once, the first with high priority.
 */
export function PostImages({ images, author, eager = false }: { images: string[]; author: string; eager?: boolean }) {
  const intl = useIntl();
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const shown = images.slice(0, 4);
  const count = shown.length as 1 | 2 | 3 | 4;
  const alt = (i: number) => intl.formatMessage({ id: 'board.post.imageAlt' }, { index: i + 1, count, name: author });
  return (
    <>
      <div className={cx(grid, grids[count])} data-testid="post-images" data-count={count}>
        {shown.map((image, i) => {
          const { src, srcSet } = postImageSources(image);
          return (
            <button key={image} type="button" className={cell} onClick={() => setOpen(i)} aria-label={intl.formatMessage({ id: 'board.post.openImage' }, { index: i + 1, count })}>
              <img
                src={src}
                srcSet={srcSet ?? undefined}
                sizes={count === 1 ? '(min-width: 768px) 640px, 100vw' : '(min-width: 768px) 320px, 50vw'}
                alt={alt(i)}
                loading={eager ? 'eager' : 'lazy'}
                fetchPriority={eager && i === 0 ? 'high' : undefined}
                decoding="async"
              />
            </button>
          );
        })}
      </div>
      {open !== null ? <ImageViewer images={shown} start={open} alt={alt} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function ImageViewer({ images, start, alt, onClose }: { images: string[]; start: number; alt: (i: number) => string; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const [index, setIndex] = useState(start);
  const styles = dialog();
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);
  // ← → anywhere in the viewer (the dialog holds focus).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => (i + 1) % images.length);
      if (event.key === 'ArrowLeft') setIndex((i) => (i - 1 + images.length) % images.length);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [images.length]);
  return createPortal(
    <Modal labelledBy={titleId} onClose={onClose} testId="image-viewer">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'board.post.imageTitle' }, { index: index + 1, count: images.length })}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'board.close' })}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>
        <div className={viewer}>
          <img src={images[index]} alt={alt(index)} className={full} />
          {images.length > 1 ? (
            <>
              <button type="button" className={cx(iconButton(), nav, css({ left: '2' }))} onClick={() => go(-1)} aria-label={intl.formatMessage({ id: 'board.post.previousImage' })}>
                <Icon name="arrowLeft" size={20} />
              </button>
              <button type="button" className={cx(iconButton(), nav, css({ right: '2' }))} onClick={() => go(1)} aria-label={intl.formatMessage({ id: 'board.post.nextImage' })}>
                <Icon name="chevronRight" size={20} />
              </button>
            </>
          ) : null}
        </div>
      </div>
    </Modal>,
    document.body,
  );
}
