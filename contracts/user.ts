/** The identity calls' wire shapes (SPEC §3, §7; docs/api/users.md). */

/** SPEC §3 user info first, then the account's other fields. */
export interface UserInfo {
  userId: number;
  displayName: string;
  siteRoleId: number;
  nickname: string;
  profilePicture: string;
  username: string;
  email: string | null;
  phoneNumber: string | null;
  level: number;
  exp: number;
  referralCode: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  createdAt: string;
}

/** A sign-in's answer to a browser: the access token and the member; the refresh token is the server's HttpOnly cookie. */
export interface Session {
  token: string;
  userInfo: UserInfo;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface Registration {
  username: string;
  password: string;
  email?: string;
  phoneNumber?: string;
  displayName?: string;
  pid?: string;
}

export interface SentCode {
  to: string;
  channel: 'email' | 'sms';
  expiresIn: number;
  resendIn: number;
  /** The server's words: for a reset the same whether or not an account uses the address. */
  message: string;
  /** Codes of this channel go to the development mailbox (/dev/mailbox) of a server on loopback. */
  devMailbox: boolean;
}
