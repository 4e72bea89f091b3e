import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, segmented } from '../../../../styled-system/recipes';
import { passwordResetMachine } from '../../../../machines/account/password-reset.machine';
import type { ResetContact } from '../../../../machines/account/account.actors';
import { normalize } from '../../../../machines/availability/availability.machine';
import { useAppSend } from '../../../app/machine-hooks';
import { Icon } from '../../../components/ui/icon';
import { validateOtp, validatePassword, validateResetContact, type ContactKind } from '../validation';
import { usePasswordCheck } from '../password-policy-loader';
import { FormAlert, PasswordField, TextField, useProblemText, type Hint } from './form-field';
import { formStyle, lede, linkButton, MailboxHint, switchLine } from './dialog-parts';

const wide = css({ w: 'full' });
const resendRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', fontSize: 'sm' });
const muted = css({ color: 'fg.muted' });
const otpInput = css({ '& input': { fontSize: 'xl', letterSpacing: '[0.5em]', fontVariantNumeric: 'tabular-nums', textAlign: 'center' } });

interface ForgotViewProps {
  /** The password was changed: back to sign-in with this username. */
  onReset: (username: string) => void;
}

/** Forgot password: a code to the account's email or phone, then the code and a new password. */
export function ForgotView({ onReset }: ForgotViewProps) {
  const intl = useIntl();
  const send = useAppSend();
  const problemText = useProblemText();
  const [snapshot, sendReset] = useMachine(
    passwordResetMachine.provide({
      actions: {
        announceReset: (_, { username }) => {
          send({ type: 'toast.show', kind: 'success', messageId: 'auth.forgot.done', values: { username } });
          onReset(username);
        },
      },
    }),
  );
  const [contact, setContact] = useState<ContactKind>('email');
  const [email, setEmail] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [contactAttempted, setContactAttempted] = useState(false);
  const [codeAttempted, setCodeAttempted] = useState(false);

  const onCodeStep = snapshot.matches('code') || snapshot.matches('resetting') || snapshot.matches('done');
  const sending = snapshot.matches('sendingCode');
  const resetting = snapshot.matches('resetting');
  const { sent, error } = snapshot.context;
  const contactProblem = validateResetContact({ contact, email, phoneNumber });
  const codeProblem = validateOtp(code);
  const passwordCheck = usePasswordCheck();
  const personal = contact === 'email' ? { email } : { phoneNumber };
  const passwordProblem = validatePassword(newPassword, passwordCheck, personal);
  // A wrong-looking password shows at once once typed; an empty one only after a try.
  const passwordHint: Hint =
    passwordProblem && (codeAttempted || (newPassword !== '' && passwordProblem.id !== 'validation.required'))
      ? { tone: 'error', text: problemText(passwordProblem) }
      : passwordCheck && newPassword
        ? { tone: 'success', text: intl.formatMessage({ id: 'auth.password.strong' }) }
        : { tone: 'neutral', text: intl.formatMessage({ id: 'auth.password.hint' }) };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    setContactAttempted(true);
    if (contactProblem || sending) return;
    const target: ResetContact =
      contact === 'email' ? { kind: 'email', email: normalize('email', email) } : { kind: 'phone', phoneNumber: normalize('phoneNumber', phoneNumber) };
    sendReset({ type: 'reset.sendCode', contact: target });
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    setCodeAttempted(true);
    if (codeProblem || passwordProblem || resetting) return;
    sendReset({ type: 'reset.submit', code: code.trim(), newPassword });
  };

  const serverError = error ? <FormAlert testId="form-error">{error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}</FormAlert> : null;
  const backToLogin = (
    <p className={switchLine}>
      <button type="button" className={linkButton} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
        {intl.formatMessage({ id: 'auth.forgot.backToLogin' })}
      </button>
    </p>
  );

  if (!onCodeStep) {
    const seg = segmented({ fullWidth: true });
    return (
      <form className={formStyle} onSubmit={sendCode} noValidate data-testid="forgot-form" data-step="contact">
        <p className={lede}>{intl.formatMessage({ id: 'auth.forgot.intro' })}</p>
        <div role="group" aria-label={intl.formatMessage({ id: 'auth.register.contact' })} className={seg.root}>
          {(['email', 'phone'] as const).map((kind) => (
            <button key={kind} type="button" aria-pressed={contact === kind} className={seg.item} onClick={() => setContact(kind)} data-contact={kind}>
              <Icon name={kind === 'email' ? 'mail' : 'phone'} size={16} />
              {intl.formatMessage({ id: `auth.contact.${kind}` })}
            </button>
          ))}
        </div>
        {contact === 'email' ? (
          <TextField
            key="email"
            label={intl.formatMessage({ id: 'auth.email' })}
            value={email}
            onChange={setEmail}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            hint={contactAttempted && contactProblem ? { tone: 'error', text: problemText(contactProblem) } : null}
          />
        ) : (
          <TextField
            key="phone"
            label={intl.formatMessage({ id: 'auth.phone' })}
            value={phoneNumber}
            onChange={setPhoneNumber}
            type="tel"
            name="phoneNumber"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0912 345 678"
            autoFocus
            hint={contactAttempted && contactProblem ? { tone: 'error', text: problemText(contactProblem) } : null}
          />
        )}
        {serverError}
        <button type="submit" className={cx(button({ variant: 'solid', size: 'lg' }), wide)} disabled={sending} aria-busy={sending || undefined}>
          {intl.formatMessage({ id: sending ? 'auth.forgot.sending' : 'auth.forgot.sendCode' })}
        </button>
        {backToLogin}
      </form>
    );
  }

  const minutes = Math.round((sent?.expiresIn ?? 0) / 60);
  return (
    <form className={formStyle} onSubmit={submitCode} noValidate data-testid="forgot-form" data-step="code">
      <p className={lede} data-testid="code-sent">
        {intl.formatMessage({ id: 'auth.forgot.codeSent' }, { to: sent?.to ?? '', minutes })}
      </p>
      <div className={otpInput}>
        <TextField
          label={intl.formatMessage({ id: 'auth.forgot.code' })}
          value={code}
          onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
          name="one-time-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          autoFocus
          hint={codeAttempted && codeProblem ? { tone: 'error', text: problemText(codeProblem) } : null}
          testId="field-code"
        />
      </div>
      <PasswordField
        label={intl.formatMessage({ id: 'auth.forgot.newPassword' })}
        value={newPassword}
        onChange={setNewPassword}
        name="new-password"
        autoComplete="new-password"
        hint={passwordHint}
      />
      {sent?.devMailbox ? <MailboxHint icon={<Icon name="mail" size={16} />} /> : null}
      {serverError}
      <button type="submit" className={cx(button({ variant: 'solid', size: 'lg' }), wide)} disabled={resetting} aria-busy={resetting || undefined}>
        {intl.formatMessage({ id: resetting ? 'auth.forgot.resetting' : 'auth.forgot.submit' })}
      </button>
      <div className={resendRow}>
        {snapshot.matches({ code: 'resendReady' }) || snapshot.matches({ code: 'resending' }) ? (
          <button
            type="button"
            className={linkButton}
            onClick={() => sendReset({ type: 'reset.resend' })}
            disabled={snapshot.matches({ code: 'resending' })}
          >
            {intl.formatMessage({ id: snapshot.matches({ code: 'resending' }) ? 'auth.forgot.sending' : 'auth.forgot.resend' })}
          </button>
        ) : (
          <span className={muted}>{intl.formatMessage({ id: 'auth.forgot.resendLater' }, { seconds: sent?.resendIn ?? 0 })}</span>
        )}
        <button type="button" className={linkButton} onClick={() => sendReset({ type: 'reset.changeContact' })}>
          {intl.formatMessage({ id: 'auth.forgot.changeContact' })}
        </button>
      </div>
      {backToLogin}
    </form>
  );
}
