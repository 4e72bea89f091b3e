/**
 * Group commit for chat messages: a send that finds the writer quiet is stored at once; under load
 * transactions are paced to one per WRITE_INTERVAL_MS, each storing everything that arrived
 * meanwhile (storeMessages), so the database does one transaction per batch instead of one per
 * message (on PGlite, in the server's own thread, each costs about 2 ms of CPU whatever its size).
 * Each message still gets its offset before anything is broadcast, and answers resolve in the order
 * of `write`. The interval is a little over the delivery's (delivery.ts BATCH_MS), so a stored
 * batch goes out as one frame as soon as it is committed.
 */
import type { Db } from '../db/connect.ts';
import { Pace } from './pace.ts';
import { storeMessage, storeMessages, type NewMessage, type StoreResult } from './store.ts';

/** At most this many messages in one transaction. */
export const MAX_WRITE_BATCH = 200;
/**
 * At most one transaction per this many ms; no burst (1), so that a late timer under load is not
 * made up for by an extra transaction (bench:chat's p99 was 10 ms worse with a burst of 3).
 */
export const WRITE_INTERVAL_MS = 50;
export const WRITE_BURST = 1;

interface Pending {
  input: NewMessage;
  resolve: (result: StoreResult) => void;
  reject: (error: unknown) => void;
}

export class MessageWriter {
  private queue: Pending[] = [];
  private running = false;
  private readonly pace = new Pace(WRITE_INTERVAL_MS, WRITE_BURST);

  constructor(private readonly db: Db) {}

  /** Stores one message (with the others waiting); resolves once its transaction committed. */
  write(input: NewMessage): Promise<StoreResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.running) void this.run();
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length > 0) {
        const wait = this.pace.wait();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        this.pace.take();
        const batch = this.queue.splice(0, MAX_WRITE_BATCH);
        if (batch.length > 1) {
          try {
            const results = await storeMessages(this.db, batch.map((p) => p.input));
            batch.forEach((p, i) => p.resolve(results[i]!));
            continue;
          } catch {
            // One of them clashed with another instance's write, or the database failed: one at a time.
          }
        }
        for (const pending of batch) {
          try {
            pending.resolve(await storeMessage(this.db, pending.input));
          } catch (error) {
            pending.reject(error);
          }
        }
      }
    } finally {
      this.running = false;
    }
  }
}
