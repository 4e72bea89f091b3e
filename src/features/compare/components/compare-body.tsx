import { useId, type ReactNode } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { AppLink } from '../../../components/ui/app-link';
import type { ChartMetric, PlayersCompare, TeamsCompare } from '../../../../contracts/schemas/sports/entities';
import type { FormLetter, HeadToHead, TeamRef } from '../../../../contracts/schemas/sports/matches';
import { barShare, formatMetric, leaderOf, type Side } from '../chart-values';
import { FOOT_LABELS, FORM_LETTERS, FORM_NAMES, METRIC_LABELS, POSITION_LABELS } from '../labels';
import { matchHref } from '../links';
import { RadarChart } from './radar-chart';
import { muted, pairLabelCol, pairTable, section, sectionHead, sectionTitle, sideFill, sideText, srOnly, subtle, swatch, truncate } from './styles';

const body = css({
  gridArea: 'body',
  display: 'grid',
  gap: { base: '3', sm: '4' },
  gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[minmax(0, 1.25fr) minmax(0, 1fr)]' },
  alignItems: 'start',
  minW: '0',
});
const value = css({ display: 'block', fontWeight: 'semibold', fontSize: { base: 'sm', sm: 'md' }, '&[data-lead=true]': { fontWeight: 'black' } });
const track = css({ display: 'flex', h: '1.5', mt: '1', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden', '&[data-side="0"]': { justifyContent: 'flex-end' } });
const fill = css({ h: 'full', borderRadius: 'full', opacity: '[0.55]', '&[data-lead=true]': { opacity: '[1]' } });
const lowerHint = css({ display: 'block', fontWeight: 'normal', color: 'fg.subtle', fontSize: '[0.6875rem]' });
const headName = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', maxW: 'full', 'th[data-side="0"] &': { flexDirection: 'row-reverse' } });

const chip = css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '6', h: '6', borderRadius: 'md', fontSize: 'xs', fontWeight: 'bold', flexShrink: '0', textDecoration: 'none', cursor: 'help' });
const CHIP_TONES: Record<FormLetter, string> = {
  W: css({ bg: 'status.successMuted', color: 'status.success' }),
  D: css({ bg: 'bg.active', color: 'fg.muted' }),
  L: css({ bg: 'status.errorMuted', color: 'status.error' }),
};
const chips = css({ display: 'inline-flex', gap: '1', flexWrap: 'wrap', 'td[data-side="0"] &': { justifyContent: 'flex-end' } });

const h2hSummary = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2', textAlign: 'center' });
const h2hBox = css({ display: 'flex', flexDirection: 'column', gap: '0.5', p: '2', borderRadius: 'lg', bg: 'bg.subtle', minW: '0' });
const h2hValue = css({ fontSize: '2xl', fontWeight: 'black', fontVariantNumeric: 'tabular-nums', lineHeight: 'tight' });
const h2hBar = css({ display: 'flex', h: '2', borderRadius: 'full', overflow: 'hidden', bg: 'bg.subtle', gap: '[2px]' });
const meeting = css({
  display: 'grid',
  gridTemplateColumns: '[minmax(0, 1fr) auto minmax(0, 1fr)]',
  alignItems: 'center',
  gap: '2',
  py: '2',
  fontSize: 'sm',
  borderBottomWidth: '1px',
  borderColor: 'border.subtle',
  textDecoration: 'none',
  color: 'fg.default',
  borderRadius: 'md',
  _hover: { bg: 'bg.hover' },
});
const meetingScore = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.5' });
const score = css({ fontWeight: 'black', fontVariantNumeric: 'tabular-nums', px: '2', py: '0.5', borderRadius: 'md', bg: 'bg.subtle', whiteSpace: 'nowrap' });
const winner = css({ fontWeight: 'bold' });

export function FormChips({ form }: { form: readonly FormLetter[] }) {
  const intl = useIntl();
  if (form.length === 0) return <span className={subtle}>{intl.formatMessage({ id: 'compare.form.none' })}</span>;
  return (
    <span className={chips} data-testid="compare-form">
      {form.slice(0, 5).map((letter, i) => (
        <abbr key={i} className={cx(chip, CHIP_TONES[letter])} title={intl.formatMessage({ id: FORM_NAMES[letter] })} data-result={letter}>
          {intl.formatMessage({ id: FORM_LETTERS[letter] })}
        </abbr>
      ))}
    </span>
  );
}

function SideHead({ name, side }: { name: string; side: Side }) {
  return (
    <th scope="col" data-side={side} className={truncate}>
      <span className={headName}>
        <span className={cx(swatch, sideFill[side])} aria-hidden="true" />
        <span className={truncate}>{name}</span>
      </span>
    </th>
  );
}

/** The head row of a pair table: each side's name in its colour, the middle column named for screen readers. */
function PairHead({ names, middle }: { names: readonly [string, string]; middle: string }) {
  return (
    <thead>
      <tr>
        <SideHead name={names[0]} side={0} />
        <th scope="col" className={pairLabelCol}>
          <span className={srOnly}>{middle}</span>
        </th>
        <SideHead name={names[1]} side={1} />
      </tr>
    </thead>
  );
}

function MetricCell({ metric, side }: { metric: ChartMetric; side: Side }) {
  const intl = useIntl();
  const lead = leaderOf(metric) === side;
  return (
    <td data-side={side}>
      <span className={cx(value, lead && sideText[side])} data-lead={lead}>
        {formatMetric(metric.key, metric.values[side], intl.locale)}
      </span>
      <span className={track} data-side={side} aria-hidden="true">
        <span className={cx(fill, sideFill[side])} data-lead={lead} style={{ width: `${(barShare(metric, side) * 100).toFixed(1)}%` }} />
      </span>
    </td>
  );
}

/** Paired bars per measure of the server's chart, in a table (the radar's text alternative too). */
function MetricsTable({ chart, names, tableId }: { chart: readonly ChartMetric[]; names: readonly [string, string]; tableId: string }) {
  const intl = useIntl();
  return (
    <section className={section} data-testid="compare-metrics">
      <div className={sectionHead}>
        <h2 className={sectionTitle} id={`${tableId}-caption`}>
          {intl.formatMessage({ id: 'compare.metrics.title' })}
        </h2>
        <p className={subtle}>{intl.formatMessage({ id: 'compare.metrics.hint' })}</p>
      </div>
      <table className={pairTable} id={tableId} aria-labelledby={`${tableId}-caption`}>
        <PairHead names={names} middle={intl.formatMessage({ id: 'compare.metrics.measure' })} />
        <tbody>
          {chart.map((metric) => (
            <tr key={metric.key} data-testid="compare-metric" data-key={metric.key} data-values={metric.values.join(',')} data-leader={leaderOf(metric) ?? ''}>
              <MetricCell metric={metric} side={0} />
              <th scope="row">
                {METRIC_LABELS[metric.key] ? intl.formatMessage({ id: METRIC_LABELS[metric.key] }) : metric.key}
                {metric.better === 'lower' ? <span className={lowerHint}>{intl.formatMessage({ id: 'compare.metrics.lowerBetter' })}</span> : null}
              </th>
              <MetricCell metric={metric} side={1} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface FactRow {
  id: string;
  label: string;
  values: readonly [ReactNode, ReactNode];
}

/** Key figures of both sides, one per row, aligned across. */
function FactsTable({ rows, names }: { rows: readonly FactRow[]; names: readonly [string, string] }) {
  const intl = useIntl();
  return (
    <section className={section} data-testid="compare-facts">
      <h2 className={sectionTitle}>{intl.formatMessage({ id: 'compare.facts.title' })}</h2>
      <table className={pairTable}>
        <PairHead names={names} middle={intl.formatMessage({ id: 'compare.facts.title' })} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-fact={row.id}>
              <td data-side="0">{row.values[0]}</td>
              <th scope="row">{row.label}</th>
              <td data-side="1">{row.values[1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function HeadToHeadSection({ h2h, teams }: { h2h: HeadToHead; teams: readonly [TeamRef, TeamRef] }) {
  const intl = useIntl();
  const s = h2h.summary;
  const share = (n: number) => `${((n / Math.max(1, s.played)) * 100).toFixed(1)}%`;
  return (
    <section className={section} data-testid="compare-h2h">
      <div className={sectionHead}>
        <h2 className={sectionTitle}>{intl.formatMessage({ id: 'compare.h2h.title' })}</h2>
        {s.played > 0 ? <p className={muted}>{intl.formatMessage({ id: 'compare.h2h.played' }, { count: s.played })}</p> : null}
      </div>
      {s.played === 0 ? (
        <p className={muted}>{intl.formatMessage({ id: 'compare.h2h.none' })}</p>
      ) : (
        <>
          <div className={h2hSummary}>
            <div className={h2hBox} data-testid="h2h-first-wins">
              <span className={cx(h2hValue, sideText[0])}>{s.firstWins}</span>
              <span className={cx(subtle, truncate)}>{intl.formatMessage({ id: 'compare.h2h.wins' }, { team: teams[0].shortName })}</span>
            </div>
            <div className={h2hBox} data-testid="h2h-draws">
              <span className={h2hValue}>{s.draws}</span>
              <span className={subtle}>{intl.formatMessage({ id: 'compare.h2h.draws' })}</span>
            </div>
            <div className={h2hBox} data-testid="h2h-second-wins">
              <span className={cx(h2hValue, sideText[1])}>{s.secondWins}</span>
              <span className={cx(subtle, truncate)}>{intl.formatMessage({ id: 'compare.h2h.wins' }, { team: teams[1].shortName })}</span>
            </div>
          </div>
          <div className={h2hBar} aria-hidden="true">
            <span className={sideFill[0]} style={{ width: share(s.firstWins) }} />
            <span className={css({ bg: 'fg.subtle' })} style={{ width: share(s.draws) }} />
            <span className={sideFill[1]} style={{ width: share(s.secondWins) }} />
          </div>
          <h3 className={cx(subtle, css({ fontWeight: 'semibold', mt: '1' }))}>{intl.formatMessage({ id: 'compare.h2h.latest' })}</h3>
          <ol>
            {h2h.matches.map((m) => (
              <li key={m.staticId}>
                <AppLink className={meeting} href={matchHref(m.staticId, m.leagueId, m.home.name, m.away.name)} data-testid="compare-h2h-match">
                  <span className={cx(truncate, css({ textAlign: 'end' }), (m.homeScore ?? 0) > (m.awayScore ?? 0) && winner)}>{m.home.name}</span>
                  <span className={meetingScore}>
                    <span className={score}>{m.score ?? '–'}</span>
                    <time className={subtle} dateTime={m.kickoffTime}>
                      {intl.formatDate(m.kickoffTime, { day: '2-digit', month: '2-digit', year: 'numeric' })}
                    </time>
                  </span>
                  <span className={cx(truncate, (m.awayScore ?? 0) > (m.homeScore ?? 0) && winner)}>{m.away.name}</span>
                </AppLink>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

const DASH = '–';

export function TeamsBody({ data }: { data: TeamsCompare }) {
  const intl = useIntl();
  const tableId = useId();
  const [a, b] = data.teams;
  const names = [a.team.shortName, b.team.shortName] as const;
  const pair = <T,>(pick: (t: TeamsCompare['teams'][number]) => T) => [pick(a), pick(b)] as const;
  const label = (id: string) => intl.formatMessage({ id });
  const rows: FactRow[] = [
    { id: 'league', label: label('compare.fact.league'), values: pair((t) => t.team.league.name) },
    { id: 'played', label: label('compare.fact.played'), values: pair((t) => t.record.played) },
    { id: 'record', label: label('compare.fact.record'), values: pair((t) => `${t.record.won}-${t.record.drawn}-${t.record.lost}`) },
    { id: 'goals', label: label('compare.fact.goals'), values: pair((t) => `${t.record.goalsFor}-${t.record.goalsAgainst}`) },
    { id: 'cleanSheets', label: label('compare.fact.cleanSheets'), values: pair((t) => t.record.cleanSheets) },
    { id: 'form', label: label('compare.fact.form'), values: pair((t) => <FormChips form={t.form} />) },
    { id: 'city', label: label('compare.fact.city'), values: pair((t) => t.team.city || DASH) },
    { id: 'founded', label: label('compare.fact.founded'), values: pair((t) => t.team.founded || DASH) },
    { id: 'venue', label: label('compare.fact.venue'), values: pair((t) => t.team.venue?.name ?? DASH) },
    { id: 'manager', label: label('compare.fact.manager'), values: pair((t) => t.team.manager?.name ?? DASH) },
  ];
  return (
    <div className={body} data-testid="compare-body">
      <MetricsTable chart={data.chart} names={names} tableId={tableId} />
      <RadarChart metrics={data.chart} names={[a.team.name, b.team.name]} valuesId={tableId} />
      <FactsTable rows={rows} names={names} />
      <HeadToHeadSection h2h={data.h2h} teams={[a.team, b.team]} />
    </div>
  );
}

export function PlayersBody({ data }: { data: PlayersCompare }) {
  const intl = useIntl();
  const tableId = useId();
  const [a, b] = data.players;
  const names = [a.player.name, b.player.name] as const;
  const pair = <T,>(pick: (p: PlayersCompare['players'][number]) => T) => [pick(a), pick(b)] as const;
  const label = (id: string) => intl.formatMessage({ id });
  const coded = (map: Readonly<Record<string, string>>, code: string) => (map[code] ? intl.formatMessage({ id: map[code] }) : code || DASH);
  const rows: FactRow[] = [
    { id: 'team', label: label('compare.fact.team'), values: pair((p) => p.player.team.name) },
    { id: 'league', label: label('compare.fact.league'), values: pair((p) => p.player.league.name) },
    { id: 'position', label: label('compare.fact.position'), values: pair((p) => coded(POSITION_LABELS, p.player.position)) },
    { id: 'shirt', label: label('compare.fact.shirt'), values: pair((p) => p.player.shirtNumber) },
    { id: 'age', label: label('compare.fact.age'), values: pair((p) => p.player.age) },
    { id: 'nationality', label: label('compare.fact.nationality'), values: pair((p) => p.player.nationality) },
    { id: 'height', label: label('compare.fact.height'), values: pair((p) => intl.formatMessage({ id: 'compare.unit.cm' }, { value: p.player.heightCm })) },
    { id: 'weight', label: label('compare.fact.weight'), values: pair((p) => intl.formatMessage({ id: 'compare.unit.kg' }, { value: p.player.weightKg })) },
    { id: 'foot', label: label('compare.fact.foot'), values: pair((p) => coded(FOOT_LABELS, p.player.foot)) },
    { id: 'starts', label: label('compare.fact.starts'), values: pair((p) => p.season.starts) },
  ];
  return (
    <div className={body} data-testid="compare-body">
      <MetricsTable chart={data.chart} names={names} tableId={tableId} />
      <RadarChart metrics={data.chart} names={names} valuesId={tableId} />
      <FactsTable rows={rows} names={names} />
    </div>
  );
}
