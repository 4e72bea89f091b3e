/**
 * The identity calls (SPEC §7; docs/api/users.md): guest tokens, registration, sign-in by password
 * or Google, the session's refresh and end, the signed-in member, availability checks and one-time
 * codes with the password reset. Each that signs in, makes a token or a code, or checks a name counts
 * in the one shared sign-in bucket (`rate: 'auth'`).
 */
import {
  Availability,
  CheckEmailBody,
  CheckPhoneBody,
  CheckUsernameBody,
  Credentials,
  Done,
  GoogleCallbackBody,
  GoogleLoginBody,
  GoogleLoginUrl,
  GuestInfo,
  GuestLoginBody,
  GuestToken,
  LogoutBody,
  RefreshBody,
  Registration,
  Session,
  UserInfo,
} from '../schemas/users/account';
import { CodeValid, EmailCodeBody, PasswordReset, PasswordResetBody, PhoneCodeBody, SendEmailBody, SendOtpBody, SentCode } from '../schemas/users/codes';
import { endpoint } from './define';

const area = 'auth';

const crossSite = 'a browser’s call from another site (the refresh cookie is set or read only for this site)';
const locked = 'the account is locked after 5 failed passwords in a row (15 minutes, longer on repeat)';

export const guestLogin = endpoint({
  method: 'POST',
  path: '/live/api/user/guest-login',
  area,
  summary: 'A guest token (valid 7 days) for a visitor without an account',
  access: 'anyone',
  rate: 'auth',
  body: GuestLoginBody,
  response: GuestToken,
});

export const guestInfo = endpoint({
  method: 'GET',
  path: '/live/api/user/guest-info',
  area,
  summary: 'The guest behind a guest token',
  access: 'anyone',
  rate: 'reads',
  response: GuestInfo,
  errors: { 401: 'without a valid guest token (a member token is not one)' },
});

export const register = endpoint({
  method: 'POST',
  path: '/live/api/user/register',
  area,
  summary: 'Creates a member account and signs it in',
  access: 'anyone',
  rate: 'auth',
  body: Registration,
  response: Session,
  errors: { 403: crossSite, 409: 'the username, email or phone number is already used' },
});

export const login = endpoint({
  method: 'POST',
  path: '/live/api/user/login',
  area,
  summary:
    'Signs in with a username (or email or phone) and password; 5 failures in a row lock the account (423) for 15 minutes, longer on repeat',
  access: 'anyone',
  rate: 'auth',
  body: Credentials,
  response: Session,
  errors: { 401: 'a wrong username or password', 403: crossSite, 423: locked },
});

export const refreshToken = endpoint({
  method: 'POST',
  path: '/live/api/user/refresh-token',
  area,
  summary:
    'Exchanges a refresh token (body, or the browser\'s HttpOnly cookie) for a new access token and refresh token (the old one is used up)',
  access: 'anyone',
  rate: 'auth',
  body: RefreshBody,
  response: Session,
  errors: { 401: 'no refresh token, or one that expired, was used up or was revoked', 403: crossSite },
});

export const logout = endpoint({
  method: 'POST',
  path: '/live/api/user/logout',
  area,
  summary: 'Ends this session: its refresh token family is revoked and its access tokens stop working',
  access: 'anyone',
  rate: 'auth',
  body: LogoutBody,
  response: Done,
  errors: { 403: crossSite },
});

export const userInfo = endpoint({
  method: 'GET',
  path: '/live/api/user/info',
  area,
  summary: 'The signed-in member',
  access: 'member',
  rate: 'reads',
  response: UserInfo,
});

export const checkEmail = endpoint({
  method: 'POST',
  path: '/live/api/user/check-email',
  area,
  summary: 'Whether an email is free for a new account',
  access: 'anyone',
  rate: 'auth',
  body: CheckEmailBody,
  response: Availability,
});

export const checkPhone = endpoint({
  method: 'POST',
  path: '/live/api/user/check-phone',
  area,
  summary: 'Whether a phone number is free for a new account',
  access: 'anyone',
  rate: 'auth',
  body: CheckPhoneBody,
  response: Availability,
});

export const checkUsername = endpoint({
  method: 'POST',
  path: '/live/api/user/check-username',
  area,
  summary: 'Whether a username is free (ignoring case)',
  access: 'anyone',
  rate: 'auth',
  body: CheckUsernameBody,
  response: Availability,
});

export const sendEmailCode = endpoint({
  method: 'POST',
  path: '/live/api/user/send-email',
  area,
  summary: 'Emails a 6-digit code (SMTP_URL, else the development mailbox on a loopback server, else 503)',
  access: 'anyone',
  rate: 'auth',
  body: SendEmailBody,
  response: SentCode,
  errors: { 429: 'a code was sent less than a minute ago, or too many this hour', 503: 'no way to send e-mail is configured' },
});

export const sendSmsCode = endpoint({
  method: 'POST',
  path: '/live/api/user/send-otp',
  area,
  summary: 'Texts a 6-digit code to a phone number (SMS_WEBHOOK_URL, else the development mailbox on a loopback server, else 503)',
  access: 'anyone',
  rate: 'auth',
  body: SendOtpBody,
  response: SentCode,
  errors: { 429: 'a code was sent less than a minute ago, or too many this hour', 503: 'no way to send SMS is configured' },
});

export const checkSmsCode = endpoint({
  method: 'POST',
  path: '/live/api/user/check-sms',
  area,
  summary: 'Checks an SMS code without using it up (a wrong code costs a try)',
  access: 'anyone',
  rate: 'auth',
  body: PhoneCodeBody,
  response: CodeValid,
});

export const phoneVerify = endpoint({
  method: 'POST',
  path: '/live/api/user/phone-verify',
  area,
  summary: 'Sets a verified phone number on the account with an SMS code',
  access: 'member',
  rate: 'auth',
  body: PhoneCodeBody,
  response: UserInfo,
  errors: { 409: 'another account uses the phone number' },
});

export const emailVerify = endpoint({
  method: 'POST',
  path: '/live/api/user/email-verify',
  area,
  summary: 'Sets a verified email on the account with an emailed code',
  access: 'member',
  rate: 'auth',
  body: EmailCodeBody,
  response: UserInfo,
  errors: { 409: 'another account uses the email' },
});

export const resetPassword = endpoint({
  method: 'POST',
  path: '/live/api/user/forgot-password',
  area,
  summary: 'Sets a new password with a code sent to the account email or phone; signs out every session',
  access: 'anyone',
  rate: 'auth',
  body: PasswordResetBody,
  response: PasswordReset,
});

export const googleLoginUrl = endpoint({
  method: 'POST',
  path: '/other/api/user/login-google',
  area,
  summary: 'The Google authorization URL to send the browser to (503 when Google sign-in is not configured)',
  access: 'anyone',
  rate: 'auth',
  body: GoogleLoginBody,
  response: GoogleLoginUrl,
  errors: { 503: 'Google sign-in is not configured' },
});

export const googleCallback = endpoint({
  method: 'POST',
  path: '/other/api/user/login-google-callback',
  area,
  summary: 'Signs in with the code Google sent back to /sso/ggcallback',
  access: 'anyone',
  rate: 'auth',
  body: GoogleCallbackBody,
  response: Session,
  errors: {
    401: 'Google refused the code, or the state is not one this server issued',
    403: crossSite,
    502: 'Google could not be reached',
    503: 'Google sign-in is not configured',
  },
});
