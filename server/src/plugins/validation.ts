/**
 * Request validation with Ajv. JSON bodies are checked strictly (a number is not a string);
 * querystring, params and headers arrive as text, so they are coerced as Fastify does by default.
 */
import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const shared: Options = { useDefaults: true, removeAdditional: true, allErrors: false, addUsedSchema: false };

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...shared, ...options });
  addFormats(ajv);
  return ajv;
}

async function validation(app: FastifyInstance): Promise<void> {
  const strict = createAjv({ coerceTypes: false });
  const coercing = createAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}

export default fp(validation, { name: 'validation', fastify: '5.x' });
