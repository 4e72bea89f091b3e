/**
 * The live scores' reducer (docs/chat-protocol.md "Live scores"): what each pushed frame and each
 * polled answer does to the matches a page follows, as pure functions the live-scores machine calls.
 * A match's state is absolute (a change carries the whole state), so applying the same seq twice
 * changes nothing; each topic's seq per match tells repeats (dropped) and gaps (the topic is asked
 * again for a new snapshot) apart.
 */
import { MATCH_TOPIC_PREFIX, MATCH_TOPICS_PER_SOCKET, SCORES_LIVE_TOPIC } from '../../contracts/constants';
import type { LiveScore, MatchFrame, ScoreEvent, ScoresFrame } from '../../contracts/schemas/chat';
import type { MatchDetail, MatchEvent, MatchSummary } from '../../contracts/schemas/sports/matches';
import type { Frame } from '../chat-socket/chat-frames';

/** A match as the live scores know it: its state now and, once known, its events. */
export interface LiveMatch extends LiveScore {
  /** Goals, cards and substitutions so far (from the match's own topic or a polled detail); null while only its score is known. */
  events: ScoreEvent[] | null;
}

/** What a socket topic gave last for a match. */
export interface Held {
  kickoffTime: string;
  seq: number;
}

export interface LiveScoresData {
  /** Every match followed or seen live, by staticId. */
  matches: Record<number, LiveMatch>;
  /** The matches live now (/topic/scores.live, or the last poll of today's list), in the order they came. */
  live: number[];
  /** Per topic, per match: the last seq taken from it. */
  held: Record<string, Record<number, Held>>;
  /** Matches whose topic answered that there is no such match. */
  missing: number[];
}

export const emptyData = (): LiveScoresData => ({ matches: {}, live: [], held: {}, missing: [] });

/** Who asks for what: pages watching every live match (all) and single matches (counted per id). */
export interface Watch {
  all: number;
  ids: Record<number, number>;
}

export const matchTopic = (staticId: number): string => `${MATCH_TOPIC_PREFIX}${staticId}`;

export function matchIdOf(topic: string): number | null {
  if (!topic.startsWith(MATCH_TOPIC_PREFIX)) return null;
  const id = Number(topic.slice(MATCH_TOPIC_PREFIX.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function watchedIds(watch: Watch): number[] {
  return Object.keys(watch.ids).map(Number);
}

/** The topics to follow: /topic/scores.live while any page watches all, and each watched match's own (at most the server's cap). */
export function wantedTopics(watch: Watch): string[] {
  return [...(watch.all > 0 ? [SCORES_LIVE_TOPIC] : []), ...watchedIds(watch).slice(0, MATCH_TOPICS_PER_SOCKET).map(matchTopic)];
}

export function addWatch(watch: Watch, staticIds: readonly number[] = [], all = false): Watch {
  const ids = { ...watch.ids };
  for (const id of new Set(staticIds)) ids[id] = (ids[id] ?? 0) + 1;
  return { all: watch.all + (all ? 1 : 0), ids };
}

export function removeWatch(watch: Watch, staticIds: readonly number[] = [], all = false): Watch {
  const ids = { ...watch.ids };
  for (const id of new Set(staticIds)) {
    const n = (ids[id] ?? 0) - 1;
    if (n > 0) ids[id] = n;
    else delete ids[id];
  }
  return { all: Math.max(0, watch.all - (all ? 1 : 0)), ids };
}

export const watchesNothing = (watch: Watch): boolean => watch.all === 0 && Object.keys(watch.ids).length === 0;

function isNewer(held: Held | undefined, score: LiveScore): boolean {
  return !held || held.kickoffTime !== score.kickoffTime || score.seq > held.seq;
}

/** A state into the match: taken unless the match holds a later one of the same fixture (the other topic was ahead). */
function withState(current: LiveMatch | undefined, score: LiveScore): LiveMatch {
  if (current && current.kickoffTime === score.kickoffTime && current.seq > score.seq) return current;
  return { ...score, events: current && current.kickoffTime === score.kickoffTime ? current.events : null };
}

/** Events added once each (by id), in the order of play. */
function withEvents(known: ScoreEvent[] | null, added: ScoreEvent[]): ScoreEvent[] {
  const list = [...(known ?? [])];
  const ids = new Set(list.map((e) => e.id));
  for (const e of added) if (!ids.has(e.id)) list.push(e);
  return list.sort((a, b) => a.seq - b.seq || a.minute - b.minute || a.extra - b.extra || a.id - b.id);
}

const withLive = (live: number[], score: LiveScore): number[] => {
  const has = live.includes(score.staticId);
  if (score.status === 2) return has ? live : [...live, score.staticId];
  return has ? live.filter((id) => id !== score.staticId) : live;
};

function applyScores(data: LiveScoresData, frame: ScoresFrame): { data: LiveScoresData; resubscribe: string[] } {
  const matches = { ...data.matches };
  if (frame.snapshot) {
    const held: Record<number, Held> = {};
    for (const score of frame.matches) {
      matches[score.staticId] = withState(matches[score.staticId], score);
      held[score.staticId] = { kickoffTime: score.kickoffTime, seq: score.seq };
    }
    return { data: { ...data, matches, live: frame.matches.map((m) => m.staticId), held: { ...data.held, [frame.topic]: held } }, resubscribe: [] };
  }
  const held = { ...(data.held[frame.topic] ?? {}) };
  let live = data.live;
  let gap = false;
  for (const score of frame.matches) {
    const before = held[score.staticId];
    if (!isNewer(before, score)) continue;
    if (before && before.kickoffTime === score.kickoffTime && score.seq > before.seq + 1) gap = true;
    held[score.staticId] = { kickoffTime: score.kickoffTime, seq: score.seq };
    matches[score.staticId] = withState(matches[score.staticId], score);
    live = withLive(live, score);
  }
  return { data: { ...data, matches, live, held: { ...data.held, [frame.topic]: held } }, resubscribe: gap ? [frame.topic] : [] };
}

function applyMatch(data: LiveScoresData, frame: MatchFrame): { data: LiveScoresData; resubscribe: string[] } {
  const score = frame.match;
  const id = score.staticId;
  const before = data.held[frame.topic]?.[id];
  if (!frame.snapshot && !isNewer(before, score)) return { data, resubscribe: [] };
  const gap = !frame.snapshot && before !== undefined && before.kickoffTime === score.kickoffTime && score.seq > before.seq + 1;
  const current = data.matches[id];
  const state = withState(current, score);
  const sameFixture = current?.kickoffTime === score.kickoffTime;
  // A snapshot holds every event so far; a change adds the events of its instant.
  const events = frame.snapshot ? withEvents(null, frame.events) : withEvents(sameFixture ? (current?.events ?? null) : null, frame.events);
  return {
    data: {
      ...data,
      matches: { ...data.matches, [id]: { ...state, events } },
      held: { ...data.held, [frame.topic]: { [id]: { kickoffTime: score.kickoffTime, seq: score.seq } } },
      missing: data.missing.includes(id) ? data.missing.filter((m) => m !== id) : data.missing,
    },
    resubscribe: gap ? [frame.topic] : [],
  };
}

/**
 * The data after one frame of a live-score topic, and the topics to subscribe to again (one of
 * their changes went missing). Frames of other kinds change nothing.
 */
export function applyScoresFrame(data: LiveScoresData, frame: Frame): { data: LiveScoresData; resubscribe: string[] } {
  switch (frame.type) {
    case 'scores':
      return applyScores(data, frame);
    case 'match':
      return applyMatch(data, frame);
    case 'error': {
      // The refusal of a feed's `sub` names its topic in the ref (chat-socket FEED_REF_PREFIX).
      const id = frame.code === 'notFound' && frame.ref ? matchIdOf(frame.ref.slice(frame.ref.indexOf(':') + 1)) : null;
      if (id === null || data.missing.includes(id)) return { data, resubscribe: [] };
      return { data: { ...data, missing: [...data.missing, id] }, resubscribe: [] };
    }
    default:
      return { data, resubscribe: [] };
  }
}

/** A polled answer's summary as a live state (no seq: a poll keeps the seq last pushed). */
function fromSummary(summary: MatchSummary, current: LiveMatch | undefined): LiveMatch {
  const sameFixture = current?.kickoffTime === summary.kickoffTime;
  return {
    staticId: summary.staticId,
    seq: sameFixture ? current!.seq : 0,
    sport: summary.sport,
    kickoffTime: summary.kickoffTime,
    status: summary.status,
    statusText: summary.statusText,
    minute: summary.minute,
    period: summary.period,
    score: summary.score,
    homeScore: summary.homeScore,
    awayScore: summary.awayScore,
    events: sameFixture ? current!.events : null,
  };
}

function fromDetailEvent(event: MatchEvent, known: ScoreEvent[] | null): ScoreEvent {
  const seen = known?.find((e) => e.id === event.id);
  const person = (p: MatchEvent['player']) => (p ? { id: p.id, name: p.name } : null);
  return {
    id: event.id,
    seq: seen?.seq ?? 0,
    minute: event.minute,
    extra: event.extra,
    side: event.side,
    type: event.type as ScoreEvent['type'],
    player: person(event.player),
    related: person(event.related),
    score: event.score,
  };
}

export interface PollResult {
  /** Today's football fixtures (when every live match is watched, or many matches are), else null. */
  list: MatchSummary[] | null;
  /** The details of some watched matches. */
  details: MatchDetail[];
}

/** The data after a poll of the API (the fallback while the socket is down). */
export function applyPoll(data: LiveScoresData, result: PollResult): LiveScoresData {
  const matches = { ...data.matches };
  for (const summary of result.list ?? []) matches[summary.staticId] = fromSummary(summary, matches[summary.staticId]);
  for (const detail of result.details) {
    const id = detail.match.staticId;
    const state = fromSummary(detail.match, matches[id]);
    matches[id] = { ...state, events: detail.events.map((e) => fromDetailEvent(e, state.events)) };
  }
  const live = result.list ? result.list.filter((m) => m.status === 2).map((m) => m.staticId) : data.live;
  return { ...data, matches, live };
}

/** A summary with the live state merged in, when the live one is of the same fixture: pages show it in one line. */
export function withLiveScore<T extends MatchSummary>(summary: T, live: LiveMatch | null | undefined): T {
  if (!live || live.staticId !== summary.staticId || live.kickoffTime !== summary.kickoffTime) return summary;
  return {
    ...summary,
    status: live.status,
    statusText: live.statusText,
    minute: live.minute,
    period: live.period,
    score: live.score,
    homeScore: live.homeScore,
    awayScore: live.awayScore,
  };
}
