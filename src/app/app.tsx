import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, DISPLAY_TIMEZONE } from '../../machines/constants';
import { htmlLang } from '../lib/intl';
import { useAppSend, useLocale } from './machine-hooks';
import { AppRouter } from './router';
import { BootScreen } from './boot-screen';
import { ErrorBoundary } from './error-pages/error-boundary';
import { InternalErrorPage } from './error-pages/internal-error-page';
import { LoadingIndicator } from './shell/loading-indicator';
import { SkipLink } from './shell/skip-link';
import { ToastArea } from './shell/toast-area';

type IntlMessages = ComponentProps<typeof IntlProvider>['messages'];

export default function App() {
  const { locale, messages, failed } = useLocale();
  const send = useAppSend();

  // The locale machine keeps the current catalogue while another loads: null only before the first.
  if (!messages) {
    return <BootScreen locale={locale} onRetry={failed ? () => send({ type: 'locale.retry' }) : undefined} />;
  }

  return (
    <IntlProvider
      locale={htmlLang(locale)}
      messages={messages as IntlMessages}
      defaultLocale={DEFAULT_LOCALE}
      timeZone={DISPLAY_TIMEZONE}
    >
      <ErrorBoundary fallback={<InternalErrorPage />}>
        <SkipLink />
        <LoadingIndicator />
        <ToastArea />
        <AppRouter />
      </ErrorBoundary>
    </IntlProvider>
  );
}
