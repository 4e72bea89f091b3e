/** Server configuration from the environment, validated once at start. */
import { isIP } from 'node:net';
import path from 'node:path';
import type { ClockStart } from './clock.ts';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute directory for local data (PGlite files under DATA_DIR/pglite). */
  dataDir: string;
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl: string | null;
  /** Absolute directory of the built SPA. */
  staticDir: string;
  logLevel: LogLevel;
  /** Origins allowed to call the API from another site (CORS); empty means same origin only. */
  allowedOrigins: string[];
  /** AUTH_SECRET signs tokens; when absent a key is made once and kept in the database. */
  authSecret: string | null;
  /** Lifetimes in seconds: member access token (AUTH_ACCESS_TTL), refresh token (AUTH_REFRESH_TTL). */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /**
   * Requests a minute per client: reads (RATE_LIMIT_READS), sign-in / code calls together
   * (RATE_LIMIT_AUTH), and files: assets, generated pictures, subtitles, HLS (RATE_LIMIT_FILES).
   */
  rateLimitReads: number;
  rateLimitAuth: number;
  rateLimitFiles: number;
  /** Google sign-in (OAuth2 authorization code); null unless GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  google: GoogleOAuthConfig | null;
  /** REDIS_URL: the chat bus between instances (Redis pub/sub); absent runs the chat in-process. */
  redisUrl?: string;
  /**
   * CHAT_RATE_LIMIT=off lifts the per-user chat send limit (docs/chat-protocol.md `rateLimited`) so
   * `npm run bench:chat` can send 20 messages a second per user. Only for that benchmark; absent or
   * `on` keeps the limit, and the key is then left out.
   */
  chatRateLimit?: false;
  /**
   * CLOCK_AT (an instant with its zone, e.g. 2026-11-24T03:58:00+07:00) or CLOCK_OFFSET (e.g. -6h,
   * +90m, 2d): the server's clock runs from there instead of real time. For tests and demos; absent
   * in production.
   */
  clock?: ClockStart;
  /**
   * TEST_CLOCK_CONTROL=on: the end-to-end tests may move the clock forward (POST /__test/clock), so no
   * test waits for real minutes to pass. Never in production (the server refuses to start with both).
   */
  testClockControl: boolean;
  /** NODE_ENV=production: the development mailbox is never served. */
  production: boolean;
  /**
   * TRUST_PROXY: addresses or CIDR ranges of the reverse proxies in front of the server. Only a
   * request from one of them has its client address read from X-Forwarded-For; empty trusts none.
   */
  trustProxy: string[];
  /** SMTP_URL (smtp:// or smtps://): one-time codes go out by e-mail through it; null = no e-mail transport. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of those e-mails. */
  mailFrom: string;
  /** SMS_WEBHOOK_URL (+ SMS_WEBHOOK_TOKEN as a bearer token): SMS codes are POSTed there as {to, text}; null = no SMS transport. */
  smsWebhookUrl: string | null;
  smsWebhookToken: string | null;
  /** Open chat sockets allowed per client address (CHAT_SOCKETS_PER_ADDRESS) and per member (CHAT_SOCKETS_PER_MEMBER). */
  chatSocketsPerAddress: number;
  chatSocketsPerMember: number;
  /** One-time codes an hour per client address and per recipient (CODES_PER_HOUR). */
  codesPerHour: number;
  /** What members may upload (short videos, post pictures): docs/security.md "Uploads". */
  uploads: UploadSettings;
  /** Referral credits a referrer may earn in any 24 hours and any 30 days (REFERRAL_CREDITS_PER_DAY, _PER_MONTH). */
  referralCreditsPerDay: number;
  referralCreditsPerMonth: number;
  /**
   * PUBLIC_URL: the site's public origin (https://example.org) for the absolute addresses pages,
   * sitemaps and robots.txt carry (canonical, hreflang, Open Graph); absent = the request's scheme and Host.
   */
  publicUrl?: string;
  /**
   * SEED_SCALE: a factor of the synthetic board the seed adds for benchmarks (`npm run bench:api --
   * --feed`): 1 = 200,000 posts by 20,000 members (with comments, reactions, friendships and group
   * memberships), 0.002 = 400 posts by 40 members. Absent or 0: none (the normal seed only), and
   * the key is then left out.
   */
  seedScale?: number;
  /**
   * SPORTS_FEED=api-football: the fixtures, live scores and events of the leagues in
   * SPORTS_FEED_LEAGUES come from API-Football (its address SPORTS_FEED_URL, no default: nothing outside is called unless set; key SPORTS_FEED_KEY) beside the
   * simulated world; absent = the simulation only (server/src/sports/feed).
   */
  sportsFeed?: SportsFeedConfig;
}

export interface SportsFeedConfig {
  provider: 'api-football';
  url: string;
  key: string;
  /** The provider's league ids, each with the season (its starting year) to follow. */
  leagues: { id: number; season: number }[];
}

export interface UploadSettings {
  /** Bytes and files a member may upload in a calendar day in Vietnam (UPLOAD_DAILY_MB, UPLOAD_DAILY_FILES). */
  dailyBytes: number;
  dailyFiles: number;
  /** Uploads under way at once from one client address (UPLOADS_PER_ADDRESS); one per member always. */
  perAddress: number;
  /**
   * A body that brings fewer than UPLOAD_MIN_BYTES_PER_SECOND × UPLOAD_STALL_MS / 1000 bytes in any
   * UPLOAD_STALL_MS while the server is reading it is stopped with a 408.
   */
  stallMs: number;
  minBytesPerSecond: number;
}

export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  /**
   * Provider endpoints (GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL): required with the
   * client id, so no third-party address is built into the server (Google's are in docs/api/users.md).
   */
  authUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** GOOGLE_REDIRECT_URI; when null, `<origin of the request>/sso/ggcallback`. */
  redirectUri: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** CHAT_RATE_LIMIT: true (the limit applies) unless it says `off`; null when it is neither on nor off. */
export function chatRateLimitFromEnv(env: Env): boolean | null {
  const text = env.CHAT_RATE_LIMIT?.trim().toLowerCase();
  if (!text || text === 'on') return true;
  return text === 'off' ? false : null;
}

/** Reads and checks the configuration; throws a ConfigError listing every problem. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };

  const portText = value('PORT') ?? '8080';
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 0 && port <= 65535)) problems.push(`PORT must be a whole number from 0 to 65535, got "${portText}"`);

  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }

  const allowedOrigins: string[] = [];
  for (const item of (value('ALLOWED_ORIGINS') ?? '').split(',')) {
    const origin = item.trim();
    if (!origin) continue;
    const normalized = toOrigin(origin);
    if (normalized) allowedOrigins.push(normalized);
    else problems.push(`ALLOWED_ORIGINS entry "${origin}" is not an origin such as https://example.org`);
  }

  const authSecret = value('AUTH_SECRET') ?? null;
  if (authSecret !== null && authSecret.length < 32) problems.push('AUTH_SECRET must have at least 32 characters');

  const positive = (name: string, fallback: number): number => {
    const text = value(name);
    if (text === undefined) return fallback;
    const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!(n >= 1)) problems.push(`${name} must be a whole number of at least 1, got "${text}"`);
    return n;
  };
  const accessTokenTtl = positive('AUTH_ACCESS_TTL', 30 * 60);
  const refreshTokenTtl = positive('AUTH_REFRESH_TTL', 30 * 24 * 60 * 60);
  const rateLimitReads = positive('RATE_LIMIT_READS', 1200);
  const rateLimitAuth = positive('RATE_LIMIT_AUTH', 20);
  const rateLimitFiles = positive('RATE_LIMIT_FILES', 3000);

  const httpUrl = (name: string, fallback: string | null): string | null => {
    const text = value(name);
    if (text === undefined) return fallback;
    if (!isHttpUrl(text)) problems.push(`${name} must be an http:// or https:// URL`);
    return text;
  };
  const googleClientId = value('GOOGLE_CLIENT_ID');
  const googleClientSecret = value('GOOGLE_CLIENT_SECRET');
  const authUrl = httpUrl('GOOGLE_AUTH_URL', null);
  const tokenUrl = httpUrl('GOOGLE_TOKEN_URL', null);
  const userinfoUrl = httpUrl('GOOGLE_USERINFO_URL', null);
  const redirectUri = httpUrl('GOOGLE_REDIRECT_URI', null);
  let google: GoogleOAuthConfig | null = null;
  if (googleClientId && googleClientSecret) {
    const missing = Object.entries({ GOOGLE_AUTH_URL: authUrl, GOOGLE_TOKEN_URL: tokenUrl, GOOGLE_USERINFO_URL: userinfoUrl })
      .filter(([, url]) => url === null)
      .map(([name]) => name);
    if (missing.length > 0) problems.push(`Google sign-in needs ${missing.join(', ')} with GOOGLE_CLIENT_ID (see docs/api/users.md)`);
    else google = { clientId: googleClientId, clientSecret: googleClientSecret, authUrl: authUrl!, tokenUrl: tokenUrl!, userinfoUrl: userinfoUrl!, redirectUri };
  }

  const redisUrl = value('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/./i.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');

  const chatRateLimit = chatRateLimitFromEnv(env);
  if (chatRateLimit === null) problems.push(`CHAT_RATE_LIMIT must be on or off, got "${value('CHAT_RATE_LIMIT')}"`);

  const clock = clockFromEnv(value('CLOCK_AT'), value('CLOCK_OFFSET'), problems);
  const production = env.NODE_ENV?.trim() === 'production';
  const testClockText = value('TEST_CLOCK_CONTROL');
  if (testClockText !== undefined && testClockText !== 'on' && testClockText !== 'off') problems.push(`TEST_CLOCK_CONTROL must be on or off, got "${testClockText}"`);
  const testClockControl = testClockText === 'on';
  if (testClockControl && production) problems.push('TEST_CLOCK_CONTROL is for the test suite only and cannot be on in production');

  const trustProxy: string[] = [];
  for (const item of (value('TRUST_PROXY') ?? '').split(',')) {
    const entry = item.trim();
    if (!entry) continue;
    if (isAddressOrRange(entry)) trustProxy.push(entry);
    else problems.push(`TRUST_PROXY entry "${entry}" is not an IP address or CIDR range such as 10.0.0.0/8`);
  }

  const smtpUrl = value('SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/\s]/i.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  const mailFrom = value('MAIL_FROM') ?? 'Vn Live <no-reply@localhost>';
  if (!/^[^\r\n]*<?[^\s@<>]+@[^\s@<>]+>?$/.test(mailFrom)) problems.push(`MAIL_FROM must be an e-mail address such as "Site <no-reply@example.org>", got "${mailFrom}"`);
  const smsWebhookUrl = httpUrl('SMS_WEBHOOK_URL', null);
  const smsWebhookToken = value('SMS_WEBHOOK_TOKEN') ?? null;
  if (smsWebhookToken !== null && smsWebhookUrl === null) problems.push('SMS_WEBHOOK_TOKEN needs SMS_WEBHOOK_URL');
  const chatSocketsPerAddress = positive('CHAT_SOCKETS_PER_ADDRESS', 50);
  const chatSocketsPerMember = positive('CHAT_SOCKETS_PER_MEMBER', 10);
  const codesPerHour = positive('CODES_PER_HOUR', 5);
  const uploads: UploadSettings = {
    dailyBytes: positive('UPLOAD_DAILY_MB', 300) * 1024 * 1024,
    dailyFiles: positive('UPLOAD_DAILY_FILES', 30),
    perAddress: positive('UPLOADS_PER_ADDRESS', 4),
    stallMs: positive('UPLOAD_STALL_MS', 10_000),
    minBytesPerSecond: positive('UPLOAD_MIN_BYTES_PER_SECOND', 1024),
  };
  const referralCreditsPerDay = positive('REFERRAL_CREDITS_PER_DAY', 5);
  const referralCreditsPerMonth = positive('REFERRAL_CREDITS_PER_MONTH', 30);
  const publicUrlText = value('PUBLIC_URL');
  const publicUrl = publicUrlText === undefined ? null : toOrigin(publicUrlText);
  if (publicUrlText !== undefined && publicUrl === null) problems.push(`PUBLIC_URL must be the site's origin such as https://example.org (no path), got "${publicUrlText}"`);

  const seedScale = seedScaleFromEnv(value('SEED_SCALE'), problems);
  const sportsFeed = sportsFeedFromEnv(value('SPORTS_FEED'), httpUrl('SPORTS_FEED_URL', null), value('SPORTS_FEED_KEY'), value('SPORTS_FEED_LEAGUES'), problems);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: value('HOST') ?? '127.0.0.1',
    dataDir: path.resolve(cwd, value('DATA_DIR') ?? 'data'),
    databaseUrl,
    staticDir: path.resolve(cwd, value('STATIC_DIR') ?? 'dist'),
    logLevel: logLevel as LogLevel,
    allowedOrigins,
    authSecret,
    accessTokenTtl,
    refreshTokenTtl,
    rateLimitReads,
    rateLimitAuth,
    rateLimitFiles,
    google,
    ...(redisUrl !== undefined ? { redisUrl } : {}),
    ...(chatRateLimit === false ? { chatRateLimit } : {}),
    ...(clock ? { clock } : {}),
    production,
    testClockControl,
    trustProxy,
    smtpUrl,
    mailFrom,
    smsWebhookUrl,
    smsWebhookToken,
    chatSocketsPerAddress,
    chatSocketsPerMember,
    codesPerHour,
    uploads,
    referralCreditsPerDay,
    referralCreditsPerMonth,
    ...(publicUrl !== null ? { publicUrl } : {}),
    ...(seedScale > 0 ? { seedScale } : {}),
    ...(sportsFeed ? { sportsFeed } : {}),
  };
}

/** SPORTS_FEED and its settings: the provider, its key and the leagues as id:season pairs (39:2026,140:2026). */
export function sportsFeedFromEnv(
  provider: string | undefined,
  url: string | null,
  key: string | undefined,
  leaguesText: string | undefined,
  problems: string[],
): SportsFeedConfig | undefined {
  if (provider === undefined) {
    if (key !== undefined || leaguesText !== undefined) problems.push('SPORTS_FEED_KEY and SPORTS_FEED_LEAGUES need SPORTS_FEED=api-football');
    return undefined;
  }
  if (provider !== 'api-football') {
    problems.push(`SPORTS_FEED must be api-football, got "${provider}"`);
    return undefined;
  }
  if (url === null) problems.push("SPORTS_FEED=api-football needs SPORTS_FEED_URL (the provider's address, such as its v3 API's)");
  if (key === undefined) problems.push('SPORTS_FEED=api-football needs SPORTS_FEED_KEY (the provider account\'s key)');
  const leagues: { id: number; season: number }[] = [];
  for (const item of (leaguesText ?? '').split(',')) {
    const entry = item.trim();
    if (!entry) continue;
    const m = /^([1-9][0-9]{0,8}):(\d{4})$/.exec(entry);
    if (m) leagues.push({ id: Number(m[1]), season: Number(m[2]) });
    else problems.push(`SPORTS_FEED_LEAGUES entry "${entry}" must be a league id and a season such as 39:2026`);
  }
  if (leagues.length === 0 && leaguesText?.trim() === undefined) problems.push('SPORTS_FEED=api-football needs SPORTS_FEED_LEAGUES (league:season pairs such as 39:2026,140:2026)');
  if (leaguesText !== undefined && leaguesText.trim() === '') problems.push('SPORTS_FEED_LEAGUES is empty');
  if (key === undefined || url === null || leagues.length === 0) return undefined;
  return { provider, url, key, leagues };
}

/** The largest SEED_SCALE: 1,000,000 posts by 100,000 members. */
export const MAX_SEED_SCALE = 5;

/** SEED_SCALE: a decimal from 0 to MAX_SEED_SCALE (0 when absent). */
export function seedScaleFromEnv(text: string | undefined, problems: string[]): number {
  if (text === undefined) return 0;
  const scale = /^\d{1,3}(\.\d{1,6})?$/.test(text) ? Number(text) : NaN;
  if (!(scale >= 0 && scale <= MAX_SEED_SCALE)) {
    problems.push(`SEED_SCALE must be a number from 0 to ${MAX_SEED_SCALE} (1 = 200,000 posts by 20,000 members), got "${text}"`);
    return 0;
  }
  return scale;
}

/** 127.0.0.1, ::1, localhost and the like: only a person at the server's own machine can reach it there. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) || bare === '::ffff:127.0.0.1';
}

/** The development mailbox is for a developer at this machine only: loopback host, not production, no transport. */
export function devMailboxAllowed(config: Pick<Config, 'host' | 'production'>): boolean {
  return !config.production && isLoopbackHost(config.host);
}

function isAddressOrRange(text: string): boolean {
  const [address, bits, extra] = text.split('/');
  if (extra !== undefined || !address) return false;
  const version = isIP(address);
  if (version === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** Epoch ms of `2026-11-24T03:58[:00[.000]]` followed by Z or ±hh:mm; null unless every field is real. */
function parseInstant(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))$/.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second, zoneHours, zoneMinutes] = m.slice(1).map((v) => Number(v ?? 0));
  const calendar = new Date(Date.UTC(year!, month! - 1, day!));
  const realDay = calendar.getUTCFullYear() === year && calendar.getUTCMonth() === month! - 1 && calendar.getUTCDate() === day;
  const realTime = hour! <= 23 && minute! <= 59 && second! <= 59 && zoneHours! <= 23 && zoneMinutes! <= 59;
  return realDay && realTime ? Date.parse(text) : null;
}

const OFFSET_UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** Ten years either way is far more than any test needs, and keeps dates well inside what JS can hold. */
const MAX_CLOCK_SHIFT_MS = 10 * 366 * 86_400_000;

/** CLOCK_AT / CLOCK_OFFSET: at most one of them; an instant must name its zone (Z or ±hh:mm). */
export function clockFromEnv(at: string | undefined, offset: string | undefined, problems: string[]): ClockStart | undefined {
  if (at !== undefined && offset !== undefined) {
    problems.push('CLOCK_AT and CLOCK_OFFSET cannot both be set');
    return undefined;
  }
  if (at !== undefined) {
    const ms = parseInstant(at);
    if (ms === null) {
      problems.push(`CLOCK_AT must be an instant with its zone such as 2026-11-24T03:58:00+07:00, got "${at}"`);
      return undefined;
    }
    return { at: ms };
  }
  if (offset !== undefined) {
    const match = /^([+-]?)(\d{1,12})(ms|s|m|h|d)$/.exec(offset);
    const ms = match ? Number(match[2]) * OFFSET_UNITS[match[3]!]! * (match[1] === '-' ? -1 : 1) : NaN;
    if (!(Math.abs(ms) <= MAX_CLOCK_SHIFT_MS)) {
      problems.push(`CLOCK_OFFSET must be a signed whole number with a unit (ms, s, m, h or d) within ten years, such as -6h or +90m, got "${offset}"`);
      return undefined;
    }
    return { offset: ms };
  }
  return undefined;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isPostgresUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}

/** 'https://site.example.org/' → 'https://site.example.org'; null unless it is a bare http(s) origin. */
function toOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol === 'http:' || url.protocol === 'https:') && bare) return url.origin;
  } catch {
    // not a URL
  }
  return null;
}
