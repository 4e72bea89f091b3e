/** Every endpoint of the table, for what reads them all (the server's check of its routes, docs/api/reference). */
import type { EndpointSpec } from './define';
import * as films from './films';
import * as games from './games';
import * as music from './music';
import * as tv from './tv';

export const endpointModules: Readonly<Record<string, Readonly<Record<string, EndpointSpec>>>> = { films, tv, music, games };

export const allEndpoints: readonly EndpointSpec[] = Object.values(endpointModules).flatMap((module) => Object.values(module));
