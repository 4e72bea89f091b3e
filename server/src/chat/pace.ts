/**
 * A token bucket for costly steps (a transaction, a frame to every subscriber): the step runs at
 * once while it stays under one per `intervalMs` on average, with `burst` runs in hand, so a quiet
 * room is never held back; under sustained load it settles at one per interval and what arrives
 * meanwhile goes together.
 */
export class Pace {
  private tokens: number;
  private at: number;

  constructor(
    private readonly intervalMs: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.at = now();
  }

  /** How long to wait before the next run: 0 when it may run now. */
  wait(): number {
    this.refill();
    return this.tokens >= 1 ? 0 : (1 - this.tokens) * this.intervalMs;
  }

  /** A run starts. */
  take(): void {
    this.refill();
    this.tokens -= 1;
  }

  private refill(): void {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + (now - this.at) / this.intervalMs);
    this.at = now;
  }
}
