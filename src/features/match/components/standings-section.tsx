import { useIntl } from '../../../lib/intl-context';
import { href } from '../../../../contracts/href';
import { slugify } from '../../../../contracts/slug';
import type { MatchStandings } from '../../../../contracts/schemas/sports/matches';
import { AppLink } from '../../../components/ui/app-link';
import { section, sectionTitle, smallCrest, subtle, truncate } from '../../../components/sports/section-styles';
import { StandingsTable } from '../../../components/sports/standings-table';
import { css } from '../../../../styled-system/css';

const leagueLink = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', color: 'fg.default', textDecoration: 'none', _hover: { color: 'accent.text' } });

/** The league table with the two teams of the match marked (highlighted, and said so to screen readers). */
export function StandingsSection({ standings }: { standings: MatchStandings }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'matchCentre.table.title' }, { league: standings.league.name });
  return (
    <section className={section}>
      <h3 className={sectionTitle}>
        <AppLink href={href('league', { league: slugify(standings.league.name, 'giai-dau'), id: String(standings.league.id) })} className={leagueLink}>
          <img src={standings.league.logo} alt="" width={24} height={24} className={smallCrest} />
          <span className={truncate}>{title}</span>
        </AppLink>
      </h3>
      <p className={subtle}>{intl.formatMessage({ id: 'matchCentre.table.hint' })}</p>
      <StandingsTable
        rows={standings.rows}
        markedTeamIds={standings.rows.filter((r) => r.marked).map((r) => r.team.id)}
        markedNote={intl.formatMessage({ id: 'matchCentre.table.inMatch' })}
        caption={title}
      />
    </section>
  );
}
