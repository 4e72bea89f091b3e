/** The level table: a member reaches a level at its minimum experience. */
import type { LocalizedText } from '../i18n.ts';

export interface LevelDefinition {
  level: number;
  minExp: number;
  name: LocalizedText;
}

export const LEVELS: readonly LevelDefinition[] = [
  { level: 1, minExp: 0, name: { vi: 'Tân binh', en: 'Rookie', zh: '新手' } },
  { level: 2, minExp: 100, name: { vi: 'Người hâm mộ', en: 'Fan', zh: '球迷' } },
  { level: 3, minExp: 300, name: { vi: 'Cổ động viên', en: 'Supporter', zh: '支持者' } },
  { level: 4, minExp: 600, name: { vi: 'Fan cứng', en: 'Die-hard fan', zh: '鐵粉' } },
  { level: 5, minExp: 1000, name: { vi: 'Chuyên gia', en: 'Expert', zh: '專家' } },
  { level: 6, minExp: 1600, name: { vi: 'Bình luận gia', en: 'Pundit', zh: '評論家' } },
  { level: 7, minExp: 2500, name: { vi: 'Ngôi sao', en: 'Star', zh: '明星' } },
  { level: 8, minExp: 4000, name: { vi: 'Huyền thoại', en: 'Legend', zh: '傳奇' } },
  { level: 9, minExp: 6000, name: { vi: 'Siêu sao', en: 'Superstar', zh: '超級巨星' } },
  { level: 10, minExp: 9000, name: { vi: 'Vua sân cỏ', en: 'King of the pitch', zh: '球場之王' } },
];

export function levelForExp(exp: number): LevelDefinition {
  let found = LEVELS[0]!;
  for (const level of LEVELS) if (exp >= level.minExp) found = level;
  return found;
}
