import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import type { HeadToHead, MatchSummary, TeamRef } from '../../../contracts/schemas/sports/matches';
import { AppLink } from '../ui/app-link';
import { resultFor } from './match-format';
import { muted, section, sectionTitle, smallCrest, subtle, truncate } from './section-styles';

const teamCell = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', fontWeight: 'semibold', fontSize: 'sm' });
const summary = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2', textAlign: 'center' });
const summaryValue = css({ fontSize: 'xl', fontWeight: 'black', fontVariantNumeric: 'tabular-nums' });
const summaryBox = css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: '2', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' });
const meeting = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', alignItems: 'center', gap: '2', fontSize: 'sm', py: '2', borderBottomWidth: '1px', borderColor: 'border.subtle', _last: { borderBottomWidth: '0' } });
const meetingScore = css({ fontWeight: 'black', fontVariantNumeric: 'tabular-nums', px: '2', py: '0.5', borderRadius: 'md', bg: 'bg.subtle', whiteSpace: 'nowrap' });
const winner = css({ fontWeight: 'bold' });
const scoreLink = css({ textDecoration: 'none', color: 'fg.default', _hover: { color: 'accent.text', textDecoration: 'underline' } });
const centre = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5', minW: '0' });

/** A team's crest and name on one line. */
export function TeamLabel({ team }: { team: TeamRef }) {
  return (
    <span className={teamCell}>
      <img src={team.logo} alt="" width={24} height={24} className={smallCrest} />
      <span className={truncate}>{team.name}</span>
    </span>
  );
}

/**
 * The head-to-head of two teams: the meetings played and won by each (from the first team's side),
 * then the latest meetings with their score and date; with `meetingHref`, each score opens that match.
 */
export function HeadToHeadSection({
  h2h,
  home,
  away,
  meetingHref,
  timeZone,
}: {
  h2h: HeadToHead;
  home: TeamRef;
  away: TeamRef;
  meetingHref?: (match: MatchSummary) => string;
  timeZone?: string;
}) {
  const intl = useIntl();
  const { summary: s } = h2h;
  return (
    <section className={section} data-testid="h2h">
      <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.analysis.h2h' })}</h3>
      {s.played === 0 ? (
        <p className={muted}>{intl.formatMessage({ id: 'roomTabs.analysis.noH2h' })}</p>
      ) : (
        <>
          <p className={muted}>{intl.formatMessage({ id: 'roomTabs.analysis.played' }, { count: s.played })}</p>
          <div className={summary}>
            <div className={summaryBox}>
              <span className={cx(summaryValue, css({ color: 'accent.text' }))}>{s.firstWins}</span>
              <span className={cx(subtle, truncate)}>{intl.formatMessage({ id: 'roomTabs.analysis.wins' }, { team: home.shortName })}</span>
            </div>
            <div className={summaryBox}>
              <span className={summaryValue}>{s.draws}</span>
              <span className={subtle}>{intl.formatMessage({ id: 'roomTabs.analysis.draws' })}</span>
            </div>
            <div className={summaryBox}>
              <span className={cx(summaryValue, css({ color: 'status.info' }))}>{s.secondWins}</span>
              <span className={cx(subtle, truncate)}>{intl.formatMessage({ id: 'roomTabs.analysis.wins' }, { team: away.shortName })}</span>
            </div>
          </div>
          <ol>
            {h2h.matches.map((m) => {
              const homeResult = resultFor(m, m.home.id);
              return (
                <li key={m.staticId} className={meeting} data-testid="h2h-match">
                  <span className={cx(truncate, css({ textAlign: 'right' }), homeResult === 'W' && winner)}>{m.home.name}</span>
                  <span className={centre}>
                    {meetingHref ? (
                      <AppLink href={meetingHref(m)} className={cx(meetingScore, scoreLink)} aria-label={intl.formatMessage({ id: 'matchCentre.h2h.meetingLink' }, { home: m.home.name, away: m.away.name, score: m.score ?? '–' })}>
                        {m.score ?? '–'}
                      </AppLink>
                    ) : (
                      <span className={meetingScore}>{m.score ?? '–'}</span>
                    )}
                    <time className={subtle} dateTime={m.kickoffTime}>
                      {intl.formatDate(m.kickoffTime, { day: '2-digit', month: '2-digit', year: '2-digit', ...(timeZone ? { timeZone } : {}) })}
                    </time>
                    {meetingHref ? <span className={cx(subtle, truncate, css({ maxW: 'full' }))}>{m.leagueName}</span> : null}
                  </span>
                  <span className={cx(truncate, homeResult === 'L' && winner)}>{m.away.name}</span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}

