import { useEffect, useRef } from 'react';
import { useIntl } from '../lib/intl-context';
import type { RouteMatch } from '../../contracts/route-table';
import { routeDisplayName } from '../../contracts/route-labels';

/** Scrolls to the top when the shown page changes (not on the first render, where the browser restores). */
export function useScrollToTopOnNavigation(pathname: string): void {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}

/** document.title: the localized route title (with its name parameter) and the site name. */
export function useDocumentTitle(match: RouteMatch | null): void {
  const intl = useIntl();
  const appName = intl.formatMessage({ id: 'app.name' });
  const routeId = match?.route.id;
  const name = match ? routeDisplayName(match.route.id, match.params) : null;
  let title: string;
  if (!routeId) title = `${intl.formatMessage({ id: 'error.notFound.title' })} | ${appName}`;
  else if (routeId === 'home') title = `${appName} – ${intl.formatMessage({ id: 'app.tagline' })}`;
  else title = `${name ? `${name} – ` : ''}${intl.formatMessage({ id: `route.${routeId}` })} | ${appName}`;

  useEffect(() => {
    document.title = title;
  }, [title]);
}
