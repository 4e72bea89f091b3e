import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, card } from '../../../../styled-system/recipes';
import { changePasswordMachine } from '../../../../machines/account/change-password.machine';
import { sessionsMachine } from '../../../../machines/account/sessions.machine';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed, LoadingRows } from '../../../components/ui/section-states';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import type { CallError } from '../../../../contracts/call-error';
import type { MemberSession, UserInfo } from '../../../../contracts/schemas/users/account';
import { FormAlert, PasswordField, useProblemText, type Hint } from '../components/form-field';
import { usePasswordCheck } from '../password-policy-loader';
import { validatePassword, validateRequired } from '../validation';
import { cardTitle, muted, subtle, truncate } from './section-styles';

const layout = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '[minmax(0, 1fr) minmax(0, 26rem)]' }, gap: '4', alignItems: 'start' });
const panel = css({ gap: '4', p: { base: '4', sm: '6' } });
const deviceList = css({ display: 'flex', flexDirection: 'column', listStyle: 'none', p: '0', m: '0' });
const deviceRow = css({
  display: 'flex',
  alignItems: { base: 'flex-start', sm: 'center' },
  flexDirection: { base: 'column', sm: 'row' },
  gap: '3',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
  '&[data-current=true]': { borderTopWidth: '0' },
});
const deviceMain = css({ display: 'flex', gap: '3', flex: '1', minWidth: '0', w: 'full' });
const deviceIcon = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '10',
  h: '10',
  borderRadius: 'full',
  bg: 'bg.active',
  color: 'fg.muted',
  '[data-current=true] &': { bg: 'accent.muted', color: 'accent.text' },
});
const deviceText = css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' });
const deviceName = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', fontWeight: 'bold' });
const confirmBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'status.error',
  bg: 'bg.subtle',
});
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const note = css({ display: 'inline-flex', alignItems: 'center', gap: '1.5', color: 'status.success', fontSize: 'sm', fontWeight: 'medium' });
const endButton = css({ flexShrink: '0', alignSelf: { base: 'flex-end', sm: 'center' } });

const errorText = (intl: ReturnType<typeof useIntl>, error: CallError) => (error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' }));

function DeviceRow({ session, busy, disabled, onEnd }: { session: MemberSession; busy: boolean; disabled: boolean; onEnd: () => void }) {
  const intl = useIntl();
  const device = session.device || intl.formatMessage({ id: 'account.security.unknownDevice' });
  const network = intl.formatMessage({ id: `account.security.network.${session.network}` });
  return (
    <li className={deviceRow} data-current={session.current} data-testid="session" aria-busy={busy || undefined}>
      <div className={deviceMain}>
        <span className={deviceIcon} aria-hidden="true">
          <Icon name={session.current ? 'success' : 'globe'} size={20} />
        </span>
        <div className={deviceText}>
          <span className={deviceName}>
            <span className={truncate}>{device}</span>
            {session.current ? <span className={badge({ tone: 'accent' })}>{intl.formatMessage({ id: 'account.security.thisDevice' })}</span> : null}
          </span>
          <span className={muted}>{intl.formatMessage({ id: `account.security.method.${session.method}` })}</span>
          <span className={subtle}>
            {intl.formatMessage({ id: 'account.security.address' }, { address: session.address, network })}
            {' · '}
            {intl.formatMessage({ id: 'account.security.started' }, { date: intl.formatDate(session.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
            {' · '}
            {intl.formatMessage({ id: 'account.security.lastActive' }, { when: formatRelativeTime(session.lastSeenAt, new Date(), intl.locale) })}
          </span>
        </div>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), endButton)}
          disabled={disabled}
          aria-busy={busy || undefined}
          aria-label={intl.formatMessage({ id: 'account.security.endLabel' }, { device })}
          onClick={onEnd}
        >
          <Icon name="logout" size={16} />
          {intl.formatMessage({ id: busy ? 'account.security.ending' : 'account.security.end' })}
        </button>
      )}
    </li>
  );
}

function Devices({ snapshot, send }: { snapshot: ReturnType<typeof useMachine<typeof sessionsMachine>>[0]; send: ReturnType<typeof useMachine<typeof sessionsMachine>>[1] }) {
  const intl = useIntl();
  const { sessions, error, ending, endedOthers } = snapshot.context;
  const others = sessions.filter((s) => !s.current);
  const busy = snapshot.matches({ ready: 'ending' }) || snapshot.matches({ ready: 'endingOthers' });
  // This browser's session first, then the latest activity.
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));

  let body;
  if (snapshot.matches('loading')) body = <LoadingRows rows={3} />;
  else if (snapshot.matches('failed')) body = <LoadFailed error={error} onRetry={() => send({ type: 'sessions.retry' })} />;
  else
    body = (
      <>
        <ul className={deviceList} aria-label={intl.formatMessage({ id: 'account.security.devicesTitle' })}>
          {ordered.map((session) => (
            <DeviceRow
              key={session.id}
              session={session}
              busy={ending === session.id}
              disabled={busy}
              onEnd={() => send({ type: 'sessions.end', id: session.id })}
            />
          ))}
        </ul>
        {error ? <FormAlert testId="sessions-error">{errorText(intl, error)}</FormAlert> : null}
        {endedOthers !== null ? (
          <p className={note} role="status">
            <Icon name="success" size={16} />
            {intl.formatMessage({ id: 'account.security.endedOthers' }, { count: endedOthers })}
          </p>
        ) : null}
        {snapshot.matches({ ready: 'confirming' }) ? (
          <div className={confirmBox} role="alertdialog" aria-labelledby="end-others-question" data-testid="confirm-end-others">
            <p id="end-others-question">{intl.formatMessage({ id: 'account.security.confirmOthers' }, { count: others.length })}</p>
            <div className={row}>
              <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'sessions.confirm' })} autoFocus>
                {intl.formatMessage({ id: 'account.security.confirm' })}
              </button>
              <button type="button" className={button({ variant: 'ghost', size: 'md' })} onClick={() => send({ type: 'sessions.cancel' })}>
                {intl.formatMessage({ id: 'account.security.cancel' })}
              </button>
            </div>
          </div>
        ) : others.length > 0 ? (
          <div className={row}>
            <button
              type="button"
              className={button({ variant: 'outline', size: 'md' })}
              disabled={busy}
              aria-busy={snapshot.matches({ ready: 'endingOthers' }) || undefined}
              onClick={() => send({ type: 'sessions.endOthers' })}
              data-testid="end-others"
            >
              <Icon name="logout" size={18} />
              {intl.formatMessage({ id: snapshot.matches({ ready: 'endingOthers' }) ? 'account.security.ending' : 'account.security.endOthers' })}
            </button>
          </div>
        ) : (
          <p className={muted}>{intl.formatMessage({ id: 'account.security.onlyThis' })}</p>
        )}
      </>
    );

  return (
    <section className={cx(card(), panel)} aria-labelledby="devices-title" data-testid="sessions" data-state={JSON.stringify(snapshot.value)}>
      <h2 id="devices-title" className={cardTitle}>
        {intl.formatMessage({ id: 'account.security.devicesTitle' })}
      </h2>
      <p className={muted}>{intl.formatMessage({ id: 'account.security.devicesIntro' })}</p>
      {body}
    </section>
  );
}

type PasswordFieldName = 'current' | 'next' | 'repeat';

function ChangePassword({ user, onChanged }: { user: UserInfo; onChanged: () => void }) {
  const intl = useIntl();
  const send = useAppSend();
  const problemText = useProblemText();
  const passwordCheck = usePasswordCheck();
  const [snapshot, sendChange] = useMachine(
    changePasswordMachine.provide({
      actions: {
        announceChanged: (_, { token }) => {
          send({ type: 'auth.passwordChanged', token });
          setValues({ current: '', next: '', repeat: '' });
          setAttempted(false);
          onChanged();
        },
      },
    }),
  );
  const [values, setValues] = useState<Record<PasswordFieldName, string>>({ current: '', next: '', repeat: '' });
  const [attempted, setAttempted] = useState(false);
  const saving = snapshot.matches('saving');

  const problems = {
    current: validateRequired(values.current),
    next:
      validatePassword(values.next, passwordCheck, user) ??
      (values.next && values.next === values.current ? { id: 'account.security.samePassword' } : null),
    repeat: validateRequired(values.repeat) ?? (values.repeat !== values.next ? { id: 'account.security.mismatch' } : null),
  };
  const invalid = Object.values(problems).some(Boolean);

  const update = (name: PasswordFieldName) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    sendChange({ type: 'password.edited' });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (invalid || saving) return;
    sendChange({ type: 'password.submit', currentPassword: values.current, newPassword: values.next });
  };
  const hint = (name: PasswordFieldName): Hint | null => {
    const problem = problems[name];
    const typed = values[name] !== '';
    if (problem && (attempted || (typed && problem.id !== 'validation.required' && (name !== 'repeat' || values.repeat.length >= values.next.length))))
      return { tone: 'error', text: problemText(problem) };
    if (name === 'next') {
      if (passwordCheck && typed && !problem) return { tone: 'success', text: intl.formatMessage({ id: 'auth.password.strong' }) };
      return { tone: 'neutral', text: intl.formatMessage({ id: 'auth.password.hint' }) };
    }
    return null;
  };

  const changed = snapshot.matches('changed');
  const { error, ended } = snapshot.context;

  return (
    <form className={cx(card(), panel)} onSubmit={submit} noValidate aria-labelledby="password-title" data-testid="change-password" data-state={String(snapshot.value)}>
      <h2 id="password-title" className={cardTitle}>
        {intl.formatMessage({ id: 'account.security.passwordTitle' })}
      </h2>
      <p className={muted}>{intl.formatMessage({ id: 'account.security.passwordIntro' })}</p>
      {/* A hidden username lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
      <PasswordField
        label={intl.formatMessage({ id: 'account.security.currentPassword' })}
        value={values.current}
        onChange={update('current')}
        name="current-password"
        autoComplete="current-password"
        hint={hint('current')}
        testId="field-current-password"
      />
      <PasswordField
        label={intl.formatMessage({ id: 'account.security.newPassword' })}
        value={values.next}
        onChange={update('next')}
        name="new-password"
        autoComplete="new-password"
        hint={hint('next')}
        testId="field-new-password"
      />
      <PasswordField
        label={intl.formatMessage({ id: 'account.security.repeatPassword' })}
        value={values.repeat}
        onChange={update('repeat')}
        name="repeat-password"
        autoComplete="new-password"
        hint={hint('repeat')}
        testId="field-repeat-password"
      />
      {snapshot.matches('failed') && error ? <FormAlert testId="form-error">{errorText(intl, error)}</FormAlert> : null}
      {changed ? (
        <FormAlert tone="success" testId="password-changed">
          {intl.formatMessage({ id: 'account.security.changed' }, { ended: ended ?? 0 })}
        </FormAlert>
      ) : null}
      <div className={row}>
        <button type="submit" className={button({ variant: 'solid', size: 'md' })} disabled={saving} aria-busy={saving || undefined}>
          {intl.formatMessage({ id: saving ? 'account.security.changing' : 'account.security.changePassword' })}
        </button>
      </div>
    </form>
  );
}

/** /tai-khoan/bao-mat: the devices signed in to the account, and the password. */
export function SecuritySection() {
  const { userInfo } = useAuth();
  const [sessions, sendSessions] = useMachine(sessionsMachine);
  if (!userInfo) return <LoadingRows rows={3} />;
  return (
    <div className={layout} data-testid="security-section">
      <Devices snapshot={sessions} send={sendSessions} />
      <ChangePassword user={userInfo} onChanged={() => sendSessions({ type: 'sessions.reload' })} />
    </div>
  );
}
