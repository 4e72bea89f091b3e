import { useMachine } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, button } from '../../../../styled-system/recipes';
import { useAuth, useRequireMember } from '../../../app/machine-hooks';
import { Avatar } from '../../../components/ui/avatar';
import { formatCount } from '../../../lib/format/count';
import { href } from '../../../../contracts/href';
import type { Event, Group, Member } from '../../../../contracts/schemas/community';
import { membershipChoice, rsvpChoice, withMembership, withRsvp, type MembershipValue, type RsvpValue } from '../../../../machines/community/choices';
import type { OptimisticContext } from '../../../../machines/community/optimistic.machine';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { LevelBadge, nameLink, nameOf, profileHref } from './board-parts';

export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '3',
  listStyle: 'none',
  p: '0',
  m: '0',
});
const card = css({ display: 'flex', flexDirection: 'column', h: 'full', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', overflow: 'hidden', minW: '0' });
const cover = css({ display: 'block', aspectRatio: '[16 / 7]', w: 'full', objectFit: 'cover', bg: 'bg.subtle' });
const body = css({ display: 'flex', flexDirection: 'column', gap: '1.5', p: '3', flex: '1', minW: '0' });
const title = css({ fontWeight: 'bold', fontSize: 'md', color: 'fg.default', overflowWrap: 'anywhere', _hover: { color: 'accent.text', textDecoration: 'underline' } });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5', color: 'fg.muted', fontSize: 'xs' });
const description = css({ color: 'fg.muted', fontSize: 'sm', lineClamp: '2' });
const footer = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: '3', pb: '3', mt: 'auto' });

export const groupHref = (id: number) => href('communityGroup', { id: String(id) });
export const eventHref = (id: number) => href('communityEvent', { id: String(id) });

/** Join a group (a private one: ask to), leave it, or withdraw the request; shown at once. */
export function JoinButton({ group, size = 'sm', onChange }: { group: Pick<Group, 'id' | 'privacy' | 'myStatus' | 'myRole' | 'membersCount' | 'name'>; size?: 'sm' | 'md'; onChange?: (value: MembershipValue) => void }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const initial: MembershipValue = { status: group.myStatus, membersCount: group.membersCount };
  const [state, send] = useMachine(membershipChoice(group.id).machine, { input: { value: initial } });
  const context = state.context as OptimisticContext<MembershipValue>;
  const value = context.value;
  const set = (join: boolean) => {
    const next = withMembership(value, join, group.privacy);
    onChange?.(next);
    send({ type: 'choice.set', value: next });
  };
  if (group.myRole === 'owner') {
    return <span className={badge({ tone: 'accent' })}>{intl.formatMessage({ id: 'board.group.owner' })}</span>;
  }
  const [label, ariaLabel] =
    value.status === 'member'
      ? ['board.group.leave', 'board.group.leaveLabel']
      : value.status === 'pending'
        ? ['board.group.cancelRequest', 'board.group.cancelRequestLabel']
        : group.privacy === 'private'
          ? ['board.group.request', 'board.group.requestLabel']
          : ['board.group.join', 'board.group.joinLabel'];
  return (
    <span className={css({ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1' })}>
      <button
        type="button"
        className={button({ variant: value.status ? 'outline' : 'solid', size })}
        onClick={() => requireMember(() => set(value.status === null))}
        aria-label={intl.formatMessage({ id: ariaLabel }, { name: group.name })}
        data-testid="group-join"
        data-status={value.status ?? 'none'}
      >
        {value.status === null ? <FeatureIcon name="plus" size={16} /> : null}
        {intl.formatMessage({ id: label })}
      </button>
      {context.error ? (
        <span role="alert" className={css({ fontSize: 'xs', color: 'status.error' })}>
          {context.error.status > 0 ? context.error.message : intl.formatMessage({ id: 'common.networkError' })}
        </span>
      ) : null}
    </span>
  );
}

export function GroupCard({ group }: { group: Group }) {
  const intl = useIntl();
  return (
    <li data-testid="group-card" data-group={group.id}>
      <article className={card}>
        <img src={group.cover} alt="" className={cover} loading="lazy" width={640} height={280} />
        <div className={body}>
          <Link href={groupHref(group.id)} className={title}>
            {group.name}
          </Link>
          <div className={meta}>
            <FeatureIcon name={group.privacy === 'private' ? 'padlock' : 'world'} size={14} />
            <span>{intl.formatMessage({ id: `board.group.${group.privacy}` })}</span>
            <span aria-hidden="true">·</span>
            <span>{intl.formatMessage({ id: 'board.group.members' }, { count: group.membersCount, shown: formatCount(group.membersCount) })}</span>
            <span aria-hidden="true">·</span>
            <span>{group.topicLabel}</span>
          </div>
          {group.description ? <p className={description}>{group.description}</p> : null}
        </div>
        <div className={footer}>
          <span className={meta}>{intl.formatMessage({ id: 'board.group.posts' }, { count: group.postsCount })}</span>
          <JoinButton group={group} />
        </div>
      </article>
    </li>
  );
}

/** Going / interested, shown at once; closed once the event has ended. */
export function RsvpButtons({ event, size = 'sm' }: { event: Pick<Event, 'id' | 'myRsvp' | 'goingCount' | 'interestedCount' | 'status' | 'title'>; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const [state, send] = useMachine(rsvpChoice(event.id).machine, {
    input: { value: { status: event.myRsvp, goingCount: event.goingCount, interestedCount: event.interestedCount } satisfies RsvpValue },
  });
  const context = state.context as OptimisticContext<RsvpValue>;
  const value = context.value;
  if (event.status === 'past') {
    return <span className={meta}>{intl.formatMessage({ id: 'board.event.going' }, { count: value.goingCount })}</span>;
  }
  const choose = (status: 'going' | 'interested') =>
    requireMember(() => send({ type: 'choice.set', value: withRsvp(value, value.status === status ? null : status) }));
  return (
    <span className={css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })} data-testid="event-rsvp" data-status={value.status ?? 'none'}>
      <button
        type="button"
        className={button({ variant: value.status === 'going' ? 'solid' : 'outline', size })}
        aria-pressed={value.status === 'going'}
        onClick={() => choose('going')}
        aria-label={intl.formatMessage({ id: 'board.event.attendLabel' }, { name: event.title })}
        data-testid="event-going"
      >
        {value.status === 'going' ? <FeatureIcon name="check" size={16} /> : null}
        {intl.formatMessage({ id: 'board.event.attend' })}
        <span className={css({ fontWeight: 'normal' })} data-testid="event-going-count">
          {formatCount(value.goingCount)}
        </span>
      </button>
      <button
        type="button"
        className={button({ variant: value.status === 'interested' ? 'solid' : 'ghost', size })}
        aria-pressed={value.status === 'interested'}
        onClick={() => choose('interested')}
        data-testid="event-interested"
      >
        {intl.formatMessage({ id: 'board.event.interested' })} {formatCount(value.interestedCount)}
      </button>
      {context.error ? (
        <span role="alert" className={css({ fontSize: 'xs', color: 'status.error' })}>
          {context.error.status > 0 ? context.error.message : intl.formatMessage({ id: 'common.networkError' })}
        </span>
      ) : null}
    </span>
  );
}

/** The day and hours of an event in the visitor's language. */
export function EventWhen({ event }: { event: Pick<Event, 'startsAt' | 'endsAt'> }) {
  const intl = useIntl();
  return (
    <time dateTime={event.startsAt}>
      {intl.formatDate(event.startsAt, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}
      {' – '}
      {intl.formatDate(event.endsAt, { hour: '2-digit', minute: '2-digit' })}
    </time>
  );
}

export function EventCard({ event }: { event: Event }) {
  const intl = useIntl();
  const start = new Date(event.startsAt);
  return (
    <li data-testid="event-card" data-event={event.id}>
      <article className={card}>
        <img src={event.cover} alt="" className={cover} loading="lazy" width={640} height={280} />
        <div className={body}>
          <span className={css({ color: 'accent.liveText', fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase' })}>
            {event.status === 'ongoing' ? intl.formatMessage({ id: 'board.event.ongoing' }) : intl.formatDate(start, { weekday: 'long', day: 'numeric', month: 'long' })}
          </span>
          <Link href={eventHref(event.id)} className={title}>
            {event.title}
          </Link>
          <div className={meta}>
            <FeatureIcon name="clock" size={14} />
            <EventWhen event={event} />
          </div>
          {event.place ? (
            <div className={meta}>
              <FeatureIcon name="pin" size={14} />
              <Link href={href('communityPlace', { id: String(event.place.id) })} className={cx(css({ _hover: { textDecoration: 'underline' } }))}>
                {event.place.name}
              </Link>
            </div>
          ) : null}
        </div>
        <div className={footer}>
          <RsvpButtons event={event} />
        </div>
      </article>
    </li>
  );
}

/** A member in a list: avatar, name, level, and what the list adds (a friend button, a date). */
export function MemberRow({ user, children, testId = 'member-row' }: { user: Pick<Member, 'userId' | 'displayName' | 'nickname' | 'profilePicture' | 'level' | 'siteRoleId'>; children?: ReactNode; testId?: string }) {
  const name = nameOf(user);
  const { userInfo } = useAuth();
  return (
    <li data-testid={testId} data-user={user.userId} className={css({ display: 'flex', alignItems: 'center', gap: '3', p: '3', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', minW: '0' })}>
      <Avatar src={user.profilePicture} name={name} size="md" />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' })}>
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1.5' })}>
          <Link href={profileHref(user.userId)} className={nameLink}>
            {name}
          </Link>
          <LevelBadge user={user} />
        </div>
        {userInfo?.userId === user.userId ? null : children}
      </div>
    </li>
  );
}
