/**
 * Request validation with Ajv. JSON bodies are checked strictly (a number is not a string);
 * querystring, params and headers arrive as text, so they are coerced as Fastify does by default.
 */
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const shared: Options = { useDefaults: true, removeAdditional: true, allErrors: false, addUsedSchema: false };

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ ...shared, ...options });
  addFormats(ajv);
  return ajv;
}

/** The first top-level field (or array item) coerced to a non-finite number, e.g. from "1e309". */
function nonFiniteField(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  for (const [key, value] of Object.entries(data)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((v) => typeof v === 'number' && !Number.isFinite(v))) return key;
  }
  return null;
}

/**
 * Ajv coerces "1e309" to Infinity and then skips the range checks of the coerced value, so text
 * parts are checked once more for non-finite numbers: such a value is invalid, never a 500 later.
 */
function finiteOnly(validate: ValidateFunction): ValidateFunction {
  const checked = ((data: unknown) => {
    if (!validate(data)) {
      checked.errors = validate.errors;
      return false;
    }
    const field = nonFiniteField(data);
    if (field === null) {
      checked.errors = null;
      return true;
    }
    const error: ErrorObject = { instancePath: `/${field}`, schemaPath: '#/type', keyword: 'type', params: { type: 'number' }, message: 'must be a finite number' };
    checked.errors = [error];
    return false;
  }) as ValidateFunction;
  return checked;
}

async function validation(app: FastifyInstance): Promise<void> {
  const strict = createAjv({ coerceTypes: false });
  const coercing = createAjv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : finiteOnly(coercing.compile(schema)),
  );
}

export default fp(validation, { name: 'validation', fastify: '5.x' });
