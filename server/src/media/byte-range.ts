/**
 * Single byte ranges (RFC 9110 §14): `Range: bytes=a-b`, `bytes=a-` and `bytes=-n`. A header this
 * does not understand (another unit, several ranges, bad syntax) is ignored and the whole body is
 * sent, as the RFC allows; a range that starts past the end cannot be satisfied (416).
 */
import type { FastifyReply } from 'fastify';

export type RangeAnswer = { start: number; end: number } | 'unsatisfiable' | null;

/** The inclusive byte range a `Range` header asks of a body of `size` bytes. */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Sends `bytes` whole (200) or the requested part (206 with Content-Range), or 416 with
 * `Content-Range: bytes *\/size`; always says `Accept-Ranges: bytes`. Headers other than these
 * (content type, caching, CORS) are the caller's.
 */
export function sendBytes(reply: FastifyReply, rangeHeader: string | undefined, bytes: Buffer): FastifyReply {
  reply.header('accept-ranges', 'bytes');
  const range = parseByteRange(rangeHeader, bytes.length);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${bytes.length}`).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Range Not Satisfiable\n');
  }
  if (range === null) return reply.send(bytes);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
    .send(bytes.subarray(range.start, range.end + 1));
}
