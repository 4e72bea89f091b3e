/**
 * Group commit for chat messages: a send that finds the writer quiet is stored at once; under load
 * a transaction starts at most every WRITE_INTERVAL_MS and stores everything that arrived meanwhile
 * (storeMessages), so the database does one transaction per batch instead of one per message (on
 * PGlite, in the server's own thread, each costs about 2 ms of CPU whatever its size). Each message
 * still gets its offset before anything is broadcast, and answers resolve in the order of `write`.
 * The interval matches the delivery's (delivery.ts BATCH_MS): a batch stored is one frame sent.
 */
import type { Db } from '../db/connect.ts';
import { storeMessage, storeMessages, type NewMessage, type StoreResult } from './store.ts';

/** At most this many messages in one transaction. */
export const MAX_WRITE_BATCH = 200;
/** Under load, transactions start at most this often. */
export const WRITE_INTERVAL_MS = 50;

interface Pending {
  input: NewMessage;
  resolve: (result: StoreResult) => void;
  reject: (error: unknown) => void;
}

export class MessageWriter {
  private queue: Pending[] = [];
  private running = false;
  private lastStartAt = -Infinity;

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
        const wait = this.lastStartAt + WRITE_INTERVAL_MS - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        this.lastStartAt = performance.now();
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
