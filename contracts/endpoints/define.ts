/**
 * An endpoint of the API, declared once (contracts/endpoints/<area>.ts): its method and path, the
 * schemas of its query, path parameters, body and answer (from contracts/schemas/), who may call it
 * and the rate-limit bucket it counts in. The server registers its routes from these declarations
 * (server/src/routes/endpoint-route.ts), the SPA calls them with `call(endpoint, input)` (api/call.ts)
 * and loads them with `createLoader(endpoint)`, and the OpenAPI document and docs/api/reference are
 * made from the same. In the browser the schemas are inert stubs (scripts/vite-schema-stubs.ts): the
 * SPA reads only the method, the path and the types.
 */
import type { Static, TSchema } from '@sinclair/typebox';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `anyone` (a guest token or none), `caller` (a member or guest token), `member` (a
 * signed-in member; 401 otherwise), `admin`.
 */
export type Access = 'anyone' | 'caller' | 'member' | 'admin';

/**
 * The bucket a call counts in (server/src/plugins/rate-limit.ts): `reads` (every call, per address),
 * `auth` (the one sign-in bucket shared by sign-in, token, code and availability calls), `upload`.
 */
export type RateClass = 'reads' | 'auth' | 'upload';

export interface EndpointSpec {
  method: Method;
  /** The path, with `:name` for a path parameter (`/other/api/community/posts/:id`). */
  path: string;
  /** One line for the OpenAPI document and docs/api/reference. */
  summary: string;
  /** The area it belongs to (the OpenAPI tag and the reference page). */
  area: string;
  access: Access;
  rate: RateClass;
  query?: TSchema;
  params?: TSchema;
  body?: TSchema;
  /** The body read when the call sends none (a body the caller may leave out), validated as sent. */
  defaultBody?: Readonly<Record<string, unknown>>;
  /** The `data` of the envelope of a 200 answer. */
  response: TSchema;
  /** The error statuses the call answers beyond the common 400/401/429/500, with what they mean. */
  errors?: Readonly<Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 423 | 429 | 502 | 503, string>>>;
}

/** Declares an endpoint; the literal types are kept so that its input and answer are typed. */
export function endpoint<const S extends EndpointSpec>(spec: S): S {
  return spec;
}

type StaticOr<S, K extends string, Fallback> = S extends { [key in K]: infer T extends TSchema } ? Static<T> : Fallback;

/**
 * The paging fields of every list's query (PageQuery in contracts/schemas/common.ts): the server fills
 * their defaults (the first page, the list's size), so a caller may leave them out.
 */
type PagingField = 'pageNum' | 'pageSize';
type WithOptionalPaging<Q> = [Q] extends [never] ? never : Omit<Q, PagingField> & Partial<Pick<Q, PagingField & keyof Q>>;

/** The query an endpoint takes, as a caller writes it (the paging defaults the server fills may be left out). */
export type QueryOf<E extends EndpointSpec> = WithOptionalPaging<StaticOr<E, 'query', never>>;
export type ParamsOf<E extends EndpointSpec> = StaticOr<E, 'params', never>;
export type BodyOf<E extends EndpointSpec> = StaticOr<E, 'body', never>;
/** The data of an endpoint's answer. */
export type AnswerOf<E extends EndpointSpec> = Static<E['response']>;

type Part<E extends EndpointSpec, K extends 'query' | 'params' | 'body', T> = E extends { [key in K]: TSchema } ? { [key in K]: T } : { [key in K]?: never };

/** What `call(endpoint, input)` takes: the query, the path parameters and the body the endpoint declares. */
export type InputOf<E extends EndpointSpec> = Part<E, 'query', QueryOf<E>> & Part<E, 'params', ParamsOf<E>> & Part<E, 'body', BodyOf<E>>;

/** The path with its parameters filled in, each encoded (`/x/:id` with { id: 5 } → `/x/5`). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The query's set fields as strings for a URL (undefined, null and '' left out; arrays repeated). */
export function queryPairs(query: Readonly<Record<string, unknown>> = {}): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      pairs.push([key, String(item)]);
    }
  }
  return pairs;
}

/**
 * The path and query of a call, as `call()` sends it (`/x/:id` with { params: { id: 5 }, query: { a: 1 } }
 * → `/x/5?a=1`): what the server's preloads and the benchmarks ask, so they ask the SPA's call.
 */
export function callUrl<E extends EndpointSpec>(endpoint: E, input: { query?: QueryOf<E> | Partial<QueryOf<E>>; params?: ParamsOf<E> } = {}): string {
  const search = new URLSearchParams(queryPairs(input.query as Readonly<Record<string, unknown>> | undefined)).toString();
  return `${fillPath(endpoint.path, input.params as Readonly<Record<string, string | number>> | undefined)}${search ? `?${search}` : ''}`;
}
