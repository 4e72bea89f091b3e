import { useEffect, useRef } from 'react';
import { useIntl } from '../lib/intl-context';
import type { RouteMatch } from '../../contracts/route-table';

/** Scrolls to the top when the shown page changes (not on the first render, where the browser restores). */
export function useScrollToTopOnNavigation(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

/**
 * document.title: the page's name from its data (src/lib/page-name.tsx), the localized route title
 * and the site name. On the first page the server's title stands until the page has told its name.
 */
export function useDocumentTitle(match: RouteMatch | null, pageName: string | null, keepServerTitle: boolean): void {
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'app.name' });
  const routeId = match?.route.id;
  let title: string;
  if (!routeId) title = `${intl.formatMessage({ id: 'error.notFound.title' })} | ${appName}`;
  else if (routeId === 'home') title = `${appName} – ${intl.formatMessage({ id: 'app.tagline' })}`;
  else title = `${pageName ? `${pageName} – ` : ''}${intl.formatMessage({ id: `route.${routeId}` })} | ${appName}`;
  const keep = keepServerTitle && !pageName;

  useEffect(() => {
    if (!keep) document.title = title;
  }, [title, keep]);
}
