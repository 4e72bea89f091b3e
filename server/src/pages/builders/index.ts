/** One builder per route group; a route without one gets the head its route gives (its name and intro). */
import type { RouteId } from '../../../../contracts/route-table.ts';
import { chatroomBuilder } from './chatroom.ts';
import { COMMUNITY_DETAIL_ROUTES, communityBuilder } from './community.ts';
import { DAY_BOARD_ROUTES, dayBoardBuilder } from './day-boards.ts';
import { homeBuilder, matchHubBuilder } from './home.ts';
import { HIGHLIGHT_ROUTES, highlightBuilder } from './highlight.ts';
import { ENTITY_ROUTES, entityBuilder } from './entities.ts';
import { FILM_ROUTES, filmsBuilder } from './films.ts';
import { liveRoomBuilder, ROOM_ROUTES } from './live-room.ts';
import { matchBuilder } from './match.ts';
import { MUSIC_DETAIL_ROUTES, musicBuilder } from './music.ts';
import { NEWS_ROUTES, newsBuilder } from './news.ts';
import { PROMOTION_ROUTES, promotionsBuilder } from './promotions.ts';
import { SCHEDULE_ROUTES, scheduleBuilder } from './schedule.ts';
import { SHORT_FEED_ROUTES, shortFeedBuilder } from './shorts.ts';
import { TIP_ROUTES, tipsBuilder } from './tips.ts';
import type { PageBuilder } from './types.ts';

export const BUILDERS: Partial<Record<RouteId, PageBuilder>> = {
  ...Object.fromEntries(ROOM_ROUTES.map((id) => [id, liveRoomBuilder])),
  ...Object.fromEntries(SCHEDULE_ROUTES.map((id) => [id, scheduleBuilder])),
  ...Object.fromEntries(ENTITY_ROUTES.map((id) => [id, entityBuilder])),
  ...Object.fromEntries(DAY_BOARD_ROUTES.map((id) => [id, dayBoardBuilder])),
  ...Object.fromEntries(TIP_ROUTES.map((id) => [id, tipsBuilder])),
  ...Object.fromEntries(MUSIC_DETAIL_ROUTES.map((id) => [id, musicBuilder])),
  ...Object.fromEntries(NEWS_ROUTES.map((id) => [id, newsBuilder])),
  ...Object.fromEntries(FILM_ROUTES.map((id) => [id, filmsBuilder])),
  ...Object.fromEntries(HIGHLIGHT_ROUTES.map((id) => [id, highlightBuilder])),
  ...Object.fromEntries(PROMOTION_ROUTES.map((id) => [id, promotionsBuilder])),
  ...Object.fromEntries(COMMUNITY_DETAIL_ROUTES.map((id) => [id, communityBuilder])),
  ...Object.fromEntries(SHORT_FEED_ROUTES.map((id) => [id, shortFeedBuilder])),
  home: homeBuilder,
  matchInfo: matchHubBuilder,
  matchInfoAlt: matchHubBuilder,
  match: matchBuilder,
  chatroom: chatroomBuilder,
  chatroomExplore: chatroomBuilder,
  chatroomFollowing: chatroomBuilder,
};
