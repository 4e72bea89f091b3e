/** Every endpoint of the table, for what reads them all (the server's check of its routes, docs/api/reference). */
import type { EndpointSpec } from './define';
import * as chatroom from './chatroom';
import * as comics from './comics';
import * as community from './community';
import * as films from './films';
import * as games from './games';
import * as highlights from './highlights';
import * as music from './music';
import * as news from './news';
import * as promotions from './promotions';
import * as tv from './tv';

export const endpointModules: Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>> = { films, tv, music, games, news, highlights, comics, promotions, community, chatroom };

export const allEndpoints: readonly EndpointSpec[] = Object.values(endpointModules).flatMap((module) => Object.values(module));
