import { css } from '../../../../styled-system/css';
import { scorePieces } from '../highlight-format';

/** A score never breaks across lines, and its figures line up. */
export const scoreStyle = css({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

/** "4–2" on one line (an en dash between the numbers). */
export function Score({ home, away }: { home: number | string; away: number | string }) {
  return (
    <span className={scoreStyle} data-score="">
      {home}–{away}
    </span>
  );
}

/** A title with each score in it drawn as a Score (a highlight's title names its match with the score). */
export function TextWithScores({ text }: { text: string }) {
  return (
    <>
      {scorePieces(text).map((piece, index) => (typeof piece === 'string' ? piece : <Score key={index} home={piece.home} away={piece.away} />))}
    </>
  );
}
