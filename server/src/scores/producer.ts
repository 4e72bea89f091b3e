/**
 * The live-score producer: follows the server clock and publishes, on the chat bus, every change
 * point (timeline.ts) of the matches in play or about to start, at the instant the clock reaches it.
 *
 * - The window: normal fixtures kicking off within WINDOW_AHEAD_MS or ended less than
 *   WINDOW_BEHIND_MS ago, read again every WINDOW_REFRESH_MS and at once when the clock jumps.
 * - A tick publishes what changed between the previous tick's instant and now (changesBetween): a
 *   timer is set for the next change point (at most TICK_MS away), so a change goes out within
 *   milliseconds of its instant, and a moved clock is caught within TICK_MS.
 * - One instance publishes (the bus lease `scores`, renewed every LEASE_RENEW_MS); the others follow
 *   the same clock without publishing and, on taking the lease over, publish again the last
 *   2 × LEASE_MS (the hubs drop what their sockets were sent already, by seq).
 */
import { clock, MINUTE } from '../clock.ts';
import type { ChatBus } from '../chat/bus.ts';
import { ensureSeason } from '../sports/season-clock.ts';
import type { Db } from '../db/connect.ts';
import type { MatchBook, TrackedMatch } from './book.ts';
import { SCORES_SERVICE, scoreChange, type ScoreChange, type ScoreChanges } from './frames.ts';
import { changesBetween, nextChangeAt } from './timeline.ts';

export const TICK_MS = 250;
export const WINDOW_AHEAD_MS = 30 * MINUTE;
export const WINDOW_BEHIND_MS = MINUTE;
export const WINDOW_REFRESH_MS = 15_000;
export const LEASE_MS = 3_000;
export const LEASE_RENEW_MS = 1_000;
/** A clock that moved more than this between two ticks (or back) has jumped: the window is read again. */
const JUMP_MS = 5_000;
/** More changes of one match than this in one tick (a clock moved by hours): only the last goes out; clients see the gap and ask again. */
const MAX_CATCH_UP = 200;

interface Followed {
  match: TrackedMatch;
  /** The instant up to which its changes were handled. */
  doneAt: number;
}

export interface ProducerOptions {
  db: Db;
  book: MatchBook;
  bus: ChatBus;
  log: { error(obj: unknown, msg?: string): void };
  tickMs?: number;
  /** Fixtures whose rows moved (a kick-off rescheduled): their subscribers get a new snapshot. */
  onMoved?: (matches: TrackedMatch[]) => void;
}

export class ScoresProducer {
  private followed = new Map<number, Followed>();
  private leader = false;
  private lastTick = clock.now();
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private leaseTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly tickMs: number;
  /** What this instance published, for tests and the health of the push. */
  published = 0;

  constructor(private readonly options: ProducerOptions) {
    this.tickMs = options.tickMs ?? TICK_MS;
  }

  async start(): Promise<void> {
    this.leader = await this.options.bus.lead(SCORES_SERVICE, LEASE_MS);
    this.lastTick = clock.now();
    await this.reload();
    this.leaseTimer = setInterval(() => void this.renewLease(), LEASE_RENEW_MS);
    this.leaseTimer.unref();
    this.schedule(this.lastTick);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    this.timer = null;
    this.leaseTimer = null;
  }

  get isLeader(): boolean {
    return this.leader;
  }

  /** The matches followed now, once the window is current (read again first when the clock jumped). */
  async current(): Promise<TrackedMatch[]> {
    if (this.jumped(clock.now())) await this.tick();
    else if (this.loading) await this.loading;
    return [...this.followed.values()].map((f) => f.match);
  }

  /**
   * Publishes what changed since the last tick, then reads the window again when it is due (at once
   * when the clock jumped). Runs on its own timer; tests call it after moving the clock.
   */
  async tick(): Promise<void> {
    const now = clock.now();
    const jumped = this.jumped(now);
    const frozen = now === this.lastTick;
    this.lastTick = now;
    this.publish(this.collect(now));
    if (jumped || now - this.loadedAt >= WINDOW_REFRESH_MS) await this.reload();
    if (!this.stopped) this.schedule(frozen ? null : now);
  }

  private jumped(now: number): boolean {
    return now < this.lastTick || now - this.lastTick > JUMP_MS;
  }

  private collect(now: number): ScoreChange[] {
    const changes: ScoreChange[] = [];
    for (const followed of this.followed.values()) {
      if (now < followed.doneAt) {
        // The clock went back: carry on from here (sockets ignore what they have seen).
        followed.doneAt = now;
        continue;
      }
      let points = changesBetween(followed.match.points, followed.doneAt, now);
      followed.doneAt = now;
      if (points.length > MAX_CATCH_UP) points = points.slice(-1);
      for (const point of points) changes.push(scoreChange(followed.match, point));
    }
    return changes.sort((a, b) => a.at - b.at || a.score.staticId - b.score.staticId);
  }

  private publish(changes: ScoreChange[]): void {
    if (changes.length === 0 || !this.leader) return;
    this.published += changes.length;
    const data: ScoreChanges = { changes };
    this.options.bus.publish({ kind: 'push', service: SCORES_SERVICE, data }).catch((error: unknown) => this.options.log.error({ err: error }, 'live scores not published'));
  }

  /** The next tick: at the next change point of any followed match, at most tickMs away. */
  private schedule(now: number | null): void {
    if (this.timer) clearTimeout(this.timer);
    let delay = this.tickMs;
    if (now !== null) {
      for (const { match } of this.followed.values()) {
        const next = nextChangeAt(match.points, now);
        if (next !== null) delay = Math.min(delay, Math.max(1, next - now));
      }
    }
    this.timer = setTimeout(() => {
      this.tick().catch((error: unknown) => this.options.log.error({ err: error }, 'live scores tick failed'));
    }, delay);
    this.timer.unref();
  }

  /** Reads the window again (one read at a time): new fixtures are followed from now on. */
  reload(): Promise<void> {
    this.loading ??= (async () => {
      try {
        await ensureSeason(this.options.db);
        const now = clock.now();
        const matches = await this.options.book.window(now - WINDOW_BEHIND_MS, now + WINDOW_AHEAD_MS);
        const next = new Map<number, Followed>();
        const moved: TrackedMatch[] = [];
        for (const match of matches) {
          const before = this.followed.get(match.id);
          if (before && before.match === match) next.set(match.id, before);
          else {
            if (before) moved.push(match);
            next.set(match.id, { match, doneAt: now });
          }
        }
        this.followed = next;
        this.loadedAt = now;
        if (moved.length > 0) this.options.onMoved?.(moved);
      } catch (error) {
        this.options.log.error({ err: error }, 'live scores window not read');
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  private async renewLease(): Promise<void> {
    if (this.stopped) return;
    const held = await this.options.bus.lead(SCORES_SERVICE, LEASE_MS);
    if (held && !this.leader) {
      // Taking over: what the last publisher may not have sent goes out again (hubs drop repeats).
      const from = clock.now() - 2 * LEASE_MS;
      for (const followed of this.followed.values()) followed.doneAt = Math.min(followed.doneAt, from);
    }
    this.leader = held;
  }
}
