import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, segmented } from '../../../../styled-system/recipes';
import { availabilityMachine, type AvailabilityField } from '../../../../machines/availability/availability.machine';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { Icon } from '../../../components/ui/icon';
import { registrationPayload, validateRegistration, type ContactKind, type Problem, type RegistrationField, type RegistrationForm } from '../validation';
import { usePasswordCheck } from '../password-policy-loader';
import { FormAlert, PasswordField, TextField, useProblemText, type Hint } from './form-field';
import { GoogleSignIn } from './google-button';
import { formStyle, linkButton, switchLine } from './dialog-parts';

const wide = css({ w: 'full' });
const contactGroup = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const groupLabel = css({ fontSize: 'sm', fontWeight: 'semibold' });

/** The availability machine's states, as the view reads them. */
type Availability = 'empty' | 'invalid' | 'debouncing' | 'checking' | 'available' | 'taken' | 'unknown';

/** Blocks sending: the value is in use, or its check has not answered yet. */
const BLOCKING: ReadonlySet<Availability> = new Set(['taken', 'debouncing', 'checking']);

function useAvailability(field: AvailabilityField) {
  const [snapshot, send] = useMachine(availabilityMachine, { input: { field } });
  const state = String(snapshot.value) as Availability;
  return { state, changed: (value: string) => send({ type: 'field.changed', value }) };
}

const FIELD_KEYS: Record<AvailabilityField, string> = { username: 'username', email: 'email', phoneNumber: 'phone' };

/** Create an account: email or phone, username, password and an optional display name. */
export function RegisterView() {
  const intl = useIntl();
  const send = useAppSend();
  const { status, formError } = useAuth();
  const problemText = useProblemText();
  const [form, setForm] = useState<RegistrationForm>({ contact: 'email', email: '', phoneNumber: '', username: '', password: '', displayName: '' });
  const [touched, setTouched] = useState<Partial<Record<RegistrationField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const availability = {
    username: useAvailability('username'),
    email: useAvailability('email'),
    phoneNumber: useAvailability('phoneNumber'),
  };
  const busy = status === 'busy';
  const passwordCheck = usePasswordCheck();
  const problems = validateRegistration(form, passwordCheck);
  const contactField: AvailabilityField = form.contact === 'email' ? 'email' : 'phoneNumber';
  const blocked = BLOCKING.has(availability.username.state) || BLOCKING.has(availability[contactField].state);
  const invalid = Object.keys(problems).length > 0;

  const update = (name: RegistrationField, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (name === 'username' || name === 'email' || name === 'phoneNumber') availability[name].changed(value);
  };
  const touch = (name: RegistrationField) => () => setTouched((t) => ({ ...t, [name]: true }));
  const setContact = (contact: ContactKind) => setForm((f) => ({ ...f, contact }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || invalid || blocked) return;
    setAttempted(true);
    send({ type: 'auth.register', registration: registrationPayload(form) });
  };

  /** A typed-but-wrong value shows its problem at once; an empty one only after the field was left. */
  const problemShown = (name: RegistrationField, problem: Problem | undefined) =>
    problem && (touched[name] || (form[name] !== '' && problem.id !== 'validation.required')) ? problem : undefined;

  const hintFor = (name: RegistrationField, idleHintId?: string): Hint | null => {
    const problem = problemShown(name, problems[name]);
    if (problem) return { tone: 'error', text: problemText(problem) };
    if (name === 'username' || name === 'email' || name === 'phoneNumber') {
      const key = FIELD_KEYS[name];
      switch (availability[name].state) {
        case 'debouncing':
        case 'checking':
          return { tone: 'pending', text: intl.formatMessage({ id: 'auth.availability.checking' }) };
        case 'available':
          return { tone: 'success', text: intl.formatMessage({ id: `auth.availability.${key}.available` }) };
        case 'taken':
          return { tone: 'error', text: intl.formatMessage({ id: `auth.availability.${key}.taken` }) };
        case 'unknown':
          return { tone: 'warning', text: intl.formatMessage({ id: 'auth.availability.unknown' }) };
        default:
          break;
      }
    }
    if (name === 'password' && passwordCheck && form.password) return { tone: 'success', text: intl.formatMessage({ id: 'auth.password.strong' }) };
    return idleHintId ? { tone: 'neutral', text: intl.formatMessage({ id: idleHintId }) } : null;
  };

  const error = attempted && !busy ? formError : null;
  const seg = segmented({ fullWidth: true });

  return (
    <form className={formStyle} onSubmit={submit} noValidate data-testid="register-form">
      <div className={contactGroup}>
        <span id="register-contact-label" className={groupLabel}>
          {intl.formatMessage({ id: 'auth.register.contact' })}
        </span>
        <div role="group" aria-labelledby="register-contact-label" className={seg.root}>
          {(['email', 'phone'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={form.contact === kind}
              className={seg.item}
              onClick={() => setContact(kind)}
              data-contact={kind}
            >
              <Icon name={kind === 'email' ? 'mail' : 'phone'} size={16} />
              {intl.formatMessage({ id: `auth.contact.${kind}` })}
            </button>
          ))}
        </div>
        {form.contact === 'email' ? (
          <TextField
            key="email"
            label={intl.formatMessage({ id: 'auth.email' })}
            value={form.email}
            onChange={(v) => update('email', v)}
            onBlur={touch('email')}
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={intl.formatMessage({ id: 'auth.email.placeholder' })}
            autoFocus
            hint={hintFor('email')}
            hintState={availability.email.state}
            testId="field-email"
          />
        ) : (
          <TextField
            key="phone"
            label={intl.formatMessage({ id: 'auth.phone' })}
            value={form.phoneNumber}
            onChange={(v) => update('phoneNumber', v)}
            onBlur={touch('phoneNumber')}
            type="tel"
            name="phoneNumber"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0912 345 678"
            autoFocus
            hint={hintFor('phoneNumber', 'auth.phone.hint')}
            hintState={availability.phoneNumber.state}
            testId="field-phone"
          />
        )}
      </div>
      <TextField
        label={intl.formatMessage({ id: 'auth.username' })}
        value={form.username}
        onChange={(v) => update('username', v)}
        onBlur={touch('username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={40}
        hint={hintFor('username', 'auth.username.hint')}
        hintState={availability.username.state}
        testId="field-username"
      />
      <PasswordField
        label={intl.formatMessage({ id: 'auth.password' })}
        value={form.password}
        onChange={(v) => update('password', v)}
        onBlur={touch('password')}
        name="password"
        autoComplete="new-password"
        maxLength={128}
        hint={hintFor('password', 'auth.password.hint')}
        testId="field-password"
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.displayName' })}
        optional
        value={form.displayName}
        onChange={(v) => update('displayName', v)}
        onBlur={touch('displayName')}
        name="displayName"
        autoComplete="nickname"
        maxLength={60}
        hint={hintFor('displayName', 'auth.displayName.hint')}
        testId="field-display-name"
      />
      {error ? <FormAlert testId="form-error">{error}</FormAlert> : null}
      <button
        type="submit"
        className={cx(button({ variant: 'solid', size: 'lg' }), wide)}
        disabled={busy || invalid || blocked}
        aria-busy={busy || undefined}
      >
        {intl.formatMessage({ id: busy ? 'auth.register.submitting' : 'auth.register.submit' })}
      </button>
      <GoogleSignIn />
      <p className={switchLine}>
        {intl.formatMessage({ id: 'auth.register.haveAccount' })}{' '}
        <button type="button" className={linkButton} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
          {intl.formatMessage({ id: 'auth.register.toLogin' })}
        </button>
      </p>
    </form>
  );
}
