import { matchDetail } from '../../contracts/endpoints/match';
import { createLoader } from '../loader/loader.machine';
import { loadAnalysis, loadShowSessions, loadTips } from './room-tabs.actors';

/** The data of each tab panel of the live room, started when its tab is first opened (machines/loader). */

/** Overview and odds of a match room: the match detail (`{ query: { staticId, leagueId } }`). */
export const matchDetailLoader = createLoader(matchDetail);
/** Tips on the room's fixture. */
export const tipsLoader = createLoader(loadTips);
/** Analysis: the two teams compared and their head-to-head. */
export const analysisLoader = createLoader(loadAnalysis);
/** Overview of a show room: its sessions of today and tomorrow. */
export const showSessionsLoader = createLoader(loadShowSessions);
