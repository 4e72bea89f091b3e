/**
 * The address of the /phim-anh lists: the tab (its route, or ?tab= for trending and saved) and the
 * filters (?the-loai=&quoc-gia=&nam=&tu-khoa=), read into the list call's query and written back
 * into links. The watch page's ?phan=&tap= names a season and an episode.
 */
import type { RouteId } from '../../../contracts/route-table';
import type { FilmTab } from '../../../contracts/media-values';

export type FilmsTab = FilmTab;

/** The tabs in the order they are shown. */
export const FILM_TAB_ORDER: readonly FilmsTab[] = ['all', 'trending', 'phim', 'tv-show', 'saved'];

/** ?tab= values of /phim-anh (the other tabs have their own routes). */
const TAB_QUERY: Partial<Record<FilmsTab, string>> = { trending: 'xu-huong', saved: 'da-luu' };
const ROUTE_OF: Record<FilmsTab, 'films' | 'filmsMovies' | 'filmsTvShows'> = {
  all: 'films',
  trending: 'films',
  saved: 'films',
  phim: 'filmsMovies',
  'tv-show': 'filmsTvShows',
};

export const FILTER_KEYS = { genre: 'the-loai', country: 'quoc-gia', year: 'nam', keyword: 'tu-khoa' } as const;

export interface FilmFilterValues {
  genre: string | null;
  country: string | null;
  year: number | null;
  keyword: string;
}

export const NO_FILTERS: FilmFilterValues = { genre: null, country: null, year: null, keyword: '' };

/** The text without control characters (the API refuses them). */
function withoutControls(text: string): string {
  return [...text].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f).join('');
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The tab of a list route and its ?tab=. */
export function tabOf(routeId: RouteId, search: string): FilmsTab {
  if (routeId === 'filmsMovies') return 'phim';
  if (routeId === 'filmsTvShows') return 'tv-show';
  const value = new URLSearchParams(search).get('tab');
  return (Object.entries(TAB_QUERY).find(([, q]) => q === value)?.[0] as FilmsTab | undefined) ?? 'all';
}

/** The filters of the address; malformed values are left out. */
export function filtersOf(search: string): FilmFilterValues {
  const query = new URLSearchParams(search);
  const slug = (key: string) => {
    const value = query.get(key)?.trim() ?? '';
    return SLUG.test(value) && value.length <= 120 ? value : null;
  };
  const yearText = query.get(FILTER_KEYS.year) ?? '';
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  return {
    genre: slug(FILTER_KEYS.genre),
    country: slug(FILTER_KEYS.country),
    year: year !== null && year >= 1900 && year <= 2100 ? year : null,
    keyword: withoutControls(query.get(FILTER_KEYS.keyword) ?? '').trim().slice(0, 100),
  };
}

export function hasFilters(filters: FilmFilterValues): boolean {
  return filters.genre !== null || filters.country !== null || filters.year !== null || filters.keyword !== '';
}

/** The query string values of a tab and filters (for href). */
export function listQuery(tab: FilmsTab, filters: FilmFilterValues): Record<string, string | number | null> {
  return {
    tab: TAB_QUERY[tab] ?? null,
    [FILTER_KEYS.genre]: filters.genre,
    [FILTER_KEYS.country]: filters.country,
    [FILTER_KEYS.year]: filters.year,
    [FILTER_KEYS.keyword]: filters.keyword || null,
  };
}

/** The route of a tab. */
export function routeOfTab(tab: FilmsTab): 'films' | 'filmsMovies' | 'filmsTvShows' {
  return ROUTE_OF[tab];
}

/** ?phan=&tap= of the watch page: a season and an episode number, each ≥ 1, or null. */
export function episodeOf(search: string): { season: number; episode: number } | null {
  const query = new URLSearchParams(search);
  const season = Number(query.get('phan'));
  const episode = Number(query.get('tap'));
  return Number.isInteger(season) && season >= 1 && Number.isInteger(episode) && episode >= 1 ? { season, episode } : null;
}
