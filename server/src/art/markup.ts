/**
 * The one way generated pictures write elements: attributes come as an object, so a name can be
 * given once only (a repeated attribute makes the whole SVG invalid XML, and browsers then draw
 * nothing). Defaults are overridden by spreading: `{ ...defaults, 'font-family': 'monospace' }`.
 */
import { escapeXml } from '../escape.ts';

/** Attribute values; undefined, null and false leave the attribute out. */
export type Attrs = Readonly<Record<string, string | number | false | null | undefined>>;

const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;

/** ` name="value"` for each given attribute, values escaped. */
export function attrs(values: Attrs): string {
  let out = '';
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    if (!NAME.test(name)) throw new Error(`Not an attribute name: ${name}`);
    out += ` ${name}="${escapeXml(String(value))}"`;
  }
  return out;
}

/** An element: self-closing without content; `content` is markup (escape text with escapeXml or use `text`). */
export function el(name: string, values: Attrs, content?: string): string {
  return content === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${content}</${name}>`;
}

/** A `<text>` element holding `content` as text. */
export function text(values: Attrs, content: string): string {
  return el('text', values, escapeXml(content));
}
