/**
 * What members may upload (docs/security.md "Uploads"), for every upload route (short videos, post
 * pictures): one upload at a time per member, UPLOADS_PER_ADDRESS at a time per client address, a
 * daily quota of bytes and files per member (the calendar day in Vietnam, counted in
 * member_uploads so it survives a restart), and a body that stalls is stopped with a 408.
 *
 *   const ticket = await app.uploads.admit(request, reply, member, { file: true, framingBytes });
 *   try { ... request.file({ limits: { fileSize: ticket.fileLimit(max) } }) ... ticket.count(bytes) ... }
 *   finally { ticket.release() }
 */
import type { IncomingMessage } from 'node:http';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clock, vnDay } from '../clock.ts';
import type { UploadSettings } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { memberUploads, type UploadKind } from '../db/schema/uploads.ts';
import { clientKey } from '../plugins/rate-limit.ts';
import { fail } from './messages.ts';
import type { UploadQuota } from '../../../contracts/schemas/users/uploads.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round(Math.max(0, bytes / MB) * 10) / 10;

/** What `userId` has uploaded today (the calendar day in Vietnam) and may upload. */
export async function uploadQuota(db: Db, userId: number, settings: UploadSettings): Promise<UploadQuota> {
  const day = vnDay(clock.now());
  const [row] = await db
    .select({ bytes: sql<string | number>`coalesce(sum(${memberUploads.bytes}), 0)`, files: count() })
    .from(memberUploads)
    .where(and(eq(memberUploads.userId, userId), eq(memberUploads.day, day)));
  return { day, bytesUsed: Number(row?.bytes ?? 0), bytesAllowed: settings.dailyBytes, filesUsed: row?.files ?? 0, filesAllowed: settings.dailyFiles };
}

export class UploadGate {
  private readonly members = new Set<number>();
  private readonly addresses = new Map<string, number>();

  constructor(
    private readonly db: Db,
    readonly settings: UploadSettings,
  ) {}

  quota(userId: number): Promise<UploadQuota> {
    return uploadQuota(this.db, userId, this.settings);
  }

  /**
   * Lets an upload of `userId` in, or refuses it before its body is read: a second one of the member
   * or one too many from the address (429), a day without a file left when the request must carry
   * one (429), a day without a byte left or a declared body larger than what is left (413).
   */
  async admit(request: FastifyRequest, reply: FastifyReply, userId: number, options: { file: boolean; framingBytes: number }): Promise<UploadTicket> {
    // Its body is not read: the connection closes after the answer rather than wait for it.
    const refuse = (error: Error) => {
      reply.header('connection', 'close');
      return error;
    };
    if (this.members.has(userId)) throw refuse(fail(429, 'busy'));
    const address = clientKey(request.ip);
    const cap = this.settings.perAddress;
    if ((this.addresses.get(address) ?? 0) >= cap) throw refuse(fail(429, 'addressBusy', { limit: cap }));
    // Taken before the first await, so that two requests at once cannot both pass.
    this.members.add(userId);
    this.addresses.set(address, (this.addresses.get(address) ?? 0) + 1);
    const release = () => {
      this.members.delete(userId);
      const left = (this.addresses.get(address) ?? 1) - 1;
      if (left > 0) this.addresses.set(address, left);
      else this.addresses.delete(address);
    };
    try {
      const quota = await this.quota(userId);
      const ticket = new UploadTicket(this.db, userId, quota, this.settings, request.raw, reply, release);
      if (options.file && quota.filesUsed >= quota.filesAllowed) throw fail(429, 'dailyFiles', { limit: quota.filesAllowed });
      const declared = Number(request.headers['content-length']);
      const bytesLeft = quota.bytesAllowed - quota.bytesUsed;
      if ((options.file && bytesLeft <= 0) || (Number.isFinite(declared) && declared > bytesLeft + options.framingBytes)) throw ticket.overQuota();
      ticket.watch();
      return ticket;
    } catch (error) {
      release();
      throw refuse(error as Error);
    }
  }
}

/** One admitted upload: what is left of the day, the body's watch, the files it counted. */
export class UploadTicket {
  private files = 0;
  private bytes = 0;
  private unwatch: () => void = () => {};
  private released = false;

  constructor(
    private readonly db: Db,
    private readonly userId: number,
    readonly quota: UploadQuota,
    private readonly settings: UploadSettings,
    private readonly raw: IncomingMessage,
    private readonly reply: FastifyReply,
    private readonly onRelease: () => void,
  ) {}

  private get bytesLeft(): number {
    return this.quota.bytesAllowed - this.quota.bytesUsed - this.bytes;
  }

  /** The size at which the next file is cut off: the route's own limit, or what is left of the day's bytes. */
  fileLimit(routeMax: number): number {
    return Math.max(1, Math.min(routeMax, this.bytesLeft));
  }

  /** The 413 of a body or file larger than what is left of the day. */
  overQuota() {
    return fail(413, 'dailyBytes', { limit: megabytes(this.quota.bytesAllowed), left: megabytes(this.bytesLeft) });
  }

  /** Before a file is read: refuses it (429) when the day has no file left. */
  nextFile(): void {
    if (this.quota.filesUsed + this.files >= this.quota.filesAllowed) throw fail(429, 'dailyFiles', { limit: this.quota.filesAllowed });
  }

  /** A file received whole: refuses it (413) when it takes the day past its bytes. */
  count(bytes: number): void {
    if (bytes > this.bytesLeft) throw this.overQuota();
    this.files += 1;
    this.bytes += bytes;
  }

  /** The files kept, written against the day they were admitted on. */
  async record(kind: UploadKind, kept: ReadonlyArray<{ key: string; bytes: number }>): Promise<void> {
    if (kept.length === 0) return;
    await this.db.insert(memberUploads).values(kept.map(({ key, bytes }) => ({ userId: this.userId, kind, key, bytes, day: this.quota.day })));
  }

  /**
   * Stops the body when, in any UPLOAD_STALL_MS while the server was waiting for it, fewer than
   * UPLOAD_MIN_BYTES_PER_SECOND × that many seconds arrived: the multipart parser is handed a 408,
   * which the route answers once it has cleared what it received.
   */
  watch(): void {
    const { stallMs, minBytesPerSecond } = this.settings;
    const needed = (minBytesPerSecond * stallMs) / 1000;
    const raw = this.raw;
    let received = 0;
    let since = performance.now();
    // A span counts only while the parser reads; a pause (the server busy, the disk slow) is ours.
    let paused = false;
    const onData = (chunk: Buffer) => void (received += chunk.length);
    const onPause = () => void (paused = true);
    const timer = setInterval(() => {
      const now = performance.now();
      // A tick that comes late says the server was too busy to read: that span does not count either.
      const waiting = !paused && raw.readableFlowing === true && raw.readableLength === 0 && now - since < stallMs * 1.5;
      if (waiting && received < needed) {
        this.unwatch();
        const stalled = fail(408, 'stalled', { rate: Math.round((minBytesPerSecond / 1024) * 10) / 10, seconds: stallMs / 1000 });
        // The multipart parser listens for the request's errors: it ends the parts with this one.
        if (raw.listenerCount('error') > 0) raw.emit('error', stalled);
        else raw.destroy();
        return;
      }
      received = 0;
      since = now;
      paused = raw.readableFlowing !== true;
    }, stallMs);
    // prependListener leaves the stream's mode alone (on('data') would start it before the parser is piped).
    raw.prependListener('data', onData);
    raw.on('pause', onPause);
    const stop = () => this.unwatch();
    raw.once('end', stop);
    raw.once('close', stop);
    this.unwatch = () => {
      clearInterval(timer);
      raw.off('data', onData);
      raw.off('pause', onPause);
      raw.off('end', stop);
      raw.off('close', stop);
    };
  }

  /**
   * Frees the member's and the address's places. A body not read to its end (a refusal, a stall)
   * is not waited for: the connection closes after the answer.
   */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.unwatch();
    this.onRelease();
    if (!this.raw.complete) this.reply.header('connection', 'close');
  }
}
