/**
 * The page's static first paint (src/app/static-frame.tsx, rendered by the build with slot markers):
 * the header's bars, the breadcrumb, the title and the intro of a page, filled in the visitor's
 * language and written before the SPA's root. The SPA removes it once its own page is drawn; until
 * then a visitor (and a crawler, and a browser without scripts) sees the page's words at once.
 */
import { breadcrumbTrail, type Layout, type RouteId } from '../../../contracts/route-table.ts';
import type { Locale } from '../../../contracts/constants.ts';
import type { StaticFrameTemplate } from './build-files.ts';
import { escapeHtml } from '../escape.ts';
import { videoPosterUrl } from '../../../contracts/video-poster.ts';
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

/** The markers of `markup` replaced by their values, in one pass: a value is never searched for markers. */
function fill(markup: string, values: Record<string, string>): string {
  // The longest first, so a marker that begins another never takes its place.
  const markers = Object.keys(values).sort((a, b) => b.length - a.length);
  if (markers.length === 0) return markup;
  const any = new RegExp(markers.map((marker) => marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  return markup.replace(any, (marker) => values[marker]!);
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

/** A path of this site ('/media/…'), never another origin or a script URL: what a frame may draw from the data. */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//');

/** `__SF_MSG:<id>__` in a frame: a message of the catalogue (src/app/static-frame.tsx MESSAGE_SLOT). */
const MESSAGE_SLOT = /__SF_MSG:([A-Za-z0-9_.-]+)__/g;

/** A frame's slots filled: the site's name in the header, `values` (escaped by the caller), then the messages in `lang`. */
function fillFrame(template: StaticFrameTemplate, markup: string, lang: Locale, values: Record<string, string>): string {
  const { slots } = template;
  const [first = '', ...rest] = message(lang, 'app.name').split(' ');
  // Markers are replaced in the template only, never in the values (which are escaped first).
  const withMessages = markup.replace(MESSAGE_SLOT, (_, id: string) => escapeHtml(message(lang, id)));
  return fill(withMessages, { [slots.appFirstWord]: escapeHtml(first), [slots.appRest]: escapeHtml(rest.join(' ')), ...values });
}

/**
 * The home page's static first paint: the header's bars, the hero with its h1 and every section's
 * heading and skeleton, in the visitor's language. Null when the build has no home frame.
 */
export function renderHomeFrame(template: StaticFrameTemplate, lang: Locale, banner: FirstBanner | null = null): string | null {
  if (typeof template.home !== 'string') return null;
  const { slots } = template;
  const bannerBox = !template.homeBanner
    ? ''
    : banner
      ? fill(template.homeBanner.first, { [slots.bannerSrc]: escapeHtml(banner.image), [slots.bannerAlt]: escapeHtml(banner.title), [slots.bannerHref]: escapeHtml(banner.link) })
      : template.homeBanner.skeleton;
  return fillFrame(template, template.home, lang, { [slots.banner]: bannerBox });
}

/** What a page with a video draws first: its poster (a path of this site), its title and, for a live room, its mode. */
export interface FirstPoster {
  poster: string;
  title: string;
  tag?: string;
}

/**
 * The static first paint of a page whose largest picture is a video's poster: a live room (the
 * player's box with the room's cover, its title) or a short-video feed (its tabs, the first clip's
 * poster, the page's name). Null when the build has no frame for the page, or the poster is not a
 * path of this site.
 */
export function renderPosterFrame(template: StaticFrameTemplate, page: { routeId: RouteId; layout: Layout }, lang: Locale, first: FirstPoster): string | null {
  const markup = page.layout === 'liveroom' ? template.room : template.feeds?.[page.routeId];
  const { posterSrc, tag, title } = template.slots;
  if (typeof markup !== 'string' || typeof posterSrc !== 'string' || !isSitePath(first.poster)) return null;
  // The address the app's player draws too (src/components/player/video-poster.tsx).
  const values = { [posterSrc]: escapeHtml(videoPosterUrl(first.poster)), [title]: escapeHtml(first.title) };
  return fillFrame(template, markup, lang, typeof tag === 'string' ? { ...values, [tag]: escapeHtml(first.tag ?? '') } : values);
}
