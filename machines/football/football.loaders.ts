import { createLoader } from '../loader/loader.machine';
import * as football from '../../contracts/endpoints/football';
import type { DayBoard } from '../../contracts/schemas/sports/matches';

/** A day board holds nothing to show when no league plays that day. */
export const boardIsEmpty = (board: DayBoard): boolean => board.total === 0 || board.leagues.every((g) => g.matches.length === 0);

/** One day (`{ query: { kind, date, timezone } }`) of the results, fixtures or odds board (/ket-qua, /lich-thi-dau, /ty-le-keo), grouped by league. */
export const dayBoardLoader = createLoader(football.dayBoard, { isEmpty: boardIsEmpty });

/** The leagues of a sport: the boards' league filter names the chosen one even on a day it does not play. */
export const leaguesLoader = createLoader(football.leagues, { isEmpty: (list) => list.length === 0 });
