/**
 * The OpenAPI document, generated from every route's request and response schemas, served at
 * /api/docs (the browsable reference) and /api/docs/json. Register before the routes.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TSchema } from '@sinclair/typebox';

/**
 * OpenAPI 3.0 has no tuples: a JSON Schema `items: [a, b]` (TypeBox Type.Tuple) becomes an array
 * of exactly that many items of any of those types.
 */
function withoutTuples(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutTuples);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalItems') continue;
    out[key] = withoutTuples(value);
  }
  if (Array.isArray(out.items)) {
    const kinds = out.items as unknown[];
    out.items = kinds.length === 1 ? kinds[0] : { anyOf: kinds };
    out.minItems ??= kinds.length;
    out.maxItems ??= kinds.length;
  }
  return out;
}

async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Live sports streaming API',
        version: '1.0.0',
        description:
          'Every answer is the envelope { code, msg, data }; on errors the HTTP status equals code. ' +
          'Headers honoured on every call: Authorization (member or guest token), Currency (default VND), ' +
          'x-language (vi, en, zh: names and texts come back in that language), X-Client-Type.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'A member token or a guest token.' },
        },
      },
    },
    // Only the API is documented; the SPA's own paths are not API calls.
    hiddenTag: 'hidden',
    // A multipart route reads its parts itself (no body validation); its form is documented from config.multipartForm.
    transform: ({ schema, url, route }) => {
      const form = route.config?.multipartForm;
      return { schema: form ? ({ ...schema, body: form } as typeof schema) : schema, url };
    },
    transformObject: (document) =>
      withoutTuples('openapiObject' in document ? document.openapiObject : document.swaggerObject) as never,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The multipart form of an upload route, for the OpenAPI document only. */
    multipartForm?: TSchema;
  }
}

export default fp(openapi, { name: 'openapi', fastify: '5.x' });
