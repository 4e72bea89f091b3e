/** The OAuth `state`: a short-lived, signed value naming the redirect URI the flow started with. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { clock } from '../clock.ts';

export const STATE_TTL_SECONDS = 10 * 60;

interface StateClaims {
  /** Random nonce. */
  n: string;
  /** The redirect URI sent to the provider. */
  r: string;
  exp: number;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`oauth-state.${body}`).digest('base64url');
}

export function issueState(secret: string, redirectUri: string, now = clock.now()): string {
  const claims: StateClaims = { n: randomBytes(12).toString('base64url'), r: redirectUri, exp: Math.floor(now / 1000) + STATE_TTL_SECONDS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The redirect URI of a valid state, or null when it is forged, malformed or expired. */
export function readState(secret: string, state: string, now = clock.now()): string | null {
  const [body, signature, extra] = state.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<StateClaims>;
    if (typeof claims.r !== 'string' || typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
    return claims.r;
  } catch {
    return null;
  }
}
