import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { href } from '../../../../contracts/href';
import { slugify } from '../../../../contracts/slug';
import type { MatchDetail, MatchEvent, MatchSummary } from '../../../../contracts/schemas/sports/matches';
import { AppLink } from '../../../components/ui/app-link';
import { FormChips } from '../../../components/sports/form-chips';
import { TeamLabel } from '../../../components/sports/head-to-head';
import { MatchEventList } from '../../../components/sports/match-events';
import { periodMessage } from '../../../components/sports/match-format';
import { muted, section, sectionTitle, stack, subtle } from '../../../components/sports/section-styles';
import { MomentumChart, WinProbabilityChart } from './match-charts';

const columns = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '[minmax(0, 3fr) minmax(0, 2fr)]' }, gap: '4', alignItems: 'start' });
const formRow = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto]', alignItems: 'center', gap: '3', py: '1' });
const infoList = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr' }, gap: '3' });
const infoItem = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const infoValue = css({ fontSize: 'sm', fontWeight: 'semibold', overflowWrap: 'anywhere' });
const link = css({ color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '[2px]' });

/** Both teams' last five results. */
export function FormSection({ match, form }: { match: MatchSummary; form: MatchDetail['form'] }) {
  const intl = useIntl();
  return (
    <section className={section} data-testid="form">
      <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.analysis.form' })}</h3>
      <p className={subtle}>{intl.formatMessage({ id: 'roomTabs.analysis.formHint' })}</p>
      <div className={formRow} data-side="home">
        <TeamLabel team={match.home} />
        <FormChips form={form.home} />
      </div>
      <div className={formRow} data-side="away">
        <TeamLabel team={match.away} />
        <FormChips form={form.away} />
      </div>
    </section>
  );
}

function InfoSection({ detail, match, timeZone }: { detail: MatchDetail; match: MatchSummary; timeZone: string }) {
  const intl = useIntl();
  const { attendance, managers } = detail;
  const period = match.status === 2 ? periodMessage(match.period) : null;
  const manager = (m: MatchDetail['managers']['home']) =>
    m ? (
      <AppLink href={href('manager', { manager: slugify(m.name, 'quan-ly'), id: String(m.id) })} className={link}>
        {m.name}
      </AppLink>
    ) : (
      '–'
    );
  return (
    <section className={section} data-testid="match-info">
      <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.info' })}</h3>
      <dl className={infoList}>
        <div className={infoItem}>
          <dt className={subtle}>{intl.formatMessage({ id: 'roomTabs.overview.league' })}</dt>
          <dd className={infoValue}>
            <AppLink href={href('league', { league: slugify(match.leagueName, 'giai-dau'), id: String(match.leagueId) })} className={link}>
              {match.leagueName}
            </AppLink>{' '}
            · {intl.formatMessage({ id: 'roomTabs.overview.round' }, { round: match.round })}
          </dd>
        </div>
        <div className={infoItem}>
          <dt className={subtle}>{intl.formatMessage({ id: 'roomTabs.overview.kickoff' })}</dt>
          <dd className={infoValue}>{intl.formatDate(match.kickoffTime, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}</dd>
        </div>
        {period ? (
          <div className={infoItem}>
            <dt className={subtle}>{intl.formatMessage({ id: 'roomTabs.overview.period' })}</dt>
            <dd className={infoValue}>{intl.formatMessage({ id: period.id }, { n: period.n })}</dd>
          </div>
        ) : null}
        {match.venue ? (
          <div className={infoItem}>
            <dt className={subtle}>{intl.formatMessage({ id: 'roomTabs.overview.venue' })}</dt>
            <dd className={infoValue}>
              <AppLink href={href('venue', { venue: slugify(match.venue.name, 'san-van-dong'), id: String(match.venue.id) })} className={link}>
                {match.venue.name}
              </AppLink>
            </dd>
          </div>
        ) : null}
        {attendance !== null ? (
          <div className={infoItem}>
            <dt className={subtle}>{intl.formatMessage({ id: 'roomTabs.overview.attendance' })}</dt>
            <dd className={infoValue}>{intl.formatNumber(attendance)}</dd>
          </div>
        ) : null}
        {managers.home || managers.away ? (
          <div className={infoItem}>
            <dt className={subtle}>{intl.formatMessage({ id: 'roomTabs.overview.managers' })}</dt>
            <dd className={infoValue}>
              {manager(managers.home)} · {manager(managers.away)}
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The match at a glance: its events (football), the attack momentum, the win probability, both
 * teams' form and the match's facts.
 */
export function OverviewSection({ detail, match, events, timeZone }: { detail: MatchDetail; match: MatchSummary; events: readonly MatchEvent[]; timeZone: string }) {
  const intl = useIntl();
  const football = match.sport === 'football';
  const notStarted = match.status === 1;
  return (
    <div className={columns}>
      <div className={stack}>
        {football ? (
          <section className={section} data-testid="events">
            <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.overview.events' })}</h3>
            {events.length ? (
              <MatchEventList events={events} />
            ) : (
              <p className={muted} data-testid="events-empty">
                {intl.formatMessage({ id: notStarted ? 'matchCentre.events.notStarted' : 'roomTabs.overview.noEvents' })}
              </p>
            )}
          </section>
        ) : null}
        {football ? <MomentumChart match={match} points={detail.momentum} events={events} /> : null}
        {!football ? <WinProbabilityChart match={match} series={detail.winProbability} /> : null}
        {!football ? <InfoSection detail={detail} match={match} timeZone={timeZone} /> : null}
      </div>
      <div className={stack}>
        {football ? <WinProbabilityChart match={match} series={detail.winProbability} /> : null}
        <FormSection match={match} form={detail.form} />
        {football ? <InfoSection detail={detail} match={match} timeZone={timeZone} /> : null}
      </div>
    </div>
  );
}
