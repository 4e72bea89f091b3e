import { useState } from 'react';
import { useMachine } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { formatCount } from '../../../lib/format/count';
import { useAuth, useRequireMember } from '../../../app/machine-hooks';
import { ErrorView } from '../../../app/error-pages/error-view';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { Icon } from '../../../components/ui/icon';
import { href } from '../../../../contracts/href';
import type { FilmWatch } from '../../../../contracts/schemas/media/films';
import { filmSaveMachine, filmWatchLoader } from '../../../../machines/films/films.loaders';
import { episodeOf, FILTER_KEYS } from '../film-query';
import { FilmCard } from '../components/film-card';
import { FilmWatchSession } from '../components/film-watch-session';
import { grid, muted, poster, sectionTitle, skeletonBlock, stack } from '../components/film-styles';
import { srOnly } from '../../../components/ui/text-styles';

const layout = css({ display: 'flex', flexDirection: 'column', gap: { base: '6', md: '8' } });
const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '[8rem minmax(0, 1fr)]', md: '[10rem minmax(0, 1fr)]' },
  gap: { base: '4', md: '6' },
  alignItems: 'start',
});
const detailPoster = css({ display: { base: 'none', sm: 'block' } });
const heading = css({ fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', lineHeight: 'tight' });
const facts = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', color: 'fg.muted', fontSize: 'sm' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '8',
  px: '3',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  fontSize: 'sm',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { borderColor: 'accent.default', color: 'accent.text' },
});
const description = css({ maxW: '3xl', lineHeight: 'relaxed', whiteSpace: 'pre-line' });
const rating = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontWeight: 'bold', color: 'fg.default', '& svg': { color: 'accent.hot', fill: '[currentColor]' } });

function SaveButton({ film }: { film: FilmWatch['film'] }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const [snapshot, send] = useMachine(filmSaveMachine, { input: { id: film.id, followed: film.saved, followers: 0 } });
  const saved = snapshot.context.followed;
  return (
    <span className={css({ display: 'inline-flex', flexDirection: 'column', gap: '1' })}>
      <button
        type="button"
        className={button({ variant: saved ? 'solid' : 'outline', size: 'md' })}
        aria-pressed={saved}
        onClick={() => requireMember(() => send({ type: 'follow.toggle' }))}
        data-testid="film-save"
      >
        <Icon name={saved ? 'check' : 'star'} size={16} />
        {intl.formatMessage({ id: saved ? 'films.watch.saved' : 'films.watch.save' })}
      </button>
      {snapshot.context.error ? (
        <span role="alert" className={css({ color: 'status.error', fontSize: 'xs' })}>
          {snapshot.context.error.message}
        </span>
      ) : null}
    </span>
  );
}

function FilmDetails({ watch }: { watch: FilmWatch }) {
  const intl = useIntl();
  const { film } = watch;
  const length =
    film.kind === 'tv-show'
      ? intl.formatMessage({ id: 'films.card.episodes' }, { count: film.episodeCount ?? 0 })
      : intl.formatMessage({ id: 'films.card.minutes' }, { count: film.durationMinutes });
  return (
    <section className={details} aria-labelledby="film-title" data-testid="film-details">
      <div className={detailPoster}>
        <img src={film.poster} alt="" className={poster} width={300} height={450} />
      </div>
      <div className={stack}>
        <div>
          <h2 id="film-title" className={heading} data-testid="film-title">
            {film.title}
          </h2>
          {film.originalTitle !== film.title ? <p className={muted}>{film.originalTitle}</p> : null}
        </div>
        <p className={facts}>
          <span className={rating} aria-label={intl.formatMessage({ id: 'films.card.rating' }, { rating: film.rating })}>
            <Icon name="star" size={14} />
            {film.rating.toFixed(1)}
          </span>
          <span aria-hidden="true">·</span>
          <span>{film.year}</span>
          <span aria-hidden="true">·</span>
          <span>{intl.formatMessage({ id: film.kind === 'tv-show' ? 'films.kind.tvShow' : 'films.kind.film' })}</span>
          <span aria-hidden="true">·</span>
          <span>{length}</span>
          <span aria-hidden="true">·</span>
          <span data-testid="film-views">{intl.formatMessage({ id: 'films.card.views' }, { views: formatCount(film.views) })}</span>
        </p>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })} aria-label={intl.formatMessage({ id: 'films.watch.tags' })}>
          {film.genres.map((g) => (
            <li key={`g-${g.slug}`}>
              <Link href={href('films', undefined, { [FILTER_KEYS.genre]: g.slug })} className={chip}>
                {g.name}
              </Link>
            </li>
          ))}
          {film.countries.map((c) => (
            <li key={`c-${c.slug}`}>
              <Link href={href('films', undefined, { [FILTER_KEYS.country]: c.slug })} className={chip}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <p className={description} data-testid="film-description">
          {film.description}
        </p>
        <div>
          <SaveButton film={film} />
        </div>
      </div>
    </section>
  );
}

function WatchSkeleton() {
  const intl = useIntl();
  return (
    <div className={layout} aria-busy="true" data-state="loading" data-testid="film-watch-loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={css({ w: 'full', aspectRatio: 'wide', bg: 'ink.950', borderRadius: { base: '[0]', sm: 'xl' } })} />
      <div className={`${skeletonBlock} ${css({ h: '10', w: '2/3' })}`} />
      <div className={`${skeletonBlock} ${css({ h: '40' })}`} />
    </div>
  );
}

/** /phim-anh/xem-phim/:slug: the player with resume, episodes, the film's details and related films. */
export default function FilmWatchPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const search = useSearch();
  const slug = params.slug ?? '';
  const watch = useLoader(filmWatchLoader, { query: { slug } });
  const { status } = useAuth();
  // The address's episode is read once per film: the session writes it back as episodes change.
  const [requested] = useState(() => episodeOf(search));
  if (watch.status === 'failed' && watch.error?.status === 404) {
    return (
      <ErrorView
        kind="not-found"
        code="404"
        title={intl.formatMessage({ id: 'films.watch.notFound' })}
        message={watch.error.message}
        actions={
          <Link href={href('films')} className={button({ variant: 'solid', size: 'lg' })} data-testid="film-not-found-back">
            <Icon name="film" size={18} />
            {intl.formatMessage({ id: 'route.films' })}
          </Link>
        }
      />
    );
  }
  const data = watch.data;
  return (
    <PageFrame routeId={routeId} params={params} name={data?.film.title}>
      <div data-testid="film-watch" data-state={watch.status} data-film={data?.film.id}>
        {watch.status === 'failed' ? (
          <LoadFailed error={watch.error} onRetry={watch.retry} />
        ) : !data || status === 'starting' ? (
          <WatchSkeleton />
        ) : (
          <div className={layout}>
            <FilmWatchSession key={`${data.film.id}|${status === 'member'}`} watch={data} member={status === 'member'} requested={requested} />
            <FilmDetails watch={data} />
            {data.related.length > 0 ? (
              <section className={stack} aria-labelledby="film-related-title" data-testid="film-related">
                <h2 id="film-related-title" className={sectionTitle}>
                  {intl.formatMessage({ id: 'films.watch.related' })}
                </h2>
                <ul className={grid}>
                  {data.related.map((film) => (
                    <FilmCard key={film.id} film={film} />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </div>
    </PageFrame>
  );
}
