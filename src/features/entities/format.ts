/**
 * Pure helpers of the entity pages: their addresses, the words of positions, feet and surfaces,
 * and a match's result for one team.
 */
import { href } from '../../../contracts/href';
import { slugify } from '../../../contracts/slug';
import type { FormLetter, MatchSummary } from '../../../contracts/schemas/sports/matches';

export type EntityKind = 'team' | 'player' | 'league' | 'venue' | 'manager';

/** The path segment when a name gives no letters of the slug rule (a Chinese name): SPEC §2 "league-name/1". */
const PLACEHOLDER: Record<EntityKind, string> = {
  team: 'team-name',
  player: 'player-name',
  league: 'league-name',
  venue: 'venue-name',
  manager: 'manager-name',
};

/** A team, player, league, venue or manager page's address: the name as a slug (or a short name's, or the placeholder), then the id. */
export function entityHref(kind: EntityKind, id: number, name: string, shortName?: string): string {
  const slug = slugify(name) || slugify(shortName) || PLACEHOLDER[kind];
  switch (kind) {
    case 'team':
      return href('team', { team: slug, id: String(id) });
    case 'player':
      return href('player', { player: slug, id: String(id) });
    case 'league':
      return href('league', { league: slug, id: String(id) });
    case 'venue':
      return href('venue', { venue: slug, id: String(id) });
    case 'manager':
      return href('manager', { manager: slug, id: String(id) });
  }
}

/** The id in the address as a number, or null when it is not a positive whole number. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** Positions the catalogue names (football, basketball, esport). */
export const KNOWN_POSITIONS = ['GK', 'DF', 'MF', 'FW', 'PG', 'SG', 'SF', 'PF', 'C', 'TOP', 'JG', 'MID', 'AD', 'SP'] as const;

/** The message id of a position (`entities.position.GK`), or null for one the catalogue does not name (shown as given). */
export function positionMessageId(position: string, plural = false): string | null {
  if (!(KNOWN_POSITIONS as readonly string[]).includes(position)) return null;
  return `${plural ? 'entities.positions.' : 'entities.position.'}${position}`;
}

/** The message id of a preferred foot (left, right, both), or null. */
export function footMessageId(foot: string): string | null {
  return ['left', 'right', 'both'].includes(foot) ? `entities.foot.${foot}` : null;
}

/** The message id of a pitch surface (grass, hybrid, artificial), or null. */
export function surfaceMessageId(surface: string): string | null {
  return ['grass', 'hybrid', 'artificial'].includes(surface) ? `entities.surface.${surface}` : null;
}

/** Win, draw or loss of `teamId` in a finished match; null when it did not play in it or the match is not over. */
export function resultFor(match: Pick<MatchSummary, 'status' | 'home' | 'away' | 'homeScore' | 'awayScore'>, teamId: number): FormLetter | null {
  if (match.status !== 3 || match.homeScore === null || match.awayScore === null) return null;
  const side = match.home.id === teamId ? 'home' : match.away.id === teamId ? 'away' : null;
  if (!side) return null;
  const [own, other] = side === 'home' ? [match.homeScore, match.awayScore] : [match.awayScore, match.homeScore];
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

/** Points of a form line at 3 / 1 / 0. */
export function formPoints(form: readonly FormLetter[]): number {
  return form.reduce((sum, letter) => sum + (letter === 'W' ? 3 : letter === 'D' ? 1 : 0), 0);
}

/** A share 0–1 as a whole percentage (0.756 → 76). */
export function percent(share: number): number {
  return Number.isFinite(share) ? Math.round(Math.max(0, Math.min(1, share)) * 100) : 0;
}

/** Minutes per goal (or assist) of a season, rounded; null without any. */
export function minutesPer(minutes: number, count: number): number | null {
  return count > 0 && minutes > 0 ? Math.round(minutes / count) : null;
}
