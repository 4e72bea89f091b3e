/**
 * Request validation with Ajv. JSON bodies are checked strictly (a number is not a string);
 * querystring, params and headers arrive as text, so they are coerced as Fastify does by default.
 * Responses are written by fast-json-stringify from each route's response schema.
 *
 * Compiling the schemas of some 240 routes is most of what building the app costs. The schemas are
 * the contracts' constants, the same objects in every app this process builds (the test suite
 * builds one per test file), so each is compiled once per process: Ajv keeps what it compiled by
 * schema, and the serializers are kept the same way.
 */
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastJsonStringify from 'fast-json-stringify';

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

const strict = createAjv({ coerceTypes: false });
const coercing = createAjv({ coerceTypes: 'array' });
const serializers = new WeakMap<object, (data: unknown) => string>();

function serializerOf(schema: object): (data: unknown) => string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]) as (data: unknown) => string;
    serializers.set(schema, serialize);
  }
  return serialize;
}

async function validation(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(({ schema, httpPart }) =>
    httpPart === 'body' ? strict.compile(schema) : finiteOnly(coercing.compile(schema)),
  );
  app.setSerializerCompiler(({ schema }) => serializerOf(schema));
}

export default fp(validation, { name: 'validation', fastify: '5.x' });
