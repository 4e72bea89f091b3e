/**
 * A Vite plugin that keeps TypeBox out of the browser: a module of contracts/schemas/ loaded by the
 * SPA (through the endpoint table of contracts/endpoints/) becomes an inert stub exporting the same
 * names. The SPA reads an endpoint's method and path and only the types of its schemas; the server
 * and the tests load the real schemas (Vitest runs without this plugin).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SCHEMA_MODULE = /[\\/]contracts[\\/]schemas[\\/][^?]*\.ts$/;

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

export function schemaStubs(): Plugin {
  return {
    name: 'schema-stubs',
    enforce: 'pre',
    load(id, options) {
      if (options?.ssr || !SCHEMA_MODULE.test(id)) return null;
      return stubModule(valueExports(readFileSync(id.replace(/\?.*$/, ''), 'utf8')));
    },
  };
}
