import { useId } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { href } from '../../../contracts/href';
import { slugify } from '../../../contracts/slug';
import type { StandingRow } from '../../../contracts/schemas/sports/entities';
import { AppLink } from '../ui/app-link';
import { srOnly } from '../ui/text-styles';
import { smallCrest, table, tableScroller, tableStickyLead, truncate } from './section-styles';
import { StandingsColumnsToggle, useStandingsColumns } from './standings-columns';
import { FormStrip } from './form-strip';

const marked = css({ bg: 'accent.muted', '& > td:first-child': { boxShadow: '[inset 3px 0 0 token(colors.accent.default)]', pl: '1.5' } });
const teamCell = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', maxW: { base: '40', md: '64' } });
const teamLink = css({ _hover: { color: 'accent.text', textDecoration: 'underline' } });
const pos = css({ w: '8', textAlign: 'center', fontWeight: 'bold', color: 'fg.muted' });
const points = css({ fontWeight: 'bold' });

interface Props {
  rows: readonly StandingRow[];
  /** The teams whose rows are marked: the team of its page, the two of a match. */
  markedTeamIds?: readonly number[];
  /** Said to screen readers after a marked team's name ("in this match"). */
  markedNote?: string;
  /** A shorter table (played, goal difference, points) for a side column. */
  compact?: boolean;
  caption: string;
}

/**
 * A league table: position, team (a link to its page), played, W/D/L, goals, difference, points and
 * form; the team of the page marked. On a phone W/D/L, goals and form come with the columns toggle.
 */
export function StandingsTable({ rows, markedTeamIds = [], markedNote, compact, caption }: Props) {
  const intl = useIntl();
  const h = (id: string) => intl.formatMessage({ id });
  const tableId = useId();
  const columns = useStandingsColumns();
  const full = !compact && columns.all;
  // Every column on a phone: the box scrolls sideways, so it takes the focus to be scrolled with the keys.
  const sideways = !compact && columns.stickyLead;
  const table$ = (
    <div className={tableScroller} {...(sideways ? { 'data-sticky-lead': true, tabIndex: 0, role: 'region', 'aria-label': caption } : {})}>
      <table className={cx(table, sideways && tableStickyLead)} data-testid="standings" id={tableId}>
        <caption className={srOnly}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={pos}>
              <abbr title={h('entities.table.positionFull')}>#</abbr>
            </th>
            <th scope="col">{h('entities.table.team')}</th>
            <th scope="col" data-numeric>
              <abbr title={h('entities.table.playedFull')}>{h('entities.table.played')}</abbr>
            </th>
            {full ? (
              <>
                <th scope="col" data-numeric>
                  <abbr title={h('entities.table.wonFull')}>{h('entities.table.won')}</abbr>
                </th>
                <th scope="col" data-numeric>
                  <abbr title={h('entities.table.drawnFull')}>{h('entities.table.drawn')}</abbr>
                </th>
                <th scope="col" data-numeric>
                  <abbr title={h('entities.table.lostFull')}>{h('entities.table.lost')}</abbr>
                </th>
                <th scope="col" data-numeric>
                  <abbr title={h('entities.table.goalsFull')}>{h('entities.table.goals')}</abbr>
                </th>
              </>
            ) : null}
            <th scope="col" data-numeric>
              <abbr title={h('entities.table.differenceFull')}>{h('entities.table.difference')}</abbr>
            </th>
            <th scope="col" data-numeric>
              <abbr title={h('entities.table.pointsFull')}>{h('entities.table.points')}</abbr>
            </th>
            {full ? <th scope="col">{h('entities.table.form')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const isMarked = markedTeamIds.includes(r.team.id);
            return (
              <tr key={r.team.id} className={cx(isMarked && marked)} data-testid="standing-row" data-team-id={r.team.id} data-marked={isMarked || undefined} aria-current={isMarked ? 'true' : undefined}>
                <td className={pos}>{r.position}</td>
                <th scope="row">
                  <AppLink href={href('team', { team: slugify(r.team.name) || slugify(r.team.shortName) || 'doi-bong', id: String(r.team.id) })} className={cx(teamCell, teamLink)}>
                    <img src={r.team.logo} alt="" width={24} height={24} className={smallCrest} loading="lazy" />
                    <span className={truncate}>{r.team.name}</span>
                    {isMarked && markedNote ? <span className={srOnly}> ({markedNote})</span> : null}
                  </AppLink>
                </th>
                <td data-numeric>{r.played}</td>
                {full ? (
                  <>
                    <td data-numeric>{r.won}</td>
                    <td data-numeric>{r.drawn}</td>
                    <td data-numeric>{r.lost}</td>
                    <td data-numeric>
                      {r.goalsFor}:{r.goalsAgainst}
                    </td>
                  </>
                ) : null}
                <td data-numeric>{r.goalDifference > 0 ? `+${r.goalDifference}` : r.goalDifference}</td>
                <td data-numeric className={points}>
                  {r.points}
                </td>
                {full ? (
                  <td>
                    <FormStrip form={r.form} size="sm" />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
  if (compact || !columns.phone) return table$;
  return (
    <>
      <StandingsColumnsToggle all={columns.all} onToggle={columns.toggle} tableId={tableId} />
      {table$}
    </>
  );
}
