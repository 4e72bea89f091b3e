import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import type { MatchOdds, MatchSummary, OddsMove, OddsMovement } from '../../../contracts/schemas/sports/matches';
import { formatOdds } from './match-format';
import { oddsRows, type OddsRow } from './odds-rows';
import { section, sectionTitle, smallCrest, table, tableScroller, truncate } from './section-styles';
import { srOnly } from '../ui/text-styles';

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', xl: 'repeat(3, minmax(0, 1fr))' }, gap: '4' });
const selection = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', maxW: '[14rem]' });
const price = css({ fontWeight: 'bold', color: 'accent.text' });
const code = css({ fontWeight: 'bold', color: 'fg.muted', w: '4', flexShrink: '0' });
const opening = css({ color: 'fg.muted' });
const move = css({ display: 'inline-block', w: '3', ml: '1', fontSize: 'xs', textAlign: 'center' });
const MOVE_TONES: Record<OddsMove, string> = {
  up: css({ color: 'status.success' }),
  down: css({ color: 'status.error' }),
  same: css({ color: 'fg.subtle' }),
};
const MOVE_MARKS: Record<OddsMove, string> = { up: '▲', down: '▼', same: '' };

/** ▲ / ▼ after a value that went up or down since the opening line, with the words for screen readers. */
export function MoveMark({ move: direction }: { move: OddsMove | null | undefined }) {
  const intl = useIntl();
  if (!direction || direction === 'same') return null;
  return (
    <span className={cx(move, MOVE_TONES[direction])} data-move={direction}>
      <span aria-hidden="true">{MOVE_MARKS[direction]}</span>
      <span className={srOnly}>{intl.formatMessage({ id: `matchCentre.odds.move.${direction}` })}</span>
    </span>
  );
}

function OddsTable({ title, rows, withLine, withOpening, testId }: { title: string; rows: OddsRow[]; withLine: boolean; withOpening: boolean; testId: string }) {
  const intl = useIntl();
  return (
    <section className={section} data-testid={testId}>
      <h3 className={sectionTitle}>{title}</h3>
      {/* Focusable, so a keyboard can scroll it when a phone is too narrow for the table. */}
      <div className={tableScroller} tabIndex={0} role="region" aria-label={title}>
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'roomTabs.odds.selection' })}</th>
              {withLine ? <th scope="col" data-numeric="">{intl.formatMessage({ id: 'roomTabs.odds.line' })}</th> : null}
              <th scope="col" data-numeric="">{intl.formatMessage({ id: 'roomTabs.odds.price' })}</th>
              {withOpening ? <th scope="col" data-numeric="">{intl.formatMessage({ id: 'matchCentre.odds.opening' })}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} data-testid="odds-row" data-key={r.key}>
                <th scope="row" className={css({ fontWeight: 'medium', color: 'fg.default', fontSize: 'sm' })}>
                  <span className={selection}>
                    {r.code ? <span className={code}>{r.code}</span> : null}
                    {r.logo ? <img src={r.logo} alt="" width={24} height={24} className={smallCrest} /> : null}
                    <span className={truncate}>{r.label}</span>
                  </span>
                </th>
                {withLine ? (
                  <td data-numeric="">
                    {r.line ?? '–'}
                    {withOpening ? <MoveMark move={r.lineMove} /> : null}
                  </td>
                ) : null}
                <td data-numeric="" data-testid="odds-price">
                  <span className={price}>{formatOdds(r.odds)}</span>
                  {withOpening ? <MoveMark move={r.move} /> : null}
                </td>
                {withOpening ? (
                  <td data-numeric="" className={opening} data-testid="odds-opening">
                    {withLine && r.openingLine !== undefined ? `${r.openingLine} @ ` : ''}
                    {formatOdds(r.openingOdds)}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * Odds of a match: 1X2, Asian handicap and over/under (decimal). With `openingOdds`, each row shows
 * the opening line too and ▲/▼ where the current price or line moved since; with no current line
 * (the match is over) only the opening line is left to show.
 */
export function OddsTables({
  match,
  odds,
  openingOdds = null,
  movement = null,
}: {
  match: Pick<MatchSummary, 'home' | 'away'>;
  odds: MatchOdds | null;
  openingOdds?: MatchOdds | null;
  movement?: OddsMovement | null;
}) {
  const intl = useIntl();
  const labels = {
    draw: intl.formatMessage({ id: 'roomTabs.odds.draw' }),
    over: intl.formatMessage({ id: 'roomTabs.odds.over' }),
    under: intl.formatMessage({ id: 'roomTabs.odds.under' }),
  };
  const rows = oddsRows(odds, match.home, match.away, labels, openingOdds, movement);
  const withOpening = openingOdds !== null;
  return (
    <div className={grid}>
      <OddsTable title={intl.formatMessage({ id: 'roomTabs.odds.oneXTwo' })} rows={rows.oneXTwo} withLine={false} withOpening={withOpening} testId="odds-1x2" />
      <OddsTable title={intl.formatMessage({ id: 'roomTabs.odds.handicap' })} rows={rows.handicap} withLine withOpening={withOpening} testId="odds-handicap" />
      <OddsTable title={intl.formatMessage({ id: 'roomTabs.odds.overUnder' })} rows={rows.overUnder} withLine withOpening={withOpening} testId="odds-over-under" />
    </div>
  );
}
