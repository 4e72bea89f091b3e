/**
 * A Vite plugin that keeps the endpoint table's server-side half out of the browser. The SPA reads
 * an endpoint's method and path and only the types of its schemas, so in the browser build a module
 * of contracts/endpoints/ becomes its endpoints' `{ method, path }` (no summary, errors or access
 * texts), and a module of contracts/schemas/ an inert stub exporting the same names (no TypeBox).
 * The server and the tests load the real modules (Vitest runs without this plugin).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SCHEMA_MODULE = /[\\/]contracts[\\/]schemas[\\/][^?]*\.ts$/;
const ENDPOINT_MODULE = /[\\/]contracts[\\/]endpoints[\\/](?!define\.ts|index\.ts)[^?/\\]*\.ts$/;
const DECLARATION = /^export const ([A-Za-z_$][\w$]*) = endpoint\(\{\s*method: '(GET|POST|PUT|PATCH|DELETE)',\s*path: '([^']+)',/gm;

/** The value exports of a schema module (`export const X`, `export function X`); types are left out. */
export function valueExports(source: string): string[] {
  return [...source.matchAll(/^export\s+(?:const|let|function)\s+([A-Za-z_$][\w$]*)/gm)].map((match) => match[1]!);
}

/**
 * The stub of a schema module: every export is the same inert value, which may be called and read
 * (`Page(FilmCard)`, `Type.X` inside a stub never runs) and gives itself back.
 */
export function stubModule(names: readonly string[]): string {
  const stub = 'const stub = new Proxy(function () {}, { get: (_, key) => (key === Symbol.toPrimitive || key === "then" ? undefined : stub), apply: () => stub });';
  return [stub, ...names.map((name) => `export const ${name} = stub;`)].join('\n');
}

/**
 * An endpoint module as the browser needs it: each `export const x = endpoint({ method, path, … })`
 * as `{ method, path }`. A declaration that does not start with its method and path, or a value
 * export that is not an endpoint, fails the build rather than reach the browser wrong.
 */
export function endpointPaths(source: string, file = 'an endpoint module'): string {
  const declarations = [...source.matchAll(DECLARATION)];
  const names = valueExports(source);
  const declared = new Set(declarations.map((match) => match[1]!));
  const odd = names.filter((name) => !declared.has(name));
  if (odd.length > 0) throw new Error(`${file}: ${odd.join(', ')} must be declared as endpoint({ method: '…', path: '…', … }), method and path first`);
  return declarations.map(([, name, method, path]) => `export const ${name} = { method: '${method}', path: '${path}' };`).join('\n');
}

export function schemaStubs(): Plugin {
  return {
    name: 'schema-stubs',
    enforce: 'pre',
    load(id, options) {
      if (options?.ssr) return null;
      const file = id.replace(/\?.*$/, '');
      if (ENDPOINT_MODULE.test(file)) return endpointPaths(readFileSync(file, 'utf8'), file);
      if (SCHEMA_MODULE.test(file)) return stubModule(valueExports(readFileSync(file, 'utf8')));
      return null;
    },
  };
}
