/** The OAuth2 authorization-code client for Google sign-in (any compatible provider by configuration). */
import type { GoogleOAuthConfig } from '../config.ts';

export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Why a sign-in failed: the code was refused (401) or the provider could not be reached (502). */
export class GoogleSignInError extends Error {
  constructor(readonly kind: 'rejected' | 'unreachable', message: string) {
    super(message);
    this.name = 'GoogleSignInError';
  }
}

const TIMEOUT_MS = 10_000;

export function authorizationUrl(config: GoogleOAuthConfig, redirectUri: string, state: string): string {
  const url = new URL(config.authUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GoogleSignInError('unreachable', `provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function json(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Exchanges the authorization code and reads the user's profile. */
export async function fetchGoogleProfile(config: GoogleOAuthConfig, code: string, redirectUri: string): Promise<GoogleProfile> {
  const tokenResponse = await call(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }).toString(),
  });
  const tokens = await json(tokenResponse);
  if (tokenResponse.status >= 500) throw new GoogleSignInError('unreachable', `token endpoint answered ${tokenResponse.status}`);
  const accessToken = tokens?.access_token;
  if (!tokenResponse.ok || typeof accessToken !== 'string') {
    throw new GoogleSignInError('rejected', `code refused: ${String(tokens?.error ?? tokenResponse.status)}`);
  }

  const infoResponse = await call(config.userinfoUrl, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
  const info = await json(infoResponse);
  if (infoResponse.status >= 500) throw new GoogleSignInError('unreachable', `userinfo endpoint answered ${infoResponse.status}`);
  if (!infoResponse.ok || typeof info?.sub !== 'string' || info.sub === '') {
    throw new GoogleSignInError('rejected', `userinfo refused: ${String(info?.error ?? infoResponse.status)}`);
  }
  const email = typeof info.email === 'string' && info.email.includes('@') ? info.email.trim().toLowerCase() : null;
  return {
    sub: info.sub,
    email,
    emailVerified: email !== null && (info.email_verified === true || info.email_verified === 'true'),
    name: typeof info.name === 'string' && info.name.trim() ? info.name.trim() : null,
  };
}
