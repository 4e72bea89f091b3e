import { href } from '../../contracts/href';
import { slugify } from '../../contracts/slug';

/** What a match centre's address is made of (a MatchSummary has it all). */
export interface MatchAddress {
  staticId: number;
  leagueId?: number | null;
  home: { name: string; shortName?: string };
  away: { name: string; shortName?: string };
}

/** A side's part of the names: its name as a slug, else (a name in Chinese) its short code, else the placeholder. */
function sideSlug(team: { name: string; shortName?: string }, placeholder: string): string {
  return slugify(team.name) || slugify(team.shortName) || placeholder;
}

/**
 * The match centre of a fixture: /tran-dau/{home}-vs-{away}/{staticId}?leagueId= (SPEC §2). The
 * names part is made of the names as shown; the page is found by the id alone, and the server names
 * the canonical address from the Vietnamese names.
 */
export function matchPath(match: MatchAddress): string {
  const slug = `${sideSlug(match.home, 'doi-nha')}-vs-${sideSlug(match.away, 'doi-khach')}`;
  return href('match', { slug, staticId: String(match.staticId) }, { leagueId: match.leagueId ?? undefined });
}
