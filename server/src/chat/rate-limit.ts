/**
 * Per-user send limit: more than 5 messages in 5 s mutes the user for 30 s (docs/chat-protocol.md
 * `rateLimited`). Kept in memory per instance: a user's sockets on one instance share it.
 * CHAT_RATE_LIMIT=off (server/src/config.ts, only for `npm run bench:chat`) lifts it.
 */
import { chatRateLimitFromEnv } from '../config.ts';

export const RATE_WINDOW_MS = 5_000;
export const RATE_MAX = 5;
export const RATE_MUTE_MS = 30_000;

export type RateCheck = { ok: true } | { ok: false; retryAfterMs: number };

export class SendRateLimiter {
  private readonly sent = new Map<number, number[]>();
  private readonly mutedUntil = new Map<number, number>();

  constructor(
    private readonly clock: () => number = Date.now,
    /** False lifts the limit; by default read from CHAT_RATE_LIMIT (loadConfig refuses other values than on/off). */
    private readonly enabled: boolean = chatRateLimitFromEnv(process.env) !== false,
  ) {}

  /** Counts one send by the user, or says how long they must wait. */
  take(userId: number): RateCheck {
    if (!this.enabled) return { ok: true };
    const now = this.clock();
    const until = this.mutedUntil.get(userId);
    if (until !== undefined) {
      if (until > now) return { ok: false, retryAfterMs: until - now };
      this.mutedUntil.delete(userId);
    }
    const recent = (this.sent.get(userId) ?? []).filter((t) => now - t < RATE_WINDOW_MS);
    if (recent.length >= RATE_MAX) {
      this.mutedUntil.set(userId, now + RATE_MUTE_MS);
      this.sent.delete(userId);
      return { ok: false, retryAfterMs: RATE_MUTE_MS };
    }
    recent.push(now);
    this.sent.set(userId, recent);
    return { ok: true };
  }

  /** Forgets users with nothing recent (called from the keepalive timer). */
  sweep(): void {
    const now = this.clock();
    for (const [userId, times] of this.sent) if (times.every((t) => now - t >= RATE_WINDOW_MS)) this.sent.delete(userId);
    for (const [userId, until] of this.mutedUntil) if (until <= now) this.mutedUntil.delete(userId);
  }
}
