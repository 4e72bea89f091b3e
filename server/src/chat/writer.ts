/**
 * Group commit for chat messages: a send that finds the writer idle is stored at once; sends that
 * arrive while a transaction runs wait for it and are then stored together in the next one
 * (storeMessages), so under load the database does one transaction per batch instead of one per
 * message, and each message still gets its offset before anything is broadcast.
 */
import type { Db } from '../db/connect.ts';
import { storeMessage, storeMessages, type NewMessage, type StoreResult } from './store.ts';

/** At most this many messages in one transaction. */
export const MAX_WRITE_BATCH = 200;

interface Pending {
  input: NewMessage;
  resolve: (result: StoreResult) => void;
  reject: (error: unknown) => void;
}

export class MessageWriter {
  private queue: Pending[] = [];
  private running = false;

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
