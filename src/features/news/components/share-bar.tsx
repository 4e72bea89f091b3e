import { useMachine } from '@xstate/react';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { Icon } from '../../../components/ui/icon';
import { browserShareMachine, canShareLinks } from '../../../../machines/news/share.actors';

const bar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const label = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted', mr: '1' });
const feedback = css({ fontSize: 'sm', minHeight: '5', '&[data-tone=ok]': { color: 'status.success' }, '&[data-tone=error]': { color: 'status.error' } });

function LinkGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

function ShareGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

const FEEDBACK_IDS: Record<string, string> = { copied: 'news.share.copied', shared: 'news.share.shared', copyFailed: 'news.share.copyFailed' };

/** Share the article: copy its link (with a word that it worked), and the system share sheet where the browser has one. */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const [snapshot, send] = useMachine(browserShareMachine, { input: { url, title } });
  const state = String(snapshot.value);
  const busy = state === 'sharing' || state === 'copying';
  const words = FEEDBACK_IDS[state];
  return (
    <div className={bar} data-testid="news-share" data-state={state}>
      <span className={label}>{intl.formatMessage({ id: 'news.share.label' })}</span>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'copy' })} disabled={busy} data-testid="news-share-copy">
        {state === 'copied' ? <Icon name="check" size={16} /> : <LinkGlyph />}
        {intl.formatMessage({ id: 'news.share.copy' })}
      </button>
      {canShareLinks() ? (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'share' })} disabled={busy} data-testid="news-share-native">
          <ShareGlyph />
          {intl.formatMessage({ id: 'news.share.share' })}
        </button>
      ) : null}
      <span className={feedback} role="status" data-tone={state === 'copyFailed' ? 'error' : 'ok'} data-testid="news-share-feedback">
        {words ? intl.formatMessage({ id: words }) : ''}
      </span>
    </div>
  );
}
