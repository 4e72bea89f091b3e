/** What one builder of a route group gets and gives: the page's context in, the facts of its head out. */
import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../../../contracts/constants.ts';
import type { RouteId } from '../../../../contracts/route-table.ts';
import type { Preloader } from '../preload.ts';
import type { FirstBanner, FirstPoster } from '../static-frame.ts';

export interface PageContext {
  request: FastifyRequest;
  routeId: RouteId;
  params: Record<string, string>;
  lang: Locale;
  /** The page URL's query. */
  search: URLSearchParams;
  /** Asks the API and keeps the answer for the page (preloaded answers). */
  preload: Preloader;
  /** The site's origin (PUBLIC_URL or the request's). */
  origin: string;
  /** The visitor may be a member (the SPA's guest=0 hint): answers that differ per member are not preloaded. */
  mayBeMember: boolean;
}

/** What a builder knows of its page; anything left out comes from the route (its name and intro). */
export interface PageFacts {
  /** The entity does not exist: 404, noindex, the SPA shows its not-found state. */
  notFound?: boolean;
  /** The entity's name (room title, teams, league…), for the title and the last breadcrumb. */
  name?: string;
  description?: string;
  /** The canonical path when the data knows a better one than the requested path. */
  path?: string;
  image?: string;
  ogType?: string;
  jsonLd?: object[];
  /** The names of the trail's pages that the data knows (a news category's name, not its address word). */
  crumbNames?: Partial<Record<RouteId, string>>;
  /**
   * The picture the app draws first and largest without a static frame of its own (a news article's
   * cover): preloaded with high priority in the head, so it is not found only once the app renders.
   */
  leadImage?: string;
  /** The home page's first banner, drawn in its static first paint. */
  banner?: FirstBanner;
  /** The video's poster the page shows first (a live room's cover, a feed's first clip's), drawn in its static first paint. */
  firstPoster?: FirstPoster;
}

export type PageBuilder = (page: PageContext) => Promise<PageFacts>;
