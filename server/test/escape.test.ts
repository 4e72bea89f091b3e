import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml, jsonForScript, scriptSafeJson } from '../src/escape.ts';

const HOSTILE = `<a href="x">Tom & Jerry's</a>`;

describe('escaping what the server writes as markup', () => {
  it('writes hostile text as HTML text or a quoted attribute', () => {
    expect(escapeHtml(HOSTILE)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('writes hostile text as XML text or a quoted attribute (sitemaps, SVG pictures)', () => {
    expect(escapeXml(HOSTILE)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });

  it('leaves out of XML the characters it cannot hold (controls, lone surrogates), keeping emoji', () => {
    expect(escapeXml('a\u0001b\u000bc \ud83c d \udfc0 ⚽🏀\tx')).toBe('abc  d  ⚽🏀\tx');
  });

  it('leaves plain text in any language as it is', () => {
    for (const text of ['Hà Nội FC 2-1 SLNA', '家有西貢', '']) {
      expect(escapeHtml(text)).toBe(text);
      expect(escapeXml(text)).toBe(text);
    }
  });

  it('keeps JSON inside a script from ending or changing the element', () => {
    const value = { title: '</script><!-- & \u2028\u2029' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    expect(scriptSafeJson('"<b>"')).toBe('"\\u003cb\\u003e"');
    expect(jsonForScript(undefined)).toBe('null');
  });
});
