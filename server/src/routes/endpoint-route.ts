/**
 * Registers a route from its declaration in contracts/endpoints/: method, path, the request and
 * answer schemas (the answer in the envelope, the common errors beside it), who may call it and its
 * rate-limit bucket. The area's module keeps only the handler.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ApiHeaders, Envelope, errorResponses } from '../../../contracts/schemas/common.ts';
import type { Access, EndpointSpec } from '../../../contracts/endpoints/define.ts';
import type { SuccessEnvelope } from '../plugins/envelope.ts';

type Part<E, K extends string> = E extends { [key in K]: infer T extends TSchema } ? Static<T> : unknown;

/** The request a handler of `E` receives, typed by its schemas (validated before the handler runs). */
export type EndpointRequest<E extends EndpointSpec> = FastifyRequest<{
  Querystring: Part<E, 'query'>;
  Params: Part<E, 'params'>;
  Body: Part<E, 'body'>;
}>;

export type EndpointHandler<E extends EndpointSpec> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<SuccessEnvelope<Static<E['response']>> | FastifyReply>;

function accessCheck(app: FastifyInstance, access: Access): preHandlerAsyncHookHandler | undefined {
  switch (access) {
    case 'anyone':
      return undefined;
    case 'caller':
      return app.requireCaller;
    case 'member':
      return app.requireMember;
    case 'admin':
      return app.requireAdmin;
  }
}

const ACCESS_WORDS: Record<Access, string> = {
  anyone: 'Anyone may call it (a guest token or none).',
  caller: 'Needs a member or guest token (401 without).',
  member: 'Members only (401 without a member token).',
  admin: 'Site admins only (401 without a member token, 403 for other members).',
};

/** The operation's description: who may call, the bucket it counts in, the errors it answers. */
export function endpointDescription(endpoint: EndpointSpec): string {
  const errors = Object.entries(endpoint.errors ?? {}).map(([status, meaning]) => `${status}: ${meaning}.`);
  return [ACCESS_WORDS[endpoint.access], `Rate limit: ${endpoint.rate}.`, ...errors].join(' ');
}

/** The Fastify schema of an endpoint. */
export function endpointSchema(endpoint: EndpointSpec) {
  return {
    tags: [endpoint.area],
    summary: endpoint.summary,
    description: endpointDescription(endpoint),
    headers: ApiHeaders,
    // A call that needs a token says so (components.securitySchemes.token).
    ...(endpoint.access !== 'anyone' && { security: [{ token: [] }] }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.body && { body: endpoint.body }),
    response: { 200: Envelope(endpoint.response), ...errorResponses },
  };
}

export interface ServeOptions<E extends EndpointSpec> {
  /**
   * Runs before the request is validated, e.g. a body the call may leave out: `request.body ??= {}`
   * (Fastify validates a missing body as null).
   */
  preValidation?: (request: EndpointRequest<E>) => Promise<void>;
}

/**
 * Registers `endpoint` on `app` with its handler. An admins' call is refused before its input is
 * validated, so an outsider learns nothing from a 400; the other checks run after validation.
 */
export function serve<E extends EndpointSpec>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, options: ServeOptions<E> = {}): void {
  const check = accessCheck(app, endpoint.access);
  const preValidation = [...(options.preValidation ? [options.preValidation] : []), ...(endpoint.access === 'admin' && check ? [check] : [])];
  const preHandler = endpoint.access === 'admin' ? undefined : check;
  const config = endpoint.rate === 'auth' ? app.authRateLimit : endpoint.rate === 'upload' ? app.uploadRateLimit : undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint),
    ...(preValidation.length > 0 && { preValidation: preValidation as preHandlerAsyncHookHandler[] }),
    ...(preHandler && { preHandler }),
    ...(config && { config }),
    handler: handler as never,
  });
}
