/**
 * The page's static first paint (src/app/static-frame.tsx, rendered by the build with slot markers):
 * the header's bars, the breadcrumb, the title and the intro of a page, filled in the visitor's
 * language and written before the SPA's root. The SPA removes it once its own page is drawn; until
 * then a visitor (and a crawler, and a browser without scripts) sees the page's words at once.
 */
import { breadcrumbTrail, type RouteId } from '../../../contracts/route-table.ts';
import type { Locale } from '../../../contracts/constants.ts';
import type { StaticFrameTemplate } from './build-files.ts';
import { escapeHtml } from '../escape.ts';
import { message, routeName } from './messages.ts';

export interface FrameText {
  lang: Locale;
  routeId: RouteId;
  /** The page's name from its data (a team, an article's headline), its h1 as in the SPA; else the route's name. */
  name: string | null;
  intro: string;
  /** The path of each route of the trail with the page's parameters (null when they do not fill it). */
  crumbPath: (id: RouteId) => string | null;
  /** Names of the trail's pages that the data knows (a news category's), else their route names, as in the SPA. */
  crumbNames?: Partial<Record<RouteId, string>>;
}

function fill(markup: string, values: Record<string, string>): string {
  let out = markup;
  for (const [marker, value] of Object.entries(values)) out = out.split(marker).join(value);
  return out;
}

export function renderStaticFrame(template: StaticFrameTemplate, text: FrameText): string {
  const { slots } = template;
  const trail = breadcrumbTrail(text.routeId);
  let crumbs = '';
  trail.forEach((id, index) => {
    const isLast = index === trail.length - 1;
    const label = (!isLast && text.crumbNames?.[id]) || routeName(text.lang, id);
    const path = isLast ? null : text.crumbPath(id);
    const kind = path === null ? template.crumbCurrent : template.crumbLink;
    crumbs += fill(index === 0 ? kind.first : kind.next, { [slots.label]: escapeHtml(label), [slots.href]: escapeHtml(path ?? '') });
  });
  const [first = '', ...rest] = message(text.lang, 'app.name').split(' ');
  const title = text.name || routeName(text.lang, text.routeId);
  // Markers are replaced in the template only, never in the values (which are escaped first).
  return fill(template.frame, {
    [slots.appFirstWord]: escapeHtml(first),
    [slots.appRest]: escapeHtml(rest.join(' ')),
    [slots.trail]: trail.length < 2 ? '' : fill(template.trail, { [slots.crumbs]: crumbs }),
    [slots.title]: escapeHtml(title),
    [slots.intro]: escapeHtml(text.intro),
  });
}

/** The home page's first banner, drawn in its frame (the page's largest picture, in the HTML). */
export interface FirstBanner {
  image: string;
  title: string;
  link: string;
}

/** `__SF_MSG:<id>__` in the home page's frame: a message of the catalogue (src/app/static-frame.tsx MESSAGE_SLOT). */
const MESSAGE_SLOT = /__SF_MSG:([A-Za-z0-9_.-]+)__/g;

/**
 * The home page's static first paint: the header's bars, the hero with its h1 and every section's
 * heading and skeleton, in the visitor's language. Null when the build has no home frame.
 */
export function renderHomeFrame(template: StaticFrameTemplate, lang: Locale, banner: FirstBanner | null = null): string | null {
  if (typeof template.home !== 'string') return null;
  const { slots } = template;
  const [first = '', ...rest] = message(lang, 'app.name').split(' ');
  const bannerBox = !template.homeBanner
    ? ''
    : banner
      ? fill(template.homeBanner.first, { [slots.bannerSrc]: escapeHtml(banner.image), [slots.bannerAlt]: escapeHtml(banner.title), [slots.bannerHref]: escapeHtml(banner.link) })
      : template.homeBanner.skeleton;
  // Markers are replaced in the template only, never in the values (which are escaped first).
  const filled = fill(template.home, { [slots.appFirstWord]: escapeHtml(first), [slots.appRest]: escapeHtml(rest.join(' ')), [slots.banner]: bannerBox });
  return filled.replace(MESSAGE_SLOT, (_, id: string) => escapeHtml(message(lang, id)));
}
