import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAreas, readCatalogues } from './catalogues.ts';

describe('checkAreas', () => {
  it('joins the area files into one catalogue per language and returns the sorted ids', () => {
    const result = checkAreas({
      'films.json': { 'films.title': { vi: 'Phim', en: 'Films', zh: '電影' } },
      'shell.json': { 'app.hello': { vi: 'Xin chào {name}', en: 'Hello {name}', zh: '你好 {name}' } },
    });

    expect(result).toEqual({
      ok: true,
      ids: ['app.hello', 'films.title'],
      catalogues: {
        vi: { 'films.title': 'Phim', 'app.hello': 'Xin chào {name}' },
        en: { 'films.title': 'Films', 'app.hello': 'Hello {name}' },
        zh: { 'films.title': '電影', 'app.hello': '你好 {name}' },
      },
    });
  });

  it('names every message that lacks a language, is empty, has an unknown language or is declared twice', () => {
    const result = checkAreas({
      'films.json': {
        'films.title': { vi: 'Phim', en: 'Films' },
        'films.empty': { vi: '  ', en: 'None', zh: '沒有' },
        'films.extra': { vi: 'Phim', en: 'Films', zh: '電影', fr: 'Films' },
        'films.flat': 'Phim',
      },
      'music.json': { 'films.title': { vi: 'Phim', en: 'Films', zh: '電影' } },
      'tv.json': ['kênh'],
    });

    expect(result).toEqual({
      ok: false,
      problems: [
        'locales/films.json: "films.title" has no zh',
        'locales/films.json: "films.empty" is empty in vi',
        'locales/films.json: "films.extra" has unknown language(s) fr',
        'locales/films.json: "films.flat" is not { "vi": …, "en": …, "zh": … }',
        'locales/music.json: "films.title" is already declared in locales/films.json',
        'locales/tv.json: expected an object { "dotted.id": { "vi": …, "en": …, "zh": … } }',
      ],
    });
  });
});

describe('readCatalogues', () => {
  it('reads the folder and refuses a file that is not JSON, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    writeFileSync(join(dir, 'films.json'), JSON.stringify({ 'films.title': { vi: 'Phim', en: 'Films', zh: '電影' } }));
    expect(readCatalogues(dir).en).toEqual({ 'films.title': 'Films' });

    writeFileSync(join(dir, 'tv.json'), '{ "tv.title": ');
    expect(() => readCatalogues(dir)).toThrow(/locales\/tv\.json is not valid JSON/);
  });

  it('reads the repository catalogues: the same ids in the three languages', () => {
    const { vi, en, zh } = readCatalogues();
    expect(Object.keys(vi).length).toBeGreaterThan(2000);
    expect(Object.keys(en)).toEqual(Object.keys(vi));
    expect(Object.keys(zh)).toEqual(Object.keys(vi));
  });
});
