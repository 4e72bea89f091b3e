import { Link } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import type { FilmCard as FilmCardData } from '../../../../contracts/schemas/media/films';
import { Icon } from '../../../components/ui/icon';
import { poster, skeletonBlock } from './film-styles';

const link = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  borderRadius: 'lg',
  color: 'fg.default',
  textDecoration: 'none',
  '&:hover img': { filter: '[brightness(1.08)]' },
  '&:hover h3': { color: 'accent.text' },
});
const frame = css({ position: 'relative' });
const rating = css({
  position: 'absolute',
  bottom: '2',
  right: '2',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'md',
  bg: 'bg.overlay',
  color: 'fg.onLive',
  fontSize: 'xs',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  '& svg': { color: 'accent.hot', fill: '[currentColor]' },
});
const title = css({ fontWeight: 'semibold', fontSize: 'sm', lineHeight: 'snug', lineClamp: '2', minH: '[2.6em]' });
const meta = css({ color: 'fg.muted', fontSize: 'xs', lineClamp: '1' });

/** A poster card linking to the watch page. */
export function FilmCard({ film }: { film: FilmCardData }) {
  const intl = useIntl();
  const length =
    film.kind === 'tv-show'
      ? intl.formatMessage({ id: 'films.card.episodes' }, { count: film.episodeCount ?? 0 })
      : intl.formatMessage({ id: 'films.card.minutes' }, { count: film.durationMinutes });
  return (
    <li data-testid="film-card" data-film={film.slug}>
      <Link href={film.path} className={link}>
        <div className={frame}>
          <img src={film.poster} alt="" className={poster} loading="lazy" width={300} height={450} />
          <span className={rating} aria-label={intl.formatMessage({ id: 'films.card.rating' }, { rating: film.rating })}>
            <Icon name="star" size={12} />
            {film.rating.toFixed(1)}
          </span>
        </div>
        <h3 className={title}>{film.title}</h3>
        <p className={meta}>
          {[film.year, length, intl.formatMessage({ id: 'films.card.views' }, { views: formatCount(film.views) })].join(' · ')}
        </p>
      </Link>
    </li>
  );
}

/** Cards of the final size while a page of films loads. */
export function FilmCardSkeleton() {
  return (
    <li aria-hidden="true" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={cx(css({ aspectRatio: '[2 / 3]' }), skeletonBlock)} />
      <div className={cx(css({ h: '[2.6em]', fontSize: 'sm' }), skeletonBlock)} />
      <div className={cx(css({ h: '[1.1rem]', w: '2/3' }), skeletonBlock)} />
    </li>
  );
}
