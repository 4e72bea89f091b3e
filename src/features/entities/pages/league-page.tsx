import { useIntl } from '../../../lib/intl-context';
import type { PageProps } from '../../../app/page-props';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { leagueLoader } from '../../../../machines/entities/entities.loaders';
import type { LeagueDetail } from '../../../../contracts/schemas/sports/entities';
import { EntityHeader, EntitySkeleton, HeaderLines } from '../components/entity-header';
import { EntityNotFound } from '../components/entity-not-found';
import { EntitySections } from '../components/entity-sections';
import { muted, section, sectionTitle, stack } from '../components/entity-styles';
import { PagedMatches } from '../components/paged-matches';
import { StandingsTable } from '../../../components/sports/standings-table';
import { TopPlayers } from '../components/top-players';
import { idParam } from '../format';

export default function LeaguePage({ routeId, params }: PageProps) {
  const id = idParam(params.id) ?? 0;
  return <LeagueView key={id} id={id} routeId={routeId} params={params} />;
}

function LeagueView({ id, routeId, params }: PageProps & { id: number }) {
  const league = useLoader(leagueLoader, { query: { id } });
  if (league.status === 'failed' && league.error?.status === 404) return <EntityNotFound kind="league" message={league.error.message} />;
  return (
    <PageFrame routeId={routeId} params={params} name={league.data?.league.name} introId="intro.league">
      <div data-testid="league-page" data-state={league.state}>
        {league.status === 'loading' ? <EntitySkeleton /> : null}
        {league.status === 'failed' ? <LoadFailed error={league.error} onRetry={league.retry} /> : null}
        {league.data ? <LeagueContent detail={league.data} /> : null}
      </div>
    </PageFrame>
  );
}

const KIND_IDS: Record<string, string> = { league: 'entities.league.kindLeague', cup: 'entities.league.kindCup' };
const SPORT_IDS: Record<string, string> = { football: 'entities.sport.football', basketball: 'entities.sport.basketball', esport: 'entities.sport.esport' };

function LeagueContent({ detail }: { detail: LeagueDetail }) {
  const intl = useIntl();
  const { league } = detail;
  const kind = KIND_IDS[league.kind];
  const sport = SPORT_IDS[league.sport];
  return (
    <div className={stack}>
      <EntityHeader picture={league.logo} name={league.name}>
        <HeaderLines>
          <span>{league.country}</span>
          <span data-testid="league-season">{intl.formatMessage({ id: 'entities.league.season' }, { season: league.season })}</span>
        </HeaderLines>
        <HeaderLines>
          {sport ? <span>{intl.formatMessage({ id: sport })}</span> : null}
          {kind ? <span>{intl.formatMessage({ id: kind })}</span> : null}
        </HeaderLines>
      </EntityHeader>
      <EntitySections
        label={intl.formatMessage({ id: 'entities.sections.label' }, { name: league.name })}
        sections={[
          {
            key: 'table',
            label: intl.formatMessage({ id: 'entities.section.table' }),
            content: (
              <section className={section} data-testid="league-table">
                <h2 className={sectionTitle}>{intl.formatMessage({ id: league.kind === 'cup' ? 'entities.table.cupTitle' : 'entities.section.table' })}</h2>
                {detail.standings.length ? (
                  <StandingsTable rows={detail.standings} caption={intl.formatMessage({ id: 'entities.table.caption' }, { league: league.name })} />
                ) : (
                  <p className={muted}>{intl.formatMessage({ id: 'entities.table.empty' })}</p>
                )}
              </section>
            ),
          },
          { key: 'matches', label: intl.formatMessage({ id: 'entities.section.matches' }), content: <PagedMatches owner="league" id={league.id} /> },
          {
            key: 'players',
            label: intl.formatMessage({ id: 'entities.section.topPlayers' }),
            side: true,
            content: (
              <>
                <TopPlayers
                  title={intl.formatMessage({ id: 'entities.section.scorers' })}
                  rows={detail.topScorers.map((s) => ({
                    rank: s.rank,
                    player: s.player,
                    team: s.team,
                    value: s.goals,
                    note: s.penalties ? intl.formatMessage({ id: 'entities.scorers.penalties' }, { n: s.penalties }) : undefined,
                  }))}
                  emptyId="entities.scorers.empty"
                  valueLabel={intl.formatMessage({ id: 'entities.scorers.goals' })}
                  testId="league-scorers"
                />
                <TopPlayers
                  title={intl.formatMessage({ id: 'entities.section.assists' })}
                  rows={detail.topAssists.map((s) => ({ rank: s.rank, player: s.player, team: s.team, value: s.assists }))}
                  emptyId="entities.assists.empty"
                  valueLabel={intl.formatMessage({ id: 'entities.scorers.assists' })}
                  testId="league-assists"
                />
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
