import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../contracts/call-error';
import type { PlayersCompare, TeamsCompare } from '../../contracts/schemas/sports/entities';
import { comparisonLoad, type CompareCalls } from './compare.actors';
import { parseSides } from './compare-ids';

const KNOWN = new Set([1, 2, 110]);
const TEAMS = { teams: [], h2h: { summary: { played: 0, firstWins: 0, draws: 0, secondWins: 0 }, matches: [] }, chart: [] } as unknown as TeamsCompare;
const PLAYERS = { players: [], chart: [] } as unknown as PlayersCompare;

/** Fake calls answering like the server: 404 for an id it does not know (the first one missed). */
function fakeCalls(failWith?: ApiFailure) {
  const asked: string[] = [];
  const notFound = (id: number) => new ApiFailure(404, `Team ${id} not found`);
  const compare = <T>(answer: T) => async ({ id1, id2 }: { id1: number; id2: number }) => {
    asked.push(`compare ${id1} ${id2}`);
    if (failWith) throw failWith;
    for (const id of [id1, id2]) if (!KNOWN.has(id)) throw notFound(id);
    return answer;
  };
  const calls: CompareCalls = {
    teams: compare(TEAMS),
    players: compare(PLAYERS),
    team: async (id) => {
      asked.push(`team ${id}`);
      if (!KNOWN.has(id)) throw notFound(id);
      return { team: { name: `Đội ${id}`, logo: `/media/crest/${id}.svg`, league: { id: 1, name: 'V.League 1', logo: '' } } } as never;
    },
    player: async (id) => {
      asked.push(`player ${id}`);
      if (!KNOWN.has(id)) throw notFound(id);
      return { player: { name: `Cầu thủ ${id}`, photo: `/media/player/${id}.svg`, team: { id: 1, name: 'Hà Nội FC' } } } as never;
    },
  };
  return { calls, asked };
}

const signal = new AbortController().signal;

describe('loading a comparison', () => {
  it('compares two known sides with one call', async () => {
    const { calls, asked } = fakeCalls();
    await expect(comparisonLoad(calls)({ kind: 'teams', sides: parseSides('id1=1&id2=2') }, signal)).resolves.toEqual({ status: 'compared', kind: 'teams', data: TEAMS });
    await expect(comparisonLoad(calls)({ kind: 'players', sides: parseSides('id1=110&id2=1') }, signal)).resolves.toEqual({ status: 'compared', kind: 'players', data: PLAYERS });
    expect(asked).toEqual(['compare 1 2', 'compare 110 1']);
  });

  it.each([
    ['the second unknown', 'id1=1&id2=9999', ['found', 'unknown']],
    ['the first unknown', 'id1=9999&id2=2', ['unknown', 'found']],
    ['both unknown', 'id1=9998&id2=9999', ['unknown', 'unknown']],
  ])('says which side is unknown: %s', async (_, search, states) => {
    const { calls } = fakeCalls();
    const result = await comparisonLoad(calls)({ kind: 'teams', sides: parseSides(search) }, signal);
    expect(result.status).toBe('partial');
    if (result.status !== 'partial') return;
    expect(result.sides.map((s) => s.state)).toEqual(states);
    const unknown = result.sides.find((s) => s.state === 'unknown');
    expect(unknown && 'raw' in unknown && search.includes(unknown.raw)).toBe(true);
  });

  it.each([
    ['nothing chosen', '', ['missing', 'missing'], []],
    ['the first only', 'id1=1', ['found', 'missing'], ['team 1']],
    ['the second only', 'id2=2', ['missing', 'found'], ['team 2']],
    ['not an id', 'id1=abc&id2=2', ['unknown', 'found'], ['team 2']],
    ['the same twice', 'id1=1&id2=1', ['found', 'same'], ['team 1']],
    ['one unknown alone', 'id1=9999', ['unknown', 'missing'], ['team 9999']],
  ])('looks each side up alone when they cannot be compared: %s', async (_, search, states, asks) => {
    const { calls, asked } = fakeCalls();
    const result = await comparisonLoad(calls)({ kind: 'teams', sides: parseSides(search) }, signal);
    expect(result.status === 'partial' && result.sides.map((s) => s.state)).toEqual(states);
    expect(asked).toEqual(asks);
  });

  it('names a found side as the server does, the player with his team', async () => {
    const { calls } = fakeCalls();
    const result = await comparisonLoad(calls)({ kind: 'players', sides: parseSides('id1=110') }, signal);
    expect(result.status === 'partial' && result.sides[0]).toEqual({
      state: 'found',
      summary: { id: 110, name: 'Cầu thủ 110', picture: '/media/player/110.svg', subtitle: 'Hà Nội FC' },
    });
  });

  it('rejects with the failure of any other answer (the page offers a retry)', async () => {
    const offline = new ApiFailure(0, 'Failed to fetch');
    const { calls } = fakeCalls(offline);
    await expect(comparisonLoad(calls)({ kind: 'teams', sides: parseSides('id1=1&id2=2') }, signal)).rejects.toBe(offline);
  });
});
