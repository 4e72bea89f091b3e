/**
 * The match centre's side effects: its one call (api/match.ts), rejecting with an ApiFailure (an
 * unknown match, or a league that is not the match's: 404).
 */
import { fetchMatchCentre } from '../../api/match';
import type { MatchDetail } from '../../contracts/schemas/sports/matches';

export interface MatchCentreInput {
  staticId: number;
  /** The league of the page's address (`?leagueId=`), when it names one. */
  leagueId?: number;
}

export const loadMatchCentre = (input: MatchCentreInput, signal: AbortSignal): Promise<MatchDetail> => fetchMatchCentre(input, signal);
