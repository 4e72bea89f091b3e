/** Helpers of the content areas' route tests (news, highlights, comics, promotions, short videos, resources). */
import { expect } from 'vitest';
import { issueToken } from '../../../src/auth/tokens.ts';
import type { TestApp } from '../../test-app.ts';
import type { Envelope } from '../../../../contracts/schemas/common.ts';

export async function call<T>(
  t: TestApp,
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
) {
  const res = await t.app.inject({
    method: options.method ?? 'GET',
    url,
    headers: options.headers,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { res, status: res.statusCode, body: res.json<Envelope<T>>() };
}

/** A member token for a seeded user id. */
export function memberToken(t: TestApp, userId: number): string {
  return `Bearer ${issueToken(t.app.tokenSecret, 'member', String(userId), 3600, { sid: 'test', sv: 0 })}`;
}

/** Asserts an error envelope with that status whose message matches. */
export function expectError(answer: { status: number; body: Envelope<unknown> }, status: number, msg: RegExp | string) {
  expect(answer.status).toBe(status);
  expect(answer.body.code).toBe(status);
  expect(answer.body.data).toBeNull();
  if (typeof msg === 'string') expect(answer.body.msg).toBe(msg);
  else expect(answer.body.msg).toMatch(msg);
}

export const VIETNAMESE_MARKS = /[ạảãàáâậầấẩẫăắằặẳẵđêềếểễệôồốổỗộơờớởỡợưừứửữự]/i;
export const HAN = /[\u4e00-\u9fff]/;
