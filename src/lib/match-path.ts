import { href } from '../../contracts/href';
import { slugify } from '../../contracts/slug';

/** What a match centre's address is made of. */
export interface MatchAddress {
  staticId: number;
  leagueId?: number | null;
  home: { name: string };
  away: { name: string };
}

/**
 * The match centre of a fixture: /tran-dau/{home}-vs-{away}/{staticId}?leagueId= (SPEC §2). The
 * names part is a slug of the names as shown (a name with no Latin letters, e.g. in Chinese, gives
 * the placeholders); the server names the canonical address from the Vietnamese names.
 */
export function matchPath(match: MatchAddress): string {
  const slug = `${slugify(match.home.name, 'doi-nha')}-vs-${slugify(match.away.name, 'doi-khach')}`;
  return href('match', { slug, staticId: String(match.staticId) }, { leagueId: match.leagueId ?? undefined });
}
