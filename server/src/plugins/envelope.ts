/**
 * The one answer shape `{ code, msg, data }`: the request language, the JSON body parser and the
 * error handler that turns every error (bad JSON, validation, 404, 413, 415 ...) into an envelope
 * whose code is the HTTP status. Client mistakes are 4xx; only server faults are 5xx.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import secureJson from 'secure-json-parse';
import { ApiError, DEFAULT_LANGUAGE, pickLanguage, t, type Language, type MessageKey } from '../i18n.ts';
import type { ErrorEnvelope } from '../../../contracts/schemas/common.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** From the x-language header: vi (default), en or zh. */
    language: Language;
  }
}

export interface SuccessEnvelope<T> {
  code: 200;
  msg: string;
  data: T;
}

export function ok<T>(request: FastifyRequest, data: T): SuccessEnvelope<T> {
  return { code: 200, msg: t(request.language, 'ok'), data };
}

export function errorEnvelope(code: number, msg: string): ErrorEnvelope {
  return { code, msg, data: null };
}

export function sendError(reply: FastifyReply, code: number, msg: string): FastifyReply {
  return reply.code(code).type('application/json; charset=utf-8').send(errorEnvelope(code, msg));
}

/** The 404 answer of an unknown API path. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, t(request.language, 'notFound', { path: request.url.split('?')[0] ?? '/' }));
}

class InvalidJsonError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_CTP_INVALID_JSON_BODY';
}

const statusMessages: Partial<Record<number, MessageKey>> = {
  401: 'unauthorized',
  403: 'forbidden',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  503: 'serviceUnavailable',
};

/** 'body' + '/items/0' + missing 'name' → 'body.items.0.name' */
function fieldName(context: string | undefined, error: NonNullable<FastifyError['validation']>[number]): string {
  const parts = [context ?? 'body', ...error.instancePath.split('/').filter(Boolean)];
  const extra = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof extra === 'string') parts.push(extra);
  return parts.map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~')).join('.');
}

function validationMessage(lang: Language, error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return t(lang, 'badRequest');
  const field = fieldName(error.validationContext, first);
  switch (first.keyword) {
    case 'required':
      return t(lang, 'fieldRequired', { field });
    case 'type':
      return t(lang, 'fieldType', { field, type: String(first.params.type) });
    case 'minLength':
      return t(lang, 'fieldTooShort', { field, limit: String(first.params.limit) });
    case 'maxLength':
      return t(lang, 'fieldTooLong', { field, limit: String(first.params.limit) });
    case 'additionalProperties':
      return t(lang, 'fieldUnknown', { field });
    default:
      return t(lang, 'fieldInvalid', { field });
  }
}

/** The HTTP status and localized message of any error raised while answering. */
export function describeError(error: FastifyError | ApiError, request: FastifyRequest): { code: number; msg: string } {
  const lang = request.language;
  if (error instanceof ApiError) return { code: error.statusCode, msg: error.messageIn(lang) };
  if (error.validation) return { code: 400, msg: validationMessage(lang, error) };
  const status = error.statusCode;
  const code = status !== undefined && status >= 400 && status <= 599 ? status : 500;
  if (error instanceof InvalidJsonError) return { code, msg: t(lang, 'invalidJson', { detail: error.message }) };
  if (code === 404) return { code, msg: t(lang, 'notFound', { path: request.url.split('?')[0] ?? '/' }) };
  if (code === 413) return { code, msg: t(lang, 'payloadTooLarge', { limit: request.routeOptions.bodyLimit }) };
  const key = statusMessages[code] ?? (code < 500 ? 'badRequest' : 'internalError');
  return { code, msg: t(lang, key) };
}

/**
 * Errors the router raises before any hook runs (a URL it cannot decode, a path parameter over the
 * length limit): answered in the envelope too, in the language of the x-language header.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = pickLanguage(request.headers['x-language']);
  const code = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const key: MessageKey = code === 414 ? 'uriTooLong' : 'badRequest';
  void sendError(reply, code, t(lang, key));
}

/** Answers HTTP-level client errors (malformed request line, huge headers) in the envelope too. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, key]: [number, MessageKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'requestTimeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'badRequest']
        : [400, 'badRequest'];
  const body = JSON.stringify(errorEnvelope(code, t(DEFAULT_LANGUAGE, key)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${code} ${STATUS_CODES[code]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The dotted name of the first string (or key) holding a NUL character, if any. */
function fieldWithNul(path: string, value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.split('\u0000').join('')}`;
    const found = fieldWithNul(`${path}.${key}`, inner, depth + 1);
    if (found) return found;
  }
  return null;
}

async function envelope(app: FastifyInstance): Promise<void> {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['x-language']);
  });

  // The API speaks JSON only: any other body type is a 415. An empty JSON body counts as no body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, secureJson.parse(text, null, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      done(new InvalidJsonError(error instanceof Error ? error.message : String(error)), undefined);
    }
  });

  // PostgreSQL cannot store a NUL character in text: refuse it up front, naming the field.
  app.addHook('preValidation', async (request, reply) => {
    const field = fieldWithNul('body', request.body) ?? fieldWithNul('querystring', request.query) ?? fieldWithNul('params', request.params);
    if (field) return sendError(reply, 400, t(request.language, 'fieldInvalid', { field }));
  });

  // Every area's refusals (ApiError from its catalogue's fail()) and every framework error end here.
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { code, msg } = describeError(error, request);
    if (code >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, reason: error.message }, 'request rejected');
    return sendError(reply, code, msg);
  });
}

export default fp(envelope, { name: 'envelope', fastify: '5.x' });
