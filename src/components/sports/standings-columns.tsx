import { useState } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useNavbarMode } from '../../app/machine-hooks';

const toggleRow = css({ display: 'flex', justifyContent: 'flex-end' });

/**
 * Which columns a league table shows. On a phone: position, team, played, goal difference and points,
 * and a toggle that shows the others (won, drawn, lost, goals, form) with the position and the team
 * kept in view while the table scrolls sideways in its box; on a wider screen every column.
 */
export function useStandingsColumns(): { all: boolean; stickyLead: boolean; phone: boolean; toggle: () => void } {
  const phone = useNavbarMode() === 'mobile';
  const [allOnPhone, setAllOnPhone] = useState(false);
  return { all: !phone || allOnPhone, stickyLead: phone && allOnPhone, phone, toggle: () => setAllOnPhone((shown) => !shown) };
}

/** The phone's "all columns" / "fewer columns" button of a league table. */
export function StandingsColumnsToggle({ all, onToggle, tableId }: { all: boolean; onToggle: () => void; tableId: string }) {
  const intl = useIntl();
  return (
    <div className={toggleRow}>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} aria-expanded={all} aria-controls={tableId} onClick={onToggle} data-testid="standings-columns">
        {intl.formatMessage({ id: all ? 'standings.columns.fewer' : 'standings.columns.all' })}
      </button>
    </div>
  );
}
