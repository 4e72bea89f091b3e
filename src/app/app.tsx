import { startTransition, useEffect, useState } from 'react';
import { IntlProvider, type IntlMessages } from '../lib/intl-context';
import { DEFAULT_LOCALE } from '../../contracts/constants';
import { htmlLang } from '../../contracts/locale';
import { css } from '../../styled-system/css';
import { useAppSend, useAuthDialog, useLocale, useMessageUnits, useVisitorTimeZone } from './machine-hooks';
import { AppRouter } from './router';
import { BootScreen } from './boot-screen';
import { ErrorBoundary } from './error-pages/error-boundary';
import { InternalErrorPage } from './error-pages/internal-error-page';
import { LoadingIndicator } from './shell/loading-indicator';
import { SkipLink } from './shell/skip-link';
import { ToastArea } from './shell/toast-area';
import { AuthDialogHost } from './shell/auth-dialog-host';

/** Wraps the page without a box of its own, so the page can be made inert under the modal dialog. */
const passThrough = css({ display: 'contents' });

/**
 * `value` once it has first been drawn: its first arrival (from null) is drawn as a transition, in
 * slices between which the browser paints and takes input (the first catalogue draws the whole app,
 * which as a store's update would be one long task); later changes pass at once.
 */
function useFirstDrawnInTransition<T>(value: T | null): T | null {
  const [drawn, setDrawn] = useState(value !== null);
  useEffect(() => {
    if (!drawn && value !== null) startTransition(() => setDrawn(true));
  }, [drawn, value]);
  return drawn ? value : null;
}

export default function App() {
  useMessageUnits();
  const { locale, messages: loaded, failed } = useLocale();
  const messages = useFirstDrawnInTransition(loaded);
  const send = useAppSend();
  const { open: dialogOpen } = useAuthDialog();
  // Every date and time a view formats without a zone of its own is in the visitor's (the geo cookie's), never the browser's.
  const timeZone = useVisitorTimeZone();

  // The locale machine keeps the current catalogue while another loads: null only before the first.
  if (!messages) {
    return <BootScreen locale={locale} onRetry={failed ? () => send({ type: 'locale.retry' }) : undefined} />;
  }

  return (
    <IntlProvider
      locale={htmlLang(locale)}
      messages={messages as IntlMessages}
      defaultLocale={DEFAULT_LOCALE}
      timeZone={timeZone}
    >
      <ErrorBoundary fallback={<InternalErrorPage />}>
        <div className={passThrough} inert={dialogOpen}>
          <SkipLink />
          <AppRouter />
        </div>
        <LoadingIndicator />
        <ToastArea />
        <AuthDialogHost />
      </ErrorBoundary>
    </IntlProvider>
  );
}
