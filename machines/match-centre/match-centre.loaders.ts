import { createLoader } from '../loader/loader.machine';
import { loadMatchCentre } from './match-centre.actors';

/**
 * The match centre's data (machines/loader): the match detail, read again in the background when
 * the live scores say the match changed (the page's liveKey, match-centre.live.ts).
 */
export const matchCentreLoader = createLoader(loadMatchCentre);
