import { Suspense, use, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { matchRoute, type RouteId } from '../../contracts/route-table';
import { useAppSend } from './machine-hooks';
import { forgetFailedPages, loadPage } from './page-loader';
import { useDocumentTitle, useScrollToTopOnNavigation } from './use-route-effects';
import { DefaultLayout } from './layouts/default-layout';
import { LiveroomLayout } from './layouts/liveroom-layout';
import { ErrorBoundary } from './error-pages/error-boundary';
import { InternalErrorPage } from './error-pages/internal-error-page';
import { StaticFrameHold, useStaticFrameHost } from '../lib/static-frame';
import { NotFoundPage } from './error-pages/not-found-page';
import { ShownPageProvider, useShownPage } from '../lib/page-name';
import { useIntl } from '../lib/intl-context';

/** Reports a loading key to the loading machine while mounted (or while `active`). */
function useLoadingSignal(key: string, active = true): void {
  const send = useAppSend();
  useEffect(() => {
    if (!active) return;
    send({ type: 'loading.start', key });
    return () => send({ type: 'loading.end', key });
  }, [send, key, active]);
}

function PageChunkFallback() {
  useLoadingSignal('route-chunk');
  return null;
}

interface PageHostProps {
  routeId: RouteId;
  params: Record<string, string>;
  path: string;
}

/** Renders the route's lazily loaded page; a failed chunk is reported, then thrown to the error boundary. */
function PageHost({ routeId, params, path }: PageHostProps) {
  const send = useAppSend();
  const { default: Page } = use(loadPage(routeId, () => send({ type: 'chunk.failed', path })));
  const frameHold = useStaticFrameHost(path);
  return (
    <StaticFrameHold value={frameHold}>
      <Page routeId={routeId} params={params} />
    </StaticFrameHold>
  );
}

function Layout({ kind, children }: { kind: 'default' | 'liveroom'; children: ReactNode }) {
  return kind === 'liveroom' ? <LiveroomLayout>{children}</LiveroomLayout> : <DefaultLayout>{children}</DefaultLayout>;
}

/**
 * Picks the page with the one route table (not wouter's matching). The shown location trails the
 * real one while the next page's chunk loads, so the current page stays on screen meanwhile.
 */
export function AppRouter() {
  const send = useAppSend();
  const [location] = useLocation();
  const search = useSearch();
  const shownLocation = useDeferredValue(location);
  const match = useMemo(() => matchRoute(shownLocation), [shownLocation]);

  useEffect(() => {
    forgetFailedPages();
    send({ type: 'route.navigated', path: search ? `${location}?${search}` : location });
  }, [send, location, search]);

  useLoadingSignal('navigation', shownLocation !== location);
  useScrollToTopOnNavigation(shownLocation);
  const { locale } = useIntl();
  const shownPage = useShownPage(shownLocation, locale);
  useDocumentTitle(match, shownPage.name, shownPage.isFirst);

  return (
    <Layout kind={match?.route.layout ?? 'default'}>
      <ErrorBoundary resetKey={shownLocation} fallback={<InternalErrorPage />}>
        {match ? (
          <Suspense fallback={<PageChunkFallback />}>
            <ShownPageProvider value={shownPage}>
              <PageHost routeId={match.route.id} params={match.params} path={shownLocation} />
            </ShownPageProvider>
          </Suspense>
        ) : (
          <NotFoundPage path={shownLocation} />
        )}
      </ErrorBoundary>
    </Layout>
  );
}
