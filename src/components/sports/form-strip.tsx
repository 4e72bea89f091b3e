import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import type { FormLetter } from '../../../contracts/schemas/sports/matches';
import { srOnly } from '../ui/text-styles';

const strip = css({ display: 'inline-flex', gap: '1', alignItems: 'center' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '6',
  h: '6',
  borderRadius: 'md',
  fontSize: 'xs',
  fontWeight: 'bold',
  color: 'fg.default',
  flexShrink: '0',
  '&[data-result=W]': { bg: 'status.successMuted', color: 'status.success' },
  '&[data-result=D]': { bg: 'bg.active', color: 'fg.muted' },
  '&[data-result=L]': { bg: 'status.errorMuted', color: 'status.error' },
});
const small = css({ w: '5', h: '5', fontSize: '2xs' });

const LETTER_IDS = { W: 'entities.form.W', D: 'entities.form.D', L: 'entities.form.L' } as const;
const WORD_IDS = { W: 'entities.form.win', D: 'entities.form.draw', L: 'entities.form.loss' } as const;

/** One result as a coloured letter (W/D/L in the visitor's language), named in full for screen readers. */
export function ResultChip({ result, size = 'md' }: { result: FormLetter; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  return (
    <span className={cx(chip, size === 'sm' && small)} data-result={result} title={intl.formatMessage({ id: WORD_IDS[result] })}>
      <span aria-hidden="true">{intl.formatMessage({ id: LETTER_IDS[result] })}</span>
      <span className={srOnly}>{intl.formatMessage({ id: WORD_IDS[result] })}</span>
    </span>
  );
}

/** The last results, most recent first, as chips; "no results yet" when there are none. */
export function FormStrip({ form, size = 'md' }: { form: readonly FormLetter[]; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  if (form.length === 0) return <span className={css({ color: 'fg.subtle', fontSize: 'xs' })}>{intl.formatMessage({ id: 'entities.form.none' })}</span>;
  return (
    <span className={strip} data-testid="form-strip" aria-label={intl.formatMessage({ id: 'entities.form.label' })} role="group">
      {form.map((result, i) => (
        <ResultChip key={i} result={result} size={size} />
      ))}
    </span>
  );
}
