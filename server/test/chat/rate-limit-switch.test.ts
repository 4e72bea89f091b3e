/** CHAT_RATE_LIMIT=off (only for `npm run bench:chat`) lifts the per-user send limit; the default keeps it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendRateLimiter, RATE_MAX } from '../../src/chat/rate-limit.ts';
import { chatRateLimitFromEnv, ConfigError, loadConfig } from '../../src/config.ts';

const sendBurst = (limiter: SendRateLimiter, count: number) => Array.from({ length: count }, () => limiter.take(7).ok);

describe('CHAT_RATE_LIMIT', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('keeps the limit when absent or on', () => {
    expect(chatRateLimitFromEnv({})).toBe(true);
    expect(chatRateLimitFromEnv({ CHAT_RATE_LIMIT: ' ON ' })).toBe(true);
    expect(loadConfig({}, '/srv/site')).not.toHaveProperty('chatRateLimit');
    vi.stubEnv('CHAT_RATE_LIMIT', '');
    const results = sendBurst(new SendRateLimiter(() => 1_000), RATE_MAX + 1);
    expect(results.filter(Boolean)).toHaveLength(RATE_MAX);
    expect(results.at(-1)).toBe(false);
  });

  it('lifts the limit when off', () => {
    expect(chatRateLimitFromEnv({ CHAT_RATE_LIMIT: 'off' })).toBe(false);
    expect(loadConfig({ CHAT_RATE_LIMIT: 'off' }, '/srv/site').chatRateLimit).toBe(false);
    vi.stubEnv('CHAT_RATE_LIMIT', 'off');
    expect(sendBurst(new SendRateLimiter(() => 1_000), 100).every(Boolean)).toBe(true);
    expect(sendBurst(new SendRateLimiter(() => 1_000, false), 100).every(Boolean)).toBe(true);
  });

  it('refuses any other value at start', () => {
    expect(chatRateLimitFromEnv({ CHAT_RATE_LIMIT: 'maybe' })).toBeNull();
    expect(() => loadConfig({ CHAT_RATE_LIMIT: 'maybe' }, '/srv/site')).toThrow(ConfigError);
    expect(() => loadConfig({ CHAT_RATE_LIMIT: 'maybe' }, '/srv/site')).toThrow(/CHAT_RATE_LIMIT must be on or off/);
  });
});
