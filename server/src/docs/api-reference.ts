/**
 * docs/api/reference/<area>.md, written from the OpenAPI document the server makes of its routes
 * (the endpoint table's declarations and the routes not yet in it): for each call its method and
 * path, what it does, who may call it, its parameters, its body (multipart ones too) and the fields
 * of its answer. `npm run docs:api` writes the files; the server suite fails while they differ.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  description?: string;
};

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface ReferenceOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface ReferenceDocument {
  paths: Record<string, Record<string, ReferenceOperation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const API_PREFIXES = ['/live/api/', '/other/api/', '/al/api/'];

/** A schema as a short type: `'a' | 'b'`, `integer 1–100`, `string[]`, `object`. */
export function typeOf(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'any';
  const nullable = schema.nullable ? ' | null' : '';
  if (schema.const !== undefined) return JSON.stringify(schema.const) + nullable;
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ') + nullable;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return [...new Set(union.map((part) => typeOf(part, depth)))].join(' | ') + nullable;
  if (schema.allOf) return 'object' + nullable;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${typeOf(schema.items, depth + 1)}[]`.replace(/^(.* \| .*)\[\]$/, '($1)[]') + nullable;
  if (type === 'object' || schema.properties) {
    if (depth > 0 || !schema.properties) return 'object' + nullable;
    return `{ ${Object.keys(schema.properties).join(', ')} }` + nullable;
  }
  const range =
    schema.minimum !== undefined || schema.maximum !== undefined
      ? ` ${schema.minimum ?? ''}–${schema.maximum ?? ''}`
      : schema.minLength !== undefined || schema.maxLength !== undefined
        ? ` (${schema.minLength ?? 0}–${schema.maxLength ?? '…'} chars)`
        : '';
  const format = schema.format ? ` (${schema.format})` : '';
  return `${type ?? 'any'}${format}${range}${nullable}`;
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

function fieldRows(schema: JsonSchema | undefined): string[] {
  const properties = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  return Object.entries(properties).map(([name, field]) => {
    const notes = [field.description?.replace(/\.$/, ''), field.default !== undefined ? `default ${JSON.stringify(field.default)}` : ''].filter(Boolean).join('; ');
    return `| \`${name}\` | ${cell(typeOf(field))} | ${required.has(name) ? 'yes' : ''} | ${cell(notes)} |`;
  });
}

function fieldTable(title: string, schema: JsonSchema | undefined): string[] {
  const rows = fieldRows(schema);
  if (rows.length === 0) return [];
  return [`${title}:`, '', '| field | type | required | notes |', '|---|---|---|---|', ...rows, ''];
}

function parameterTable(title: string, parameters: Parameter[]): string[] {
  if (parameters.length === 0) return [];
  const rows = parameters.map((p) => {
    const notes = [(p.description ?? p.schema?.description)?.replace(/\.$/, ''), p.schema?.default !== undefined ? `default ${JSON.stringify(p.schema.default)}` : '']
      .filter(Boolean)
      .join('; ');
    return `| \`${p.name}\` | ${cell(typeOf(p.schema))} | ${p.required ? 'yes' : ''} | ${cell(notes ?? '')} |`;
  });
  return [`${title}:`, '', '| name | type | required | notes |', '|---|---|---|---|', ...rows, ''];
}

function renderOperation(method: string, path: string, operation: ReferenceOperation): string[] {
  const lines = [`### \`${method.toUpperCase()} ${path}\``, ''];
  if (operation.summary) lines.push(operation.summary, '');
  if (operation.description) lines.push(operation.description, '');
  const parameters = operation.parameters ?? [];
  lines.push(...parameterTable('Path', parameters.filter((p) => p.in === 'path')));
  lines.push(...parameterTable('Query', parameters.filter((p) => p.in === 'query')));
  for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(...fieldTable(`Body (\`${type}\`)`, content.schema));
  }
  const data = operation.responses?.['200']?.content?.['application/json']?.schema?.properties?.data;
  if (data) {
    const type = typeOf(data);
    lines.push(`Answer: \`data\` is ${type.startsWith('{') ? 'an object' : `\`${cell(type)}\``}.`, '');
    lines.push(...fieldTable('Its fields', data.type === 'array' ? data.items : data));
  }
  return lines;
}

/** The reference pages, one an area (the operation's tag), each call in path order. */
export function renderReference(document: ReferenceDocument): Map<string, string> {
  const byArea = new Map<string, string[]>();
  const paths = Object.keys(document.paths)
    .filter((path) => API_PREFIXES.some((prefix) => path.startsWith(prefix)))
    .sort();
  for (const path of paths) {
    for (const method of METHODS) {
      const operation = document.paths[path]![method];
      if (!operation) continue;
      const area = operation.tags?.[0] ?? 'other';
      const lines = byArea.get(area) ?? [];
      lines.push(...renderOperation(method, path, operation));
      byArea.set(area, lines);
    }
  }
  const pages = new Map<string, string>();
  for (const area of [...byArea.keys()].sort()) {
    const header = [
      `# API reference: ${area}`,
      '',
      'Written by `npm run docs:api` from the OpenAPI document of the server (`/api/docs/json`); do not edit.',
      'Every answer is the envelope `{ code, msg, data }`; the conventions are in [../README.md](../README.md).',
      '',
    ];
    pages.set(`${area}.md`, [...header, ...byArea.get(area)!].join('\n').replace(/\n+$/, '\n'));
  }
  return pages;
}
