import { useMemo } from 'react';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import type { Place, Post } from '../../../../contracts/schemas/community';
import { placeEventsLoader, placeLoader, postStream } from '../../../../machines/community/community.loaders';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { boardColumns, mainColumn, muted, panel, panelTitle, Skeleton } from '../components/board-parts';
import { BoardTabs } from '../components/board-tabs';
import { EventCard } from '../components/cards';
import { Composer } from '../components/composer';
import { PostStreamView, useStream } from '../components/post-stream-view';

const photo = css({ w: 'full', aspectRatio: '[16 / 9]', objectFit: 'cover', borderRadius: 'lg', bg: 'bg.subtle' });

function PlaceCard({ place }: { place: Place }) {
  const intl = useIntl();
  return (
    <section className={panel} data-testid="place-card" aria-label={place.name}>
      <img src={place.photo} alt="" className={photo} width={640} height={360} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
        {/* The name is the page's heading (PageFrame): not said again here. */}
        <span className={badge({ tone: 'accent' })}>{place.kindLabel}</span>
      </div>
      <p className={css({ display: 'flex', gap: '1.5', fontSize: 'sm' })}>
        <FeatureIcon name="pin" size={16} />
        <span>
          {place.address}, {place.city}
        </span>
      </p>
      {place.description ? <p className={muted}>{place.description}</p> : null}
      <p className={muted}>{intl.formatMessage({ id: 'board.place.counts' }, { posts: place.postsCount, events: place.upcomingEventsCount })}</p>
    </section>
  );
}

function PlaceEvents({ placeId }: { placeId: number }) {
  const intl = useIntl();
  const events = useLoader(placeEventsLoader, { placeId });
  if (events.status !== 'ready' || !events.data) return null;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-labelledby="place-events">
      <h2 id="place-events" className={panelTitle}>
        {intl.formatMessage({ id: 'board.place.events' })}
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
        {events.data.list.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}

function PlacePosts({ placeId }: { placeId: number }) {
  const intl = useIntl();
  const stream = useMemo(() => postStream({ kind: 'place', id: placeId }), [placeId]);
  const handle = useStream<Post>(stream);
  return (
    <div className={mainColumn}>
      <Composer target={{ placeId }} onPosted={(post) => handle.send({ type: 'stream.prepend', item: post })} placeholderId="board.composer.placePlaceholder" />
      <PostStreamView handle={handle} testId="place-posts" empty={{ title: intl.formatMessage({ id: 'board.place.noPosts' }) }} />
    </div>
  );
}

/** A place (/bang-ton/vi-tri/{id}): where it is, what is on there, and the posts written there. */
export default function CommunityPlacePage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const id = Number(params.id);
  const place = useLoader(placeLoader, { params: { id } });
  return (
    <PageFrame routeId={routeId} params={params} name={place.data?.name ?? null} tabs={<BoardTabs routeId={routeId} params={params} />}>
      <div data-testid="place-page" data-state={place.status}>
        {place.status === 'failed' ? (
          place.error?.status === 404 ? (
            <SectionNotice icon="info" title={intl.formatMessage({ id: 'board.place.notFound' })} testId="place-not-found" />
          ) : (
            <LoadFailed error={place.error} onRetry={place.retry} />
          )
        ) : (
          <div className={boardColumns}>
            <PlacePosts key={id} placeId={id} />
            <aside className={css({ display: 'flex', flexDirection: 'column', gap: '4', gridRow: { base: '1', lg: 'auto' } })}>
              {place.data ? (
                <PlaceCard place={place.data} />
              ) : (
                <div className={panel} aria-hidden="true">
                  <Skeleton className={photo} />
                  <Skeleton className={css({ h: '5', w: '40' })} />
                </div>
              )}
              <PlaceEvents placeId={id} />
            </aside>
          </div>
        )}
      </div>
    </PageFrame>
  );
}
