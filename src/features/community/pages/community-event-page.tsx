import { Link } from 'wouter';
import type { PageProps } from '../../../app/page-props';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { useAuth } from '../../../app/machine-hooks';
import { Avatar } from '../../../components/ui/avatar';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import type { EventDetail } from '../../../../contracts/schemas/community';
import { eventLoader } from '../../../../machines/community/community.loaders';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { formatCount } from '../../../lib/format/count';
import { nameOf, panel, panelTitle, PersonLink, profileHref, Skeleton } from '../components/board-parts';
import { BoardTabs } from '../components/board-tabs';
import { EventWhen, groupHref, RsvpButtons } from '../components/cards';
import { HashtagText } from '../components/hashtag-text';

const coverStyle = css({ w: 'full', aspectRatio: { base: '[16 / 7]', md: '[16 / 5]' }, objectFit: 'cover', borderRadius: 'xl', bg: 'bg.subtle' });
const facts = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0', fontSize: 'sm', '& li': { display: 'flex', alignItems: 'center', gap: '2' } });
const link = css({ fontWeight: 'semibold', _hover: { color: 'accent.text', textDecoration: 'underline' } });
const faces = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', listStyle: 'none', p: '0', m: '0' });
const more = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '10',
  h: '10',
  px: '2',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.muted',
  fontSize: 'sm',
  fontWeight: 'semibold',
});

function EventBody({ event }: { event: EventDetail }) {
  const intl = useIntl();
  // The avatars shown are the first few (the server sends up to 12); the rest are counted.
  const others = Math.max(0, event.goingCount + event.interestedCount - event.attendees.length);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: '[56rem]' })}>
      <article className={panel} data-testid="event-detail" data-status={event.status}>
        <img src={event.cover} alt="" className={coverStyle} width={1280} height={400} />
        {/* The title is the page's heading (PageFrame): not said again here. */}
        <span className={cx(badge({ tone: event.status === 'ongoing' ? 'live' : event.status === 'past' ? 'neutral' : 'accent' }), css({ alignSelf: 'flex-start' }))}>
          {intl.formatMessage({ id: `board.event.status.${event.status}` })}
        </span>
        <ul className={facts}>
          <li>
            <FeatureIcon name="clock" size={18} />
            <EventWhen event={event} />
          </li>
          {event.place ? (
            <li>
              <FeatureIcon name="pin" size={18} />
              <Link href={href('communityPlace', { id: String(event.place.id) })} className={link}>
                {event.place.name}
              </Link>
              <span className={css({ color: 'fg.muted' })}>· {event.place.city}</span>
            </li>
          ) : null}
          {event.group ? (
            <li>
              <FeatureIcon name="users" size={18} />
              <Link href={groupHref(event.group.id)} className={link}>
                {event.group.name}
              </Link>
            </li>
          ) : null}
        </ul>
        <RsvpButtons event={event} size="md" />
        {event.description ? (
          <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })} data-testid="event-description">
            <HashtagText text={event.description} />
          </p>
        ) : null}
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h3 className={panelTitle}>{intl.formatMessage({ id: 'board.event.host' })}</h3>
          <PersonLink user={event.host} />
        </div>
      </article>
      {event.attendees.length > 0 ? (
        <section className={panel} aria-labelledby="event-attendees">
          <h2 id="event-attendees" className={panelTitle}>
            {intl.formatMessage({ id: 'board.event.attendees' }, { count: event.goingCount + event.interestedCount })}
          </h2>
          <ul className={faces} data-testid="event-attendees">
            {event.attendees.map((person) => (
              <li key={person.userId}>
                <Link href={profileHref(person.userId)} aria-label={nameOf(person)} title={nameOf(person)}>
                  <Avatar src={person.profilePicture} name={nameOf(person)} size="md" />
                </Link>
              </li>
            ))}
            {others > 0 ? (
              <li className={more} data-testid="event-attendees-more" aria-label={intl.formatMessage({ id: 'board.event.moreAttendees' }, { count: others })}>
                <span aria-hidden="true">+{formatCount(others)}</span>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** An event (/bang-ton/su-kien/{id}): when and where, going / interested, who comes. */
export default function CommunityEventPage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const id = Number(params.id);
  const { status } = useAuth();
  const event = useLoader(eventLoader, { params: { id } }, status);
  return (
    <PageFrame routeId={routeId} params={params} name={event.data?.title ?? null} tabs={<BoardTabs routeId={routeId} params={params} />}>
      <div data-testid="event-page" data-state={event.status}>
        {event.status === 'failed' ? (
          event.error?.status === 404 ? (
            <SectionNotice icon="info" title={intl.formatMessage({ id: 'board.event.notFound' })} testId="event-not-found" />
          ) : event.error?.status === 403 ? (
            <SectionNotice icon="lock" title={intl.formatMessage({ id: 'board.event.private' })} text={event.error.message} testId="event-private" />
          ) : (
            <LoadFailed error={event.error} onRetry={event.retry} />
          )
        ) : event.data ? (
          <EventBody key={`${event.data.id}-${event.data.myRsvp}`} event={event.data} />
        ) : (
          <div className={panel} aria-hidden="true">
            <Skeleton className={coverStyle} />
            <Skeleton className={css({ h: '6', w: '64' })} />
            <Skeleton className={css({ h: '20' })} />
          </div>
        )}
      </div>
    </PageFrame>
  );
}
