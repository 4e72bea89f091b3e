/**
 * The match centre between two reads of its detail: what the live scores pushed since
 * (machines/live-scores) is shown at once, and a change worth a new read gives a new live key.
 */
import type { ScoreEvent } from '../../contracts/schemas/chat';
import type { MatchDetail, MatchEvent, MatchSummary, PlayerRef } from '../../contracts/schemas/sports/matches';
import { withLiveScore, type LiveMatch } from '../live-scores/live-scores.frames';

export interface LiveView {
  /** The match with the pushed status, minute and score (when the push is of the same fixture). */
  match: MatchSummary;
  /** The detail's events, and after them the pushed ones the detail does not hold yet, in the order of play. */
  events: MatchEvent[];
}

const samePlay = (live: LiveMatch | null | undefined, match: MatchSummary): live is LiveMatch =>
  !!live && live.staticId === match.staticId && live.kickoffTime === match.kickoffTime;

function person(p: ScoreEvent['player']): PlayerRef | null {
  return p ? { id: p.id, name: p.name, shirtNumber: 0, position: '', photo: '' } : null;
}

/** A pushed event as the detail's events are (the push names players by id and name only). */
export function fromScoreEvent(event: ScoreEvent): MatchEvent {
  return {
    id: event.id,
    minute: event.minute,
    extra: event.extra,
    side: event.side,
    type: event.type,
    player: person(event.player),
    related: person(event.related),
    score: event.score,
  };
}

const order = (a: MatchEvent, b: MatchEvent) => a.minute - b.minute || a.extra - b.extra;

/** The detail with the live state merged in. */
export function liveView(detail: Pick<MatchDetail, 'match' | 'events'>, live: LiveMatch | null | undefined): LiveView {
  if (!samePlay(live, detail.match)) return { match: detail.match, events: detail.events };
  const match = withLiveScore(detail.match, live);
  const known = new Set(detail.events.map((e) => e.id));
  const added = (live.events ?? []).filter((e) => !known.has(e.id)).map(fromScoreEvent);
  if (added.length === 0) return { match, events: detail.events };
  // Stable: the detail's own order stays, a pushed event goes after those of its minute.
  const events = [...detail.events, ...added].map((e, i) => ({ e, i })).sort((a, b) => order(a.e, b.e) || a.i - b.i).map(({ e }) => e);
  return { match, events };
}

/**
 * What the page reads its detail again on: the status, the score, the status text (a football
 * minute: statistics, odds and graphs move with it; a basketball quarter's tenths are left out, the
 * score alone moves there) and the number of events. Empty until something is pushed.
 */
export function liveKeyOf(live: LiveMatch | null | undefined): string {
  if (!live) return '';
  const clock = live.sport === 'football' ? live.statusText : (live.period ?? '');
  return `${live.kickoffTime}|${live.status}|${clock}|${live.sport === 'football' ? (live.score ?? '') : ''}|${live.events?.length ?? 0}`;
}
