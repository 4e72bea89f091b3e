import { useId } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { href } from '../../../../contracts/href';
import { slugify } from '../../../../contracts/slug';
import type { MatchStandings } from '../../../../contracts/schemas/sports/matches';
import { AppLink } from '../../../components/ui/app-link';
import { FormChips } from '../../../components/sports/form-chips';
import { section, sectionTitle, smallCrest, subtle, table, tableScroller, tableStickyLead, truncate } from '../../../components/sports/section-styles';
import { StandingsColumnsToggle, useStandingsColumns } from '../../../components/sports/standings-columns';
import { srOnly } from '../../../components/ui/text-styles';

const markedRow = css({
  bg: 'accent.muted',
  '& > *:first-child': { boxShadow: '[inset 3px 0 0 var(--colors-accent-default)]' },
});
const teamLink = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', color: 'fg.default', textDecoration: 'none', _hover: { color: 'accent.text' } });

/** The league table with the two teams of the match marked (highlighted, and said so to screen readers); on a phone W/D/L and form come with the columns toggle. */
export function StandingsSection({ standings }: { standings: MatchStandings }) {
  const intl = useIntl();
  const tableId = useId();
  const columns = useStandingsColumns();
  const col = (id: string) => intl.formatMessage({ id: `roomTabs.analysis.col.${id}` });
  return (
    <section className={section} data-testid="standings">
      <h3 className={sectionTitle}>
        <AppLink href={href('league', { league: slugify(standings.league.name, 'giai-dau'), id: String(standings.league.id) })} className={teamLink}>
          <img src={standings.league.logo} alt="" width={24} height={24} className={smallCrest} />
          <span className={truncate}>{intl.formatMessage({ id: 'matchCentre.table.title' }, { league: standings.league.name })}</span>
        </AppLink>
      </h3>
      <p className={subtle}>{intl.formatMessage({ id: 'matchCentre.table.hint' })}</p>
      {columns.phone ? <StandingsColumnsToggle all={columns.all} onToggle={columns.toggle} tableId={tableId} /> : null}
      <div className={tableScroller} data-sticky-lead={columns.stickyLead || undefined} tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'matchCentre.table.title' }, { league: standings.league.name })}>
        <table className={cx(table, css({ minW: '[20rem]' }), columns.stickyLead && tableStickyLead)} id={tableId}>
          <thead>
            <tr>
              <th scope="col" data-numeric="" className={css({ w: '8' })}>
                #
              </th>
              <th scope="col">{col('team')}</th>
              <th scope="col" data-numeric="">{col('played')}</th>
              {columns.all ? (
                <>
                  <th scope="col" data-numeric="">{col('won')}</th>
                  <th scope="col" data-numeric="">{col('drawn')}</th>
                  <th scope="col" data-numeric="">{col('lost')}</th>
                </>
              ) : null}
              <th scope="col" data-numeric="">{intl.formatMessage({ id: 'matchCentre.table.goalDifference' })}</th>
              <th scope="col" data-numeric="">{col('points')}</th>
              {columns.all ? <th scope="col">{intl.formatMessage({ id: 'roomTabs.analysis.form' })}</th> : null}
            </tr>
          </thead>
          <tbody>
            {standings.rows.map((r) => (
              <tr key={r.team.id} className={r.marked ? markedRow : undefined} data-testid="standing-row" data-marked={r.marked ? 'true' : 'false'} aria-current={r.marked ? 'true' : undefined}>
                <td data-numeric="">{r.position}</td>
                <th scope="row" className={css({ maxW: '[14rem]' })}>
                  <AppLink href={href('team', { team: slugify(r.team.name, 'doi-bong'), id: String(r.team.id) })} className={teamLink}>
                    <img src={r.team.logo} alt="" width={24} height={24} className={smallCrest} />
                    <span className={cx(truncate, r.marked && css({ fontWeight: 'bold' }))}>{r.team.name}</span>
                    {r.marked ? <span className={srOnly}> ({intl.formatMessage({ id: 'matchCentre.table.inMatch' })})</span> : null}
                  </AppLink>
                </th>
                <td data-numeric="">{r.played}</td>
                {columns.all ? (
                  <>
                    <td data-numeric="">{r.won}</td>
                    <td data-numeric="">{r.drawn}</td>
                    <td data-numeric="">{r.lost}</td>
                  </>
                ) : null}
                <td data-numeric="">{r.goalDifference > 0 ? `+${r.goalDifference}` : r.goalDifference}</td>
                <td data-numeric="" className={css({ fontWeight: 'bold' })}>
                  {r.points}
                </td>
                {columns.all ? (
                  <td>
                    <FormChips form={r.form} />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
