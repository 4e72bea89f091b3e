import { useIntl } from '../../lib/intl-context';
import type { RouteId } from '../../../contracts/route-table';
import { href } from '../../../contracts/href';
import { LinkTabs, type LinkTab } from './tabs';

export interface RouteTabDef {
  route: RouteId;
  labelId: string;
  /** Parameters of the tab's route, e.g. { category: 'bong-da' }; they must match for the tab to be current. */
  params?: Readonly<Record<string, string>>;
  /** Deeper routes that belong to this tab (marked as its section). */
  also?: readonly RouteId[];
}

interface RouteTabsProps {
  /** Catalogue id of the tab strip's accessible name. */
  labelId: string;
  routeId: RouteId;
  params: Record<string, string>;
  tabs: readonly RouteTabDef[];
}

const buildHref = href as (id: RouteId, params?: Readonly<Record<string, string>>) => string;

/** The links of route tabs on the page of `routeId`, each labelled by `text` (also the page's static first paint). */
export function routeTabLinks(tabs: readonly RouteTabDef[], routeId: RouteId, params: Record<string, string>, text: (id: string) => string): LinkTab[] {
  return tabs.map((tab) => {
    const sameParams = Object.entries(tab.params ?? {}).every(([name, value]) => params[name] === value);
    const exact = tab.route === routeId && sameParams;
    const within = !exact && sameParams && (tab.also?.includes(routeId) ?? false);
    const target = buildHref(tab.route, tab.params);
    return {
      key: target,
      href: target,
      label: text(tab.labelId),
      current: exact ? ('page' as const) : within ? (true as const) : undefined,
    };
  });
}

/** Tabs whose targets are routes of the table; the current page's tab gets aria-current. */
export function RouteTabs({ labelId, routeId, params, tabs }: RouteTabsProps) {
  const intl = useIntl();
  const items = routeTabLinks(tabs, routeId, params, (id) => intl.formatMessage({ id }));
  return <LinkTabs label={intl.formatMessage({ id: labelId })} tabs={items} />;
}
