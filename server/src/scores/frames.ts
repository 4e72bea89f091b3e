/**
 * The live push's wire shapes (contracts/schemas/chat.ts `LiveScore`, `ScoreEvent`, the `scores`
 * and `match` frames) built from a tracked match, and the change as it travels between instances
 * on the bus (player names in every language; each instance answers its sockets in theirs).
 */
import type { LiveScore, ScoreEvent, ServerFrame } from '../../../contracts/schemas/chat.ts';
import { localize, type Language, type LocalizedText } from '../i18n.ts';
import type { TrackedMatch } from './book.ts';
import { scoreFields } from '../sports/match-clock.ts';
import type { ChangePoint, PointEvent, ScoreState } from './timeline.ts';

export const SCORES_SERVICE = 'scores';

/** An event on the bus: the names of its players in every language. */
export interface BusScoreEvent extends Omit<ScoreEvent, 'player' | 'related'> {
  player: { id: number; name: LocalizedText } | null;
  related: { id: number; name: LocalizedText } | null;
}

/** One change point of one match, as the producer publishes it. */
export interface ScoreChange {
  at: number;
  score: LiveScore;
  events: BusScoreEvent[];
}

/** The bus event's data (kind `push`, service `scores`). */
export interface ScoreChanges {
  changes: ScoreChange[];
}

export function liveScore(match: TrackedMatch, state: ScoreState, seq: number): LiveScore {
  return {
    staticId: match.id,
    seq,
    sport: match.input.sport,
    kickoffTime: match.kickoffTime,
    ...scoreFields(state),
  };
}

export function busEvent(match: TrackedMatch, event: PointEvent, seq: number): BusScoreEvent {
  const person = (id: number | null) => {
    const name = id ? match.names.get(id) : undefined;
    return id && name ? { id, name } : null;
  };
  return {
    id: event.id,
    seq,
    minute: event.minute,
    extra: event.extra,
    side: event.side === 0 ? 'home' : 'away',
    type: event.type,
    player: person(event.playerId),
    related: person(event.relatedPlayerId),
    score: event.score,
  };
}

export function scoreChange(match: TrackedMatch, point: ChangePoint): ScoreChange {
  return { at: point.at, score: liveScore(match, point.state, point.seq), events: point.events.map((e) => busEvent(match, e, point.seq)) };
}

export function localEvent(event: BusScoreEvent, lang: Language): ScoreEvent {
  const person = (p: BusScoreEvent['player']) => (p ? { id: p.id, name: localize(p.name, lang) } : null);
  return { ...event, player: person(event.player), related: person(event.related) };
}

export const encode = (frame: ServerFrame): Buffer => Buffer.from(JSON.stringify(frame));
