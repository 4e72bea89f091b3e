/**
 * The two sides of a comparison as the address gives them (`?id1=…&id2=…`), and the addresses of a
 * side changed or the sides swapped. Pure: the page and the loader read the same answer.
 */

export type CompareKind = 'teams' | 'players';

/** Which of the two sides: 0 is `id1` (shown first, the left), 1 is `id2`. */
export type SideIndex = 0 | 1;

/** One side as asked: not given, given but not an id, the same id as the first side, or an id. */
export type SideParam =
  | { state: 'missing' }
  | { state: 'invalid'; raw: string }
  | { state: 'same'; id: number }
  | { state: 'id'; id: number };

export type SideParams = readonly [SideParam, SideParam];

const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/** `id1` / `id2` of the query: a positive integer, else invalid; absent or blank, missing. */
export function parseSide(raw: string | null): SideParam {
  const value = raw?.trim() ?? '';
  if (value === '') return { state: 'missing' };
  if (!ID.test(value) || Number(value) > MAX_ID) return { state: 'invalid', raw: value };
  return { state: 'id', id: Number(value) };
}

/** Both sides of a query string (with or without its `?`); the second is `same` when it repeats the first. */
export function parseSides(search: string): SideParams {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const first = parseSide(query.get('id1'));
  const second = parseSide(query.get('id2'));
  if (first.state === 'id' && second.state === 'id' && first.id === second.id) return [first, { state: 'same', id: second.id }];
  return [first, second];
}

/** The id a side asks for (an unknown one included), or null when it asks none. */
export function sideId(side: SideParam): number | null {
  return side.state === 'id' || side.state === 'same' ? side.id : null;
}

/** What a side puts in the address: its id, the text given (an invalid one stays visible), or nothing. */
function sideValue(side: SideParam): string | null {
  if (side.state === 'missing') return null;
  return side.state === 'invalid' ? side.raw : String(side.id);
}

/** The query string (without `?`) of two sides, keeping any other parameter of `search`. */
export function searchOf(search: string, sides: readonly [SideParam, SideParam]): string {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  query.delete('id1');
  query.delete('id2');
  const [a, b] = [sideValue(sides[0]), sideValue(sides[1])];
  const rest = query.toString();
  const ids = new URLSearchParams();
  if (a !== null) ids.set('id1', a);
  if (b !== null) ids.set('id2', b);
  return [ids.toString(), rest].filter(Boolean).join('&');
}

/** The query string with one side set to `id`. */
export function searchWithSide(search: string, index: SideIndex, id: number): string {
  const sides = parseSides(search);
  const next: [SideParam, SideParam] = [sides[0], sides[1]];
  next[index] = { state: 'id', id };
  return searchOf(search, next);
}

/** The query string with the two sides swapped. */
export function searchSwapped(search: string): string {
  const [a, b] = parseSides(search);
  return searchOf(search, [b, a]);
}

/** A key that changes whenever the asked comparison does (the page loads again). */
export function sidesKey(kind: CompareKind, sides: SideParams): string {
  return `${kind}:${sides.map((s) => `${s.state}:${s.state === 'invalid' ? s.raw : (sideId(s) ?? '')}`).join('|')}`;
}
