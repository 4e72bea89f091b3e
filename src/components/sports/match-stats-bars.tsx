import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import type { MatchStats } from '../../../contracts/schemas/sports/matches';
import { statShares } from './match-format';
import { stack } from './section-styles';

const statRow = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const statHead = css({ display: 'grid', gridTemplateColumns: '[3rem 1fr 3rem]', alignItems: 'baseline', fontSize: 'sm' });
const statValue = css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' });
const statLabel = css({ textAlign: 'center', color: 'fg.muted', fontSize: 'xs' });
const bar = css({ display: 'flex', h: '1.5', borderRadius: 'full', overflow: 'hidden', bg: 'bg.subtle', gap: '0.5' });
const homeBar = css({ bg: 'accent.default', borderRadius: 'full' });
const awayBar = css({ bg: 'status.info', borderRadius: 'full' });

const STAT_KEYS = ['possession', 'shots', 'shotsOnTarget', 'corners', 'fouls', 'offsides', 'yellowCards', 'redCards'] as const;

/** Paired bars of a match's statistics: home on the left, away on the right. */
export function StatsBars({ stats }: { stats: MatchStats }) {
  const intl = useIntl();
  return (
    <ul className={stack} data-testid="match-stats">
      {STAT_KEYS.map((key) => {
        const pair = stats[key];
        const [home, away] = pair[0] + pair[1] > 0 ? statShares(pair) : [0, 0];
        return (
          <li key={key} className={statRow}>
            <div className={statHead}>
              <span className={statValue}>{pair[0]}</span>
              <span className={statLabel}>{intl.formatMessage({ id: `roomTabs.stat.${key}` })}</span>
              <span className={cx(statValue, css({ textAlign: 'right' }))}>{pair[1]}</span>
            </div>
            <div className={bar} aria-hidden="true">
              <span className={homeBar} style={{ width: `${home}%` }} />
              <span className={awayBar} style={{ width: `${away}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

