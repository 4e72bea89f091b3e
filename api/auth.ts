/** The identity calls of SPEC §7, typed; each answers its data or rejects with an ApiFailure. */
import { api, unwrap, refreshSession, GUEST_INFO_PATH, GUEST_LOGIN_PATH, LOGOUT_PATH, USER_INFO_PATH} from './client';
import type { Envelope } from '../contracts/schemas/common';
import { ApiFailure } from '../contracts/call-error';
import type { Credentials, Registration, SentCode, Session, UserInfo } from '../contracts/user';

export const guestLogin = (): Promise<{ guestToken: string }> =>
  unwrap(api.post(GUEST_LOGIN_PATH).json<Envelope<{ guestToken: string }>>());

export const guestInfo = (): Promise<{ guestId: string; createdAt: string }> =>
  unwrap(api.get(GUEST_INFO_PATH).json<Envelope<{ guestId: string; createdAt: string }>>());

export const userInfo = (): Promise<UserInfo> => unwrap(api.get(USER_INFO_PATH).json<Envelope<UserInfo>>());

/** Restores the member's session from the refresh cookie (a reload): the member, or a failure when there is none. */
export async function restoreSession(): Promise<Session> {
  const restored = await refreshSession();
  if (!restored) throw new ApiFailure(401, 'no session');
  return restored;
}

/** Ends this session on the server (its refresh cookie and access token stop working). */
export const logout = (): Promise<{ done: true }> => unwrap(api.post(LOGOUT_PATH, { json: {} }).json<Envelope<{ done: true }>>());

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
export const checkAvailable = (field: AvailabilityField, value: string, signal?: AbortSignal): Promise<{ available: boolean }> =>
  unwrap(api.post(availabilityPaths[field], { json: { [field]: value }, signal }).json<Envelope<{ available: boolean }>>());

export const sendEmailCode = (email: string, purpose: 'verify' | 'reset'): Promise<SentCode> =>
  unwrap(api.post('live/api/user/send-email', { json: { email, purpose } }).json<Envelope<SentCode>>());

export const sendSmsCode = (to: string, purpose: 'verify' | 'reset', displayName?: string): Promise<SentCode> =>
  unwrap(api.post('live/api/user/send-otp', { json: { to, purpose, ...(displayName ? { displayName } : {}) } }).json<Envelope<SentCode>>());

export const checkSmsCode = (phoneNumber: string, code: string): Promise<{ valid: true }> =>
  unwrap(api.post('live/api/user/check-sms', { json: { phoneNumber, code } }).json<Envelope<{ valid: true }>>());

export const resetPassword = (reset: { email?: string; phoneNumber?: string; code: string; newPassword: string }) =>
  unwrap(api.post('live/api/user/forgot-password', { json: reset }).json<Envelope<{ userId: number; username: string }>>());

export const googleLoginUrl = (): Promise<{ url: string; state: string }> =>
  unwrap(api.post('other/api/user/login-google').json<Envelope<{ url: string; state: string }>>());

export const googleCallback = (authorizationCode: string, state: string | null): Promise<Session> =>
  unwrap(
    api.post('other/api/user/login-google-callback', { json: { authorizationCode, ...(state ? { state } : {}) } }).json<Envelope<Session>>(),
  );
