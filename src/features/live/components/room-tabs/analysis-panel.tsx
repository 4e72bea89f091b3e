import { useIntl } from '../../../../lib/intl-context';
import { css, cx } from '../../../../../styled-system/css';
import { analysisLoader } from '../../../../../machines/room-tabs/panel.loaders';
import type { ComparedTeam, TeamsCompare } from '../../../../../contracts/schemas/sports/entities';
import type { FormLetter, HeadToHead } from '../../../../../contracts/schemas/sports/matches';
import { formChips, resultFor } from './format';
import { PanelData } from './panel-data';
import { muted, section, sectionTitle, smallCrest, stack, subtle, table, tableScroller, truncate } from './panel-styles';
import { useLoader } from '../../../../components/ui/use-loader';

const FORM_NAMES: Record<FormLetter, string> = { W: 'roomTabs.form.win', D: 'roomTabs.form.draw', L: 'roomTabs.form.loss' };

const chipBase = css({ textDecoration: 'none', cursor: 'help', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '7', h: '7', borderRadius: 'md', fontSize: 'xs', fontWeight: 'bold', flexShrink: '0' });
const CHIP_TONES: Record<FormLetter, string> = {
  W: css({ bg: 'status.successMuted', color: 'status.success' }),
  D: css({ bg: 'bg.active', color: 'fg.muted' }),
  L: css({ bg: 'status.errorMuted', color: 'status.error' }),
};
const chips = css({ display: 'flex', gap: '1', flexWrap: 'nowrap' });
const formRow = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto]', alignItems: 'center', gap: '3', py: '1' });
const teamCell = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', fontWeight: 'semibold', fontSize: 'sm' });
const summary = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2', textAlign: 'center' });
const summaryValue = css({ fontSize: 'xl', fontWeight: 'black', fontVariantNumeric: 'tabular-nums' });
const summaryBox = css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: '2', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' });
const meeting = css({ display: 'grid', gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]', alignItems: 'center', gap: '2', fontSize: 'sm', py: '2', borderBottomWidth: '1px', borderColor: 'border.subtle', _last: { borderBottomWidth: '0' } });
const meetingScore = css({ fontWeight: 'black', fontVariantNumeric: 'tabular-nums', px: '2', py: '0.5', borderRadius: 'md', bg: 'bg.subtle', whiteSpace: 'nowrap' });
const winner = css({ fontWeight: 'bold' });

export function FormChips({ form }: { form: readonly string[] }) {
  const intl = useIntl();
  const list = formChips(form);
  if (list.length === 0) return <span className={muted}>{intl.formatMessage({ id: 'roomTabs.analysis.noForm' })}</span>;
  return (
    <span className={chips} data-testid="form-chips">
      {list.map((letter, i) => (
        <abbr key={i} className={cx(chipBase, CHIP_TONES[letter])} title={intl.formatMessage({ id: FORM_NAMES[letter] })} data-result={letter}>
          {intl.formatMessage({ id: `roomTabs.form.${letter}` })}
        </abbr>
      ))}
    </span>
  );
}

function TeamLabel({ team }: { team: ComparedTeam['team'] }) {
  return (
    <span className={teamCell}>
      <img src={team.logo} alt="" width={24} height={24} className={smallCrest} />
      <span className={truncate}>{team.name}</span>
    </span>
  );
}

function HeadToHeadSection({ h2h, home, away }: { h2h: HeadToHead; home: ComparedTeam['team']; away: ComparedTeam['team'] }) {
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
                  <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5' })}>
                    <span className={meetingScore}>{m.score ?? '–'}</span>
                    <time className={subtle} dateTime={m.kickoffTime}>
                      {intl.formatDate(m.kickoffTime, { day: '2-digit', month: '2-digit', year: '2-digit' })}
                    </time>
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

function SeasonTable({ teams }: { teams: TeamsCompare['teams'] }) {
  const intl = useIntl();
  const col = (id: string) => intl.formatMessage({ id: `roomTabs.analysis.col.${id}` });
  return (
    <section className={section} data-testid="season-table">
      <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.analysis.table' })}</h3>
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
              <h3 className={sectionTitle}>{intl.formatMessage({ id: 'roomTabs.analysis.form' })}</h3>
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
