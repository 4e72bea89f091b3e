import { useId } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import type { MatchEvent, MatchSummary, MomentumPoint, WinProbabilityPoint } from '../../../../contracts/schemas/sports/matches';
import { muted, section, sectionTitle, subtle, table, tableScroller } from '../../../components/sports/section-styles';
import { eventMinute } from '../../../components/sports/match-format';
import { inPlayPoints, minuteSpan, minuteTicks, minuteX, momentumIntervals, momentumPath, probabilityAreas, probabilityPercents } from './charts';
import { srOnly } from '../../../components/ui/text-styles';

const BOX = { width: 600, height: 140 };

const svg = css({ display: 'block', w: 'full', h: 'auto', overflow: 'visible' });
const homeFill = css({ fill: 'accent.default' });
const drawFill = css({ fill: 'fg.subtle', opacity: '[0.45]' });
const awayFill = css({ fill: 'status.info' });
const gridLine = css({ stroke: 'border.default', strokeWidth: '1', strokeDasharray: '3 4' });
const axisRow = css({ position: 'relative', h: '4', mt: '-1' });
const axisLabel = css({ position: 'absolute', top: '0', fontSize: 'xs', color: 'fg.muted', lineHeight: 'none', fontVariantNumeric: 'tabular-nums' });
const legend = css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'xs', color: 'fg.muted' });
const swatch = css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'xs', mr: '1.5', verticalAlign: 'middle' });
const details = css({ fontSize: 'sm', '& summary': { cursor: 'pointer', color: 'fg.muted', fontSize: 'xs', w: '[fit-content]' } });
const nowBar = css({ display: 'flex', h: '3', borderRadius: 'full', overflow: 'hidden', gap: '0.5' });
const nowRow = css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2', fontSize: 'sm' });
const nowValue = css({ fontSize: 'xl', fontWeight: 'black', fontVariantNumeric: 'tabular-nums', lineHeight: 'tight' });

function Legend({ match, withDraw }: { match: MatchSummary; withDraw: boolean }) {
  const intl = useIntl();
  return (
    <p className={legend} aria-hidden="true">
      <span>
        <span className={cx(swatch, css({ bg: 'accent.default' }))} />
        {match.home.name}
      </span>
      {withDraw ? (
        <span>
          <span className={cx(swatch, css({ bg: 'fg.subtle', opacity: '[0.45]' }))} />
          {intl.formatMessage({ id: 'roomTabs.odds.draw' })}
        </span>
      ) : null}
      <span>
        <span className={cx(swatch, css({ bg: 'status.info' }))} />
        {match.away.name}
      </span>
    </p>
  );
}

function MinuteAxis({ span }: { span: number }) {
  return (
    <g aria-hidden="true">
      {minuteTicks(span).map((m) => {
        const x = minuteX(m, span, BOX);
        return <line key={m} x1={x} x2={x} y1={0} y2={BOX.height} className={gridLine} />;
      })}
    </g>
  );
}

/** The minutes under a graph, as text of the page's size (not scaled down with the drawing on a phone). */
function AxisLabels({ span }: { span: number }) {
  return (
    <div className={axisRow} aria-hidden="true">
      {minuteTicks(span).map((m) => (
        <span key={m} className={axisLabel} style={{ left: `${(m / span) * 100}%`, transform: m === 0 ? 'none' : m === span ? 'translateX(-100%)' : 'translateX(-50%)' }}>
          {m}&apos;
        </span>
      ))}
    </div>
  );
}

/** The chances now (the latest point): three figures and a bar, home · draw · away. */
function ProbabilityNow({ match, point }: { match: MatchSummary; point: WinProbabilityPoint }) {
  const intl = useIntl();
  const p = probabilityPercents(point);
  const cells: { key: string; label: string; value: number; tone: string }[] = [
    { key: 'home', label: match.home.name, value: p.home, tone: css({ bg: 'accent.default' }) },
    ...(p.draw === null ? [] : [{ key: 'draw', label: intl.formatMessage({ id: 'roomTabs.odds.draw' }), value: p.draw, tone: css({ bg: 'fg.subtle', opacity: '[0.45]' }) }]),
    { key: 'away', label: match.away.name, value: p.away, tone: css({ bg: 'status.info' }) },
  ];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="win-probability-now">
      <dl className={cx(nowRow, p.draw === null && css({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }))}>
        {cells.map((c, i) => (
          <div key={c.key} className={css({ display: 'flex', flexDirection: 'column-reverse', minW: '0', textAlign: i === 0 ? 'left' : i === cells.length - 1 ? 'right' : 'center' })}>
            <dt className={cx(subtle, css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }))}>{c.label}</dt>
            <dd className={nowValue} data-key={c.key}>
              {intl.formatNumber(c.value / 100, { style: 'percent' })}
            </dd>
          </div>
        ))}
      </dl>
      <div className={nowBar} aria-hidden="true">
        {cells.map((c) => (
          <span key={c.key} className={cx(css({ borderRadius: 'full' }), c.tone)} style={{ width: `${c.value}%` }} />
        ))}
      </div>
    </div>
  );
}

/**
 * The win probability from the 1X2 odds with the margin removed (the server's series): the chances
 * now, and through the match as three stacked bands; a table gives the same figures as text.
 */
export function WinProbabilityChart({ match, series }: { match: MatchSummary; series: readonly WinProbabilityPoint[] }) {
  const intl = useIntl();
  const id = useId();
  const points = inPlayPoints(series);
  const latest = points.at(-1) ?? series.at(-1) ?? null;
  if (!latest) return null;
  const span = minuteSpan(points.at(-1)?.minute ?? 0);
  const areas = probabilityAreas(points, BOX, span);
  const withDraw = latest.draw !== null;
  const now = probabilityPercents(latest);
  const reason = (p: WinProbabilityPoint) =>
    intl.formatMessage({ id: `matchCentre.probability.reason.${p.reason === 'event' && p.event ? (['goal', 'penalty', 'own_goal', 'red'].includes(p.event) ? p.event : 'event') : p.reason}` });
  return (
    <section className={section} data-testid="win-probability">
      <h3 className={sectionTitle}>{intl.formatMessage({ id: 'matchCentre.probability.title' })}</h3>
      <p className={subtle}>{intl.formatMessage({ id: latest.reason === 'pre' ? 'matchCentre.probability.pre' : 'matchCentre.probability.hint' })}</p>
      <ProbabilityNow match={match} point={latest} />
      {points.length > 0 ? (
        <>
          <svg
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            className={svg}
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-desc`}
            data-testid="win-probability-chart"
          >
            <title id={`${id}-title`}>{intl.formatMessage({ id: 'matchCentre.probability.title' })}</title>
            <desc id={`${id}-desc`}>
              {intl.formatMessage(
                { id: 'matchCentre.probability.desc' },
                { home: match.home.name, away: match.away.name, points: points.length, minute: latest.minute, homePct: now.home, drawPct: now.draw ?? 0, awayPct: now.away },
              )}
            </desc>
            <path d={areas.home} className={homeFill} />
            {withDraw ? <path d={areas.draw} className={drawFill} /> : null}
            <path d={areas.away} className={awayFill} />
            <MinuteAxis span={span} />
          </svg>
          <AxisLabels span={span} />
          <Legend match={match} withDraw={withDraw} />
          <details className={details}>
            <summary>{intl.formatMessage({ id: 'matchCentre.chart.table' })}</summary>
            <div className={tableScroller}>
              <table className={table} data-testid="win-probability-table">
                <caption className={srOnly}>{intl.formatMessage({ id: 'matchCentre.probability.title' })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{intl.formatMessage({ id: 'matchCentre.chart.minute' })}</th>
                    <th scope="col">{intl.formatMessage({ id: 'matchCentre.chart.moment' })}</th>
                    <th scope="col" data-numeric="">{match.home.shortName}</th>
                    {withDraw ? <th scope="col" data-numeric="">{intl.formatMessage({ id: 'roomTabs.odds.draw' })}</th> : null}
                    <th scope="col" data-numeric="">{match.away.shortName}</th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((p) => {
                    const pc = probabilityPercents(p);
                    return (
                      <tr key={`${p.atSecond}-${p.reason}`}>
                        <th scope="row">{p.statusText === 'FT' || p.statusText === 'HT' ? p.statusText : `${p.minute}'`}</th>
                        <td>{reason(p)}</td>
                        <td data-numeric="">{pc.home}%</td>
                        {withDraw ? <td data-numeric="">{pc.draw}%</td> : null}
                        <td data-numeric="">{pc.away}%</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : null}
    </section>
  );
}

/**
 * Attack momentum minute by minute (the server's, built from the events): the home side's push above
 * the centre line, the away side's below, goals marked on the minute axis; a table gives each
 * quarter of an hour as text.
 */
export function MomentumChart({ match, points, events }: { match: MatchSummary; points: readonly MomentumPoint[]; events: readonly MatchEvent[] }) {
  const intl = useIntl();
  const id = useId();
  if (points.length === 0) return null;
  const span = minuteSpan(points.at(-1)?.minute ?? 0);
  const d = momentumPath(points, BOX, span);
  const mid = BOX.height / 2;
  const goals = events.filter((e) => e.type === 'goal' || e.type === 'penalty' || e.type === 'own_goal');
  const intervals = momentumIntervals(points);
  return (
    <section className={section} data-testid="momentum">
      <h3 className={sectionTitle}>{intl.formatMessage({ id: 'matchCentre.momentum.title' })}</h3>
      <p className={subtle}>{intl.formatMessage({ id: 'matchCentre.momentum.hint' }, { home: match.home.name, away: match.away.name })}</p>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} className={svg} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} data-testid="momentum-chart">
        <title id={`${id}-title`}>{intl.formatMessage({ id: 'matchCentre.momentum.title' })}</title>
        <desc id={`${id}-desc`}>
          {intl.formatMessage({ id: 'matchCentre.momentum.desc' }, { home: match.home.name, away: match.away.name, minutes: points.at(-1)!.minute, goals: goals.length })}
        </desc>
        <defs>
          <clipPath id={`${id}-top`}>
            <rect x={0} y={0} width={BOX.width} height={mid} />
          </clipPath>
          <clipPath id={`${id}-bottom`}>
            <rect x={0} y={mid} width={BOX.width} height={mid} />
          </clipPath>
        </defs>
        <MinuteAxis span={span} />
        <path d={d} className={homeFill} clipPath={`url(#${id}-top)`} />
        <path d={d} className={awayFill} clipPath={`url(#${id}-bottom)`} />
        <line x1={0} x2={BOX.width} y1={mid} y2={mid} className={css({ stroke: 'fg.subtle', strokeWidth: '1' })} />
        {goals.map((g) => {
          const x = minuteX(g.minute, span, BOX);
          const y = g.side === 'home' ? 8 : BOX.height - 8;
          return <circle key={g.id} cx={x} cy={y} r={5} className={css({ fill: 'bg.surface', stroke: 'fg.default', strokeWidth: '2' })} data-testid="momentum-goal" />;
        })}
      </svg>
      <AxisLabels span={span} />
      <Legend match={match} withDraw={false} />
      <details className={details}>
        <summary>{intl.formatMessage({ id: 'matchCentre.chart.table' })}</summary>
        <div className={tableScroller}>
          <table className={table} data-testid="momentum-table">
            <caption className={srOnly}>{intl.formatMessage({ id: 'matchCentre.momentum.title' })}</caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'matchCentre.chart.minutes' })}</th>
                <th scope="col" data-numeric="">{match.home.shortName}</th>
                <th scope="col" data-numeric="">{match.away.shortName}</th>
              </tr>
            </thead>
            <tbody>
              {intervals.map((r) => (
                <tr key={r.from}>
                  <th scope="row">
                    {r.from}&apos;–{r.to}&apos;
                  </th>
                  <td data-numeric="">{r.home}</td>
                  <td data-numeric="">{r.away}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {goals.length ? (
          <p className={cx(muted, css({ mt: '2' }))}>
            {intl.formatMessage({ id: 'matchCentre.momentum.goals' })}{' '}
            {goals.map((g) => `${eventMinute(g.minute, g.extra)} ${g.side === 'home' ? match.home.shortName : match.away.shortName}`).join(', ')}
          </p>
        ) : null}
      </details>
    </section>
  );
}
