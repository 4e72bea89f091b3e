/**
 * The keepalive's pings spread over the ping interval: a round lasts `slices` ticks and each tick
 * pings its share of the sockets, so every socket is pinged once a round and thousands of sockets
 * never get theirs in one burst of writes that would hold up a live score or a chat message.
 */
export class PingRounds<T extends { ping(): void }> {
  private round: Iterator<T> = [].values();
  private tickOfRound = 0;
  private roundSize = 0;
  private pinged = 0;

  constructor(
    private readonly sockets: ReadonlySet<T>,
    private readonly slices: number,
  ) {}

  /** Pings this tick's share of the round; its last tick pings every socket left, those that came during the round too. */
  tick(): void {
    if (this.tickOfRound === 0) {
      this.round = this.sockets.values();
      this.roundSize = this.sockets.size;
      this.pinged = 0;
    }
    this.tickOfRound = (this.tickOfRound + 1) % this.slices;
    const due = this.tickOfRound === 0 ? Infinity : Math.ceil((this.roundSize * this.tickOfRound) / this.slices);
    while (this.pinged < due) {
      const next = this.round.next();
      if (next.done) return;
      next.value.ping();
      this.pinged++;
    }
  }
}
