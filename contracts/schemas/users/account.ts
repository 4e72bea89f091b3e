/**
 * The users area's identity calls (SPEC §3, §7; docs/api/users.md): the member and the sign-in answer,
 * registration and sign-in, guests, Google sign-in, availability checks, the member's sessions and
 * password. The other calls of the area are in codes.ts, social.ts and rewards.ts beside this file.
 */
import { Type, type Static } from '@sinclair/typebox';
import { PRESET_AVATAR_COUNT } from '../../constants.ts';
import { Nullable } from '../common.ts';

/** SPEC §3 user info first, then the account's other fields. */
export const UserInfo = Type.Object({
  userId: Type.Integer(),
  displayName: Type.String(),
  siteRoleId: Type.Integer({ description: '1 member, 2 host, 3 moderator, 4 admin, 5 customer care, 6 silent.' }),
  nickname: Type.String(),
  profilePicture: Type.String({ description: 'A site path such as /media/avatar/12.svg.' }),
  username: Type.String(),
  email: Nullable(Type.String()),
  phoneNumber: Nullable(Type.String({ description: '+84 followed by 9 digits.' })),
  level: Type.Integer({ minimum: 1 }),
  exp: Type.Integer({ minimum: 0 }),
  referralCode: Type.String(),
  emailVerified: Type.Boolean(),
  phoneVerified: Type.Boolean(),
  createdAt: Type.String({ description: 'ISO time (UTC).' }),
});
export type UserInfo = Static<typeof UserInfo>;

/** A public view of another member (friends, invitees). */
export const PublicUser = Type.Object({
  userId: Type.Integer(),
  nickname: Type.String(),
  profilePicture: Type.String(),
  siteRoleId: Type.Integer(),
  level: Type.Integer(),
});
export type PublicUser = Static<typeof PublicUser>;

/** `data` of calls that only confirm. */
export const Done = Type.Object({ done: Type.Literal(true) });
export type Done = Static<typeof Done>;

/**
 * What every sign-in answers: the access token, the member, and the refresh token where the client
 * keeps it (a browser gets the refresh token only as the server's HttpOnly cookie).
 */
export const Session = Type.Object({
  token: Type.String({ description: 'Member access token (lifetime AUTH_ACCESS_TTL); send it as Authorization.' }),
  refreshToken: Type.Optional(
    Type.String({
      description:
        'Single-use refresh token (lifetime AUTH_REFRESH_TTL) for clients that are not browsers. A browser (X-Client-Type: web) gets it only as the HttpOnly cookie vls_refresh.',
    }),
  ),
  userInfo: UserInfo,
});
export type Session = Static<typeof Session>;

// Registration and sign-in

export const Registration = Type.Object({
  username: Type.String({ minLength: 3, maxLength: 20, description: '3–20 of a–z, A–Z, 0–9, "_" and "."; unique ignoring case.' }),
  password: Type.String({ minLength: 8, maxLength: 64, description: '8–64 characters that the password rule of docs/security.md accepts; 400 with the reason.' }),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phoneNumber: Type.Optional(Type.String({ maxLength: 20, description: 'A Vietnamese mobile number; stored as +84…' })),
  displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  pid: Type.Optional(
    Type.String({ maxLength: 64, description: 'Referral code of the member who invited this one (the `pid` of their link); an unknown or malformed one, or the caller’s own, is ignored.' }),
  ),
});
export type Registration = Static<typeof Registration>;

export const Credentials = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 254, description: 'Username, email or phone number.' }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
});
export type Credentials = Static<typeof Credentials>;

/** The body of a refresh; optional (a browser's refresh token is its cookie). */
export const RefreshBody = Type.Optional(
  Type.Object({ refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 512, description: 'For clients that are not browsers.' })) }),
);
export type RefreshBody = Static<typeof RefreshBody>;

export const LogoutBody = Type.Optional(Type.Object({ refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })) }));
export type LogoutBody = Static<typeof LogoutBody>;

/** The body of update-info: the nickname and/or the profile picture. */
export const ProfileChanges = Type.Object({
  nickname: Type.Optional(Type.String({ maxLength: 60, description: '2–30 characters after trimming.' })),
  profilePicture: Type.Optional(
    Type.String({ maxLength: 100, description: `/media/avatar/<own id>.svg or /media/avatar/preset-1…${PRESET_AVATAR_COUNT}.svg` }),
  ),
});
export type ProfileChanges = Static<typeof ProfileChanges>;

// Availability (SPEC §5 uniqueness checks)

export const Availability = Type.Object({ available: Type.Boolean() });
export type Availability = Static<typeof Availability>;

export const CheckEmailBody = Type.Object({ email: Type.String({ maxLength: 254 }) });
export type CheckEmailBody = Static<typeof CheckEmailBody>;

export const CheckPhoneBody = Type.Object({ phoneNumber: Type.String({ maxLength: 20 }) });
export type CheckPhoneBody = Static<typeof CheckPhoneBody>;

export const CheckUsernameBody = Type.Object({ username: Type.String({ maxLength: 20 }) });
export type CheckUsernameBody = Static<typeof CheckUsernameBody>;

// Guests (SPEC §4: no token → guest login)

export const GuestLoginBody = Type.Object({}, { description: 'No body is needed; any fields are ignored.' });
export type GuestLoginBody = Static<typeof GuestLoginBody>;

export const GuestToken = Type.Object({ guestToken: Type.String(), guestId: Type.String(), expiresIn: Type.Integer() });
export type GuestToken = Static<typeof GuestToken>;

export const GuestInfo = Type.Object({ guestId: Type.String(), createdAt: Type.String() });
export type GuestInfo = Static<typeof GuestInfo>;

// Google sign-in

export const GoogleLoginBody = Type.Object({}, { description: 'No body is needed.' });
export type GoogleLoginBody = Static<typeof GoogleLoginBody>;

export const GoogleLoginUrl = Type.Object({ url: Type.String(), redirectUri: Type.String(), state: Type.String() });
export type GoogleLoginUrl = Static<typeof GoogleLoginUrl>;

export const GoogleCallbackBody = Type.Object({
  authorizationCode: Type.String({ minLength: 1, maxLength: 2048 }),
  state: Type.Optional(Type.String({ maxLength: 2048, description: 'The state of the authorization URL; checked when given.' })),
});
export type GoogleCallbackBody = Static<typeof GoogleCallbackBody>;

// The member's sessions (devices) and password

/**
 * How a session started (docs/api/users.md "Sessions"). The server stores the same list
 * (SESSION_METHODS of server/src/db/schema/users.ts); its session list answer is type-checked against this one.
 */
export const SessionMethod = Type.Union([
  Type.Literal('password'),
  Type.Literal('register'),
  Type.Literal('google'),
  Type.Literal('reset'),
  Type.Literal('change'),
]);
export type SessionMethod = Static<typeof SessionMethod>;

/** One signed-in device of the member. */
export const MemberSession = Type.Object({
  id: Type.String(),
  current: Type.Boolean({ description: 'The session of this call.' }),
  device: Type.String({ description: 'Browser and system from the User-Agent, e.g. "Chrome 156 · Windows"; "" when unknown.' }),
  method: SessionMethod,
  address: Type.String({ description: 'The client address that last used the session.' }),
  network: Type.Union([Type.Literal('loopback'), Type.Literal('private'), Type.Literal('public')]),
  createdAt: Type.String({ description: 'ISO time (UTC).' }),
  lastSeenAt: Type.String({ description: 'ISO time (UTC).' }),
});
export type MemberSession = Static<typeof MemberSession>;

export const SessionList = Type.Object({ list: Type.Array(MemberSession) });
export type SessionList = Static<typeof SessionList>;

export const EndSessionBody = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export type EndSessionBody = Static<typeof EndSessionBody>;

export const SessionEnded = Type.Object({ ended: Type.Literal(true) });
export type SessionEnded = Static<typeof SessionEnded>;

export const EndOthersBody = Type.Optional(Type.Object({}));
export type EndOthersBody = Static<typeof EndOthersBody>;

export const OthersEnded = Type.Object({ ended: Type.Integer({ minimum: 0 }) });
export type OthersEnded = Static<typeof OthersEnded>;

export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Type.String({ minLength: 1, maxLength: 128 }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** Every session ended; this device got a new access token (a browser also a new HttpOnly refresh cookie). */
export const PasswordChanged = Type.Object({
  ended: Type.Integer({ minimum: 0, description: 'Other sessions that ended.' }),
  token: Type.String({ description: 'The new access token of this device.' }),
  refreshToken: Type.Optional(Type.String({ description: 'For clients that are not browsers; a browser gets the HttpOnly cookie.' })),
});
export type PasswordChanged = Static<typeof PasswordChanged>;
