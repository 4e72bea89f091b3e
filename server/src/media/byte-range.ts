/**
 * Single byte ranges (RFC 9110 §14), for every body the server sends in parts (HLS segments, audio,
 * members' videos): `Range: bytes=a-b`, `bytes=a-` and `bytes=-n`. A header this does not
 * understand (another unit, several ranges, bad syntax) is ignored and the whole body is sent, as
 * the RFC allows; a range that starts past the end cannot be satisfied (416).
 */
import type { FastifyReply } from 'fastify';

export type RangeAnswer =
  /** No usable Range header: the whole body, 200. */
  | { kind: 'whole' }
  /** One satisfiable range (inclusive): 206 with Content-Range. */
  | { kind: 'partial'; start: number; end: number }
  /** A valid range outside the body: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const UNSATISFIABLE: RangeAnswer = { kind: 'unsatisfiable' };

/** What a `Range` header asks of a body of `size` bytes. */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return WHOLE;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return WHOLE;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return WHOLE;
  if (first === '') {
    // A suffix: the last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return WHOLE;
  if (start >= size) return UNSATISFIABLE;
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/**
 * Sends `bytes` whole (200) or the requested part (206 with Content-Range), or 416 with
 * `Content-Range: bytes *\/size`; always says `Accept-Ranges: bytes`. Headers other than these
 * (content type, caching, CORS) are the caller's.
 */
export function sendBytes(reply: FastifyReply, rangeHeader: string | undefined, bytes: Buffer): FastifyReply {
  reply.header('accept-ranges', 'bytes');
  const range = parseByteRange(rangeHeader, bytes.length);
  if (range.kind === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${bytes.length}`).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Range Not Satisfiable\n');
  }
  if (range.kind === 'whole') return reply.send(bytes);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
    .send(bytes.subarray(range.start, range.end + 1));
}
