import { describe, expect, it } from 'vitest';
import { comicSearch, parseComicQuery, type ComicView } from './comic-query';

describe('the address of a comics view', () => {
  it.each<[string, ComicView]>([
    ['', { view: 'list', genre: null, sort: 'moi-cap-nhat' }],
    ['?the-loai=the-thao', { view: 'list', genre: 'the-thao', sort: 'moi-cap-nhat' }],
    ['?sap-xep=xem-nhieu-nhat', { view: 'list', genre: null, sort: 'xem-nhieu-nhat' }],
    ['?truyen=vua-san-co', { view: 'detail', slug: 'vua-san-co' }],
    ['?truyen=vua-san-co&chuong=3', { view: 'reader', slug: 'vua-san-co', chapter: 3, page: null }],
    ['?truyen=vua-san-co&chuong=3&trang=12', { view: 'reader', slug: 'vua-san-co', chapter: 3, page: 12 }],
    ['truyen=a1&chuong=1', { view: 'reader', slug: 'a1', chapter: 1, page: null }],
  ])('%s is %j', (search, view) => {
    expect(parseComicQuery(search)).toEqual(view);
    if (view.view !== 'invalid') expect(parseComicQuery(comicSearch(view))).toEqual(view);
  });

  it.each([
    '?the-loai=The Thao',
    '?sap-xep=random',
    '?truyen=',
    '?truyen=Vua_San',
    '?truyen=a&chuong=0',
    '?truyen=a&chuong=-1',
    '?truyen=a&chuong=1.5',
    '?truyen=a&chuong=abc',
    '?truyen=a&chuong=123456',
    '?truyen=a&chuong=2&trang=0',
    '?truyen=a&trang=2',
    '?chuong=2',
  ])('%s is not a view', (search) => {
    expect(parseComicQuery(search)).toEqual({ view: 'invalid' });
  });

  it('writes the default list as no query at all', () => {
    expect(comicSearch({ view: 'list', genre: null, sort: 'moi-cap-nhat' })).toBe('');
    expect(comicSearch({ view: 'reader', slug: 'x', chapter: 2, page: null })).toBe('?truyen=x&chuong=2');
  });
});
