import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { field } from '../../../../styled-system/recipes';
import { Icon } from '../../../components/ui/icon';
import type { Problem } from '../validation';

export type HintTone = 'neutral' | 'error' | 'success' | 'pending' | 'warning';

export interface Hint {
  tone: HintTone;
  text: string;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'className'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: Hint | null;
  /** Rendered as data-state on the hint line (the availability machine's state). */
  hintState?: string;
  optional?: boolean;
  trailing?: ReactNode;
  testId?: string;
}

const HINT_ICONS = { error: 'error', success: 'success', warning: 'warning', pending: 'refresh', neutral: 'info' } as const;

/** A labelled input with one hint line under it (what to type, what is wrong, or what the server said). */
export function TextField({ label, value, onChange, hint, hintState, optional, trailing, testId, id, ...input }: TextFieldProps) {
  const intl = useIntl();
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const styles = field();
  const invalid = hint?.tone === 'error';
  return (
    <div className={styles.root} data-testid={testId}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({intl.formatMessage({ id: 'form.optional' })})</span> : null}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={inputId}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={hint || hintState ? hintId : undefined}
          data-trailing={trailing ? '' : undefined}
        />
        {trailing}
      </div>
      {hint || hintState ? (
        <p id={hintId} className={styles.hint} data-tone={hint?.tone ?? 'neutral'} data-state={hintState} aria-live="polite">
          {hint && hint.tone !== 'neutral' ? <Icon name={HINT_ICONS[hint.tone]} size={14} /> : null}
          {hint?.text}
        </p>
      ) : null}
    </div>
  );
}

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  const styles = field();
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.adornment}
          aria-pressed={shown}
          aria-label={intl.formatMessage({ id: shown ? 'form.password.hide' : 'form.password.show' })}
          onClick={() => setShown((s) => !s)}
        >
          <Icon name={shown ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}

/** A validation problem as a hint, in the current language. */
export function useProblemText(): (problem: Problem) => string {
  const intl = useIntl();
  return (problem) => intl.formatMessage({ id: problem.id }, problem.values);
}

interface FormAlertProps {
  children: ReactNode;
  tone?: 'error' | 'success' | 'info';
  testId?: string;
}

/** A message about the whole form: an error from the server (role alert) or a notice. */
export function FormAlert({ children, tone = 'error', testId }: FormAlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={alertStyles[tone]} data-testid={testId} data-tone={tone}>
      <Icon name={tone === 'success' ? 'success' : tone === 'info' ? 'info' : 'error'} size={18} />
      <span>{children}</span>
    </div>
  );
}


const alertBase = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  px: '3',
  py: '2.5',
  fontSize: 'sm',
  lineHeight: 'snug',
  borderRadius: 'lg',
  borderWidth: '1px',
  '& svg': { flexShrink: '0', mt: '[1px]' },
} as const;

const alertStyles = {
  error: css(alertBase, { bg: 'status.errorMuted', color: 'status.error', borderColor: 'status.error' }),
  success: css(alertBase, { bg: 'status.successMuted', color: 'status.success', borderColor: 'status.success' }),
  info: css(alertBase, { bg: 'status.infoMuted', color: 'fg.default', borderColor: 'border.default' }),
};
