import { useIntl } from '../../../../lib/intl-context';
import { css, cx } from '../../../../../styled-system/css';
import { matchDetailLoader } from '../../../../../machines/room-tabs/panel.loaders';
import { Icon } from '../../../../components/ui/icon';
import type { LineupSide, MatchDetail, MatchEvent, MatchStats } from '../../../../../contracts/schemas/sports/matches';
import { eventMinute, periodMessage, statShares } from './format';
import { PanelData } from './panel-data';
import { muted, section, sectionTitle, stack, subtle, truncate } from './panel-styles';
import { useLoader } from '../../../../components/ui/use-loader';

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

const statRow = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const statHead = css({ display: 'grid', gridTemplateColumns: '[3rem 1fr 3rem]', alignItems: 'baseline', fontSize: 'sm' });
const statValue = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const statLabel = css({ textAlign: 'center', color: 'fg.muted', fontSize: 'xs' });
const bar = css({ display: 'flex', h: '1.5', borderRadius: 'full', overflow: 'hidden', bg: 'bg.subtle', gap: '0.5' });
const homeBar = css({ bg: 'accent.default', borderRadius: 'full' });
const awayBar = css({ bg: 'status.info', borderRadius: 'full' });

const lineupGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });
const lineupHead = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', fontWeight: 'bold' });
const playerList = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const playerRow = css({ display: 'grid', gridTemplateColumns: '[2rem minmax(0, 1fr) auto]', alignItems: 'center', gap: '2', fontSize: 'sm' });
const shirt = css({ textAlign: 'center', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', bg: 'bg.subtle', borderRadius: 'md', py: '0.5', fontSize: 'xs' });
const listTitle = css({ fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', mt: '2' });

const infoList = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '3' });
const infoItem = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const infoValue = css({ fontSize: 'sm', fontWeight: 'semibold', overflowWrap: 'anywhere' });

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

function EventRow({ event }: { event: MatchEvent }) {
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

const STAT_KEYS = ['possession', 'shots', 'shotsOnTarget', 'corners', 'fouls', 'offsides', 'yellowCards', 'redCards'] as const;

function StatsBars({ stats }: { stats: MatchStats }) {
  const intl = useIntl();
  return (
    <ul className={stack} data-testid="match-stats">
      {STAT_KEYS.map((key) => {
        const pair = stats[key];
        const [home, away] = pair[0] + pair[1] > 0 ? statShares(pair) : [0, 0];
        return (
          <li key={key} className={statRow}>
            <div className={statHead}>
              <span className={statValue}>{pair[0]}</span>
              <span className={statLabel}>{intl.formatMessage({ id: `roomTabs.stat.${key}` })}</span>
              <span className={cx(statValue, css({ textAlign: 'right' }))}>{pair[1]}</span>
            </div>
            <div className={bar} aria-hidden="true">
              <span className={homeBar} style={{ width: `${home}%` }} />
              <span className={awayBar} style={{ width: `${away}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Lineup({ team, logo, side: lineup }: { team: string; logo: string; side: LineupSide }) {
  const intl = useIntl();
  const players = (list: LineupSide['starters']) => (
    <ul className={playerList}>
      {list.map((p) => (
        <li key={p.id} className={playerRow}>
          <span className={shirt}>{p.shirtNumber}</span>
          <span className={truncate}>{p.name}</span>
          <span className={subtle}>{p.position}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' })} data-testid="lineup">
      <div className={lineupHead}>
        <img src={logo} alt="" width={24} height={24} className={css({ w: '6', h: '6', flexShrink: '0' })} />
        <span className={truncate}>{team}</span>
      </div>
      <span className={muted}>{intl.formatMessage({ id: 'roomTabs.overview.formation' }, { formation: lineup.formation })}</span>
      <h4 className={listTitle}>{intl.formatMessage({ id: 'roomTabs.overview.starters' })}</h4>
      {players(lineup.starters)}
      <h4 className={listTitle}>{intl.formatMessage({ id: 'roomTabs.overview.bench' })}</h4>
      {players(lineup.bench)}
    </div>
  );
}

export function MatchInfo({ detail }: { detail: MatchDetail }) {
  const intl = useIntl();
  const { match, attendance, managers } = detail;
  const items: Array<[string, string]> = [
    ['roomTabs.overview.league', `${match.leagueName} · ${intl.formatMessage({ id: 'roomTabs.overview.round' }, { round: match.round })}`],
    ['roomTabs.overview.kickoff', intl.formatDate(match.kickoffTime, { weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })],
  ];
  const period = match.status === 2 ? periodMessage(match.period) : null;
  if (period) items.push(['roomTabs.overview.period', intl.formatMessage({ id: period.id }, { n: period.n })]);
  if (match.venue) items.push(['roomTabs.overview.venue', match.venue.name]);
  if (attendance !== null) items.push(['roomTabs.overview.attendance', intl.formatNumber(attendance)]);
  if (managers.home || managers.away) items.push(['roomTabs.overview.managers', `${managers.home?.name ?? '–'} · ${managers.away?.name ?? '–'}`]);
  return (
    <section className={section} data-testid="match-info">
      <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.info' })}</h3>
      <dl className={infoList}>
        {items.map(([label, value]) => (
          <div key={label} className={infoItem}>
            <dt className={subtle}>{intl.formatMessage({ id: label })}</dt>
            <dd className={infoValue}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Overview of a match room (the room shows the score above): events, statistics, line-ups (football) and the match's facts. */
export function MatchOverviewPanel({ staticId, leagueId, liveKey }: { staticId: number; leagueId: number; liveKey: string }) {
  const intl = useIntl();
  const panel = useLoader(matchDetailLoader, { staticId, leagueId }, liveKey);
  return (
    <div data-testid="overview-panel" data-state={panel.state}>
      <PanelData status={panel.status} data={panel.data} error={panel.error} onRetry={panel.retry}>
        {(detail) => {
          const football = detail.match.sport === 'football';
          return (
            <div className={stack}>
              {football ? (
                <section className={section}>
                  <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.events' })}</h3>
                  {detail.events.length ? (
                    <ol className={eventList} data-testid="match-events">
                      {detail.events.map((e) => (
                        <EventRow key={e.id} event={e} />
                      ))}
                    </ol>
                  ) : (
                    <p className={muted}>{intl.formatMessage({ id: 'roomTabs.overview.noEvents' })}</p>
                  )}
                </section>
              ) : null}
              {football && detail.stats ? (
                <section className={section}>
                  <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.stats' })}</h3>
                  <StatsBars stats={detail.stats} />
                </section>
              ) : null}
              {football ? (
                <section className={section}>
                  <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.lineups' })}</h3>
                  {detail.lineups ? (
                    <div className={lineupGrid}>
                      <Lineup team={detail.match.home.name} logo={detail.match.home.logo} side={detail.lineups.home} />
                      <Lineup team={detail.match.away.name} logo={detail.match.away.logo} side={detail.lineups.away} />
                    </div>
                  ) : (
                    <p className={muted}>{intl.formatMessage({ id: 'roomTabs.overview.lineupsLater' })}</p>
                  )}
                </section>
              ) : null}
              <MatchInfo detail={detail} />
              {!football ? <p className={muted}>{intl.formatMessage({ id: 'roomTabs.overview.noDetail' })}</p> : null}
            </div>
          );
        }}
      </PanelData>
    </div>
  );
}
