import { describe, expect, it } from 'vitest';
import type { MatchEvent } from '../../../../contracts/schemas/sports/matches';
import { scorerLines } from './scorers';

let id = 0;
const ev = (side: 'home' | 'away', type: string, name: string | null, minute: number, extra = 0): MatchEvent => ({
  id: ++id,
  minute,
  extra,
  side,
  type,
  player: name === null ? null : { id: name.length, name, shirtNumber: 9, position: 'FW', photo: '' },
  related: null,
  score: null,
});

describe('scorerLines', () => {
  const events = [
    ev('home', 'goal', 'Martínez', 12),
    ev('away', 'yellow', 'Navarro', 20),
    ev('home', 'penalty', 'Torres', 45, 2),
    ev('home', 'goal', 'Martínez', 71),
    ev('home', 'own_goal', 'Silva', 80),
    ev('away', 'sub', 'Ruiz', 60),
    ev('away', 'goal', null, 88),
  ];

  it.each([
    ['home', ["Martínez 12', 71'", "Torres 45+2' (P)", "Silva 80' (OG)"]],
    ['away', ["– 88'"]],
  ] as const)('%s', (side, lines) => {
    expect(scorerLines(events, side, 'OG')).toEqual(lines);
  });

  it('gives nothing before a goal', () => {
    expect(scorerLines([], 'home', 'OG')).toEqual([]);
  });
});
