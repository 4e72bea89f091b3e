/**
 * Google sign-in: a real OAuth2 authorization-code flow against the configured provider. The SPA
 * asks for the authorization URL, the provider sends the browser back to /sso/ggcallback with a
 * code, and the SPA posts that code here; the member is found by Google subject, then by verified
 * email (linked), else created.
 */
import * as auth from '../../../../contracts/endpoints/auth.ts';
import { serve } from '../endpoint-route.ts';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizationUrl, fetchGoogleProfile, GoogleSignInError, type GoogleProfile } from '../../auth/google-oauth.ts';
import { issueState, readState } from '../../auth/oauth-state.ts';
import type { GoogleOAuthConfig } from '../../config.ts';
import type { Db } from '../../db/connect.ts';
import { users } from '../../db/schema.ts';
import { ok } from '../../plugins/envelope.ts';
import { fail } from './messages.ts';
import { usernameLooksLikeContact } from '../../../../contracts/fields.ts';
import { checkCookieCaller, sessionAnswer } from './sign-in.ts';
import { issueSession } from './sessions.ts';
import { createUser, toUserInfo, type UserRow } from './user-data.ts';
import { clock } from '../../clock.ts';

export const GOOGLE_CALLBACK_PATH = '/sso/ggcallback';

function redirectUriFor(config: GoogleOAuthConfig, request: FastifyRequest): string {
  return config.redirectUri ?? `${request.protocol}://${request.host}${GOOGLE_CALLBACK_PATH}`;
}

/** A free username made from the email or name: letters, digits, "_" and "." only. */
async function freeUsername(db: Db, profile: GoogleProfile): Promise<string> {
  const source = profile.email?.split('@')[0] ?? profile.name ?? 'google';
  const base =
    source
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .replace(/[^A-Za-z0-9_.]/g, '')
      .slice(0, 14)
      .toLowerCase() || 'google';
  const stem = usernameLooksLikeContact(base) ? `gg${base}` : base.length >= 3 ? base : `${base}_gg`;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? stem : `${stem}${randomInt(1000, 10000)}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${candidate}`);
    if (!taken) return candidate;
  }
  return `gg${clock.now().toString(36)}`.slice(0, 20);
}

async function memberFor(db: Db, profile: GoogleProfile): Promise<UserRow> {
  const [linked] = await db.select().from(users).where(eq(users.googleSubject, profile.sub));
  if (linked) return linked;
  if (profile.email && profile.emailVerified) {
    const [byEmail] = await db.select().from(users).where(sql`lower(${users.email}) = ${profile.email}`);
    if (byEmail) {
      const [row] = await db
        .update(users)
        .set({ googleSubject: profile.sub, emailVerified: true })
        .where(eq(users.id, byEmail.id))
        .returning();
      return row!;
    }
  }
  const [emailTaken] = profile.email
    ? await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${profile.email}`)
    : [];
  return createUser(db, {
    username: await freeUsername(db, profile),
    passwordHash: null,
    displayName: (profile.name ?? profile.email?.split('@')[0] ?? 'Google').slice(0, 30),
    // An unverified email that another account already uses is not copied.
    email: emailTaken ? null : profile.email,
    emailVerified: !emailTaken && profile.emailVerified,
    googleSubject: profile.sub,
  });
}

export const googleRoutes = async (app: FastifyInstance): Promise<void> => {
  const configured = (): GoogleOAuthConfig => {
    if (!app.config.google) throw fail(503, 'googleNotConfigured');
    return app.config.google;
  };

  serve(app, auth.googleLoginUrl, async (request) => {
    const config = configured();
    const redirectUri = redirectUriFor(config, request);
    const state = issueState(app.tokenSecret, redirectUri);
    return ok(request, { url: authorizationUrl(config, redirectUri, state), redirectUri, state });
  });

  serve(app, auth.googleCallback, async (request, reply) => {
    checkCookieCaller(app, request);
    const config = configured();
    let redirectUri = redirectUriFor(config, request);
    if (request.body.state !== undefined) {
      const fromState = readState(app.tokenSecret, request.body.state);
      if (!fromState) throw fail(401, 'googleStateInvalid');
      redirectUri = fromState;
    }
    let profile: GoogleProfile;
    try {
      profile = await fetchGoogleProfile(config, request.body.authorizationCode, redirectUri);
    } catch (error) {
      if (!(error instanceof GoogleSignInError)) throw error;
      request.log.warn({ reason: error.message }, 'google sign-in failed');
      throw error.kind === 'rejected' ? fail(401, 'googleRejected') : fail(502, 'googleUnreachable');
    }
    const result = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const user = await memberFor(db, profile);
      return { user, tokens: await issueSession(app, db, user.id, 'google', request) };
    });
    return ok(request, sessionAnswer(app, request, reply, result.tokens, toUserInfo(result.user)));
  });
};
