/**
 * The match hub's filters in its address (/thong-tin?mon=bong-da&truc-tiep=1&giai=7), so a filtered
 * view can be shared and the back button undoes a filter: the sport by its Vietnamese slug (the
 * tips' category slugs), live only, one league.
 */
import type { BoardFilter } from '../../components/sports/league-board';

/** The sport of each `mon` value. */
export const SPORT_SLUGS = { 'bong-da': 'football', 'bong-ro': 'basketball', esport: 'esport' } as const;
export type SportSlug = keyof typeof SPORT_SLUGS;

const slugOfSport = (sport: string): SportSlug | undefined => (Object.keys(SPORT_SLUGS) as SportSlug[]).find((slug) => SPORT_SLUGS[slug] === sport);

/** The filter a query string asks for; what it does not understand is left out. */
export function parseHubQuery(search: string): BoardFilter {
  const query = new URLSearchParams(search);
  const mon = query.get('mon') ?? '';
  const league = query.get('giai') ?? '';
  return {
    sport: Object.hasOwn(SPORT_SLUGS, mon) ? SPORT_SLUGS[mon as SportSlug] : null,
    liveOnly: query.get('truc-tiep') === '1',
    leagueId: /^[1-9]\d{0,8}$/.test(league) ? Number(league) : null,
  };
}

/** The query string of a filter ('' for none, else '?…'), in a fixed order. */
export function hubSearch(filter: BoardFilter): string {
  const query = new URLSearchParams();
  const slug = filter.sport === null ? undefined : slugOfSport(filter.sport);
  if (slug) query.set('mon', slug);
  if (filter.liveOnly) query.set('truc-tiep', '1');
  if (filter.leagueId !== null) query.set('giai', String(filter.leagueId));
  const text = query.toString();
  return text ? `?${text}` : '';
}
