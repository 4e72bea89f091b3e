/**
 * Schemas shared by every API area: the envelope, the error answer, paging, headers, ids and the
 * small schema helpers. The SPA imports this folder with `import type` only (the lint checks it), so
 * TypeBox never reaches the browser.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** The one envelope of every API answer. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** One page of a list, with the total for pagers. */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** `{ code, msg, data }` around the data of a successful answer (code 200). */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    code: Type.Integer({ description: 'Equal to the HTTP status.' }),
    msg: Type.String({ description: 'A message in the language of the request.' }),
    data,
  });
}

export const ErrorEnvelope = Type.Object({
  code: Type.Integer({ minimum: 400, maximum: 599, description: 'Equal to the HTTP status.' }),
  msg: Type.String({ description: 'What went wrong, in the language of the request.' }),
  data: Type.Null(),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** Error answers every API route may give. */
export const errorResponses = { '4xx': ErrorEnvelope, '5xx': ErrorEnvelope };

/** Paging of every list: pageNum from 1, pageSize up to 100 (the schedule allows 200). */
export function PageQuery(maxPageSize = 100, defaultPageSize = 20) {
  return Type.Object({
    pageNum: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: maxPageSize, default: defaultPageSize }),
  });
}

/** One page of a list, with the total count for pagers. */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
}

/** Headers every call may carry (SPEC §7). */
export const ApiHeaders = Type.Object({
  authorization: Type.Optional(Type.String({ description: 'A member token or a guest token ("Bearer " optional).' })),
  currency: Type.Optional(Type.String({ description: 'Currency of money values; default VND.' })),
  'x-language': Type.Optional(
    Type.String({ description: 'vi (default), en or zh (Traditional Chinese); anything else is answered in vi.' }),
  ),
  'x-client-type': Type.Optional(Type.String({ description: 'web, ios or android.' })),
});

/** A numeric id in a path or query. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** `schema` or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A string schema limited to `values` (an unknown value is a 400 naming the field). */
export function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A slug in a path or query: lower-case letters, digits and hyphens. */
export const Slug = Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' });
