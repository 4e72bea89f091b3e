import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Icon } from '../../components/ui/icon';
import { useAppSend, useAuth } from '../machine-hooks';
import { preloadAuthDialog } from './auth-dialog-host';
import { ErrorBoundary } from '../error-pages/error-boundary';

const loadMemberArea = () => import('./member-area');
const MemberArea = lazy(loadMemberArea);

const area = css({ display: 'flex', alignItems: 'center', gap: { base: '0.5', sm: '1' }, minWidth: '0' });
const placeholder = css({ w: '8', h: '8', borderRadius: 'full', bg: 'bg.active', animation: 'livePulse' });
const loginButton = css({ gap: '1.5' });

/** The member's area could not load (a deploy removed its chunk, or the network): the next navigation reloads the page. */
function MemberAreaFailed() {
  const send = useAppSend();
  useEffect(() => {
    send({ type: 'chunk.failed', path: window.location.pathname });
  }, [send]);
  return <span className={placeholder} aria-hidden="true" />;
}

/** The header's account area: the member's notifications and menu, or a sign-in button for guests. */
export function HeaderAccount() {
  const intl = useIntl();
  const send = useAppSend();
  const { status, userInfo } = useAuth();
  const mayBeMember = status === 'starting' || status === 'member';
  // A session being restored is most likely a member's: the member's area loads meanwhile.
  useEffect(() => {
    if (mayBeMember) void loadMemberArea().catch(() => {});
  }, [mayBeMember]);
  return (
    <div className={area} data-auth={status} data-testid="header-account">
      {status === 'member' ? (
        <ErrorBoundary fallback={<MemberAreaFailed />}>
          <Suspense fallback={<span className={placeholder} aria-hidden="true" />}>
            <MemberArea userInfo={userInfo} />
          </Suspense>
        </ErrorBoundary>
      ) : status === 'starting' ? (
        <span className={placeholder} aria-hidden="true" />
      ) : (
        <button
          type="button"
          className={cx(button({ variant: 'solid', size: 'sm' }), loginButton)}
          onClick={() => send({ type: 'dialog.open', view: 'login' })}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
          data-testid="login-button"
        >
          <Icon name="account" size={16} />
          {intl.formatMessage({ id: 'auth.login.open' })}
        </button>
      )}
    </div>
  );
}
