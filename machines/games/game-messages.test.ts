import { describe, expect, it } from 'vitest';
import { hostData, hostSaved, MESSAGE_SCORE_MAX, readGameMessage } from './game-messages';

describe('readGameMessage', () => {
  it.each([
    [{ source: 'vls-game', type: 'ready' }, { type: 'ready' }],
    [{ source: 'vls-game', type: 'start', extra: 1 }, { type: 'start' }],
    [{ source: 'vls-game', type: 'over', score: 0 }, { type: 'over', score: 0 }],
    [{ source: 'vls-game', type: 'over', score: 750 }, { type: 'over', score: 750 }],
    [{ source: 'vls-game', type: 'over', score: MESSAGE_SCORE_MAX }, { type: 'over', score: MESSAGE_SCORE_MAX }],
    [{ source: 'vls-game', type: 'over', score: MESSAGE_SCORE_MAX + 1 }, null],
    [{ source: 'vls-game', type: 'over', score: -1 }, null],
    [{ source: 'vls-game', type: 'over', score: 1.5 }, null],
    [{ source: 'vls-game', type: 'over', score: '100' }, null],
    [{ source: 'vls-game', type: 'over' }, null],
    [{ source: 'vls-game', type: 'over', score: Number.NaN }, null],
    [{ source: 'vls-host', type: 'ready' }, null],
    [{ source: 'vls-game', type: 'eval' }, null],
    [{ type: 'ready' }, null],
    ['{"source":"vls-game","type":"ready"}', null],
    [null, null],
    [[{ source: 'vls-game', type: 'ready' }], null],
    [42, null],
  ])('%j → %j', (data, expected) => {
    expect(readGameMessage(data)).toEqual(expected);
  });
});

describe('host messages', () => {
  it('carry the host source', () => {
    expect(hostData({ questions: [] })).toEqual({ source: 'vls-host', type: 'data', data: { questions: [] } });
    expect(hostSaved('ok')).toEqual({ source: 'vls-host', type: 'saved', text: 'ok' });
  });
});
