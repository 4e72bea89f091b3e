import { describe, expect, it } from 'vitest';
import { boardIsEmpty } from './football.loaders';
import type { DayBoard } from '../../contracts/schemas/sports/matches';

const board = (total: number, counts: number[]): DayBoard => ({
  day: '2026-11-24',
  timeZone: 'Asia/Ho_Chi_Minh',
  kind: 'results',
  total,
  leagues: counts.map((n, i) => ({
    league: { id: i + 1, name: `L${i}`, shortName: `L${i}`, logo: '', country: 'VN', kind: 'league', featured: false, sort: i },
    matches: Array.from({ length: n }, () => ({}) as DayBoard['leagues'][number]['matches'][number]),
  })),
});

describe('boardIsEmpty', () => {
  it.each<[string, DayBoard, boolean]>([
    ['no league', board(0, []), true],
    ['leagues without matches', board(0, [0, 0]), true],
    ['a total of 0', board(0, [2]), true],
    ['matches', board(3, [2, 1]), false],
    ['one league with matches', board(1, [0, 1]), false],
  ])('%s → %s', (_, answer, empty) => {
    expect(boardIsEmpty(answer)).toBe(empty);
  });
});
