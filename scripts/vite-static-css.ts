/**
 * A Vite (build) plugin that runs Panda's `css({...})` at build time where its argument is a plain
 * literal (strings, numbers, nested objects and arrays of them): the call becomes the class names it
 * returns. Panda's runtime walks each style object when the module loads (about 0.3 ms a call on a
 * desktop, several on a phone), and the shell and a page make a few hundred such calls before the
 * first input. The class names are the runtime's own (the generated styled-system/css is called
 * here), and Panda's CSS is extracted from the sources as before. A call with anything computed
 * (a variable, a spread, a condition) is left to the runtime, and so is a module where the name
 * `css` is bound to something else as well.
 */
import MagicString from 'magic-string';
import { pathToFileURL } from 'node:url';
import { parseSync } from 'rolldown/utils';
import type { Plugin } from 'vite';

type Css = (styles: Record<string, unknown>) => string;
type Node = { type: string; start: number; end: number; [key: string]: unknown };

const STYLED_SYSTEM_CSS = /(^|\/)styled-system\/css(\/index\.mjs|\/css\.mjs)?$/;
const NOT_STATIC = Symbol('not static');

/** The value of a literal expression, or NOT_STATIC. */
export function literalValue(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return node.regex || typeof node.value === 'bigint' ? NOT_STATIC : node.value;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0 ? (node.quasis as Array<{ value: { cooked: string } }>)[0]!.value.cooked : NOT_STATIC;
    case 'UnaryExpression': {
      const argument = node.argument as Node;
      return node.operator === '-' && argument.type === 'Literal' && typeof argument.value === 'number' ? -argument.value : NOT_STATIC;
    }
    case 'ArrayExpression': {
      const values: unknown[] = [];
      for (const element of node.elements as Array<Node | null>) {
        const value = element ? literalValue(element) : NOT_STATIC;
        if (value === NOT_STATIC) return NOT_STATIC;
        values.push(value);
      }
      return values;
    }
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties as Node[]) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.computed || property.method || property.shorthand) return NOT_STATIC;
        const key = property.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' && (typeof key.value === 'string' || typeof key.value === 'number') ? String(key.value) : null;
        const value = literalValue(property.value as Node);
        if (name === null || value === NOT_STATIC) return NOT_STATIC;
        object[name] = value;
      }
      return object;
    }
    default:
      return NOT_STATIC;
  }
}

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (item && typeof item === 'object' && typeof (item as Node).type === 'string') found.push(item as Node);
    if (value && typeof value === 'object' && !Array.isArray(value) && typeof (value as Node).type === 'string') found.push(value as Node);
  }
  return found;
}

/** Whether anything but the import binds `name` (a variable, parameter, function or class). */
function boundElsewhere(program: Node, name: string): boolean {
  const binds = (node: Node | null | undefined): boolean => {
    if (!node) return false;
    if (node.type === 'Identifier') return node.name === name;
    if (node.type === 'AssignmentPattern') return binds(node.left as Node);
    if (node.type === 'RestElement') return binds(node.argument as Node);
    if (node.type === 'ArrayPattern') return (node.elements as Array<Node | null>).some(binds);
    if (node.type === 'ObjectPattern') return (node.properties as Node[]).some((p) => binds((p.type === 'Property' ? p.value : p.argument) as Node));
    return false;
  };
  const visit = (node: Node): boolean => {
    if (node.type === 'VariableDeclarator' && binds(node.id as Node)) return true;
    if ((node.type === 'FunctionDeclaration' || node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression') && ((node.id && binds(node.id as Node)) || (node.params as Node[]).some(binds))) return true;
    if ((node.type === 'ClassDeclaration' || node.type === 'ClassExpression') && node.id && binds(node.id as Node)) return true;
    if (node.type === 'CatchClause' && binds(node.param as Node)) return true;
    return children(node).some(visit);
  };
  return visit(program);
}

/** `code` with each static `css({...})` call replaced by its class names, or null when there is none. */
export function inlineStaticCss(code: string, id: string, css: Css): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('styled-system/css')) return null;
  const { program, errors } = parseSync(id, code);
  if (errors.length > 0) return null;
  const root = program as unknown as Node;
  let local: string | null = null;
  for (const statement of (root.body as Node[]) ?? []) {
    if (statement.type !== 'ImportDeclaration' || !STYLED_SYSTEM_CSS.test((statement.source as { value: string }).value)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = specifier.imported as Node | undefined;
      if (specifier.type === 'ImportSpecifier' && imported?.type === 'Identifier' && imported.name === 'css') local = (specifier.local as Node).name as string;
    }
  }
  if (local === null || boundElsewhere(root, local)) return null;

  const edits = new MagicString(code);
  let inlined = 0;
  const visit = (node: Node) => {
    const callee = node.callee as Node | undefined;
    const args = node.arguments as Node[] | undefined;
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === local && args?.length === 1) {
      const styles = literalValue(args[0]!);
      if (styles !== NOT_STATIC && styles !== null && typeof styles === 'object' && !Array.isArray(styles)) {
        edits.overwrite(node.start, node.end, JSON.stringify(css(styles as Record<string, unknown>)));
        inlined++;
        return;
      }
    }
    children(node).forEach(visit);
  };
  visit(root);
  if (inlined === 0) return null;
  return { code: edits.toString(), map: edits.generateMap({ source: id, hires: 'boundary', includeContent: true }) };
}

export function staticCss(options: { cssModule: string }): Plugin {
  let css: Css;
  return {
    name: 'vls-static-css',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      css = ((await import(pathToFileURL(options.cssModule).href)) as { css: Css }).css;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (id.startsWith('\0') || file.includes('/node_modules/') || file.includes('/styled-system/') || !/\.(tsx?|jsx?)$/.test(file)) return null;
      return inlineStaticCss(code, file, css);
    },
  };
}
