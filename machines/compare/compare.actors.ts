/**
 * The compare pages' side effects (contracts/endpoints/compare.ts, with the entity pages' team and
 * player calls for one side alone): the comparison of the two sides asked in the
 * address, with each side's state when they cannot be compared (not chosen yet, unknown, the same
 * twice), and the pickers' search.
 */
import { call } from '../../api/call';
import * as compare from '../../contracts/endpoints/compare';
import * as entities from '../../contracts/endpoints/entities';
import { ApiFailure } from '../../contracts/call-error';
import type { CompareQuery, PlayerDetail, PlayersCompare, TeamDetail, TeamsCompare } from '../../contracts/schemas/sports/entities';
import type { CompareKind, SideParam, SideParams } from './compare-ids';

/** A side found alone: enough to show who it is. */
export interface SideSummary {
  id: number;
  name: string;
  /** Crest or photo (/media/…svg). */
  picture: string;
  /** The team's league, or the player's team. */
  subtitle: string;
}

/** A side that cannot be compared yet, or who it is. */
export type SideResult =
  | { state: 'missing' }
  | { state: 'unknown'; raw: string }
  | { state: 'same'; id: number }
  | { state: 'found'; summary: SideSummary };

export type Comparison =
  | { status: 'compared'; kind: 'teams'; data: TeamsCompare }
  | { status: 'compared'; kind: 'players'; data: PlayersCompare }
  | { status: 'partial'; kind: CompareKind; sides: [SideResult, SideResult] };

export interface ComparisonInput {
  kind: CompareKind;
  sides: SideParams;
}

const isNotFound = (error: unknown) => error instanceof ApiFailure && error.status === 404;

/** The calls a comparison makes (the endpoints'; tests give fakes). */
export interface CompareCalls {
  teams: (query: CompareQuery, signal: AbortSignal) => Promise<TeamsCompare>;
  players: (query: CompareQuery, signal: AbortSignal) => Promise<PlayersCompare>;
  team: (id: number, signal: AbortSignal) => Promise<Pick<TeamDetail, 'team'>>;
  player: (id: number, signal: AbortSignal) => Promise<Pick<PlayerDetail, 'player'>>;
}

const API_CALLS: CompareCalls = {
  teams: (query, signal) => call(compare.teamsCompare, { query }, signal),
  players: (query, signal) => call(compare.playersCompare, { query }, signal),
  team: (id, signal) => call(entities.team, { query: { id } }, signal),
  player: (id, signal) => call(entities.player, { query: { id } }, signal),
};

async function summaryOf(calls: CompareCalls, kind: CompareKind, id: number, signal: AbortSignal): Promise<SideSummary> {
  if (kind === 'teams') {
    const { team } = await calls.team(id, signal);
    return { id, name: team.name, picture: team.logo, subtitle: team.league.name };
  }
  const { player } = await calls.player(id, signal);
  return { id, name: player.name, picture: player.photo, subtitle: player.team.name };
}

/** One side on its own: who it is, or that nobody has its id (404); other failures reject. */
async function resolveSide(calls: CompareCalls, kind: CompareKind, side: SideParam, signal: AbortSignal): Promise<SideResult> {
  switch (side.state) {
    case 'missing':
    case 'same':
      return side;
    case 'invalid':
      return { state: 'unknown', raw: side.raw };
    case 'id':
      try {
        return { state: 'found', summary: await summaryOf(calls, kind, side.id, signal) };
      } catch (error) {
        if (isNotFound(error)) return { state: 'unknown', raw: String(side.id) };
        throw error;
      }
  }
}

/**
 * The comparison the address asks for. Two different ids are compared by the server; when it does
 * not know one of them (404, which names only the first it missed), each side is looked up alone
 * so the page can say which is unknown. Otherwise each given side is looked up alone (one chosen
 * so far, or the same twice). Any other failure rejects (the page offers a retry).
 */
export function comparisonLoad(calls: CompareCalls = API_CALLS) {
  return async ({ kind, sides }: ComparisonInput, signal: AbortSignal): Promise<Comparison> => {
    const [a, b] = sides;
    const each = async (): Promise<[SideResult, SideResult]> =>
      Promise.all([resolveSide(calls, kind, a, signal), resolveSide(calls, kind, b, signal)]);
    if (a.state !== 'id' || b.state !== 'id') return { status: 'partial', kind, sides: await each() };
    try {
      const query = { id1: a.id, id2: b.id };
      return kind === 'teams'
        ? { status: 'compared', kind, data: await calls.teams(query, signal) }
        : { status: 'compared', kind, data: await calls.players(query, signal) };
    } catch (error) {
      if (!isNotFound(error)) throw error;
      const resolved = await each();
      // Both exist after all (the data moved meanwhile): the comparison's own failure stands.
      if (resolved.every((side) => side.state === 'found')) throw error;
      return { status: 'partial', kind, sides: resolved };
    }
  };
}

export const loadComparison = comparisonLoad();

/** One result of a picker's search. */
export interface PickerOption {
  id: number;
  name: string;
  picture: string;
  /** The team's league, or the player's team. */
  subtitle: string;
}

export interface PickerResults {
  options: PickerOption[];
  /** How many match in all (the list shows the first page). */
  total: number;
}

export interface PickerSearchInput {
  kind: CompareKind;
  keyword: string;
}

/** How many results a picker lists. */
export const PICKER_PAGE_SIZE = 20;

/** A picker's search: teams or players by name (a blank keyword lists the first ones). */
export async function searchOptions({ kind, keyword }: PickerSearchInput, signal: AbortSignal): Promise<PickerResults> {
  // A blank keyword lists the first ones.
  const query = { keyword: keyword.trim(), pageNum: 1, pageSize: PICKER_PAGE_SIZE };
  if (kind === 'teams') {
    const page = await call(compare.teamSearch, { query }, signal);
    return { total: page.total, options: page.list.map((t) => ({ id: t.id, name: t.name, picture: t.logo, subtitle: t.league.name })) };
  }
  const page = await call(compare.playerSearch, { query }, signal);
  return { total: page.total, options: page.list.map((p) => ({ id: p.id, name: p.name, picture: p.photo, subtitle: p.team.name })) };
}
