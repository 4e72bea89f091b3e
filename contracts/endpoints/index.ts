/** Every endpoint of the table, for what reads them all (the server's check of its routes, docs/api/reference). */
import type { EndpointSpec } from './define';
import * as account from './account';
import * as auth from './auth';
import * as chatroom from './chatroom';
import * as comics from './comics';
import * as commentators from './commentators';
import * as community from './community';
import * as compare from './compare';
import * as entities from './entities';
import * as favourites from './favourites';
import * as films from './films';
import * as football from './football';
import * as games from './games';
import * as highlights from './highlights';
import * as home from './home';
import * as info from './info';
import * as live from './live';
import * as match from './match';
import * as music from './music';
import * as news from './news';
import * as promotions from './promotions';
import * as referral from './referral';
import * as rewards from './rewards';
import * as shell from './shell';
import * as shortVideos from './short-videos';
import * as tips from './tips';
import * as tv from './tv';

export const endpointModules: Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>> = {
  films,
  tv,
  music,
  games,
  news,
  highlights,
  comics,
  promotions,
  entities,
  compare,
  favourites,
  tips,
  shortVideos,
  shell,
  community,
  chatroom,
  auth,
  account,
  referral,
  rewards,
  commentators,
  live,
  match,
  football,
  home,
  info,
};

export const allEndpoints: readonly EndpointSpec[] = Object.values(endpointModules).flatMap((module) => Object.values(module));
