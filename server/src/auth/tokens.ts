/**
 * Access and guest tokens: `v1.<base64url JSON claims>.<base64url HMAC-SHA256>`, checked without a
 * database round trip. Refresh tokens are opaque random strings stored hashed (schema/users.ts).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { clock } from '../clock.ts';

export type TokenKind = 'member' | 'guest';

export interface TokenClaims {
  kind: TokenKind;
  /** The user id (member) or guest id (guest). */
  sub: string;
  /** Issued and expiry times, seconds since the epoch. */
  iat: number;
  exp: number;
  /** Member tokens: the session (user_sessions.id) and the user's session version when issued. */
  sid?: string;
  sv?: number;
}

export interface TokenOptions {
  now?: number;
  /** Required for member tokens. */
  sid?: string;
  sv?: number;
}

const PREFIX = 'v1';

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`${PREFIX}.${body}`).digest('base64url');
}

export function issueToken(secret: string, kind: TokenKind, sub: string, ttlSeconds: number, options: TokenOptions = {}): string {
  const iat = Math.floor((options.now ?? clock.now()) / 1000);
  const claims: TokenClaims = { kind, sub, iat, exp: iat + ttlSeconds };
  if (kind === 'member') {
    if (options.sid === undefined || options.sv === undefined) throw new Error('A member token needs its session (sid, sv)');
    claims.sid = options.sid;
    claims.sv = options.sv;
  }
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PREFIX}.${body}.${sign(secret, body)}`;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

export function verifyToken(secret: string, token: string, now = clock.now()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2]) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(secret, parts[1]));
  const given = Buffer.from(parts[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const c = claims as Partial<TokenClaims> | null;
  if (!c || (c.kind !== 'member' && c.kind !== 'guest') || typeof c.sub !== 'string' || typeof c.exp !== 'number' || typeof c.iat !== 'number') {
    return { ok: false, reason: 'malformed' };
  }
  if (c.kind === 'member' && (typeof c.sid !== 'string' || !c.sid || !Number.isSafeInteger(c.sv))) return { ok: false, reason: 'malformed' };
  if (c.exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: c as TokenClaims };
}

/** A new opaque secret value (refresh tokens, signing keys, ids). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Refresh tokens and codes are stored as hashes only. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
