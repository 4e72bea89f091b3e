import { useState } from 'react';
import { Link } from 'wouter';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, segmented } from '../../../../styled-system/recipes';
import { href } from '../../../../contracts/href';
import type { TipEvent } from '../../../../contracts/schemas/sports/tips';
import { tipEventsList } from '../../../../machines/tips/tips.loaders';
import { EVENT_STATUSES, eventStatusQuery, type CategorySlug, type EventStatus } from '../tips-format';
import { Consensus } from './consensus';
import { MatchLine } from './match-line';
import { PagedView } from '../../../components/ui/paged-view';
import { card, muted, segmentLink } from './tips-styles';
import { useLiveScores } from '../../../app/machine-hooks';
import { withLiveScore } from '../../../../machines/live-scores/live-scores.frames';

const foot = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' });

function EventCard({ event, category }: { event: TipEvent; category: CategorySlug }) {
  const intl = useIntl();
  const link = href('tipsMatch', { category, id: event.match.staticId });
  return (
    <li>
      <article className={card} data-testid="tip-event" data-match={event.match.staticId}>
        <MatchLine match={event.match} />
        <Consensus consensus={event.consensus} match={event.match} />
        <div className={foot}>
          <span className={muted}>{intl.formatMessage({ id: 'tips.list.count' }, { count: event.tips })}</span>
          <Link
            href={link}
            className={button({ variant: 'outline', size: 'sm' })}
            aria-label={intl.formatMessage({ id: 'tips.events.openLabel' }, { home: event.match.home.name, away: event.match.away.name })}
          >
            {intl.formatMessage({ id: 'tips.events.open' })}
          </Link>
        </div>
      </article>
    </li>
  );
}

const grid = css({ display: 'grid', gridTemplateColumns: { base: '[minmax(0, 1fr)]', lg: 'repeat(2, minmax(0, 1fr))' }, gap: '3' });

/** The events of a page, their scores and minutes live while the page is open. */
function EventCards({ items, category }: { items: TipEvent[]; category: CategorySlug }) {
  const live = useLiveScores(items.map((e) => e.match.staticId));
  return (
    <ul className={grid}>
      {items.map((e) => (
        <EventCard key={e.match.staticId} event={{ ...e, match: withLiveScore(e.match, live[e.match.staticId]) }} category={category} />
      ))}
    </ul>
  );
}

/** The status filter of the events page: links that keep it in the address. */
export function EventStatusFilter({ category, status }: { category: CategorySlug; status: EventStatus }) {
  const intl = useIntl();
  const seg = segmented();
  return (
    <nav aria-label={intl.formatMessage({ id: 'tips.events.filterLabel' })} className={seg.root}>
      {EVENT_STATUSES.map((s) => (
        <Link key={s} href={href('tipsEvents', { category }, eventStatusQuery(s))} className={cx(seg.item, segmentLink)} aria-current={s === status ? 'page' : undefined} data-status={s}>
          {intl.formatMessage({ id: `tips.events.status.${s}` })}
        </Link>
      ))}
    </nav>
  );
}

/** Matches with tips of a category: upcoming soonest first, finished latest first. Keyed by category and status. */
export function EventsList({ category, status }: { category: CategorySlug; status: EventStatus }) {
  const intl = useIntl();
  const [pagedList] = useState(() => tipEventsList(category, status));
  return (
    <PagedView
      list={pagedList}
      testId="tip-events"
      icon="tips"
      rows={3}
      empty={{ title: intl.formatMessage({ id: 'tips.events.empty' }), text: intl.formatMessage({ id: 'tips.events.emptyText' }) }}
      countText={(total) => intl.formatMessage({ id: 'tips.events.count' }, { count: total })}
    >
      {(items) => <EventCards items={items} category={category} />}
    </PagedView>
  );
}
