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
import { PushRefusal, type PushService, type PushSubscriber } from '../chat/push.ts';
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

  /** Takes the change if it is newer than what the socket holds. */
  take(score: LiveScore): boolean {
    if (!isNewer(this.held.get(score.staticId), score)) return false;
    // An ended match changes no more: nothing to hold for it.
    if (score.status === 3) this.held.delete(score.staticId);
    else this.held.set(score.staticId, { kickoffTime: score.kickoffTime, seq: score.seq });
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
    this.held = { kickoffTime: score.kickoffTime, seq: score.seq };
    return true;
  }
}

export interface ScoresHubOptions {
  book: MatchBook;
  /** The matches the producer follows now (the live snapshot's source). */
  followed: () => Promise<TrackedMatch[]>;
}

export class ScoresHub implements PushService {
  readonly name = SCORES_SERVICE;
  private readonly live = new Map<string, LiveSubscription>();
  private readonly matches = new Map<number, Map<string, MatchSubscription>>();

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
    subs.set(subscriber.id, new MatchSubscription(subscriber, held));
    this.subscribed(subscriber, topic, ref);
    subscriber.send(frame);
  }

  unsubscribe(topic: string, subscriber: PushSubscriber): void {
    if (topic === SCORES_LIVE_TOPIC) {
      this.live.delete(subscriber.id);
      return;
    }
    const id = matchTopicId(topic);
    const subs = id === null ? undefined : this.matches.get(id);
    if (!subs) return;
    subs.delete(subscriber.id);
    if (subs.size === 0) this.matches.delete(id!);
  }

  receive(data: unknown): void {
    const { changes } = data as ScoreChanges;
    if (!Array.isArray(changes) || changes.length === 0) return;
    this.deliverLive(changes);
    this.deliverMatches(changes);
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
      for (const sub of this.live.values()) {
        sub.held.clear();
        const now = clock.now();
        const scores = followed.flatMap((m) => {
          const state = scoreState(m.input, now);
          return state.statusId === 2 ? [liveScore(m, state, seqAt(m.points, now))] : [];
        });
        for (const score of scores) sub.take(score);
        sub.subscriber.send({ type: 'scores', topic: SCORES_LIVE_TOPIC, at: now, snapshot: true, matches: scores });
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

  /** One `scores` frame per instant, encoded once; a socket that holds some of it already gets the rest in a frame of its own. */
  private deliverLive(changes: ScoreChange[]): void {
    if (this.live.size === 0) return;
    for (let start = 0; start < changes.length; ) {
      const at = changes[start]!.at;
      let end = start;
      while (end < changes.length && changes[end]!.at === at) end++;
      const scores = changes.slice(start, end).map((c) => c.score);
      start = end;
      const frame: ServerFrame = { type: 'scores', topic: SCORES_LIVE_TOPIC, at, snapshot: false, matches: scores };
      let encoded: Buffer | null = null;
      for (const sub of this.live.values()) {
        const fresh = scores.filter((score) => sub.take(score));
        if (fresh.length === scores.length) sub.subscriber.sendEncoded((encoded ??= encode(frame)));
        else if (fresh.length > 0) sub.subscriber.send({ ...frame, matches: fresh });
      }
    }
  }

  /** One `match` frame per change, encoded once per language. */
  private deliverMatches(changes: ScoreChange[]): void {
    for (const change of changes) {
      const subs = this.matches.get(change.score.staticId);
      if (!subs) continue;
      const encoded = new Map<Language, Buffer>();
      for (const sub of subs.values()) {
        if (!sub.take(change.score)) continue;
        const lang = sub.subscriber.language;
        let data = encoded.get(lang);
        if (!data) {
          data = encode({
            type: 'match',
            topic: matchTopic(change.score.staticId),
            at: change.at,
            snapshot: false,
            match: change.score,
            events: change.events.map((e) => localEvent(e, lang)),
          });
          encoded.set(lang, data);
        }
        sub.subscriber.sendEncoded(data);
      }
    }
  }
}
