import { css } from '../../../../styled-system/css';
import { useIntl } from '../../../lib/intl-context';
import { formatLine, formatOdds, priceChange } from '../../../lib/format/odds';
import type { MatchWithOdds, OddsMove } from '../../../../contracts/schemas/sports/matches';
import { srOnly } from '../../../components/ui/text-styles';

const markets = css({
  display: 'grid',
  gridTemplateColumns: '[repeat(3, minmax(0, 1fr))]',
  gap: { base: '2', sm: '3' },
  width: { base: 'full', lg: '[26rem]' },
  py: { lg: '2' },
});
const market = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  minWidth: '0',
  p: '1.5',
  borderRadius: 'md',
  bg: 'bg.subtle',
});
const marketHead = css({ display: 'flex', alignItems: 'baseline', gap: '1', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted', whiteSpace: 'nowrap', overflow: 'hidden' });
const lineText = css({ color: 'fg.default', fontVariantNumeric: 'tabular-nums', display: 'inline-flex', alignItems: 'center', gap: '0.5' });
const price = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1',
  minWidth: '0',
  fontSize: 'xs',
  lineHeight: 'snug',
});
const code = css({ color: 'fg.subtle', fontWeight: 'semibold', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: '0' });
const value = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
  color: 'fg.default',
  '&[data-move=up]': { color: 'status.success' },
  '&[data-move=down]': { color: 'status.error' },
});
const arrow = css({ fontSize: '2xs', w: '2', display: 'inline-block', textAlign: 'center' });
const closed = css({ fontSize: 'xs', color: 'fg.muted', py: '2' });

/** ▲ / ▼ beside a value that moved since the opening, with its words for screen readers. */
function Move({ move, from }: { move: OddsMove; from: string | null }) {
  const intl = useIntl();
  if (move === 'same' || from === null) return <span className={arrow} aria-hidden="true" />;
  return (
    <>
      <span className={arrow} aria-hidden="true">
        {move === 'up' ? '▲' : '▼'}
      </span>
      <span className={srOnly}>{intl.formatMessage({ id: move === 'up' ? 'football.odds.upFrom' : 'football.odds.downFrom' }, { from })}</span>
    </>
  );
}

function Price({ label, short, current, opening, move }: { label: string; short: string; current: number | null; opening: number | null | undefined; move: OddsMove | null | undefined }) {
  const change = priceChange(current, opening, move);
  return (
    <span className={price} data-testid="odds-price" data-move={change.move}>
      <span className={code} aria-hidden="true">
        {short}
      </span>
      <span className={srOnly}>{label}</span>
      <span className={value} data-move={change.move} title={change.from ?? undefined}>
        {formatOdds(current)}
        <Move move={change.move} from={change.from} />
      </span>
    </span>
  );
}

function Line({ line, opening, move, signed }: { line: number; opening: number | undefined; move: OddsMove | undefined; signed?: boolean }) {
  const change = priceChange(line, opening, move, (v) => formatLine(v, signed));
  return (
    <span className={lineText} data-testid="odds-line" data-move={change.move}>
      {formatLine(line, signed)}
      <Move move={change.move} from={change.from} />
    </span>
  );
}

/** A board row's odds: 1X2, Asian handicap (the home side's line) and over/under, each price with its move since the opening line. */
export function OddsCells({ match }: { match: MatchWithOdds }) {
  const intl = useIntl();
  const { odds, openingOdds: open, movement: mv } = match;
  if (!odds) {
    return (
      <p className={closed} data-testid="odds-closed">
        {intl.formatMessage({ id: 'football.odds.closed' })}
      </p>
    );
  }
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={markets} data-testid="odds-cells">
      <div className={market} role="group" aria-label={t('football.odds.oneXTwo')} data-market="1x2">
        <span className={marketHead} aria-hidden="true">
          {t('football.odds.oneXTwoShort')}
        </span>
        <Price label={match.home.name} short="1" current={odds.oneXTwo.home} opening={open?.oneXTwo.home} move={mv?.oneXTwo.home} />
        {odds.oneXTwo.draw !== null ? (
          <Price label={t('football.odds.draw')} short="X" current={odds.oneXTwo.draw} opening={open?.oneXTwo.draw} move={mv?.oneXTwo.draw} />
        ) : null}
        <Price label={match.away.name} short="2" current={odds.oneXTwo.away} opening={open?.oneXTwo.away} move={mv?.oneXTwo.away} />
      </div>
      <div className={market} role="group" aria-label={t('football.odds.handicap')} data-market="handicap">
        <span className={marketHead}>
          <span aria-hidden="true">{t('football.odds.handicapShort')}</span>
          <Line line={odds.handicap.line} opening={open?.handicap.line} move={mv?.handicap.line} signed />
        </span>
        <Price label={match.home.name} short={match.home.shortName} current={odds.handicap.home} opening={open?.handicap.home} move={mv?.handicap.home} />
        <Price label={match.away.name} short={match.away.shortName} current={odds.handicap.away} opening={open?.handicap.away} move={mv?.handicap.away} />
      </div>
      <div className={market} role="group" aria-label={t('football.odds.overUnder')} data-market="over-under">
        <span className={marketHead}>
          <span aria-hidden="true">{t('football.odds.overUnderShort')}</span>
          <Line line={odds.overUnder.line} opening={open?.overUnder.line} move={mv?.overUnder.line} />
        </span>
        <Price label={t('football.odds.over')} short={t('football.odds.overShort')} current={odds.overUnder.over} opening={open?.overUnder.over} move={mv?.overUnder.over} />
        <Price label={t('football.odds.under')} short={t('football.odds.underShort')} current={odds.overUnder.under} opening={open?.overUnder.under} move={mv?.overUnder.under} />
      </div>
    </div>
  );
}
