import { useRef } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { iconButton } from '../../../../styled-system/recipes';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import type { Banner } from '../../../../contracts/schemas/content/resources';
import { BANNER_SIZE } from './home-frame';

const wrap = css({ position: 'relative' });
const track = css({
  display: 'flex',
  gap: '3',
  overflowX: 'auto',
  scrollSnapType: '[x mandatory]',
  scrollbarWidth: '[none]',
  borderRadius: 'xl',
  '&::-webkit-scrollbar': { display: 'none' },
});
const slide = css({ flex: '[0 0 100%]', scrollSnapAlign: 'start', minWidth: '0' });
const link = css({ display: 'block', borderRadius: 'xl', overflow: 'hidden', bg: 'bg.surface' });
const image = css({ display: 'block', w: 'full', h: 'auto', aspectRatio: '[4 / 1]', objectFit: 'cover' });
const arrows = css({ position: 'absolute', insetInline: '2', top: '[50%]', transform: '[translateY(-50%)]', display: { base: 'none', sm: 'flex' }, justifyContent: 'space-between', pointerEvents: 'none' });
const arrow = css({ pointerEvents: 'auto', bg: 'bg.elevated', borderWidth: '1px', borderColor: 'border.subtle' });
const back = css({ display: 'inline-flex', transform: '[rotate(180deg)]' });

/**
 * The first banner as the page's static first paint draws it (src/app/static-frame.tsx), in the
 * strip's own boxes: the largest picture of the page is in the HTML, so it is fetched and drawn
 * before the app starts, and the strip then draws the same picture in the same place.
 */
export function BannerFirstPaint({ src, alt, href }: { src: string; alt: string; href: string }) {
  return (
    <div className={wrap}>
      <ul className={track}>
        <li className={slide}>
          <a href={href} className={link}>
            <img src={src} alt={alt} width={BANNER_SIZE.width} height={BANNER_SIZE.height} className={image} fetchPriority="high" decoding="async" />
          </a>
        </li>
      </ul>
    </div>
  );
}

/**
 * The home page's banners (GET /other/api/banner/list, position home-top): the server's pictures
 * (1200 × 300, their size written so the box never changes), one per view, swiped or stepped with
 * the arrows. The first one is fetched at once, the others when they come near.
 */
export function BannerStrip({ banners }: { banners: readonly Banner[] }) {
  const intl = useIntl();
  const trackRef = useRef<HTMLUListElement>(null);
  const step = (by: number) => {
    const el = trackRef.current;
    if (!el) return;
    const width = el.clientWidth;
    const next = Math.round(el.scrollLeft / width) + by;
    const last = banners.length - 1;
    el.scrollTo({ left: (next < 0 ? last : next > last ? 0 : next) * width, behavior: 'smooth' });
  };
  return (
    <div className={wrap} role="region" aria-roledescription={intl.formatMessage({ id: 'home.banners.carousel' })} aria-label={intl.formatMessage({ id: 'home.banners.label' })} data-testid="banner-strip">
      <ul className={track} ref={trackRef}>
        {banners.map((b, i) => (
          <li key={b.id} className={slide} aria-label={intl.formatMessage({ id: 'home.banners.slide' }, { n: i + 1, total: banners.length })} data-testid="banner">
            <AppLink href={b.link} className={link}>
              <img
                src={b.image}
                alt={b.title}
                width={BANNER_SIZE.width}
                height={BANNER_SIZE.height}
                className={image}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
              />
            </AppLink>
          </li>
        ))}
      </ul>
      {banners.length > 1 ? (
        <div className={arrows}>
          <button type="button" className={`${iconButton({ size: 'sm' })} ${arrow}`} onClick={() => step(-1)} aria-label={intl.formatMessage({ id: 'home.banners.previous' })}>
            <span className={back}>
              <Icon name="chevronRight" size={18} />
            </span>
          </button>
          <button type="button" className={`${iconButton({ size: 'sm' })} ${arrow}`} onClick={() => step(1)} aria-label={intl.formatMessage({ id: 'home.banners.next' })}>
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
