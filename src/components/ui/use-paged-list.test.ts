import { describe, expect, it } from 'vitest';
import { pageAddress, pageFromSearch } from './use-paged-list';

describe('a list page in the address', () => {
  it.each([
    ['', 1],
    ['?trang=3', 3],
    ['trang=12&sort=noi-bat', 12],
    ['?trang=0', 1],
    ['?trang=-1', 1],
    ['?trang=2.5', 1],
    ['?trang=abc', 1],
    ['?trang=9999999', 1],
    ['?trang=', 1],
  ])('%j names page %i', (search, page) => expect(pageFromSearch(search)).toBe(page));

  it.each([
    ['/tin-tuc', '', 2, '/tin-tuc?trang=2'],
    ['/tin-tuc', 'sort=noi-bat', 3, '/tin-tuc?sort=noi-bat&trang=3'],
    ['/tin-tuc', 'sort=noi-bat&trang=3', 1, '/tin-tuc?sort=noi-bat'],
    ['/phim-anh', 'trang=4', 1, '/phim-anh'],
  ])('%s?%s, page %i → %s', (path, search, page, address) => expect(pageAddress(path, search, page)).toBe(address));
});
