/**
 * The one typed call of an endpoint declared in contracts/endpoints/: `call(filmWatch, { query: {
 * slug } })` sends the query, path parameters and body the endpoint declares through the one client
 * and answers the envelope's data, or rejects with one ApiFailure (api/client.ts `unwrap`).
 */
import type { Envelope } from '../contracts/schemas/common';
import { fillPath, queryPairs, type AnswerOf, type EndpointSpec, type InputOf } from '../contracts/endpoints/define';
import { api, unwrap } from './client';

export function call<E extends EndpointSpec>(endpoint: E, input: InputOf<E>, signal?: AbortSignal): Promise<AnswerOf<E>> {
  const { query, params, body } = input as { query?: Record<string, unknown>; params?: Record<string, string | number>; body?: unknown };
  const path = fillPath(endpoint.path, params).replace(/^\/+/, '');
  const searchParams = query ? new URLSearchParams(queryPairs(query)) : undefined;
  return unwrap(
    api(path, {
      method: endpoint.method,
      ...(searchParams && searchParams.size > 0 && { searchParams }),
      ...(body !== undefined && { json: body }),
      ...(signal && { signal }),
    }).json<Envelope<AnswerOf<E>>>(),
  );
}
