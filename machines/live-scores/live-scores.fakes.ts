import { createActor, fromCallback, setup, type AnyActorRef, type SimulatedClock } from 'xstate';
import { liveScoresMachine } from './live-scores.machine';
import type { PollInput } from './live-scores.actors';
import type { PollResult } from './live-scores.frames';
import type { FeedEvent } from '../chat-socket/chat-socket.machine';
import { controllablePromiseActor } from '../test-utils/fake-promise-actor';
import type { LiveScore, ScoreEvent } from '../../contracts/schemas/chat';
import type { MatchDetail, MatchSummary } from '../../contracts/schemas/sports/matches';

export const KICKOFF = '2026-11-24T17:00:00.000Z';

export function liveScore(staticId: number, seq: number, overrides: Partial<LiveScore> = {}): LiveScore {
  return { staticId, seq, sport: 'football', kickoffTime: KICKOFF, status: 2, statusText: String(seq), minute: seq, period: '1H', score: '0-0', homeScore: 0, awayScore: 0, ...overrides };
}

export function scoreEvent(id: number, seq: number, overrides: Partial<ScoreEvent> = {}): ScoreEvent {
  return { id, seq, minute: seq, extra: 0, side: 'home', type: 'goal', player: { id: 9, name: 'Công Phượng' }, related: null, score: '1-0', ...overrides };
}

export function summary(staticId: number, overrides: Partial<MatchSummary> = {}): MatchSummary {
  return {
    staticId,
    sport: 'football',
    leagueId: 1,
    leagueName: 'V.League 1',
    leagueLogo: '/media/league/1.svg',
    round: 3,
    home: { id: 1, name: 'Hà Nội', shortName: 'HN', logo: '/media/crest/1.svg' },
    away: { id: 2, name: 'Viettel', shortName: 'VT', logo: '/media/crest/2.svg' },
    venue: null,
    roomId: null,
    kickoffTime: KICKOFF,
    status: 2,
    statusText: '30',
    minute: 30,
    period: '1H',
    score: '1-0',
    homeScore: 1,
    awayScore: 0,
    ...overrides,
  };
}

/** A match detail answer: the summary and events the live scores read (the rest of the answer is not read). */
export function detail(staticId: number, overrides: Partial<MatchSummary> = {}): MatchDetail {
  const read: Pick<MatchDetail, 'match' | 'events'> = {
    match: summary(staticId, overrides),
    events: [{ id: 77, minute: 12, extra: 0, side: 'home', type: 'goal', player: { id: 9, name: 'Công Phượng', shirtNumber: 10, position: 'FW', photo: '' }, related: null, score: '1-0' }],
  };
  return read as MatchDetail;
}

/**
 * The live-scores machine under a root of its own, beside a fake chat socket (systemId
 * 'chat-socket') that records what it is asked, with the API poll answered by the test.
 */
export function liveScoresWithFakes() {
  const poll = controllablePromiseActor<PollResult, PollInput>();
  const socketEvents: FeedEvent[] = [];
  const socket = fromCallback<FeedEvent>(({ receive }) => {
    receive((event) => socketEvents.push(event));
    return () => {};
  });
  const machine = liveScoresMachine.provide({ actors: { pollScores: poll.logic } });
  const root = setup({ actors: { scores: machine, socket } }).createMachine({
    id: 'root',
    invoke: [
      { id: 'chat-socket', systemId: 'chat-socket', src: 'socket' },
      { id: 'live-scores', systemId: 'live-scores', src: 'scores' },
    ],
  });
  const start = (clock?: SimulatedClock) => {
    const actor = createActor(root, clock ? { clock } : {}).start();
    return actor.system.get('live-scores') as AnyActorRef;
  };
  return { machine, poll, socketEvents, start };
}
