/**
 * A member's favourite teams (/live/api/football/favourite-teams…): the list, follow, unfollow,
 * and the merge of a guest's browser list at login. The page /doi-bong-yeu-thich and the home page
 * (favourites' matches first) read them.
 */
import { Type, type Static } from '@sinclair/typebox';
import { FAVOURITE_TEAMS_MAX } from '../../constants.ts';
import { Id, Nullable } from '../common.ts';
import { LeagueRef, MatchSummary, TeamRef } from './matches.ts';

/** POST …/favourite-teams/follow and …/unfollow */
export const FavouriteTeamBody = Type.Object({ teamId: Id });
export type FavouriteTeamBody = Static<typeof FavouriteTeamBody>;

/** POST …/favourite-teams/merge: the guest's list kept in the browser, at most FAVOURITE_TEAMS_MAX ids (repeats count once). */
export const FavouriteMergeBody = Type.Object({ teamIds: Type.Array(Id, { maxItems: FAVOURITE_TEAMS_MAX }) });
export type FavouriteMergeBody = Static<typeof FavouriteMergeBody>;

export const FavouriteTeam = Type.Object({
  team: TeamRef,
  league: LeagueRef,
  sport: Type.String(),
  followedAt: Type.String({ description: 'ISO 8601, UTC.' }),
  /** The team's match being played now, else its next one. */
  next: Nullable(MatchSummary),
  /** Its last finished match. */
  last: Nullable(MatchSummary),
});
export type FavouriteTeam = Static<typeof FavouriteTeam>;

/** GET …/favourite-teams, and the answer of merge. */
export const FavouriteTeams = Type.Object({
  /** Most recently followed first. */
  list: Type.Array(FavouriteTeam),
  /** The same teams' ids, for the home page's ordering. */
  teamIds: Type.Array(Type.Integer()),
});
export type FavouriteTeams = Static<typeof FavouriteTeams>;

export const FavouriteMergeAnswer = Type.Composite([
  FavouriteTeams,
  Type.Object({
    added: Type.Array(Type.Integer(), { description: 'Ids of the guest list that were new to the member.' }),
    ignored: Type.Array(Type.Integer(), { description: 'Ids of no team, or beyond the limit: not kept.' }),
  }),
]);
export type FavouriteMergeAnswer = Static<typeof FavouriteMergeAnswer>;

export const FavouriteAnswer = Type.Object({ teamId: Type.Integer(), followed: Type.Boolean(), teamIds: Type.Array(Type.Integer()) });
export type FavouriteAnswer = Static<typeof FavouriteAnswer>;

/**
 * GET …/favourite-teams/teams: the same cards for a guest's list kept in the browser (anyone may
 * ask): team ids separated by commas, at most FAVOURITE_TEAMS_MAX, in the order to answer them.
 */
export const TeamCardsQuery = Type.Object({
  ids: Type.String({ pattern: `^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,${FAVOURITE_TEAMS_MAX - 1}}$`, description: 'e.g. 12,1,27' }),
});
export type TeamCardsQuery = Static<typeof TeamCardsQuery>;

/** A favourite without its follow date: what a guest's list shows of each team. */
export const TeamCard = Type.Omit(FavouriteTeam, ['followedAt']);
export type TeamCard = Static<typeof TeamCard>;

/** The answer of …/favourite-teams/teams: the known teams in the order asked (repeats once, unknown ids left out). */
export const TeamCards = Type.Object({ list: Type.Array(TeamCard), teamIds: Type.Array(Type.Integer()) });
export type TeamCards = Static<typeof TeamCards>;

/** A team suggested to follow: its league, how many members follow it and its place in its league's table (null before its first match). */
export const SuggestedTeam = Type.Object({
  team: TeamRef,
  league: LeagueRef,
  followers: Type.Integer({ minimum: 0 }),
  position: Nullable(Type.Integer({ minimum: 1 })),
});
export type SuggestedTeam = Static<typeof SuggestedTeam>;

/** GET …/favourite-teams/suggested: the most followed football teams first, then the leaders of the featured leagues, round by round. */
export const SuggestedTeams = Type.Object({ list: Type.Array(SuggestedTeam) });
export type SuggestedTeams = Static<typeof SuggestedTeams>;
