import type { ReactNode } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import type { RouteId } from '../../../contracts/route-table';
import { Breadcrumb, type CrumbNames } from './breadcrumb';
import { usePageName, useServerWords, useToldPageName } from '../../lib/page-name';

const frame = css({
  display: 'flex',
  flexDirection: 'column',
  gap: { base: '4', sm: '5' },
  w: 'full',
  mx: 'auto',
  px: { base: '4', sm: '6' },
  py: { base: '4', sm: '6' },
});

const contentWidth = css({ maxW: 'content' });

const heading = css({ display: 'flex', flexDirection: 'column', gap: '2' });

const title = css({ textStyle: 'pageTitle', overflowWrap: 'anywhere' });

const intro = css({ color: 'fg.muted', fontSize: { base: 'sm', sm: 'md' }, maxW: '3xl' });

/** The frame's classes, which the page's static first paint (src/app/static-frame.tsx) uses too. */
export const pageFrameClasses = { frame, contentWidth, heading, title, intro };

interface PageFrameProps {
  routeId: RouteId;
  params: Record<string, string>;
  /**
   * The page's name from its data, in the visitor's language (a team, an article's headline, a
   * category): the h1 and the document title. A component of the page may tell it instead (usePageName).
   * Until it is known, the h1 is the route's title.
   */
  name?: string | null;
  /** A catalogue id of a one-line description under the title. */
  introId?: string;
  /** Sub-navigation under the title. */
  tabs?: ReactNode;
  /** Use the full width of the layout (live rooms). */
  fullWidth?: boolean;
  /** The names of the trail's pages once the page knows them (a news category's name, not its address word). */
  crumbNames?: CrumbNames;
  children?: ReactNode;
}

/**
 * The common frame of a page: breadcrumb, the page's name (else the localized route title) as h1,
 * tabs and content. On the visit's first page the server's heading stands until the data is there.
 */
export function PageFrame({ routeId, params, name, introId, tabs, fullWidth, crumbNames, children }: PageFrameProps) {
  const intl = useIntl();
  usePageName(name);
  const toldName = useToldPageName();
  const serverWords = useServerWords();
  return (
    <div className={cx(frame, !fullWidth && contentWidth)} data-route={routeId}>
      <Breadcrumb routeId={routeId} params={params} names={crumbNames} serverLabels={serverWords?.crumbs} />
      <header className={heading}>
        <h1 className={title}>{name || toldName || serverWords?.heading || intl.formatMessage({ id: `route.${routeId}` })}</h1>
        {introId ? <p className={intro}>{intl.formatMessage({ id: introId })}</p> : null}
      </header>
      {tabs}
      {children}
    </div>
  );
}
