import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import type { PageProps } from '../../../app/page-props';
import { useNavbarMode } from '../../../app/machine-hooks';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { teamLoader } from '../../../../machines/entities/entities.loaders';
import type { TeamDetail } from '../../../../contracts/schemas/sports/entities';
import { EntityHeader, EntitySkeleton, HeaderLines } from '../components/entity-header';
import { EntityMatchList } from '../components/entity-match-row';
import { EntityNotFound } from '../components/entity-not-found';
import { EntitySections } from '../components/entity-sections';
import { muted, section, sectionHead, sectionTitle, smallCrest, stack, textLink } from '../components/entity-styles';
import { FollowButton } from '../components/follow-button';
import { FormStrip } from '../../../components/sports/form-strip';
import { PagedMatches } from '../components/paged-matches';
import { RecordTiles } from '../components/record-tiles';
import { SquadList } from '../components/squad-list';
import { StandingsTable } from '../../../components/sports/standings-table';
import { TopPlayers } from '../components/top-players';
import { entityHref, idParam } from '../format';
import { srOnly } from '../../../components/ui/text-styles';

const linkWithPicture = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minW: '0' });
const personPicture = css({ w: '6', h: '6', borderRadius: 'md', objectFit: 'cover', flexShrink: '0' });
const standingLine = css({ display: 'flex', alignItems: 'baseline', gap: '2', fontSize: 'sm' });
const standingNumber = css({ fontSize: '2xl', fontWeight: 'extrabold', fontVariantNumeric: 'tabular-nums', lineHeight: 'none' });

export default function TeamPage({ routeId, params }: PageProps) {
  const id = idParam(params.id) ?? 0;
  return <TeamView key={id} id={id} routeId={routeId} params={params} />;
}

function TeamView({ id, routeId, params }: PageProps & { id: number }) {
  const team = useLoader(teamLoader, { query: { id } });
  if (team.status === 'failed' && team.error?.status === 404) return <EntityNotFound kind="team" message={team.error.message} />;
  return (
    <PageFrame routeId={routeId} params={params} name={team.data?.team.name} introId="intro.team">
      <div data-testid="team-page" data-state={team.state}>
        {team.status === 'loading' ? <EntitySkeleton /> : null}
        {team.status === 'failed' ? <LoadFailed error={team.error} onRetry={team.retry} /> : null}
        {team.data ? <TeamContent detail={team.data} /> : null}
      </div>
    </PageFrame>
  );
}

function TeamContent({ detail }: { detail: TeamDetail }) {
  const intl = useIntl();
  const wide = useNavbarMode() !== 'mobile';
  const { team } = detail;
  const standing = detail.standing;
  return (
    <div className={stack}>
      <EntityHeader picture={team.logo} name={team.name} colors={team.colors} actions={<FollowButton teamId={team.id} teamName={team.name} />}>
        <HeaderLines>
          <AppLink href={entityHref('league', team.league.id, team.league.name)} className={`${linkWithPicture} ${textLink}`} data-testid="team-league">
            <img src={team.league.logo} alt="" width={24} height={24} className={smallCrest} />
            {team.league.name}
          </AppLink>
          <span>{[team.city, team.country].filter(Boolean).join(', ')}</span>
          {team.founded ? <span>{intl.formatMessage({ id: 'entities.team.founded' }, { year: team.founded })}</span> : null}
        </HeaderLines>
        <HeaderLines>
          {team.venue ? (
            <AppLink href={entityHref('venue', team.venue.id, team.venue.name)} className={`${linkWithPicture} ${textLink}`} data-testid="team-venue">
              <img src={team.venue.picture} alt="" width={24} height={24} className={personPicture} />
              <span className={srOnly}>{intl.formatMessage({ id: 'entities.team.venue' })}: </span>
              {team.venue.name}
            </AppLink>
          ) : null}
          {team.manager ? (
            <AppLink href={entityHref('manager', team.manager.id, team.manager.name)} className={`${linkWithPicture} ${textLink}`} data-testid="team-manager">
              <img src={team.manager.picture} alt="" width={24} height={24} className={personPicture} />
              <span className={srOnly}>{intl.formatMessage({ id: 'entities.team.manager' })}: </span>
              {team.manager.name}
            </AppLink>
          ) : null}
        </HeaderLines>
      </EntityHeader>
      <EntitySections
        label={intl.formatMessage({ id: 'entities.sections.label' }, { name: team.name })}
        sections={[
          {
            key: 'overview',
            label: intl.formatMessage({ id: 'entities.section.overview' }),
            side: true,
            content: (
              <>
                <section className={section} data-testid="team-overview">
                  <div className={sectionHead}>
                    <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.season' })}</h2>
                    <FormStrip form={detail.form} />
                  </div>
                  {standing ? (
                    <p className={standingLine} data-testid="team-standing">
                      <span className={standingNumber}>{intl.formatMessage({ id: 'entities.team.position' }, { position: standing.position })}</span>
                      <span className={muted}>{intl.formatMessage({ id: 'entities.team.points' }, { points: standing.points })}</span>
                    </p>
                  ) : null}
                  <RecordTiles record={detail.record} />
                </section>
                {detail.upcoming.length ? (
                  <section className={section} data-testid="team-next">
                    <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.next' })}</h2>
                    <EntityMatchList matches={detail.upcoming.slice(0, 1)} teamId={team.id} showLeague />
                  </section>
                ) : null}
                <TopPlayers
                  title={intl.formatMessage({ id: 'entities.section.teamScorers' })}
                  rows={detail.topScorers.map((s) => ({ rank: s.rank, player: s.player, team: s.team, value: s.goals }))}
                  emptyId="entities.scorers.empty"
                  valueLabel={intl.formatMessage({ id: 'entities.scorers.goals' })}
                  showTeam={false}
                  testId="team-scorers"
                />
              </>
            ),
          },
          {
            key: 'matches',
            label: intl.formatMessage({ id: 'entities.section.matches' }),
            content: <PagedMatches owner="team" id={team.id} teamId={team.id} />,
          },
          { key: 'squad', label: intl.formatMessage({ id: 'entities.section.squad' }), content: <SquadList groups={detail.squadGroups} /> },
          {
            key: 'table',
            label: intl.formatMessage({ id: 'entities.section.table' }),
            side: true,
            content: (
              <section className={section} data-testid="team-table">
                <div className={sectionHead}>
                  <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.table' })}</h2>
                  <AppLink href={entityHref('league', team.league.id, team.league.name)} className={`${textLink} ${css({ fontSize: 'sm' })}`}>
                    {team.league.name}
                  </AppLink>
                </div>
                {detail.table.length ? (
                  <StandingsTable rows={detail.table} markedTeamIds={[team.id]} compact={wide} caption={intl.formatMessage({ id: 'entities.table.caption' }, { league: team.league.name })} />
                ) : (
                  <p className={muted}>{intl.formatMessage({ id: 'entities.table.empty' })}</p>
                )}
              </section>
            ),
          },
        ]}
      />
    </div>
  );
}
