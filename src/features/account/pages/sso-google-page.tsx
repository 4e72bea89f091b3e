import { useEffect, useRef } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { useLocation, useSearch } from 'wouter';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import type { PageProps } from '../../../app/page-props';
import { useAppSend, useAuth } from '../../../app/machine-hooks';
import { href } from '../../../../contracts/href';
import { PageFrame } from '../../../components/ui/page-frame';
import { Icon } from '../../../components/ui/icon';
import { SectionNotice } from '../../../components/ui/section-states';

const spinner = css({
  w: '10',
  h: '10',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'border.default',
  borderTopColor: 'accent.default',
  animation: 'spin',
});

const progress = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', py: '12', color: 'fg.muted', textAlign: 'center' });

/**
 * Where Google sends the visitor back (/sso/ggcallback?code&state, or ?error): the code is handed
 * to the auth machine once; a member goes home, a failure shows the server's message and a way back
 * to the sign-in dialog.
 */
export default function SsoGooglePage({ routeId, params }: PageProps) {
  const intl = useIntl();
  const send = useAppSend();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const code = query.get('code');
  const state = query.get('state');
  const providerError = query.get('error');
  const { status, formError } = useAuth();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || providerError || !code || status !== 'guest') return;
    sent.current = true;
    send({ type: 'auth.googleCallback', code, state });
  }, [send, code, state, providerError, status]);

  useEffect(() => {
    if (status === 'member') navigate(href('home'), { replace: true });
  }, [status, navigate]);

  const problem = providerError
    ? intl.formatMessage({ id: 'sso.providerError' }, { error: providerError })
    : !code
      ? intl.formatMessage({ id: 'sso.missingCode' })
      : status === 'guest' && formError
        ? formError
        : null;

  return (
    <PageFrame routeId={routeId} params={params}>
      <div data-testid="sso-callback" data-state={problem ? 'failed' : status === 'member' ? 'done' : 'working'}>
        {problem ? (
          <SectionNotice
            icon="warning"
            tone="error"
            title={intl.formatMessage({ id: 'sso.failedTitle' })}
            text={problem}
            action={
              <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
                <Icon name="refresh" size={18} />
                {intl.formatMessage({ id: 'sso.retry' })}
              </button>
            }
          />
        ) : (
          <div className={progress} role="status" aria-live="polite">
            <span className={spinner} aria-hidden="true" />
            <p>{intl.formatMessage({ id: status === 'member' ? 'sso.done' : 'sso.working' })}</p>
          </div>
        )}
      </div>
    </PageFrame>
  );
}
