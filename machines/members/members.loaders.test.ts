import { describe, expect, it } from 'vitest';
import { MEMBER_KEYWORD_MAX, membersSearch, parseMembersQuery } from './members.loaders';

describe('the member directory address', () => {
  it.each([
    ['', { keyword: '', sort: 'level' }],
    ['?q=Anh%20Qu%C3%A2n', { keyword: 'Anh Quân', sort: 'level' }],
    ['?q=%20%20lan%20&sort=newest', { keyword: 'lan', sort: 'newest' }],
    ['?sort=oldest', { keyword: '', sort: 'level' }],
    ['?sort=level&q=', { keyword: '', sort: 'level' }],
  ])('reads %j', (search, expected) => {
    expect(parseMembersQuery(search)).toEqual(expected);
  });

  it('cuts a search longer than the server takes', () => {
    expect(parseMembersQuery(`?q=${'a'.repeat(300)}`).keyword).toHaveLength(MEMBER_KEYWORD_MAX);
  });

  it('writes the default order and an empty search as nothing, and reads back what it writes', () => {
    expect(membersSearch({ keyword: '', sort: 'level' })).toBe('');
    expect(membersSearch({ keyword: 'Lê Văn', sort: 'newest' })).toBe('?q=L%C3%AA+V%C4%83n&sort=newest');
    for (const selection of [{ keyword: 'a&b=c', sort: 'newest' }, { keyword: 'BLV', sort: 'level' }] as const) {
      expect(parseMembersQuery(membersSearch(selection))).toEqual(selection);
    }
  });
});
