import { matchDetail } from '../../contracts/endpoints/match';
import { createLoader } from '../loader/loader.machine';

/**
 * The match centre's data (machines/loader): the match detail (`{ query: { staticId, leagueId } }`;
 * a league that is not the match's answers 404 like an unknown match), read again in the background when
 * the live scores say the match changed (the page's liveKey, match-centre.live.ts).
 */
export const matchCentreLoader = createLoader(matchDetail);
