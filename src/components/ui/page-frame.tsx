import type { ReactNode } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import type { RouteId } from '../../../contracts/route-table';
import { Breadcrumb, type CrumbNames } from './breadcrumb';
import { routeDisplayName } from '../../../contracts/route-labels';

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

const suffixStyle = css({ color: 'accent.text' });

const intro = css({ color: 'fg.muted', fontSize: { base: 'sm', sm: 'md' }, maxW: '3xl' });

/** The frame's classes, which the page's static first paint (src/app/static-frame.tsx) uses too. */
export const pageFrameClasses = { frame, contentWidth, heading, title, intro };

interface PageFrameProps {
  routeId: RouteId;
  params: Record<string, string>;
  /** Shown after the route title; defaults to the humanized name parameter (a team, an article...). */
  titleSuffix?: string | null;
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

/** The common frame of a page: breadcrumb, the localized route title as h1, tabs and content. */
export function PageFrame({ routeId, params, titleSuffix, introId, tabs, fullWidth, crumbNames, children }: PageFrameProps) {
  const intl = useIntl();
  const suffix = titleSuffix === undefined ? routeDisplayName(routeId, params) : titleSuffix;
  return (
    <div className={cx(frame, !fullWidth && contentWidth)} data-route={routeId}>
      <Breadcrumb routeId={routeId} params={params} names={crumbNames} />
      <header className={heading}>
        <h1 className={title}>
          {intl.formatMessage({ id: `route.${routeId}` })}
          {suffix ? <span className={suffixStyle}> · {suffix}</span> : null}
        </h1>
        {introId ? <p className={intro}>{intl.formatMessage({ id: introId })}</p> : null}
      </header>
      {tabs}
      {children}
    </div>
  );
}
