import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { href } from '../../../../contracts/href';
import { useLoader } from '../../../components/ui/use-loader';
import { formatCount } from '../../../lib/format/count';
import { popularGroupsLoader, upcomingEventsLoader, SIDE_LIST_SIZE } from '../../../../machines/community/community.loaders';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { panel, panelTitle, Skeleton } from './board-parts';
import { eventHref, groupHref } from './cards';

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' });
const item = css({ display: 'flex', alignItems: 'center', gap: '2.5', minW: '0', minH: '12' });
const thumb = css({ w: '12', h: '12', borderRadius: 'lg', objectFit: 'cover', flexShrink: '0', bg: 'bg.subtle' });
const name = css({ fontWeight: 'semibold', fontSize: 'sm', color: 'fg.default', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', _hover: { color: 'accent.text', textDecoration: 'underline' } });
const meta = css({ color: 'fg.muted', fontSize: 'xs' });
const seeAll = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'accent.text', _hover: { textDecoration: 'underline' } });

function SideSkeleton() {
  return (
    <ul className={list} aria-hidden="true">
      {Array.from({ length: SIDE_LIST_SIZE }, (_, i) => (
        <li key={i} className={item}>
          <Skeleton className={thumb} />
          <Skeleton className={css({ h: '4', flex: '1' })} />
        </li>
      ))}
    </ul>
  );
}

/** The feed's side column on a wide screen: the next events and the biggest groups (hidden on phones). */
export function SideColumn() {
  const intl = useIntl();
  const events = useLoader(upcomingEventsLoader, null);
  const groups = useLoader(popularGroupsLoader, null);
  return (
    <aside className={css({ display: { base: 'none', lg: 'flex' }, flexDirection: 'column', gap: '4', position: 'sticky', top: '[calc(var(--sizes-header) + 1rem)]' })}>
      <section className={panel} aria-labelledby="board-side-events" data-state={events.status}>
        <h2 id="board-side-events" className={panelTitle}>
          {intl.formatMessage({ id: 'board.side.events' })}
        </h2>
        {events.status === 'loading' ? (
          <SideSkeleton />
        ) : events.data && events.data.list.length > 0 ? (
          <ul className={list}>
            {events.data.list.map((event) => (
              <li key={event.id} className={item}>
                <img src={event.cover} alt="" className={thumb} width={48} height={48} loading="lazy" />
                <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
                  <Link href={eventHref(event.id)} className={name}>
                    {event.title}
                  </Link>
                  <span className={meta}>
                    {intl.formatDate(event.startsAt, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })} ·{' '}
                    {intl.formatMessage({ id: 'board.event.going' }, { count: event.goingCount })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={meta}>{intl.formatMessage({ id: 'board.events.empty' })}</p>
        )}
        <Link href={href('communityEvents')} className={seeAll}>
          {intl.formatMessage({ id: 'board.side.allEvents' })}
        </Link>
      </section>
      <section className={panel} aria-labelledby="board-side-groups" data-state={groups.status}>
        <h2 id="board-side-groups" className={panelTitle}>
          {intl.formatMessage({ id: 'board.side.groups' })}
        </h2>
        {groups.status === 'loading' ? (
          <SideSkeleton />
        ) : groups.data && groups.data.list.length > 0 ? (
          <ul className={list}>
            {groups.data.list.map((group) => (
              <li key={group.id} className={item}>
                <img src={group.cover} alt="" className={thumb} width={48} height={48} loading="lazy" />
                <div className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
                  <Link href={groupHref(group.id)} className={name}>
                    {group.name}
                  </Link>
                  <span className={meta}>
                    {group.privacy === 'private' ? <FeatureIcon name="padlock" size={12} /> : null}{' '}
                    {intl.formatMessage({ id: 'board.group.members' }, { count: group.membersCount, shown: formatCount(group.membersCount) })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className={meta}>{intl.formatMessage({ id: 'board.groups.empty' })}</p>
        )}
        <Link href={href('communityGroups')} className={seeAll}>
          {intl.formatMessage({ id: 'board.side.allGroups' })}
        </Link>
      </section>
    </aside>
  );
}
