import { useIntl } from '../../../../lib/intl-context';
import { css } from '../../../../../styled-system/css';
import { matchDetailLoader } from '../../../../../machines/room-tabs/panel.loaders';
import { MatchEventList } from '../../../../components/sports/match-events';
import { StatsBars } from '../../../../components/sports/match-stats-bars';
import type { LineupSide, MatchDetail } from '../../../../../contracts/schemas/sports/matches';
import { periodMessage } from '../../../../components/sports/match-format';
import { PanelData } from '../../../../components/sports/panel-data';
import { muted, section, sectionTitle, stack, subtle, truncate } from '../../../../components/sports/section-styles';
import { useLoader } from '../../../../components/ui/use-loader';

const lineupGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' });
const lineupHead = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', fontWeight: 'bold' });
const playerList = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const playerRow = css({ display: 'grid', gridTemplateColumns: '[2rem minmax(0, 1fr) auto]', alignItems: 'center', gap: '2', fontSize: 'sm' });
const shirt = css({ textAlign: 'center', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', bg: 'bg.subtle', borderRadius: 'md', py: '0.5', fontSize: 'xs' });
const listTitle = css({ fontSize: 'xs', fontWeight: 'bold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: 'wide', mt: '2' });

const infoList = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '3' });
const infoItem = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const infoValue = css({ fontSize: 'sm', fontWeight: 'semibold', overflowWrap: 'anywhere' });

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
      <h3 className={listTitle}>{intl.formatMessage({ id: 'roomTabs.overview.starters' })}</h3>
      {players(lineup.starters)}
      <h3 className={listTitle}>{intl.formatMessage({ id: 'roomTabs.overview.bench' })}</h3>
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
      <h2 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.info' })}</h2>
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
  const panel = useLoader(matchDetailLoader, { query: { staticId, leagueId } }, liveKey);
  return (
    <div data-testid="overview-panel" data-state={panel.state}>
      <PanelData status={panel.status} data={panel.data} error={panel.error} onRetry={panel.retry}>
        {(detail) => {
          const football = detail.match.sport === 'football';
          return (
            <div className={stack}>
              {football ? (
                <section className={section}>
                  <h2 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.events' })}</h2>
                  {detail.events.length ? (
                    <MatchEventList events={detail.events} />
                  ) : (
                    <p className={muted}>{intl.formatMessage({ id: 'roomTabs.overview.noEvents' })}</p>
                  )}
                </section>
              ) : null}
              {football && detail.stats ? (
                <section className={section}>
                  <h2 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.stats' })}</h2>
                  <StatsBars stats={detail.stats} />
                </section>
              ) : null}
              {football ? (
                <section className={section}>
                  <h2 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.lineups' })}</h2>
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
