import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Envelope } from '../../../../contracts/schemas/common.ts';
import type { Geo, GeoInfo } from '../../../../contracts/schemas/client.ts';
import { COUNTRIES, countryFromAcceptLanguage, locate, utcOffsetMinutes } from '../../../src/routes/client/geo.ts';
import { makeTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());


async function geo(headers: Record<string, string> = {}, remoteAddress?: string) {
  const res = await t.app.inject({ url: '/other/api/geo', headers, ...(remoteAddress ? { remoteAddress } : {}) });
  return { res, body: res.json<Envelope<Geo>>() };
}

/** The offset computed another way: the zone's wall clock read as UTC, minus the real UTC time. */
function wallClockOffset(timeZone: string, at = new Date()): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(format.formatToParts(at).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

describe('countryFromAcceptLanguage', () => {
  it.each([
    [undefined, 'VN'],
    ['', 'VN'],
    ['vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7', 'VN'],
    ['vi', 'VN'],
    ['en-US,en;q=0.9', 'US'],
    ['en-GB', 'GB'],
    ['zh-TW,zh;q=0.9', 'TW'],
    ['zh', 'TW'],
    ['zh-Hant-HK', 'HK'],
    ['zh_CN', 'CN'],
    ['th', 'TH'],
    ['th-TH', 'TH'],
    ['ja', 'JP'],
    ['fr-FR,fr;q=0.9', 'FR'],
    // A language of many countries says nothing: the next range decides, else VN.
    ['en', 'VN'],
    ['en,th;q=0.5', 'TH'],
    ['es-419,es;q=0.9', 'VN'],
    // Weights decide, not the order; q=0 means "not this one".
    ['en;q=0.3, th-TH;q=0.8', 'TH'],
    ['th-TH;q=0, vi', 'VN'],
    ['*', 'VN'],
    ['💥;;;,', 'VN'],
    ['x'.repeat(5000), 'VN'],
  ])('%s → %s', (header, country) => {
    expect(countryFromAcceptLanguage(header)).toBe(country);
  });

  it('reads a repeated header as one list', () => {
    expect(countryFromAcceptLanguage(['en', 'th-TH'])).toBe('TH');
  });
});

describe('utcOffsetMinutes', () => {
  it.each([
    ['Asia/Ho_Chi_Minh', '2026-01-15T12:00:00Z', 420],
    ['Asia/Ho_Chi_Minh', '2026-07-15T12:00:00Z', 420],
    ['Asia/Bangkok', '2026-07-15T12:00:00Z', 420],
    ['America/New_York', '2026-01-15T12:00:00Z', -300],
    ['America/New_York', '2026-07-15T12:00:00Z', -240],
    // The switch to summer time: 2026-03-08 07:00 UTC.
    ['America/New_York', '2026-03-08T06:59:00Z', -300],
    ['America/New_York', '2026-03-08T07:00:00Z', -240],
    ['Europe/London', '2026-01-15T12:00:00Z', 0],
    ['Europe/London', '2026-07-15T12:00:00Z', 60],
    ['Australia/Sydney', '2026-01-15T12:00:00Z', 660],
    ['Australia/Sydney', '2026-07-15T12:00:00Z', 600],
    ['Asia/Kathmandu', '2026-07-15T12:00:00Z', 345],
    ['UTC', '2026-07-15T12:00:00Z', 0],
    ['Not/A_Zone', '2026-07-15T12:00:00Z', 0],
  ])('%s at %s is %i', (zone, at, offset) => {
    expect(utcOffsetMinutes(zone, new Date(at))).toBe(offset);
  });

  it('knows every zone of the country table', () => {
    for (const { timezone } of Object.values(COUNTRIES)) {
      expect(utcOffsetMinutes(timezone), timezone).toBe(wallClockOffset(timezone));
    }
  });

  it('answers a country outside the table with Asia/Bangkok and VND', () => {
    expect(locate('1.2.3.4', 'de-DE', new Date('2026-07-15T12:00:00Z'))).toEqual({
      ip: '1.2.3.4',
      country: 'DE',
      timezone: 'Asia/Bangkok',
      offset: 420,
      currency: 'VND',
    });
  });
});

describe('GET /other/api/geo', () => {
  it('matches the SPA’s GeoInfo', () => {
    expectTypeOf<Geo>().toExtend<GeoInfo>();
  });

  it('answers Vietnam by default, in the exact shape, never cached', async () => {
    const { res, body } = await geo();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body).toEqual({
      code: 200,
      msg: 'Thành công',
      data: { ip: '127.0.0.1', country: 'VN', timezone: 'Asia/Ho_Chi_Minh', offset: 420, currency: 'VND' },
    });
    expect(Object.keys(body.data).sort()).toEqual(['country', 'currency', 'ip', 'offset', 'timezone']);
  });

  it('answers the caller’s address', async () => {
    const { body } = await geo({}, '203.0.113.9');
    expect(body.data.ip).toBe('203.0.113.9');
  });

  it.each([
    ['vi-VN,vi;q=0.9,en;q=0.8', 'VN', 'Asia/Ho_Chi_Minh', 'VND'],
    ['en-US,en;q=0.9', 'US', 'America/New_York', 'USD'],
    ['zh-TW,zh;q=0.9,en;q=0.8', 'TW', 'Asia/Taipei', 'TWD'],
    ['zh', 'TW', 'Asia/Taipei', 'TWD'],
    ['th', 'TH', 'Asia/Bangkok', 'THB'],
    ['zh-HK', 'HK', 'Asia/Hong_Kong', 'HKD'],
    ['en-SG', 'SG', 'Asia/Singapore', 'SGD'],
    ['en-GB,en;q=0.9', 'GB', 'Europe/London', 'GBP'],
    ['en', 'VN', 'Asia/Ho_Chi_Minh', 'VND'],
    ['fr-FR', 'FR', 'Asia/Bangkok', 'VND'],
  ])('Accept-Language %s → %s', async (acceptLanguage, country, timezone, currency) => {
    const { res, body } = await geo({ 'accept-language': acceptLanguage });
    expect(res.statusCode).toBe(200);
    expect(body.data).toMatchObject({ country, timezone, currency });
    expect(body.data.offset).toBe(wallClockOffset(timezone));
  });

  it('gives Asia/Ho_Chi_Minh its offset 420 and DST zones their offset of today', async () => {
    expect((await geo({ 'accept-language': 'vi-VN' })).body.data.offset).toBe(420);
    const ny = (await geo({ 'accept-language': 'en-US' })).body.data.offset;
    expect([-300, -240]).toContain(ny);
    expect(ny).toBe(wallClockOffset('America/New_York'));
    const london = (await geo({ 'accept-language': 'en-GB' })).body.data.offset;
    expect([0, 60]).toContain(london);
    expect(london).toBe(wallClockOffset('Europe/London'));
  });

  it('answers in the language of x-language, whatever Accept-Language says', async () => {
    const { body } = await geo({ 'x-language': 'en', 'accept-language': 'th-TH' });
    expect(body.msg).toBe('Success');
    expect(body.data.country).toBe('TH');
  });

  it('is not disturbed by a hostile header', async () => {
    for (const value of ['💥', ';q=1', 'q=0.5', 'a'.repeat(8000), 'vi-VN;q=abc', '-,-,-']) {
      const { res, body } = await geo({ 'accept-language': value });
      expect(res.statusCode, value).toBe(200);
      expect(body.data.timezone).toMatch(/^[A-Za-z_]+\/[A-Za-z_]+$/);
    }
  });
});
