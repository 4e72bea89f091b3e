import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { Icon } from '../ui/icon';
import type { MatchEvent } from '../../../contracts/schemas/sports/matches';
import { eventMinute } from './match-format';
import { subtle } from './section-styles';

const eventList = css({ display: 'flex', flexDirection: 'column' });
const eventRow = css({
  display: 'grid',
  gridTemplateColumns: '[minmax(0, 1fr) 3.25rem minmax(0, 1fr)]',
  alignItems: 'center',
  gap: '2',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  _last: { borderBottomWidth: '0' },
});
const minuteChip = css({ justifySelf: 'center', px: '2', py: '0.5', borderRadius: 'full', bg: 'bg.subtle', fontSize: 'xs', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const eventCell = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', fontSize: 'sm' });
const homeCell = css({ flexDirection: 'row-reverse', textAlign: 'right' });
const eventText = css({ display: 'flex', flexDirection: 'column', minW: '0' });
const playerName = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const card = css({ display: 'inline-block', w: '2.5', h: '3.5', borderRadius: 'xs', flexShrink: '0' });
const goalMark = css({ color: 'accent.default', flexShrink: '0', display: 'inline-flex' });
const ownGoalMark = css({ color: 'status.error' });
const subMark = css({ color: 'status.info', flexShrink: '0', display: 'inline-flex' });
const eventScore = css({ fontWeight: 'bold', fontSize: 'xs', fontVariantNumeric: 'tabular-nums', color: 'accent.text' });

function EventMark({ event }: { event: MatchEvent }) {
  switch (event.type) {
    case 'yellow':
      return <span className={cx(card, css({ bg: 'status.warning' }))} aria-hidden="true" />;
    case 'red':
      return <span className={cx(card, css({ bg: 'status.error' }))} aria-hidden="true" />;
    case 'sub':
      return (
        <span className={subMark} aria-hidden="true">
          <Icon name="refresh" size={16} />
        </span>
      );
    default:
      return (
        <span className={cx(goalMark, event.type === 'own_goal' && ownGoalMark)} aria-hidden="true">
          <Icon name="success" size={18} />
        </span>
      );
  }
}

export function MatchEventRow({ event }: { event: MatchEvent }) {
  const intl = useIntl();
  const isGoal = event.type === 'goal' || event.type === 'penalty' || event.type === 'own_goal';
  const typeLabel = intl.formatMessage({ id: `roomTabs.event.${['goal', 'penalty', 'own_goal', 'yellow', 'red', 'sub'].includes(event.type) ? event.type : 'goal'}` });
  const detail =
    event.type === 'sub' && event.related
      ? intl.formatMessage({ id: 'roomTabs.event.off' }, { name: event.related.name })
      : isGoal && event.related
        ? intl.formatMessage({ id: 'roomTabs.event.assist' }, { name: event.related.name })
        : typeLabel;
  const content = (
    <div className={cx(eventCell, event.side === 'home' && homeCell)}>
      <EventMark event={event} />
      <span className={eventText}>
        <span className={playerName}>
          {event.player?.name ?? typeLabel}
        </span>
        {isGoal && event.score ? <span className={eventScore}>{event.score}</span> : null}
        <span className={subtle}>{detail === typeLabel ? typeLabel : `${typeLabel} · ${detail}`}</span>
      </span>
    </div>
  );
  return (
    <li className={eventRow} data-testid="match-event" data-type={event.type} data-side={event.side}>
      {event.side === 'home' ? content : <span />}
      <span className={minuteChip}>{eventMinute(event.minute, event.extra)}</span>
      {event.side === 'away' ? content : <span />}
    </li>
  );
}

/** A match's events in the order of play: the home side's on the left, the away side's on the right, the minute between. */
export function MatchEventList({ events }: { events: readonly MatchEvent[] }) {
  return (
    <ol className={eventList} data-testid="match-events">
      {events.map((e) => (
        <MatchEventRow key={e.id} event={e} />
      ))}
    </ol>
  );
}
