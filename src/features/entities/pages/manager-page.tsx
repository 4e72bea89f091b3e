import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import type { PageProps } from '../../../app/page-props';
import { AppLink } from '../../../components/ui/app-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { LoadFailed } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { managerLoader } from '../../../../machines/entities/entities.loaders';
import type { ManagerDetail } from '../../../../contracts/schemas/sports/entities';
import { EntityHeader, EntitySkeleton, HeaderLines } from '../components/entity-header';
import { EntityMatchList } from '../components/entity-match-row';
import { EntityNotFound } from '../components/entity-not-found';
import { muted, section, sectionHead, sectionTitle, smallCrest, stack, table, tableScroller, textLink, truncate } from '../components/entity-styles';
import { FactList } from '../components/fact-list';
import { FormStrip } from '../../../components/sports/form-strip';
import { RecordTiles } from '../components/record-tiles';
import { entityHref, idParam } from '../format';
import { srOnly } from '../../../components/ui/text-styles';

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '[minmax(0, 1fr) minmax(0, 24rem)]' }, gap: '4', alignItems: 'start' });
const column = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
/** The facts come first on a phone; on a wide screen they stand in the side column. */
const sideColumn = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0', order: { lg: '2' } });
const linkWithPicture = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minW: '0' });

export default function ManagerPage({ routeId, params }: PageProps) {
  const id = idParam(params.id) ?? 0;
  return <ManagerView key={id} id={id} routeId={routeId} params={params} />;
}

function ManagerView({ id, routeId, params }: PageProps & { id: number }) {
  const manager = useLoader(managerLoader, { query: { id } });
  if (manager.status === 'failed' && manager.error?.status === 404) return <EntityNotFound kind="manager" message={manager.error.message} />;
  return (
    <PageFrame routeId={routeId} params={params} name={manager.data?.manager.name} introId="intro.manager">
      <div data-testid="manager-page" data-state={manager.state}>
        {manager.status === 'loading' ? <EntitySkeleton /> : null}
        {manager.status === 'failed' ? <LoadFailed error={manager.error} onRetry={manager.retry} /> : null}
        {manager.data ? <ManagerContent detail={manager.data} /> : null}
      </div>
    </PageFrame>
  );
}

/** A manager: picture, nationality, age, preferred formation; his club since when; this season's record and form; last and next matches. */
function ManagerContent({ detail }: { detail: ManagerDetail }) {
  const intl = useIntl();
  const { manager: m, team } = detail;
  const birth = intl.formatDate(`${m.birthDate}T12:00:00Z`, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
  const items: Array<[string, string]> = [
    ['entities.player.nationality', m.nationality],
    ['entities.player.age', intl.formatMessage({ id: 'entities.player.ageValue' }, { age: m.age, birth })],
    ['entities.manager.formation', m.formation],
    ['entities.manager.since', String(m.since)],
  ];
  return (
    <div className={stack}>
      <EntityHeader picture={m.photo} shape="person" name={m.name}>
        <HeaderLines>
          <span>{intl.formatMessage({ id: 'entities.manager.role' })}</span>
          {team ? (
            <AppLink href={entityHref('team', team.id, team.name, team.shortName)} className={`${linkWithPicture} ${textLink}`} data-testid="manager-team">
              <img src={team.logo} alt="" width={24} height={24} className={smallCrest} />
              {team.name}
            </AppLink>
          ) : null}
        </HeaderLines>
        <HeaderLines>
          <span>{m.nationality}</span>
          <span>{intl.formatMessage({ id: 'entities.player.ageShort' }, { age: m.age })}</span>
        </HeaderLines>
      </EntityHeader>
      <div className={grid}>
        <div className={sideColumn}>
          <section className={section} data-testid="manager-profile">
            <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.profile' })}</h2>
            <FactList items={items} />
          </section>
          <section className={section} data-testid="manager-career">
            <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.career' })}</h2>
            {team ? (
              <div className={tableScroller}>
                <table className={table}>
                  <caption className={srOnly}>{intl.formatMessage({ id: 'entities.section.career' })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{intl.formatMessage({ id: 'entities.career.team' })}</th>
                      <th scope="col">{intl.formatMessage({ id: 'entities.manager.period' })}</th>
                      <th scope="col">{intl.formatMessage({ id: 'entities.manager.formation' })}</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th scope="row">
                        <AppLink href={entityHref('team', team.id, team.name, team.shortName)} className={`${linkWithPicture} ${textLink}`}>
                          <img src={team.logo} alt="" width={20} height={20} className={css({ w: '5', h: '5', flexShrink: '0' })} />
                          <span className={truncate}>{team.name}</span>
                        </AppLink>
                      </th>
                      <td>{intl.formatMessage({ id: 'entities.manager.sinceNow' }, { year: m.since })}</td>
                      <td>{m.formation}</td>
                    </tr>
                  </tbody>
                </table>
              </div>
            ) : (
              <p className={muted}>{intl.formatMessage({ id: 'entities.manager.noClub' })}</p>
            )}
          </section>
          <section className={section} data-testid="manager-record">
            <div className={sectionHead}>
              <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.season' })}</h2>
              <FormStrip form={detail.form} />
            </div>
            <RecordTiles record={detail.record} />
          </section>
        </div>
        <div className={column}>
          <section className={section} data-testid="manager-upcoming">
            <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.next' })}</h2>
            {detail.upcoming.length ? <EntityMatchList matches={detail.upcoming} teamId={team?.id} showLeague /> : <p className={muted}>{intl.formatMessage({ id: 'entities.matches.noFixtures' })}</p>}
          </section>
          <section className={section} data-testid="manager-recent">
            <h2 className={sectionTitle}>{intl.formatMessage({ id: 'entities.section.recent' })}</h2>
            {detail.recent.length ? <EntityMatchList matches={detail.recent} teamId={team?.id} showLeague /> : <p className={muted}>{intl.formatMessage({ id: 'entities.matches.noResults' })}</p>}
          </section>
        </div>
      </div>
    </div>
  );
}
