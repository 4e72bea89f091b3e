import { useIntl } from '../../../../lib/intl-context';
import { css, cx } from '../../../../../styled-system/css';
import { analysisLoader } from '../../../../../machines/room-tabs/panel.loaders';
import type { TeamsCompare } from '../../../../../contracts/schemas/sports/entities';
import { FormChips } from '../../../../components/sports/form-chips';
import { HeadToHeadSection, TeamLabel } from '../../../../components/sports/head-to-head';
import { PanelData } from '../../../../components/sports/panel-data';
import { section, sectionTitle, stack, subtle, table, tableScroller } from '../../../../components/sports/section-styles';
import { useLoader } from '../../../../components/ui/use-loader';

const formRow = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto]', alignItems: 'center', gap: '3', py: '1' });

function SeasonTable({ teams }: { teams: TeamsCompare['teams'] }) {
  const intl = useIntl();
  const col = (id: string) => intl.formatMessage({ id: `roomTabs.analysis.col.${id}` });
  return (
    <section className={section} data-testid="season-table">
      <h2 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.analysis.table' })}</h2>
      <div className={tableScroller}>
        <table className={cx(table, css({ minW: '[30rem]' }))}>
          <thead>
            <tr>
              <th scope="col">{col('team')}</th>
              <th scope="col" data-numeric="">{col('position')}</th>
              <th scope="col" data-numeric="">{col('played')}</th>
              <th scope="col" data-numeric="">{col('won')}</th>
              <th scope="col" data-numeric="">{col('drawn')}</th>
              <th scope="col" data-numeric="">{col('lost')}</th>
              <th scope="col" data-numeric="">{col('goals')}</th>
              <th scope="col" data-numeric="">{col('points')}</th>
            </tr>
          </thead>
          <tbody>
            {teams.map((t) => (
              <tr key={t.team.id}>
                <th scope="row" className={css({ maxW: '[12rem]' })}>
                  <TeamLabel team={t.team} />
                </th>
                <td data-numeric="">{t.standing ? t.standing.position : '–'}</td>
                <td data-numeric="">{t.record.played}</td>
                <td data-numeric="">{t.record.won}</td>
                <td data-numeric="">{t.record.drawn}</td>
                <td data-numeric="">{t.record.lost}</td>
                <td data-numeric="">
                  {t.record.goalsFor} - {t.record.goalsAgainst}
                </td>
                <td data-numeric="" className={css({ fontWeight: 'bold' })}>{t.standing ? t.standing.points : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Analysis of the room's match: both teams' recent form, their season so far and the head-to-head. */
export function AnalysisPanel({ homeId, awayId }: { homeId: number; awayId: number }) {
  const intl = useIntl();
  const panel = useLoader(analysisLoader, { homeId, awayId });
  return (
    <div data-testid="analysis-panel" data-state={panel.state}>
      <PanelData status={panel.status} data={panel.data} error={panel.error} onRetry={panel.retry}>
        {({ teams, h2h }) => (
          <div className={stack}>
            <section className={section} data-testid="form">
              <h2 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.analysis.form' })}</h2>
              <p className={subtle}>{intl.formatMessage({ id: 'roomTabs.analysis.formHint' })}</p>
              {teams.map((t) => (
                <div key={t.team.id} className={formRow}>
                  <TeamLabel team={t.team} />
                  <FormChips form={t.form} />
                </div>
              ))}
            </section>
            <SeasonTable teams={teams} />
            <HeadToHeadSection h2h={h2h} home={teams[0].team} away={teams[1].team} />
          </div>
        )}
      </PanelData>
    </div>
  );
}
