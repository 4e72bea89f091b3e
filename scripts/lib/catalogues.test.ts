import { describe, expect, it } from 'vitest';
import { checkCatalogues, messageIdsModule } from './catalogues.ts';

describe('checkCatalogues', () => {
  it('accepts three catalogues with the same keys and returns the sorted ids', () => {
    const result = checkCatalogues({
      vi: { 'b.title': 'Trang chủ', 'a.hello': 'Xin chào {name}' },
      en: { 'a.hello': 'Hello {name}', 'b.title': 'Home' },
      zh: { 'a.hello': '你好 {name}', 'b.title': '首頁' },
    });

    expect(result).toMatchObject({ ok: true, ids: ['a.hello', 'b.title'] });
  });

  it('names each key missing from each catalogue and where it is present', () => {
    const result = checkCatalogues({
      vi: { 'a.hello': 'Xin chào', 'b.title': 'Trang chủ' },
      en: { 'a.hello': 'Hello' },
      zh: { 'b.title': '首頁', 'c.extra': '額外' },
    });

    expect(result.ok).toBe(false);
    const text = result.ok ? '' : result.problems.join('\n');
    expect(text).toContain('locales/en.json is missing 2 key(s)');
    expect(text).toContain('- b.title  (present in vi, zh)');
    expect(text).toContain('- c.extra  (present in zh)');
    expect(text).toContain('locales/zh.json is missing 1 key(s)');
    expect(text).toContain('- a.hello  (present in vi, en)');
    expect(text).toContain('locales/vi.json is missing 1 key(s)');
  });

  it('rejects nested objects and non-object catalogues', () => {
    const result = checkCatalogues({
      vi: { 'a.hello': 'Xin chào' },
      en: { a: { hello: 'Hello' } },
      zh: ['你好'],
    });

    expect(result).toEqual({
      ok: false,
      problems: [
        'locales/en.json: "a" is not a string (nested objects are not allowed; use dotted ids)',
        'locales/zh.json: expected a flat JSON object { "dotted.id": "message" }',
      ],
    });
  });

  it('reports empty values together with missing keys', () => {
    const result = checkCatalogues({
      vi: { 'a.hello': '  ', 'b.title': 'Trang chủ' },
      en: { 'a.hello': 'Hello', 'b.title': 'Home' },
      zh: { 'a.hello': '你好' },
    });

    expect(result).toEqual({
      ok: false,
      problems: [
        'locales/vi.json: "a.hello" is empty',
        'locales/zh.json is missing 1 key(s):\n    - b.title  (present in vi, en)',
      ],
    });
  });
});

describe('messageIdsModule', () => {
  it('writes a union type of the ids', () => {
    expect(messageIdsModule(['a.hello', "it's"])).toContain('export type MessageId =\n  | "a.hello"\n  | "it\'s";\n');
  });

  it('writes never when there is no id', () => {
    expect(messageIdsModule([])).toContain('export type MessageId = never;');
  });
});
