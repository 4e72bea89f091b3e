/** Helpers of the sports and live tests: typed requests, member tokens, the error shape. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { issueToken } from '../../../src/auth/tokens.ts';
import type { App } from '../../../src/app.ts';
import type { Envelope } from '../../../../contracts/schemas/common.ts';

export async function call<T>(app: App, url: string, options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: unknown } = {}) {
  const res = await app.inject({ method: options.method ?? 'GET', url, headers: options.headers, payload: options.payload as never });
  return { res, body: res.json<Envelope<T>>() };
}

export function member(app: App, userId: number): Record<string, string> {
  return { authorization: `Bearer ${issueToken(app.tokenSecret, 'member', String(userId), 3600, { sid: 'test', sv: 0 })}` };
}

export function guest(app: App): Record<string, string> {
  return { authorization: issueToken(app.tokenSecret, 'guest', 'g-test', 3600) };
}

/** Asserts an error envelope: status, code, null data and a message matching `msg`. */
export function expectError(res: LightMyRequestResponse, status: number, msg: RegExp | string): void {
  const body = res.json<Envelope<null>>();
  expect(res.statusCode, res.body).toBe(status);
  expect(body.code).toBe(status);
  expect(body.data).toBeNull();
  if (typeof msg === 'string') expect(body.msg).toBe(msg);
  else expect(body.msg).toMatch(msg);
}

/** Every field of SPEC §3 Match/room a schedule row must carry. */
/** A live room's `?id=` gone wrong (the room and its opinion poll): query, status, message. */
export const ROOM_ID_QUERY_ERRORS: Array<[string, number, string]> = [
  ['', 400, 'querystring.id is required'],
  ['?id=abc', 400, 'querystring.id must be of type integer'],
  ['?id=0', 400, 'querystring.id is invalid'],
  ['?id=123456789', 404, 'Live room 123456789 not found'],
];

export const SCHEDULE_ROW_KEYS = [
  'awayId', 'awayScore', 'away', 'cover', 'endTime', 'homeId', 'homeScore', 'home', 'id', 'leagueId', 'leagueLogo', 'leagueName',
  'liveModeId', 'localteam', 'minute', 'modeSlug', 'period', 'roomId', 'score', 'slug', 'sport', 'startTime', 'staticId', 'status',
  'statusText', 'title', 'users', 'viewers', 'visitorteam',
].sort();
