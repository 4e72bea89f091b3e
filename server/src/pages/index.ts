/**
 * The document of a page URL (docs/seo.md): the built index.html with the page's own head (title,
 * description, canonical, hreflang, Open Graph, Twitter card, JSON-LD) in the visitor's language,
 * the route's chunks and message files preloaded, and the API answers its first render needs
 * embedded (preloaded answers). Used by the SPA plugin's sendPage for every page URL.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { href } from '../../../contracts/href.ts';
import { htmlLang } from '../../../contracts/locale.ts';
import { breadcrumbTrail, matchRoute, type RouteId, type RouteMatch } from '../../../contracts/route-table.ts';
import { BUILDERS } from './builders/index.ts';
import { preloadShell } from './builders/shell.ts';
import type { PageContext, PageFacts } from './builders/types.ts';
import { buildFilesOf, type BuildFiles } from './build-files.ts';
import { escapeHtml } from '../escape.ts';
import { renderHead } from './head.ts';
import { COOKIE, STATIC_FRAME_ID, type Locale } from '../../../contracts/constants.ts';
import { chooseLanguage, languageCookie, readCookie } from './language.ts';
import { documentTitle, message, routeName } from './messages.ts';
import { Preloader } from './preload.ts';
import { PRIVATE_ROUTES, routeDescription } from './route-text.ts';
import { pageUrl, siteOrigin } from './site-url.ts';
import { renderHomeFrame, renderPosterFrame, renderStaticFrame } from './static-frame.ts';
import { deferBoot } from './boot.ts';
import { TtlCache } from './cache.ts';
import { videoPosterUrl } from '../../../contracts/video-poster.ts';

/** How long a page waits for its data (heads and preloaded answers); what is late is left out. */
export const PAGE_DATA_BUDGET_MS = 1500;
/** A longer query than this is not read (a page has no use for it). */
const MAX_QUERY_LENGTH = 2048;

export interface PageAnswer {
  status: 200 | 404;
  html: string;
}

/** The query of a request URL; an oversized one counts as none. */
function searchOf(url: string): URLSearchParams {
  const at = url.indexOf('?');
  const query = at < 0 ? '' : url.slice(at + 1);
  if (query.length > MAX_QUERY_LENGTH) return new URLSearchParams();
  try {
    return new URLSearchParams(query);
  } catch {
    return new URLSearchParams();
  }
}

function within<T>(promise: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<T>((resolve) => (timer = setTimeout(() => resolve(late), ms)))]).finally(() => clearTimeout(timer));
}

/** The path of a route of the trail, with the page's parameters; null when they do not fill it. */
function crumbPath(id: RouteId, params: Record<string, string>): string | null {
  try {
    return (href as (id: RouteId, params?: Record<string, string>) => string)(id, params);
  } catch {
    return null;
  }
}

/** schema.org BreadcrumbList of the route's trail (contracts/route-table.ts breadcrumbTrail), in the page's language. */
function breadcrumbs(origin: string, lang: Locale, match: RouteMatch, path: string, name: string | null, crumbNames: PageFacts['crumbNames']): object {
  const trail = breadcrumbTrail(match.route.id);
  const items: { name: string; url: string }[] = [];
  for (const id of trail) {
    const isPage = id === match.route.id;
    const at = isPage ? path : crumbPath(id, match.params);
    if (at === null) continue;
    const label = isPage && name ? name : id === 'home' ? message(lang, 'app.name') : (crumbNames?.[id] ?? routeName(lang, id));
    items.push({ name: label, url: pageUrl(origin, at, lang) });
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: item.url })),
  };
}

/** A build file ('assets/x.js' or '/assets/x.js') as a path of this site; null for anything else (an origin, `//host`, a dot segment). */
function assetPath(file: unknown): string | null {
  if (typeof file !== 'string') return null;
  const bare = file.replace(/^\/+/, '');
  return /^[A-Za-z0-9_-][\w.@~-]*(?:\/[\w.@~-]+)*$/.test(bare) && !bare.split('/').includes('..') ? bare : null;
}

/** The route's page chunk, its static imports and CSS, and the message files of these and the entry, as links. */
function preloadLinks(build: BuildFiles, routeId: RouteId | null, lang: Locale): string {
  const { template, routeChunks, messageChunks } = build;
  const links: string[] = [];
  const chunk = routeId ? routeChunks?.[routeId] : undefined;
  const files = (list: unknown) => (Array.isArray(list) ? list.map(assetPath).filter((f): f is string => f !== null) : []);
  const js = files(chunk?.js);
  const css = files(chunk?.css);
  for (const file of css) if (!template.present.has(file)) links.push(`<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`);
  for (const file of js) if (!template.present.has(file)) links.push(`<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);
  if (messageChunks) {
    const seen = new Set<string>();
    for (const file of [template.entry, ...js]) {
      const messages = file ? assetPath(messageChunks[file]?.[lang]) : null;
      if (messages === null || seen.has(messages)) continue;
      seen.add(messages);
      links.push(`<link rel="preload" as="fetch" crossorigin href="/${escapeHtml(messages)}">`);
    }
  }
  return links.length ? `  ${links.join('\n    ')}\n  ` : '';
}

/** Posters asked of the picture routes lately (see warmPoster). */
const warmedPosters = new TtlCache<true>(500, 10 * 60_000);

/**
 * Asks for a page's poster as a browser does, while the page is on its way, so that it is drawn
 * (server/src/plugins/raster-images.ts) by the time the browser asks: the first paint waits for it.
 */
function warmPoster(request: FastifyRequest, poster: string): void {
  const url = videoPosterUrl(poster);
  if (url === poster || warmedPosters.get(url)) return;
  warmedPosters.set(url, true);
  void request.server.inject({ method: 'GET', url, headers: { accept: 'image/webp' } }).catch(() => warmedPosters.delete(url));
}

/** The image preloads React writes with a high-priority picture (`<link rel="preload" as="image" …/>`). */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;

/** A frame's markup without its image preloads, and those as lines of the head. */
function liftImagePreloads(frame: string): { markup: string; preloads: string } {
  const preloads = frame.match(IMAGE_PRELOAD) ?? [];
  return { markup: frame.replace(IMAGE_PRELOAD, ''), preloads: preloads.map((link) => `${link}\n    `).join('') };
}

export function pageWriter(staticDir: string) {
  const buildFiles = buildFilesOf(staticDir);

  /** The page of `request`; null when the SPA is not built. */
  return async function writePage(request: FastifyRequest, reply: FastifyReply): Promise<PageAnswer | null> {
    const build = await buildFiles();
    if (!build) return null;
    const started = performance.now();
    const pathname = request.url.split('?')[0] ?? '/';
    const search = searchOf(request.url);
    const { lang, fromQuery } = chooseLanguage(search, request.headers.cookie);
    if (fromQuery) reply.header('set-cookie', languageCookie(lang, request.protocol === 'https'));
    const origin = siteOrigin(request);
    const match = matchRoute(pathname);
    const preload = new Preloader(request, lang);
    const page: PageContext | null = match && {
      request,
      routeId: match.route.id,
      params: match.params,
      lang,
      search,
      preload,
      origin,
      mayBeMember: readCookie(request.headers.cookie, COOKIE.guest) === '0'  /* the SPA's member hint: a session may be restored */,
    };

    // The shell's calls are the same on every page, a 404 included.
    preloadShell(preload);
    let facts: PageFacts = {};
    const builder = match ? BUILDERS[match.route.id] : undefined;
    if (page && builder) {
      facts = await within(
        builder(page).catch((error: unknown) => {
          request.log.warn({ err: error, url: pathname }, 'page head: data not available');
          return {};
        }),
        PAGE_DATA_BUDGET_MS,
        {},
      );
    }

    const found = match !== null && !facts.notFound;
    const routeId = match?.route.id ?? null;
    const requested = match ? (crumbPath(match.route.id, match.params) ?? pathname) : pathname;
    const path = facts.path && matchRoute(facts.path) ? facts.path : requested;
    const name = found ? (facts.name ?? null) : null;
    const jsonLd: object[] = found ? [breadcrumbs(origin, lang, match, path, name, facts.crumbNames), ...(facts.jsonLd ?? [])] : [];
    const head = renderHead(
      {
        lang,
        title: documentTitle(lang, found ? routeId : null, name),
        description: (found ? facts.description : undefined) ?? (routeId && found ? routeDescription(lang, routeId) : message(lang, 'home.hero.subtitle')),
        path,
        noindex: !found || PRIVATE_ROUTES.has(match.route.id),
        ogType: (found ? facts.ogType : undefined) ?? 'website',
        image: (found ? facts.image : undefined) ?? null,
        siteName: message(lang, 'app.name'),
        jsonLd,
      },
      origin,
    );
    const answers = await preload.script(Math.max(0, PAGE_DATA_BUDGET_MS - (performance.now() - started)));
    const { template, staticFrame } = build;
    // The static first paint: the home page's own frame; a live room's or a feed's with its video's poster;
    // else, for the pages of the default layout, the breadcrumb, title and intro.
    const homeFrame = found && staticFrame && match.route.id === 'home' ? renderHomeFrame(staticFrame, lang, facts.banner ?? null) : null;
    const posterFrame = found && staticFrame && facts.firstPoster ? renderPosterFrame(staticFrame, { routeId: match.route.id, layout: match.route.layout }, lang, facts.firstPoster) : null;
    if (posterFrame && facts.firstPoster) warmPoster(request, facts.firstPoster.poster);
    const framed =
      homeFrame ??
      posterFrame ??
      (found && staticFrame && match.route.layout === 'default' && match.route.id !== 'home'
        ? renderStaticFrame(staticFrame, {
            lang,
            routeId: match.route.id,
            name,
            intro: (facts.description ?? routeDescription(lang, match.route.id)),
            crumbPath: (id) => crumbPath(id, match.params),
            crumbNames: facts.crumbNames,
          })
        : '');
    // The preload React writes for the frame's largest picture goes to the head, where the browser meets it first.
    const { markup: frameMarkup, preloads: imagePreloads } = liftImagePreloads(framed);
    const leadImage = found && facts.leadImage && !imagePreloads ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(facts.leadImage)}">\n    ` : '';
    const frame = frameMarkup ? `<div id="${STATIC_FRAME_ID}">${frameMarkup}</div>\n    ` : '';
    const langText = template.lang === 'value' ? escapeHtml(htmlLang(lang)) : template.lang === 'attribute' ? ` lang="${escapeHtml(htmlLang(lang))}"` : '';
    // With a static frame, the app's scripts wait for its paint (public/boot.js).
    let headRest = template.beforeHeadEnd + preloadLinks(build, routeId, lang);
    if (frame) {
      const deferred = deferBoot(headRest);
      if (deferred) headRest = deferred.head + deferred.boot;
    }
    const html =
      template.beforeLang +
      langText +
      template.beforeHead +
      head +
      imagePreloads +
      leadImage +
      headRest +
      template.beforeRoot +
      frame +
      template.beforeBodyEnd +
      (answers ? `  ${answers}\n  ` : '') +
      template.rest;
    return { status: found ? 200 : 404, html };
  };
}
