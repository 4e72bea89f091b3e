/** The byte range of an audio request (RFC 9110 §14): one range, or the whole file. */

export type RangeAnswer =
  /** No usable Range header (absent, not bytes, several ranges): the whole file, 200. */
  | { kind: 'whole' }
  /** One satisfiable range: 206 with Content-Range. */
  | { kind: 'partial'; start: number; end: number }
  /** A syntactically valid range outside the file: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const RANGE = /^bytes=(\d*)-(\d*)$/;

export function byteRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const match = RANGE.exec(header.trim());
  // A header that is not one bytes range is ignored (RFC 9110: a server may ignore Range).
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // A suffix: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
