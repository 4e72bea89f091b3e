import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { validateRequired } from '../validation';
import { FormAlert, PasswordField, TextField, useProblemText } from './form-field';
import { GoogleSignIn } from './google-button';
import { formStyle, linkButton, switchLine } from './dialog-parts';

const forgotRow = css({ display: 'flex', justifyContent: 'flex-end', mt: '-2', fontSize: 'sm' });
const wide = css({ w: 'full' });

interface LoginViewProps {
  /** Filled in after a password reset. */
  initialUsername?: string;
  notice?: string | null;
}

/** Sign in with a username, email or phone and a password; or with Google. */
export function LoginView({ initialUsername = '', notice }: LoginViewProps) {
  const intl = useIntl();
  const send = useAppSend();
  const { status, formError } = useAuth();
  const problemText = useProblemText();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const busy = status === 'busy';

  const usernameProblem = validateRequired(username);
  const passwordProblem = validateRequired(password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (busy || usernameProblem || passwordProblem) return;
    send({ type: 'auth.login', credentials: { username: username.trim(), password } });
  };

  // The auth machine keeps the last failure; it belongs to this form only once the form was sent.
  const error = attempted && !busy ? formError : null;

  return (
    <form className={formStyle} onSubmit={submit} noValidate data-testid="login-form">
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      <TextField
        label={intl.formatMessage({ id: 'auth.login.username' })}
        value={username}
        onChange={setUsername}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        autoFocus={!initialUsername}
        hint={attempted && usernameProblem ? { tone: 'error', text: problemText(usernameProblem) } : null}
      />
      <PasswordField
        label={intl.formatMessage({ id: 'auth.password' })}
        value={password}
        onChange={setPassword}
        name="password"
        autoComplete="current-password"
        autoFocus={Boolean(initialUsername)}
        hint={attempted && passwordProblem ? { tone: 'error', text: problemText(passwordProblem) } : null}
      />
      <div className={forgotRow}>
        <button type="button" className={linkButton} onClick={() => send({ type: 'dialog.open', view: 'forgot' })}>
          {intl.formatMessage({ id: 'auth.login.forgot' })}
        </button>
      </div>
      {error ? <FormAlert testId="form-error">{error}</FormAlert> : null}
      <button type="submit" className={cx(button({ variant: 'solid', size: 'lg' }), wide)} disabled={busy} aria-busy={busy || undefined}>
        {intl.formatMessage({ id: busy ? 'auth.login.submitting' : 'auth.login.submit' })}
      </button>
      <GoogleSignIn />
      <p className={switchLine}>
        {intl.formatMessage({ id: 'auth.login.noAccount' })}{' '}
        <button type="button" className={linkButton} onClick={() => send({ type: 'dialog.open', view: 'register' })}>
          {intl.formatMessage({ id: 'auth.login.toRegister' })}
        </button>
      </p>
    </form>
  );
}
