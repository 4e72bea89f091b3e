import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, devMailboxAllowed, loadConfig } from '../src/config.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({}, '/srv/site')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/site/data'),
      databaseUrl: null,
      staticDir: path.resolve('/srv/site/dist'),
      logLevel: 'info',
      allowedOrigins: [],
      authSecret: null,
      accessTokenTtl: 1800,
      refreshTokenTtl: 2592000,
      rateLimitReads: 1200,
      rateLimitAuth: 20,
      rateLimitFiles: 3000,
      google: null,
      production: false,
      testClockControl: false,
      trustProxy: [],
      smtpUrl: null,
      mailFrom: 'Vn Live <no-reply@localhost>',
      smsWebhookUrl: null,
      smsWebhookToken: null,
      chatSocketsPerAddress: 50,
      chatSocketsPerMember: 10,
      codesPerHour: 5,
      uploads: { dailyBytes: 300 * 1024 * 1024, dailyFiles: 30, perAddress: 4, stallMs: 10_000, minBytesPerSecond: 1024 },
      referralCreditsPerDay: 5,
      referralCreditsPerMonth: 30,
    });
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/site',
        DATABASE_URL: 'postgres://u:p@db:5432/site',
        STATIC_DIR: 'build',
        LOG_LEVEL: 'debug',
        AUTH_SECRET: 'x'.repeat(40),
        AUTH_ACCESS_TTL: '60',
        AUTH_REFRESH_TTL: '3600',
        RATE_LIMIT_READS: '50',
        RATE_LIMIT_AUTH: '5',
        RATE_LIMIT_FILES: '600',
        ALLOWED_ORIGINS: 'https://a.example, https://b.example/',
        NODE_ENV: 'production',
        TRUST_PROXY: '10.0.0.1, 192.168.0.0/16, fd00::/8',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Site <codes@example.org>',
        SMS_WEBHOOK_URL: 'https://sms.example/send',
        SMS_WEBHOOK_TOKEN: 'secret',
        CHAT_SOCKETS_PER_ADDRESS: '20',
        CHAT_SOCKETS_PER_MEMBER: '3',
        CODES_PER_HOUR: '4',
        UPLOAD_DAILY_MB: '50',
        UPLOAD_DAILY_FILES: '6',
        UPLOADS_PER_ADDRESS: '2',
        UPLOAD_STALL_MS: '5000',
        UPLOAD_MIN_BYTES_PER_SECOND: '4096',
        REFERRAL_CREDITS_PER_DAY: '2',
        REFERRAL_CREDITS_PER_MONTH: '10',
      },
      '/srv/site',
    );
    expect(config).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('/var/lib/site'),
      databaseUrl: 'postgres://u:p@db:5432/site',
      staticDir: path.resolve('/srv/site/build'),
      logLevel: 'debug',
      allowedOrigins: ['https://a.example', 'https://b.example'],
      authSecret: 'x'.repeat(40),
      accessTokenTtl: 60,
      refreshTokenTtl: 3600,
      rateLimitReads: 50,
      rateLimitAuth: 5,
      rateLimitFiles: 600,
      google: null,
      production: true,
      testClockControl: false,
      trustProxy: ['10.0.0.1', '192.168.0.0/16', 'fd00::/8'],
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Site <codes@example.org>',
      smsWebhookUrl: 'https://sms.example/send',
      smsWebhookToken: 'secret',
      chatSocketsPerAddress: 20,
      chatSocketsPerMember: 3,
      codesPerHour: 4,
      uploads: { dailyBytes: 50 * 1024 * 1024, dailyFiles: 6, perAddress: 2, stallMs: 5000, minBytesPerSecond: 4096 },
      referralCreditsPerDay: 2,
      referralCreditsPerMonth: 10,
    });
  });

  it('lists every problem in one clear error', () => {
    const load = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud', ALLOWED_ORIGINS: 'https://a.example/path' });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const { problems, message } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect(message).toMatch(/PORT must be a whole number/);
      expect(message).toMatch(/DATABASE_URL must be a postgres/);
      expect(message).toMatch(/LOG_LEVEL must be one of/);
      expect(message).toMatch(/ALLOWED_ORIGINS entry "https:\/\/a.example\/path"/);
    }
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('starts the clock at CLOCK_AT, an instant with its zone', () => {
    expect(loadConfig({ CLOCK_AT: '2026-11-24T03:58:00+07:00' }).clock).toEqual({ at: Date.parse('2026-11-23T20:58:00Z') });
    expect(loadConfig({ CLOCK_AT: '2026-11-24T00:10Z' }).clock).toEqual({ at: Date.parse('2026-11-24T00:10:00Z') });
    expect(loadConfig({}).clock).toBeUndefined();
  });

  it('runs the clock CLOCK_OFFSET from real time, with a unit', () => {
    expect(loadConfig({ CLOCK_OFFSET: '-6h' }).clock).toEqual({ offset: -6 * 3_600_000 });
    expect(loadConfig({ CLOCK_OFFSET: '+90m' }).clock).toEqual({ offset: 90 * 60_000 });
    expect(loadConfig({ CLOCK_OFFSET: '2d' }).clock).toEqual({ offset: 2 * 86_400_000 });
    expect(loadConfig({ CLOCK_OFFSET: '-1500ms' }).clock).toEqual({ offset: -1500 });
  });

  it('reads SEED_SCALE, a factor of the synthetic board (1 = 200,000 posts by 20,000 members)', () => {
    expect(loadConfig({}).seedScale).toBeUndefined();
    expect(loadConfig({ SEED_SCALE: '0' }).seedScale).toBeUndefined();
    expect(loadConfig({ SEED_SCALE: '1' }).seedScale).toBe(1);
    expect(loadConfig({ SEED_SCALE: '0.002' }).seedScale).toBe(0.002);
    expect(() => loadConfig({ SEED_SCALE: 'big' })).toThrow(/SEED_SCALE must be a number from 0 to 5/);
    expect(() => loadConfig({ SEED_SCALE: '6' })).toThrow(/SEED_SCALE/);
    expect(() => loadConfig({ SEED_SCALE: '-1' })).toThrow(/SEED_SCALE/);
  });

  it('refuses a clock it cannot read, or two of them', () => {
    expect(() => loadConfig({ CLOCK_AT: '2026-11-24T03:58:00' })).toThrow(/CLOCK_AT must be an instant with its zone/);
    expect(() => loadConfig({ CLOCK_AT: 'tomorrow' })).toThrow(/CLOCK_AT/);
    expect(() => loadConfig({ CLOCK_AT: '2026-02-30T10:00:00Z' })).toThrow(/CLOCK_AT/);
    expect(() => loadConfig({ CLOCK_OFFSET: '6' })).toThrow(/CLOCK_OFFSET must be a signed whole number with a unit/);
    expect(() => loadConfig({ CLOCK_OFFSET: '1.5h' })).toThrow(/CLOCK_OFFSET/);
    expect(() => loadConfig({ CLOCK_OFFSET: '99999d' })).toThrow(/within ten years/);
    expect(() => loadConfig({ CLOCK_AT: '2026-11-24T00:10:00Z', CLOCK_OFFSET: '1h' })).toThrow(/cannot both be set/);
  });

  it('refuses a proxy, mail or SMS setting it cannot use', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.local' })).toThrow(/TRUST_PROXY entry "proxy.local"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL must be an smtp/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ SMS_WEBHOOK_TOKEN: 't' })).toThrow(/SMS_WEBHOOK_TOKEN needs SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ CHAT_SOCKETS_PER_ADDRESS: '0' })).toThrow(/CHAT_SOCKETS_PER_ADDRESS/);
    expect(() => loadConfig({ CODES_PER_HOUR: 'many' })).toThrow(/CODES_PER_HOUR/);
    expect(() => loadConfig({ REFERRAL_CREDITS_PER_DAY: '0' })).toThrow(/REFERRAL_CREDITS_PER_DAY must be a whole number of at least 1/);
    expect(() => loadConfig({ REFERRAL_CREDITS_PER_MONTH: 'lots' })).toThrow(/REFERRAL_CREDITS_PER_MONTH/);
  });

  it('serves the development mailbox only on loopback and outside production', () => {
    expect(devMailboxAllowed(loadConfig({}))).toBe(true);
    expect(devMailboxAllowed(loadConfig({ HOST: '::1' }))).toBe(true);
    expect(devMailboxAllowed(loadConfig({ HOST: '0.0.0.0' }))).toBe(false);
    expect(devMailboxAllowed(loadConfig({ HOST: '192.168.1.5' }))).toBe(false);
    expect(devMailboxAllowed(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
  });
});
