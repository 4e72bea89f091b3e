/** Shared helpers of the community tests: member tokens and typed JSON calls. */
import type { InjectOptions } from 'fastify';
import { issueToken } from '../../../src/auth/tokens.ts';
import type { TestApp } from '../../test-app.ts';
import type { Envelope } from '../../../../contracts/schemas/common.ts';

export const API = '/other/api/community';

export const POST_KEYS = [
  'audience', 'author', 'commentsCount', 'content', 'createdAt', 'editedAt', 'group', 'id', 'images', 'isMine',
  'myReaction', 'place', 'reactions', 'reactionsCount', 'saved', 'sharesCount',
];
export const USER_KEYS = ['displayName', 'level', 'nickname', 'profilePicture', 'siteRoleId', 'userId'];
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function memberToken(t: TestApp, userId: number): string {
  return issueToken(t.app.tokenSecret, 'member', String(userId), 3600, { sid: 'test', sv: 0 });
}

export function guestToken(t: TestApp): string {
  return issueToken(t.app.tokenSecret, 'guest', 'guest-community-test', 3600);
}

export interface CallOptions {
  as?: number;
  lang?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the API; `as` signs the call as that member. */
export async function call<T = unknown>(t: TestApp, method: InjectOptions['method'], url: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.as !== undefined) headers.authorization = `Bearer ${memberToken(t, options.as)}`;
  if (options.lang) headers['x-language'] = options.lang;
  const res = await t.app.inject({
    method,
    url: url.startsWith('/') ? url : `${API}/${url}`,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  return { status: res.statusCode, body: res.json<Envelope<T>>(), res };
}

/** Asserts nothing about the caller but returns the error envelope's parts for expect(). */
export function errorOf(result: { status: number; body: Envelope<unknown> }) {
  return { status: result.status, code: result.body.code, msg: result.body.msg, data: result.body.data };
}
