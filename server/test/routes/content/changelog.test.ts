import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test-app.ts';
import { CHANGELOG_FILE, parseChangelog } from '../../../src/routes/content/changelog-routes.ts';
import type { Changelog } from '../../../../contracts/schemas/content/changelog.ts';
import { call } from './content-helpers.ts';

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

  it('gives an empty changelog for an empty or unrelated file', () => {
    expect(parseChangelog('')).toEqual({ intro: '', entries: [] });
    expect(parseChangelog('hello\n- a bullet without a day')).toEqual({ intro: 'hello - a bullet without a day', entries: [] });
  });
});

describe('GET /other/api/changelog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  it("answers the project's own CHANGELOG.md, newest day first", async () => {
    const { status, body } = await call<Changelog>(t, '/other/api/changelog');
    expect(status).toBe(200);
    const file = await readFile(CHANGELOG_FILE, 'utf8');
    const days = [...file.matchAll(/^## (\d{4}-\d{2}-\d{2})$/gm)].map((m) => m[1]!);
    expect(body.data.entries.map((e) => e.date)).toEqual([...days].sort().reverse());
    expect(body.data.entries.every((e) => e.items.length > 0)).toBe(true);
    // Every item is a bullet of the file (its first words are there).
    for (const item of body.data.entries.flatMap((e) => e.items)) expect(file).toContain(item.split(' ').slice(0, 4).join(' '));
    expect(body.data.intro.length).toBeGreaterThan(0);
  });
});
