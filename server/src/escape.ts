/**
 * Escaping for what the server writes as markup: pages, the dev mailbox, sitemaps and generated
 * SVG pictures. Every text that reaches them goes through one of these: seeded and member-written
 * text (room titles, team names, nicknames) is hostile.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * JSON text made safe inside `<script>`: `<`, `>` and `&` become \u003c, \u003e and \u0026 (so no
 * `</script>` or `<!--` can end or change the element) and U+2028/U+2029 are escaped too. These
 * characters only ever occur inside JSON strings, where the escapes mean the same thing.
 */
export function scriptSafeJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A value as JSON safe inside `<script>`. */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value) ?? 'null');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Characters XML cannot hold at all: C0 controls other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF. */
// eslint-disable-next-line no-control-regex -- these control characters are what it finds
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for XML content or a quoted attribute (sitemaps, SVG pictures); characters XML cannot hold are left out. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);
}
