import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { CHANGELOG_FILE, changelogFile, changelogIn, parseChangelog } from '../../../src/routes/info/routes.ts';
import type { Changelog } from '../../../../contracts/schemas/content/changelog.ts';
import { call } from '../content/content-helpers.ts';

describe('parseChangelog', () => {
  it('reads one entry per dated heading and one item per bullet, joining wrapped lines, newest first', () => {
    const parsed = parseChangelog(
      [
        '# Changelog',
        '',
        'What changes, newest first.',
        '',
        '## 2026-01-02',
        '',
        '- First change, written',
        '  over two lines.',
        '* Second <b>change</b> with `code`.',
        '',
        '## Not a date',
        '- ignored',
        '',
        '## 2026-03-04',
        '- Newer.',
        '## 2026-05-06',
        '',
      ].join('\n'),
    );
    expect(parsed).toEqual({
      intro: 'What changes, newest first.',
      entries: [
        { date: '2026-03-04', items: ['Newer.'] },
        { date: '2026-01-02', items: ['First change, written over two lines.', 'Second <b>change</b> with `code`.'] },
      ],
    });
  });

  it('joins wrapped Chinese lines without a space, and other lines with one', () => {
    const parsed = parseChangelog(['## 2026-01-02', '- 短影音：用按鍵快速上下切換，', '  不再跳回 `/short`', '  剛離開的影片。', '- 頁面', '  更快', '- Mixed 中文', '  words.'].join('\n'));
    expect(parsed.entries[0]!.items).toEqual(['短影音：用按鍵快速上下切換，不再跳回 `/short` 剛離開的影片。', '頁面更快', 'Mixed 中文 words.']);
  });

  it('keeps an indented bullet on a line of its own, a nested list in the item', () => {
    const parsed = parseChangelog(['## 2026-01-02', '- Media that plays:', '  - **news**, with', '    reading time;', '  - films', '- Next.'].join('\n'));
    expect(parsed.entries[0]!.items).toEqual(['Media that plays:\n- **news**, with reading time;\n- films', 'Next.']);
  });

  it('gives an empty changelog for an empty or unrelated file', () => {
    expect(parseChangelog('')).toEqual({ intro: '', entries: [] });
    expect(parseChangelog('hello\n- a bullet without a day')).toEqual({ intro: 'hello - a bullet without a day', entries: [] });
  });
});

describe('changelogIn', () => {
  const english = {
    intro: 'What changes.',
    entries: [
      { date: '2026-03-04', items: ['Newest, not translated yet.'] },
      { date: '2026-02-03', items: ['One.', 'Two.'] },
      { date: '2026-01-02', items: ['Oldest.'] },
    ],
  };
  const vietnamese = {
    intro: 'Những thay đổi.',
    entries: [
      { date: '2026-02-03', items: ['Một.'] },
      { date: '2026-01-02', items: ['Cũ nhất.'] },
      { date: '2025-12-01', items: ['Only in the translation.'] },
    ],
  };

  it('gives each day in the language where it is translated whole, in English otherwise', () => {
    expect(changelogIn('vi', english, vietnamese)).toEqual({
      intro: 'Những thay đổi.',
      entries: [
        { date: '2026-03-04', language: 'en', items: ['Newest, not translated yet.'] },
        // Translated in part: the English day, so no change goes missing.
        { date: '2026-02-03', language: 'en', items: ['One.', 'Two.'] },
        { date: '2026-01-02', language: 'vi', items: ['Cũ nhất.'] },
      ],
    });
  });

  it('gives English without a translation, and to an English reader', () => {
    expect(changelogIn('zh', english, null).entries.map((e) => e.language)).toEqual(['en', 'en', 'en']);
    expect(changelogIn('zh', english, null).intro).toBe('What changes.');
    expect(changelogIn('en', english, vietnamese)).toEqual({ intro: 'What changes.', entries: english.entries.map((e) => ({ ...e, language: 'en' })) });
  });
});

describe('the translations of CHANGELOG.md', () => {
  it.each(['vi', 'zh'] as const)('%s translates every day, change for change', async (language) => {
    const english = parseChangelog(await readFile(CHANGELOG_FILE, 'utf8'));
    const translation = parseChangelog(await readFile(changelogFile(language), 'utf8'));
    expect(translation.entries.map((e) => [e.date, e.items.length])).toEqual(english.entries.map((e) => [e.date, e.items.length]));
    // Written for visitors: no names of code, commands or files in any language.
    for (const item of [...english.entries, ...translation.entries].flatMap((e) => e.items)) expect(item).not.toMatch(/`|npm |\.md\b|\.ts\b/);
  });
});

describe('GET /other/api/changelog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it("answers the project's own changelog in Vietnamese by default, newest day first", async () => {
    const { status, body } = await call<Changelog>(t, '/other/api/changelog');
    expect(status).toBe(200);
    const file = await readFile(changelogFile('vi'), 'utf8');
    const days = [...file.matchAll(/^## (\d{4}-\d{2}-\d{2})$/gm)].map((m) => m[1]!);
    expect(body.data.entries.map((e) => e.date)).toEqual([...days].sort().reverse());
    expect(body.data.entries.every((e) => e.items.length > 0)).toBe(true);
    // Every item is a bullet of the file (its first words are there).
    for (const item of body.data.entries.flatMap((e) => e.items)) expect(file).toContain(item.split(' ').slice(0, 4).join(' '));
    expect(body.data.intro.length).toBeGreaterThan(0);
    expect(body.data.entries.every((e) => e.language === 'vi')).toBe(true);
  });

  it.each([
    ['en', CHANGELOG_FILE],
    ['zh', changelogFile('zh')],
  ] as const)('answers a reader of %s in their language', async (language, file) => {
    const { status, body } = await call<Changelog>(t, '/other/api/changelog', { headers: { 'x-language': language } });
    expect(status).toBe(200);
    const parsed = parseChangelog(await readFile(file, 'utf8'));
    expect(body.data.intro).toBe(parsed.intro);
    expect(body.data.entries).toEqual(parsed.entries.map((entry) => ({ ...entry, language })));
  });
});
