/**
 * The data of the /tip-keo pages (machines/loader), from the tips' endpoints
 * (contracts/endpoints/tips.ts): loaders of one answer, and paged lists made for one query (a view
 * mounts one per query, keyed by it), plus the optimistic follow toggles and the tip form with their
 * calls. The matches a member may tip are the day board's (contracts/endpoints/football.ts).
 */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { dayBoard } from '../../contracts/endpoints/football';
import * as tips from '../../contracts/endpoints/tips';
import type { MatchWithOdds, Sport } from '../../contracts/schemas/sports/matches';
import type { CreateTipBody, MyTipsQuery, TipCategoryParam, TipEventsQuery, TipItem, TipTypeParam } from '../../contracts/schemas/sports/tips';
import { createLoader } from '../loader/loader.machine';
import { createPagedList } from '../loader/paged-list.machine';
import { followMachine, type FollowState } from '../follow/follow.machine';
import { tipFormMachine } from './tip-form.machine';
import { isTippable } from './tip-rules';

export const TIPS_PAGE_SIZE = 12;
export const EVENTS_PAGE_SIZE = 12;
export const TOP_TIPSTERS = 8;

/** One tip by slug (`{ query: { slug } }`: /tip-keo/chi-tiet/:slug and /tip-keo/:category/:type/:slug). */
export const tipDetailLoader = createLoader(tips.tipDetail);

/** A tipster's record in a category or all (`{ query: { id, category? } }`), with whether the visitor follows them. */
export const tipsterLoader = createLoader(tips.tipster);

/** The three types of a category with their tip counts (the type tabs): `{ query: { category } }`. */
export const tipTypesLoader = createLoader(tips.tipTypes);

/** The best tipsters by win rate, of a category or all. */
export const topTipstersLoader = createLoader(
  (category: TipCategoryParam | undefined, signal) => call(tips.topTipsters, { query: { type: category, pageNum: 1, pageSize: TOP_TIPSTERS } }, signal),
  { isEmpty: (page) => page.list.length === 0 },
);

/** One match with its odds and consensus (the header of /tip-keo/:category/tran-dau/:id); its tips are a paged list. */
export const tipMatchLoader = createLoader((fixtureId: number, signal) => call(tips.tipMatch, { query: { fixtureId, pageNum: 1, pageSize: 1 } }, signal));

export interface MatchOptionsInput {
  sport: Sport;
  date: string;
  timezone: string;
  /** The instant the options are read at: only matches still to kick off by then. */
  nowMs: number;
}

/** One day's matches of a sport a member may still tip (coming up, with odds), by kick-off, leagues as the board orders them. */
export async function loadMatchOptions(input: MatchOptionsInput, signal: AbortSignal): Promise<MatchWithOdds[]> {
  const board = await call(dayBoard, { query: { kind: 'odds', sport: input.sport, date: input.date, timezone: input.timezone } }, signal);
  return board.leagues.flatMap((l) => l.matches).filter((m) => isTippable(m, input.nowMs));
}

export const matchOptionsLoader = createLoader(loadMatchOptions, { isEmpty: (list) => list.length === 0 });

export interface TipListQuery {
  category?: TipCategoryParam;
  type?: TipTypeParam;
  fixtureId?: number;
  authorId?: number;
}

/** Tips of a category, type, match or tipster (or all), newest first. */
export const tipsList = (query: TipListQuery) => createPagedList<TipItem>((pageNum, signal) => call(tips.tipList, { query: { ...query, pageNum, pageSize: TIPS_PAGE_SIZE } }, signal));

/** Matches with tips (the su-kien page). */
export const tipEventsList = (category: TipCategoryParam, status: TipEventsQuery['status']) =>
  createPagedList((pageNum, signal) => call(tips.tipEvents, { query: { category, status, pageNum, pageSize: EVENTS_PAGE_SIZE } }, signal));

/** The member's tips: posted, followed, or by the tipsters they follow. */
export const myTipsList = (kind: MyTipsQuery['kind']) => createPagedList((pageNum, signal) => call(tips.myTips, { query: { kind, pageNum, pageSize: TIPS_PAGE_SIZE } }, signal));

/** The tipsters the member follows, with their records. */
export const followedTipstersList = () => createPagedList((pageNum, signal) => call(tips.followedTipsters, { query: { pageNum, pageSize: TIPS_PAGE_SIZE } }, signal));

/** Following a tipster, optimistic (follow.machine.ts). */
export const tipsterFollowMachine = followMachine.provide({
  actors: {
    send: fromPromise<FollowState, { id: number; follow: boolean }>(({ input, signal }) => call(input.follow ? tips.tipsterFollow : tips.tipsterUnfollow, { body: { tipsterId: input.id } }, signal)),
  },
});

/** Following (bookmarking) a tip, optimistic: it then shows under "my tips". */
export const tipFollowMachine = followMachine.provide({
  actors: {
    send: fromPromise<FollowState, { id: number; follow: boolean }>(({ input, signal }) => call(input.follow ? tips.tipFollow : tips.tipUnfollow, { body: { tipId: input.id } }, signal)),
  },
});

/** The tip form posting for real. */
export const postTipMachine = tipFormMachine.provide({
  actors: { postTip: fromPromise<TipItem, CreateTipBody>(({ input, signal }) => call(tips.tipCreate, { body: input }, signal)) },
});
