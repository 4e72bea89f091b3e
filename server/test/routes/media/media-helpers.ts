/** Helpers of the media tests: members made directly in the database, tokens and typed requests. */
import { eq } from 'drizzle-orm';
import { issueToken } from '../../../src/auth/tokens.ts';
import { users } from '../../../src/db/schema.ts';
import type { TestApp } from '../../test-app.ts';
import type { Envelope } from '../../../../contracts/schemas/common.ts';

/** A member row with a fixed id far above the seeded users, and a token for it. */
export async function makeMember(t: TestApp, id: number): Promise<string> {
  const [existing] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!existing) {
    await t.app.db.insert(users).values({
      id,
      username: `media-test-${id}`,
      displayName: `Media Test ${id}`,
      nickname: `media${id}`,
      profilePicture: `/media/avatar/${id}.svg`,
      referralCode: `MEDIA${id}`,
    });
  }
  return issueToken(t.app.tokenSecret, 'member', String(id), 3600, { sid: 'test', sv: 0 });
}

export function guestToken(t: TestApp, guestId = 'media-guest-1'): string {
  return issueToken(t.app.tokenSecret, 'guest', guestId, 3600);
}

export function auth(token: string, language?: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, ...(language ? { 'x-language': language } : {}) };
}

export async function get<T>(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json<Envelope<T>>(), res };
}

export async function post<T>(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  return { status: res.statusCode, body: res.json<Envelope<T>>(), res };
}

export const VI_DIACRITICS = /[ạảãàáâậầấẩẫăắằặẳẵđêềếểễệôồốổỗộơờớởỡợưừứửữựịìíỉĩọỏòóõụủùúũỷỳýỹỵ]/i;
export const HAN = /[\u4e00-\u9fff]/;

/** Building an app runs every area's migrations and seed; allow for a busy machine. */
export const SETUP_TIMEOUT = 120_000;
