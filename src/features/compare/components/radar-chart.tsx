import { useId } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import type { ChartMetric } from '../../../../contracts/schemas/sports/entities';
import { radarPoint, radarPolygon, wrapLabel, type Side } from '../chart-values';
import { METRIC_LABELS } from '../labels';
import { section, sectionTitle, sideFill, subtle, swatch, truncate } from './styles';

const WIDTH = 400;
const HEIGHT = 340;
const RADIUS = 104;
const CENTRE = { x: WIDTH / 2, y: HEIGHT / 2 };
const RINGS = [0.25, 0.5, 0.75, 1];

const svg = css({ w: 'full', h: 'auto', maxW: '[26rem]', mx: 'auto', display: 'block', overflow: 'visible' });
const ring = css({ fill: '[none]', stroke: 'border.default', strokeWidth: '1' });
const axis = css({ stroke: 'border.subtle', strokeWidth: '1' });
const axisLabel = css({ fill: 'fg.muted', fontSize: '[13px]', fontWeight: 'medium' });
const AREA = [
  css({ fill: 'accent.default', fillOpacity: '0.22', stroke: 'accent.default', strokeWidth: '2', strokeLinejoin: 'round' }),
  css({ fill: 'status.info', fillOpacity: '0.22', stroke: 'status.info', strokeWidth: '2', strokeLinejoin: 'round' }),
] as const;
const DOT = [css({ fill: 'accent.default' }), css({ fill: 'status.info' })] as const;
const legend = css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', fontSize: 'sm' });
const legendItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', minW: '0', maxW: 'full' });

/** Where an axis label sits: beyond the ring, anchored away from the centre. */
function labelPlacement(index: number, count: number) {
  const { x, y } = radarPoint(index, count, RADIUS + 14, CENTRE);
  const dx = x - CENTRE.x;
  const anchor = Math.abs(dx) < 4 ? 'middle' : dx > 0 ? 'start' : 'end';
  return { x, y, anchor } as const;
}

interface RadarChartProps {
  metrics: readonly ChartMetric[];
  names: readonly [string, string];
  /** The id of the table holding the exact values (the chart's text alternative). */
  valuesId: string;
}

/**
 * The two sides on a radar of the chart's measures, each scaled to its own top and turned so that
 * outward is better (fewer goals conceded, a higher place). An image to assistive technology, with
 * a summary and a pointer to the table of values.
 */
export function RadarChart({ metrics, names, valuesId }: RadarChartProps) {
  const intl = useIntl();
  const id = useId();
  const count = metrics.length;
  if (count < 3) return null;
  const label = (key: string) => (METRIC_LABELS[key] ? intl.formatMessage({ id: METRIC_LABELS[key] }) : key);
  return (
    <section className={section} data-testid="compare-radar">
      <h2 className={sectionTitle} id={`${id}-title`}>
        {intl.formatMessage({ id: 'compare.radar.title' })}
      </h2>
      <svg className={svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} aria-describedby={valuesId}>
        <desc id={`${id}-desc`}>{intl.formatMessage({ id: 'compare.radar.desc' }, { first: names[0], second: names[1] })}</desc>
        {RINGS.map((r) => (
          <polygon key={r} className={ring} points={metrics.map((_, i) => radarPoint(i, count, r * RADIUS, CENTRE)).map(({ x, y }) => `${x},${y}`).join(' ')} />
        ))}
        {metrics.map((m, i) => {
          const end = radarPoint(i, count, RADIUS, CENTRE);
          return <line key={m.key} className={axis} x1={CENTRE.x} y1={CENTRE.y} x2={end.x} y2={end.y} />;
        })}
        {([0, 1] as const).map((side: Side) => (
          <g key={side} data-side={side}>
            <polygon className={AREA[side]} points={radarPolygon(metrics, side, RADIUS, CENTRE)} />
          </g>
        ))}
        {([0, 1] as const).map((side: Side) =>
          radarPolygon(metrics, side, RADIUS, CENTRE)
            .split(' ')
            .map((point, i) => {
              const [x, y] = point.split(',');
              return <circle key={`${side}-${i}`} className={DOT[side]} cx={x} cy={y} r={3} />;
            }),
        )}
        {metrics.map((m, i) => {
          const { x, y, anchor } = labelPlacement(i, count);
          const lines = wrapLabel(label(m.key), 14);
          const top = y - ((lines.length - 1) * 15) / 2 + 4;
          return (
            <text key={m.key} className={axisLabel} x={x} y={top} textAnchor={anchor}>
              {lines.map((line, k) => (
                <tspan key={k} x={x} dy={k === 0 ? 0 : 15}>
                  {line}
                </tspan>
              ))}
            </text>
          );
        })}
      </svg>
      <div className={legend} aria-hidden="true">
        {names.map((name, side) => (
          <span key={side} className={legendItem}>
            <span className={cx(swatch, sideFill[side as Side])} />
            <span className={truncate}>{name}</span>
          </span>
        ))}
      </div>
      <p className={cx(subtle, css({ textAlign: 'center' }))}>{intl.formatMessage({ id: 'compare.radar.hint' })}</p>
    </section>
  );
}
