import { describe, expect, it } from 'vitest';
import { newsListHref, shareLink, splitLead } from './news-format';

describe('newsListHref', () => {
  it.each([
    [['noi-bat'], '/tin-tuc'],
    [['xem-nhieu-nhat'], '/tin-tuc?sort=xem-nhieu-nhat'],
    [['noi-bat', 'bong-da'], '/tin-tuc/bong-da'],
    [['de-xuat', 'bong-da'], '/tin-tuc/bong-da?sort=de-xuat'],
    [['xem-nhieu-nhat', 'bong-da', 'chuyen-nhuong'], '/tin-tuc/bong-da/chuyen-nhuong?sort=xem-nhieu-nhat'],
    [['noi-bat', undefined, 'tin-moi'], '/tin-tuc'],
  ] as const)('%j → %s', (args, expected) => {
    expect(newsListHref(...(args as unknown as Parameters<typeof newsListHref>))).toBe(expected);
  });
});

describe('shareLink', () => {
  it.each([
    ['vi', 'https://sanco.example/tin-tuc/bong-da/tin-moi/a-1'],
    ['en', 'https://sanco.example/tin-tuc/bong-da/tin-moi/a-1?lang=en'],
    ['zh', 'https://sanco.example/tin-tuc/bong-da/tin-moi/a-1?lang=zh'],
  ] as const)('%s → %s', (locale, expected) => {
    expect(shareLink('https://sanco.example', '/tin-tuc/bong-da/tin-moi/a-1', locale)).toBe(expected);
  });
});

describe('splitLead', () => {
  it.each([
    [[1, 2, 3], true, { lead: 1, rest: [2, 3] }],
    [[1, 2, 3], false, { lead: null, rest: [1, 2, 3] }],
    [[], true, { lead: null, rest: [] }],
    [[7], true, { lead: 7, rest: [] }],
  ])('%j (lead %s)', (items, withLead, expected) => {
    expect(splitLead(items, withLead)).toEqual(expected);
  });
});
