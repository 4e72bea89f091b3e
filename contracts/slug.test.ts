import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Đà Nẵng', 'da-nang'],
    ['Hà Nội FC', 'ha-noi-fc'],
    ['Hoàng Anh Gia Lai', 'hoang-anh-gia-lai'],
    ['Thể Thao & Bóng Đá!', 'the-thao-bong-da'],
    ['  Sông   Lam  Nghệ An  ', 'song-lam-nghe-an'],
    ['Manchester United F.C.', 'manchester-united-f-c'],
    ['V.League 1', 'v-league-1'],
    ['Ưu đãi Tết 2026', 'uu-dai-tet-2026'],
    ['already-a-slug', 'already-a-slug'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('uses the placeholder when nothing usable is given', () => {
    expect(slugify('', 'league-name')).toBe('league-name');
    expect(slugify(null, 'team-name')).toBe('team-name');
    expect(slugify(undefined, 'x')).toBe('x');
    expect(slugify('!!! ???', 'league-name')).toBe('league-name');
  });

  it('is idempotent', () => {
    expect(slugify(slugify('Bình Dương'))).toBe('binh-duong');
  });
});
