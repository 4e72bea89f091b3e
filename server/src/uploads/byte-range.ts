/**
 * One `Range: bytes=…` header against a file of `size` bytes (RFC 9110 §14): a single range is
 * served as 206, a range that starts past the end is 416, and anything else (no header, another
 * unit, several ranges, bad syntax) is ignored and the whole file is sent, as the RFC allows.
 */
export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  const match = header?.trim().match(SINGLE);
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0) return { kind: 'unsatisfiable' };
    return size === 0 ? { kind: 'unsatisfiable' } : { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
