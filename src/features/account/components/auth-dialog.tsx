import { useId, useState } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { dialog } from '../../../../styled-system/recipes';
import { useAppSend, useAuthDialog } from '../../../app/machine-hooks';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { ForgotView } from './forgot-view';
import { LoginView } from './login-view';
import { RegisterView } from './register-view';
import { muted } from '../../../components/ui/text-styles';

const TITLES = { login: 'auth.login.title', register: 'auth.register.title', forgot: 'auth.forgot.title' } as const;
const SUBTITLES = { login: 'auth.login.subtitle', register: 'auth.register.subtitle', forgot: 'auth.forgot.subtitle' } as const;

const heading = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' });

/**
 * The sign-in dialog (login, register, forgot password), driven by the auth-dialog machine: it is
 * mounted while open, and the auth machine closes it once the visitor is signed in.
 */
export default function AuthDialog({ returnFocus }: { returnFocus?: HTMLElement | null }) {
  const intl = useIntl();
  const send = useAppSend();
  const { view } = useAuthDialog();
  const titleId = useId();
  const [afterReset, setAfterReset] = useState<string | null>(null);
  const styles = dialog();
  const close = () => send({ type: 'dialog.close' });

  return (
    <Modal labelledBy={titleId} onClose={close} testId="auth-dialog" view={view} returnFocus={returnFocus}>
      <div className={styles.header}>
        <div className={heading}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage({ id: TITLES[view] })}
          </h2>
          <p className={muted}>{intl.formatMessage({ id: SUBTITLES[view] })}</p>
        </div>
        <button type="button" className={styles.close} onClick={close} aria-label={intl.formatMessage({ id: 'common.close' })}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>
        {view === 'login' ? (
          <LoginView
            key={`login-${afterReset ?? ''}`}
            initialUsername={afterReset ?? ''}
            notice={afterReset ? intl.formatMessage({ id: 'auth.forgot.doneNotice' }) : null}
          />
        ) : view === 'register' ? (
          <RegisterView />
        ) : (
          <ForgotView
            onReset={(username) => {
              setAfterReset(username);
              send({ type: 'dialog.open', view: 'login' });
            }}
          />
        )}
      </div>
    </Modal>
  );
}
