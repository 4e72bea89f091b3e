/**
 * A strict, small XML reader for the tests: it throws on anything that is not well-formed XML 1.0
 * (an unclosed or crossed element, an unquoted or repeated attribute, a bare `&` or `<`, an unknown
 * entity, text outside the root, a second root) and returns the element tree.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string, where: string): string {
  if (/<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new Error(`bad character data in ${where}: ${text.slice(0, 80)}`);
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (_, ref: string) =>
    ref.startsWith('#x') ? String.fromCodePoint(parseInt(ref.slice(2), 16)) : ref.startsWith('#') ? String.fromCodePoint(Number(ref.slice(1))) : ENTITIES[ref]!,
  );
}

export function parseXml(source: string): XmlElement {
  let at = 0;
  const declaration = /^<\?xml\s+version="1\.[0-9]"(?:\s+encoding="[A-Za-z][\w.-]*")?(?:\s+standalone="(?:yes|no)")?\s*\?>/.exec(source);
  if (!declaration) throw new Error('no XML declaration at the very start');
  at = declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    const text = source.slice(at, lt < 0 ? source.length : lt);
    if (stack.length === 0) {
      if (text.trim()) throw new Error(`text outside the root: ${text.trim().slice(0, 40)}`);
    } else stack.at(-1)!.text += decode(text, stack.at(-1)!.name);
    if (lt < 0) break;
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4);
      if (end < 0) throw new Error('unclosed comment');
      at = end + 3;
      continue;
    }
    const gt = source.indexOf('>', lt);
    if (gt < 0) throw new Error('unclosed tag');
    const tag = source.slice(lt + 1, gt);
    at = gt + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameMatch = /^([^\s/>]+)/.exec(body);
    if (!nameMatch || !NAME.test(nameMatch[1]!)) throw new Error(`bad element name in <${tag.slice(0, 40)}>`);
    const element: XmlElement = { name: nameMatch[1]!, attributes: {}, children: [], text: '' };
    let rest = body.slice(nameMatch[1]!.length);
    while (rest.trim()) {
      const attr = /^\s+([^\s=]+)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(rest);
      if (!attr || !NAME.test(attr[1]!)) throw new Error(`bad attribute in <${element.name}>: ${rest.slice(0, 60)}`);
      if (attr[1]! in element.attributes) throw new Error(`repeated attribute ${attr[1]} in <${element.name}>`);
      element.attributes[attr[1]!] = decode(attr[3] ?? attr[4] ?? '', `${element.name}@${attr[1]}`);
      rest = rest.slice(attr[0].length);
    }
    if (stack.length === 0) {
      if (root) throw new Error('a second root element');
      root = element;
    } else stack.at(-1)!.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);
