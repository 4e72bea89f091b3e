import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import type { MatchSummary } from '../../../../contracts/schemas/sports/matches';
import type { TipConsensus } from '../../../../contracts/schemas/sports/tips';
import { isTipMarket, MARKET_PICKS } from '../../../../machines/tips/tip-rules';
import { subtle, truncate } from './tips-styles';

const markets = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(auto-fit, minmax(12rem, 1fr))' }, gap: '3' });
const market = css({ display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' });
const bar = css({ display: 'flex', h: '2', borderRadius: 'full', overflow: 'hidden', bg: 'bg.subtle' });
const segment = css({
  h: 'full',
  '&[data-i="0"]': { bg: 'accent.default' },
  '&[data-i="1"]': { bg: 'fg.subtle' },
  '&[data-i="2"]': { bg: 'accent.hot' },
});
const legend = css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'xs', color: 'fg.muted' });
const legendItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1', minW: '0', maxW: 'full' });
const dot = css({ w: '2', h: '2', borderRadius: 'full', flexShrink: '0' });

/** The short name of a pick in a consensus legend: a team's short name, draw, over or under. */
function pickShort(pick: string, match: Pick<MatchSummary, 'home' | 'away'>, intl: ReturnType<typeof useIntl>): string {
  if (pick === 'home') return match.home.shortName || match.home.name;
  if (pick === 'away') return match.away.shortName || match.away.name;
  return intl.formatMessage({ id: pick === 'draw' ? 'tips.pick.drawShort' : pick === 'over' ? 'tips.pick.overShort' : 'tips.pick.underShort' });
}

/** How many tips back each pick of each market, as a stacked bar with its legend. */
export function Consensus({ consensus, match }: { consensus: TipConsensus[]; match: Pick<MatchSummary, 'home' | 'away'> }) {
  const intl = useIntl();
  const known = consensus.filter((c) => isTipMarket(c.market) && c.picks.length > 0);
  if (known.length === 0) return null;
  return (
    <div className={markets} data-testid="tip-consensus">
      {known.map((c) => {
        const order = isTipMarket(c.market) ? MARKET_PICKS[c.market] : [];
        const picks = [...c.picks].sort((a, b) => order.indexOf(a.pick as never) - order.indexOf(b.pick as never));
        const total = picks.reduce((s, p) => s + p.tips, 0);
        // The first pick (home, over) in the accent colour, the draw neutral, the last (away, under) hot.
        const tone = (pick: string) => (pick === 'draw' ? 1 : order.indexOf(pick as never) === 0 ? 0 : 2);
        return (
          <div key={c.market} className={market} data-market={c.market}>
            <span className={subtle}>
              {intl.formatMessage({ id: `tips.market.${c.market as '1x2'}` })} · {intl.formatMessage({ id: 'tips.list.count' }, { count: total })}
            </span>
            <div className={bar} aria-hidden="true">
              {picks.map((p) => (
                <span key={p.pick} className={segment} data-i={tone(p.pick)} style={{ width: `${Math.round(p.share * 100)}%` }} />
              ))}
            </div>
            <span className={legend}>
              {picks.map((p) => (
                <span key={p.pick} className={legendItem}>
                  <span className={cx(segment, dot)} data-i={tone(p.pick)} aria-hidden="true" />
                  <span className={truncate}>
                    {pickShort(p.pick, match, intl)} {Math.round(p.share * 100)}%
                  </span>
                </span>
              ))}
            </span>
          </div>
        );
      })}
    </div>
  );
}
