import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import type { FormLetter } from '../../../contracts/schemas/sports/matches';
import { formChips } from './match-format';
import { muted } from './section-styles';

const FORM_NAMES: Record<FormLetter, string> = { W: 'roomTabs.form.win', D: 'roomTabs.form.draw', L: 'roomTabs.form.loss' };

const chipBase = css({ textDecoration: 'none', cursor: 'help', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '7', h: '7', borderRadius: 'md', fontSize: 'xs', fontWeight: 'bold', flexShrink: '0' });
const CHIP_TONES: Record<FormLetter, string> = {
  W: css({ bg: 'status.successMuted', color: 'status.success' }),
  D: css({ bg: 'bg.active', color: 'fg.muted' }),
  L: css({ bg: 'status.errorMuted', color: 'status.error' }),
};
const chips = css({ display: 'flex', gap: '1', flexWrap: 'nowrap' });
/** A team's last results as W/D/L chips, most recent first (their full word as a tooltip). */
export function FormChips({ form }: { form: readonly string[] }) {
  const intl = useIntl();
  const list = formChips(form);
  if (list.length === 0) return <span className={muted}>{intl.formatMessage({ id: 'roomTabs.analysis.noForm' })}</span>;
  return (
    <span className={chips} data-testid="form-chips">
      {list.map((letter, i) => (
        <abbr key={i} className={cx(chipBase, CHIP_TONES[letter])} title={intl.formatMessage({ id: FORM_NAMES[letter] })} data-result={letter}>
          {intl.formatMessage({ id: `roomTabs.form.${letter}` })}
        </abbr>
      ))}
    </span>
  );
}

