/**
 * Delivery of the live scores on one instance (the push service of the chat socket, chat/push.ts):
 * `/topic/scores.live` and `/topic/match.<staticId>`. A `sub` is answered with `subscribed` and a
 * snapshot (what the match clock shows now, with each match's seq); then every change the producer
 * publishes on the bus goes to the topic's sockets, encoded once per frame (per language for
 * events), and only when it is newer than what the socket holds for that match: the snapshot and a
 * delayed or repeated change never show twice. docs/chat-protocol.md "Live scores".
 */
import { MATCH_TOPIC_PREFIX, SCORES_LIVE_TOPIC } from '../../../contracts/constants.ts';
import type { LiveScore, ServerFrame } from '../../../contracts/schemas/chat.ts';
import { clock } from '../clock.ts';
import type { Language } from '../i18n.ts';
import { PushRefusal, textFrame, type PushService, type PushSubscriber } from '../chat/push.ts';
import type { MatchBook, TrackedMatch } from './book.ts';
import { busEvent, encode, liveScore, localEvent, SCORES_SERVICE, type ScoreChange, type ScoreChanges } from './frames.ts';
import { scoreState, seqAt } from './timeline.ts';

const MATCH_TOPIC = /^\/topic\/match\.([1-9][0-9]{0,9})$/;

/** A match topic's id, or null for any other topic. */
export function matchTopicId(topic: string): number | null {
  const m = MATCH_TOPIC.exec(topic);
  if (!m) return null;
  const id = Number(m[1]);
  return id <= 2_147_483_647 ? id : null;
}

export const matchTopic = (staticId: number): string => `${MATCH_TOPIC_PREFIX}${staticId}`;

/** A frame encoded once for many sockets: its JSON, and the same as a whole WebSocket frame. */
interface Encoded {
  json: Buffer;
  framed: Buffer;
}

function encoded(frame: ServerFrame): Encoded {
  const json = encode(frame);
  return { json, framed: textFrame(json) };
}

const isEncoded = (frame: Encoded | ServerFrame): frame is Encoded => 'framed' in frame;

/** What a socket holds of one match: a change is sent when newer (or the fixture moved). */
interface Held {
  kickoffTime: string;
  seq: number;
}

function isNewer(held: Held | undefined, score: LiveScore): boolean {
  return !held || held.kickoffTime !== score.kickoffTime || score.seq > held.seq;
}

class LiveSubscription {
  readonly held = new Map<number, Held>();
  constructor(readonly subscriber: PushSubscriber) {}

  /** Takes the change if it is newer than what the socket holds (in place: a burst of changes allocates nothing per socket). */
  take(score: LiveScore): boolean {
    const held = this.held.get(score.staticId);
    if (!isNewer(held, score)) return false;
    // An ended match changes no more: nothing to hold for it.
    if (score.status === 3) this.held.delete(score.staticId);
    else if (held) {
      held.kickoffTime = score.kickoffTime;
      held.seq = score.seq;
    } else this.held.set(score.staticId, { kickoffTime: score.kickoffTime, seq: score.seq });
    return true;
  }
}

class MatchSubscription {
  held: Held;
  constructor(
    readonly subscriber: PushSubscriber,
    held: Held,
  ) {
    this.held = held;
  }

  take(score: LiveScore): boolean {
    if (!isNewer(this.held, score)) return false;
    this.held.kickoffTime = score.kickoffTime;
    this.held.seq = score.seq;
    return true;
  }
}

export interface ScoresHubOptions {
  book: MatchBook;
  /** The matches the producer follows now (the live snapshot's source). */
  followed: () => Promise<TrackedMatch[]>;
}

/** One socket's subscriptions on this instance. */
interface Socket {
  subscriber: PushSubscriber;
  live: LiveSubscription | null;
  matches: Map<number, MatchSubscription>;
}

/** The changes of one instant on the live topic: one frame, encoded once when first sent whole. */
interface LiveGroup {
  frame: Extract<ServerFrame, { type: 'scores' }>;
  shared: Encoded | null;
}

export class ScoresHub implements PushService {
  readonly name = SCORES_SERVICE;
  private readonly live = new Map<string, LiveSubscription>();
  private readonly matches = new Map<number, Map<string, MatchSubscription>>();
  private readonly sockets = new Map<string, Socket>();

  constructor(private readonly options: ScoresHubOptions) {}

  owns(topic: string): boolean {
    return topic === SCORES_LIVE_TOPIC || topic.startsWith(MATCH_TOPIC_PREFIX);
  }

  /** Sockets on each topic of this instance (tests, metrics). */
  get counts(): { live: number; matches: number } {
    let matches = 0;
    for (const subs of this.matches.values()) matches += subs.size;
    return { live: this.live.size, matches };
  }

  private socketOf(subscriber: PushSubscriber): Socket {
    let socket = this.sockets.get(subscriber.id);
    if (!socket) this.sockets.set(subscriber.id, (socket = { subscriber, live: null, matches: new Map() }));
    return socket;
  }

  private forgetIfEmpty(socket: Socket): void {
    if (!socket.live && socket.matches.size === 0) this.sockets.delete(socket.subscriber.id);
  }

  async subscribe(topic: string, subscriber: PushSubscriber, ref: string | undefined): Promise<void> {
    if (topic === SCORES_LIVE_TOPIC) {
      const followed = await this.options.followed();
      // From here to the snapshot nothing awaits: no change can slip between the two.
      const sub = new LiveSubscription(subscriber);
      const now = clock.now();
      const matches: LiveScore[] = [];
      for (const match of followed) {
        const state = scoreState(match.input, now);
        if (state.statusId !== 2) continue;
        const score = liveScore(match, state, seqAt(match.points, now));
        sub.take(score);
        matches.push(score);
      }
      this.live.set(subscriber.id, sub);
      this.socketOf(subscriber).live = sub;
      this.subscribed(subscriber, topic, ref);
      subscriber.send({ type: 'scores', topic, at: now, snapshot: true, matches });
      return;
    }
    const id = matchTopicId(topic);
    const match = id === null ? null : await this.options.book.get(id);
    if (!match) throw new PushRefusal('notFound');
    const { frame, held } = this.matchSnapshot(match, subscriber.language);
    let subs = this.matches.get(match.id);
    if (!subs) this.matches.set(match.id, (subs = new Map()));
    const sub = new MatchSubscription(subscriber, held);
    subs.set(subscriber.id, sub);
    this.socketOf(subscriber).matches.set(match.id, sub);
    this.subscribed(subscriber, topic, ref);
    subscriber.send(frame);
  }

  unsubscribe(topic: string, subscriber: PushSubscriber): void {
    const socket = this.sockets.get(subscriber.id);
    if (topic === SCORES_LIVE_TOPIC) {
      this.live.delete(subscriber.id);
      if (socket) socket.live = null;
    } else {
      const id = matchTopicId(topic);
      const subs = id === null ? undefined : this.matches.get(id);
      if (subs) {
        subs.delete(subscriber.id);
        if (subs.size === 0) this.matches.delete(id!);
      }
      if (socket && id !== null) socket.matches.delete(id);
    }
    if (socket) this.forgetIfEmpty(socket);
  }

  /**
   * Changes published on any instance, to this instance's sockets. Socket by socket: each gets all
   * its frames of these changes (the live topic's, its match topics') in one write, and the first
   * sockets' writes leave while the others' are made (a minute turning in 50 matches is one write
   * per socket, not one per frame).
   */
  receive(data: unknown): void {
    const { changes } = data as ScoreChanges;
    if (!Array.isArray(changes) || changes.length === 0) return;
    const groups: LiveGroup[] = [];
    if (this.live.size > 0) {
      for (let start = 0; start < changes.length; ) {
        const at = changes[start]!.at;
        let end = start;
        while (end < changes.length && changes[end]!.at === at) end++;
        groups.push({ frame: { type: 'scores', topic: SCORES_LIVE_TOPIC, at, snapshot: false, matches: changes.slice(start, end).map((c) => c.score) }, shared: null });
        start = end;
      }
    }
    const byMatch = new Map<number, ScoreChange[]>();
    for (const change of changes) {
      if (!this.matches.has(change.score.staticId)) continue;
      const list = byMatch.get(change.score.staticId);
      if (list) list.push(change);
      else byMatch.set(change.score.staticId, [change]);
    }
    if (groups.length === 0 && byMatch.size === 0) return;
    const matchFrames = new Map<ScoreChange, Map<Language, Encoded>>();
    for (const socket of this.sockets.values()) {
      const { subscriber } = socket;
      let corked = false;
      const out = (frame: Encoded | ServerFrame) => {
        if (!corked) {
          subscriber.cork?.();
          corked = true;
        }
        if (isEncoded(frame)) subscriber.sendEncoded(frame.json, frame.framed);
        else subscriber.send(frame);
      };
      try {
        if (socket.live) for (const group of groups) this.sendLive(socket.live, group, out);
        if (socket.matches.size > 0 && byMatch.size > 0) {
          for (const [id, list] of byMatch) {
            const sub = socket.matches.get(id);
            if (sub) for (const change of list) if (sub.take(change.score)) out(this.matchFrame(change, subscriber.language, matchFrames));
          }
        }
      } finally {
        if (corked) subscriber.uncork?.();
      }
    }
  }

  /** The live topic's frame of one instant: the shared one, or a list of its own when the socket holds some of it already. */
  private sendLive(sub: LiveSubscription, group: LiveGroup, out: (frame: Encoded | ServerFrame) => void): void {
    const scores = group.frame.matches;
    let fresh: LiveScore[] | null = null;
    for (let i = 0; i < scores.length; i++) {
      const taken = sub.take(scores[i]!);
      if (!taken && fresh === null) fresh = scores.slice(0, i);
      else if (taken && fresh !== null) fresh.push(scores[i]!);
    }
    if (fresh === null) out((group.shared ??= encoded(group.frame)));
    else if (fresh.length > 0) out({ ...group.frame, matches: fresh });
  }

  /** A match topic's frame of one change, encoded once per language. */
  private matchFrame(change: ScoreChange, lang: Language, cache: Map<ScoreChange, Map<Language, Encoded>>): Encoded {
    let byLanguage = cache.get(change);
    if (!byLanguage) cache.set(change, (byLanguage = new Map()));
    let frame = byLanguage.get(lang);
    if (!frame) {
      frame = encoded({
        type: 'match',
        topic: matchTopic(change.score.staticId),
        at: change.at,
        snapshot: false,
        match: change.score,
        events: change.events.map((e) => localEvent(e, lang)),
      });
      byLanguage.set(lang, frame);
    }
    return frame;
  }

  /** Fixtures whose rows moved: their sockets get a new snapshot, taken whatever they held. */
  moved(matches: TrackedMatch[]): void {
    for (const match of matches) {
      const subs = this.matches.get(match.id);
      if (!subs) continue;
      for (const sub of subs.values()) {
        const { frame, held } = this.matchSnapshot(match, sub.subscriber.language);
        sub.held = held;
        sub.subscriber.send(frame);
      }
    }
    if (this.live.size === 0) return;
    void this.options.followed().then((followed) => {
      const now = clock.now();
      const scores = followed.flatMap((m) => {
        const state = scoreState(m.input, now);
        return state.statusId === 2 ? [liveScore(m, state, seqAt(m.points, now))] : [];
      });
      const frame = encoded({ type: 'scores', topic: SCORES_LIVE_TOPIC, at: now, snapshot: true, matches: scores });
      for (const sub of this.live.values()) {
        sub.held.clear();
        for (const score of scores) sub.take(score);
        sub.subscriber.sendEncoded(frame.json, frame.framed);
      }
    });
  }

  private subscribed(subscriber: PushSubscriber, topic: string, ref: string | undefined): void {
    subscriber.send({ type: 'subscribed', topic, lastOffset: null, pinnedMessage: null, ...(ref !== undefined ? { ref } : {}) });
  }

  /** The match now with every event so far, in `lang`. */
  private matchSnapshot(match: TrackedMatch, lang: Language): { frame: ServerFrame; held: Held } {
    const now = clock.now();
    const seq = seqAt(match.points, now);
    const score = liveScore(match, scoreState(match.input, now), seq);
    const events = match.points.slice(0, seq).flatMap((point) => point.events.map((e) => localEvent(busEvent(match, e, point.seq), lang)));
    return { frame: { type: 'match', topic: matchTopic(match.id), at: now, snapshot: true, match: score, events }, held: { kickoffTime: score.kickoffTime, seq } };
  }
}
