import { useMachine } from '@xstate/react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { googleSignInMachine } from '../../../../machines/auth-dialog/google-sign-in.machine';
import { useShellData } from '../../../app/machine-hooks';
import { FormAlert } from './form-field';
import { OrDivider } from './dialog-parts';

const wide = css({ w: 'full' });

/** Google's "G", drawn here (no external image). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="18" height="18" aria-hidden="true" focusable="false">
      <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3l5.7-5.7C34 6 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A11.9 11.9 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  );
}

/** The browser leaves for Google's consent page. */
const leaveForGoogle = googleSignInMachine.provide({ actions: { goTo: (_, url) => window.location.assign(url) } });

/** "or" and "Continue with Google", only when the server says it offers Google sign-in (its menu answer). */
export function GoogleSignIn() {
  const { menu } = useShellData();
  if (!menu?.signInProviders.includes('google')) return null;
  return (
    <>
      <OrDivider />
      <GoogleButton />
    </>
  );
}

/** "Continue with Google" (machines/auth-dialog/google-sign-in.machine.ts). Should Google sign-in fail on the server (503), it says so. */
function GoogleButton() {
  const intl = useIntl();
  const [snapshot, send] = useMachine(leaveForGoogle);
  const pending = snapshot.hasTag('busy');
  const { error } = snapshot.context;
  const errorText = error ? (error.status > 0 && error.message ? error.message : intl.formatMessage({ id: 'auth.google.failed' })) : null;

  return (
    <>
      <button
        type="button"
        className={cx(button({ variant: 'outline', size: 'md' }), wide)}
        onClick={() => send({ type: 'google.start' })}
        disabled={pending}
        aria-busy={pending || undefined}
        data-testid="google-login"
        data-state={String(snapshot.value)}
      >
        <GoogleMark />
        {intl.formatMessage({ id: pending ? 'auth.google.redirecting' : 'auth.google.continue' })}
      </button>
      {errorText ? <FormAlert testId="google-error">{errorText}</FormAlert> : null}
    </>
  );
}
