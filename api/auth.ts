/** The identity calls of SPEC §7, typed; each answers its data or rejects with an ApiFailure. */
import { api, unwrap, refreshSession, GUEST_INFO_PATH, GUEST_LOGIN_PATH, LOGOUT_PATH, USER_INFO_PATH} from './client';
import type { Envelope } from '../contracts/schemas/common';
import { ApiFailure } from '../contracts/call-error';
import type {
  Availability,
  Credentials,
  Done,
  GoogleLoginUrl,
  GuestInfo,
  GuestToken,
  Registration,
  Session,
  UserInfo,
} from '../contracts/schemas/users/account';
import type { CodePurpose, CodeValid, PasswordReset, PasswordResetBody, SentCode } from '../contracts/schemas/users/codes';

export const guestLogin = (): Promise<GuestToken> => unwrap(api.post(GUEST_LOGIN_PATH).json<Envelope<GuestToken>>());

export const guestInfo = (): Promise<GuestInfo> => unwrap(api.get(GUEST_INFO_PATH).json<Envelope<GuestInfo>>());

export const userInfo = (): Promise<UserInfo> => unwrap(api.get(USER_INFO_PATH).json<Envelope<UserInfo>>());

/** Restores the member's session from the refresh cookie (a reload): the member, or a failure when there is none. */
export async function restoreSession(): Promise<Session> {
  const restored = await refreshSession();
  if (!restored) throw new ApiFailure(401, 'no session');
  return restored;
}

/** Ends this session on the server (its refresh cookie and access token stop working). */
export const logout = (): Promise<Done> => unwrap(api.post(LOGOUT_PATH, { json: {} }).json<Envelope<Done>>());

export const login = (credentials: Credentials): Promise<Session> =>
  unwrap(api.post('live/api/user/login', { json: credentials }).json<Envelope<Session>>());

export const register = (registration: Registration): Promise<Session> =>
  unwrap(api.post('live/api/user/register', { json: registration }).json<Envelope<Session>>());

export type AvailabilityField = 'username' | 'email' | 'phoneNumber';

const availabilityPaths: Record<AvailabilityField, string> = {
  username: 'live/api/user/check-username',
  email: 'live/api/user/check-email',
  phoneNumber: 'live/api/user/check-phone',
};

/** Whether a username, email or phone is still free (SPEC §5 uniqueness checks). */
export const checkAvailable = (field: AvailabilityField, value: string, signal?: AbortSignal): Promise<Availability> =>
  unwrap(api.post(availabilityPaths[field], { json: { [field]: value }, signal }).json<Envelope<Availability>>());

export const sendEmailCode = (email: string, purpose: CodePurpose): Promise<SentCode> =>
  unwrap(api.post('live/api/user/send-email', { json: { email, purpose } }).json<Envelope<SentCode>>());

export const sendSmsCode = (to: string, purpose: CodePurpose): Promise<SentCode> =>
  unwrap(api.post('live/api/user/send-otp', { json: { to, purpose } }).json<Envelope<SentCode>>());

export const checkSmsCode = (phoneNumber: string, code: string): Promise<CodeValid> =>
  unwrap(api.post('live/api/user/check-sms', { json: { phoneNumber, code } }).json<Envelope<CodeValid>>());

export const resetPassword = (reset: PasswordResetBody): Promise<PasswordReset> =>
  unwrap(api.post('live/api/user/forgot-password', { json: reset }).json<Envelope<PasswordReset>>());

export const googleLoginUrl = (signal?: AbortSignal): Promise<GoogleLoginUrl> =>
  unwrap(api.post('other/api/user/login-google', { signal }).json<Envelope<GoogleLoginUrl>>());

export const googleCallback = (authorizationCode: string, state: string | null): Promise<Session> =>
  unwrap(
    api.post('other/api/user/login-google-callback', { json: { authorizationCode, ...(state ? { state } : {}) } }).json<Envelope<Session>>(),
  );
