import { useIntl } from '../../../lib/intl-context';
import type { TeamRecord } from '../../../../contracts/schemas/sports/entities';
import { percent } from '../format';
import { tile, tileLabel, tiles, tileValue } from './entity-styles';

/** A season's record in tiles: played, won, drawn, lost, goals for and against, clean sheets, win rate. */
export function RecordTiles({ record }: { record: TeamRecord }) {
  const intl = useIntl();
  const items: Array<[string, string | number]> = [
    ['entities.record.played', record.played],
    ['entities.record.won', record.won],
    ['entities.record.drawn', record.drawn],
    ['entities.record.lost', record.lost],
    ['entities.record.goalsFor', record.goalsFor],
    ['entities.record.goalsAgainst', record.goalsAgainst],
    ['entities.record.cleanSheets', record.cleanSheets],
    ['entities.record.winRate', `${percent(record.winRate)}%`],
  ];
  return (
    <dl className={tiles} data-testid="record">
      {items.map(([id, value]) => (
        <div key={id} className={tile}>
          <dt className={tileLabel}>{intl.formatMessage({ id })}</dt>
          <dd className={tileValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
