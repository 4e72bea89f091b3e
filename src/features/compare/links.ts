/** Links from the compare pages to the entity pages and the match centre (contracts/href.ts). */
import { href } from '../../../contracts/href';
import { slugify } from '../../../contracts/slug';

/** A team's page: its name's slug (a placeholder when it has no Latin letters, as in Chinese) and id. */
export const teamHref = (id: number, name: string): string => href('team', { team: slugify(name, 'doi-bong'), id });

export const playerHref = (id: number, name: string): string => href('player', { player: slugify(name, 'cau-thu'), id });

/** A match centre: /tran-dau/{home}-vs-{away}/{staticId}?leagueId= */
export const matchHref = (staticId: number, leagueId: number, home: string, away: string): string =>
  href('match', { slug: `${slugify(home, 'doi-nha')}-vs-${slugify(away, 'doi-khach')}`, staticId }, { leagueId });
