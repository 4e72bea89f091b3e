import { describe, expect, it } from 'vitest';
import { findSection, isHighlightSort, isOwnAddress, matchLine, scorePieces } from './highlight-format';

const categories = [
  { id: 11, slug: 'bong-da', name: 'Football', types: [{ id: 1101, slug: 'v-league-1', name: 'V.League 1' }] },
  { id: 12, slug: 'bong-ro', name: 'Basketball', types: [] },
];

describe('matchLine', () => {
  it('names the teams with the score, an en dash no line can break at', () => {
    expect(matchLine({ home: { name: 'Hà Nội', score: 2 }, away: { name: 'Hải Phòng', score: 1 } })).toBe('Hà Nội 2\u2060–\u20601 Hải Phòng');
  });
});

describe('scorePieces', () => {
  it.each([
    ['Highlights: Arsenal 3-0 Chelsea | Premier League', ['Highlights: Arsenal ', { home: '3', away: '0' }, ' Chelsea | Premier League']],
    ['精華：阿仙奴 10–2 車路士', ['精華：阿仙奴 ', { home: '10', away: '2' }, ' 車路士']],
    ['4-2', [{ home: '4', away: '2' }]],
    ['Season 2025-26 review', ['Season 2025-26 review']],
    ['No score here', ['No score here']],
  ] as const)('%j', (text, pieces) => {
    expect(scorePieces(text)).toEqual(pieces);
  });
});

describe('findSection', () => {
  it.each([
    [undefined, undefined, null, null],
    ['bong-da', undefined, 'Football', null],
    ['bong-da', 'v-league-1', 'Football', 'V.League 1'],
    ['bong-da', 'nba', 'Football', null],
    ['golf', 'v-league-1', null, null],
  ] as const)('%s / %s → %s / %s', (category, type, categoryName, typeName) => {
    const found = findSection(categories, category, type);
    expect(found.category?.name ?? null).toBe(categoryName);
    expect(found.type?.name ?? null).toBe(typeName);
  });

  it('finds nothing before the categories are known', () => {
    expect(findSection(null, 'bong-da', 'v-league-1')).toEqual({ category: null, type: null });
  });
});

describe('isHighlightSort / isOwnAddress', () => {
  it.each([
    ['moi-nhat', true],
    ['xem-nhieu-nhat', true],
    ['hot', false],
    [null, false],
  ] as const)('%s → %s', (value, ok) => expect(isHighlightSort(value)).toBe(ok));

  it.each([
    [{ category: 'bong-da', type: 'v-league-1' }, true],
    [{ category: 'bong-da', type: 'la-liga' }, false],
    [{ category: 'esport', type: 'v-league-1' }, false],
  ] as const)('%j → %s', (params, own) =>
    expect(isOwnAddress({ category: { slug: 'bong-da', name: '' }, type: { slug: 'v-league-1', name: '' } }, params)).toBe(own),
  );
});
