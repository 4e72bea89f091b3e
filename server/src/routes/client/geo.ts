/**
 * The server's own geolocation (the SPA's default service, SPEC §9). There is no GeoIP database:
 * the country is read from Accept-Language (region first, then language), and the time zone and
 * currency come from the country table below.
 */
import { clockDate } from '../../clock.ts';
import type { Geo } from '../../../../contracts/schemas/client.ts';

export interface CountryInfo {
  timezone: string;
  currency: string;
}

/** Countries the site knows: their main time zone and currency. */
export const COUNTRIES: Readonly<Record<string, CountryInfo>> = {
  VN: { timezone: 'Asia/Ho_Chi_Minh', currency: 'VND' },
  TH: { timezone: 'Asia/Bangkok', currency: 'THB' },
  TW: { timezone: 'Asia/Taipei', currency: 'TWD' },
  HK: { timezone: 'Asia/Hong_Kong', currency: 'HKD' },
  SG: { timezone: 'Asia/Singapore', currency: 'SGD' },
  MY: { timezone: 'Asia/Kuala_Lumpur', currency: 'MYR' },
  ID: { timezone: 'Asia/Jakarta', currency: 'IDR' },
  PH: { timezone: 'Asia/Manila', currency: 'PHP' },
  KH: { timezone: 'Asia/Phnom_Penh', currency: 'KHR' },
  LA: { timezone: 'Asia/Vientiane', currency: 'LAK' },
  CN: { timezone: 'Asia/Shanghai', currency: 'CNY' },
  JP: { timezone: 'Asia/Tokyo', currency: 'JPY' },
  KR: { timezone: 'Asia/Seoul', currency: 'KRW' },
  US: { timezone: 'America/New_York', currency: 'USD' },
  GB: { timezone: 'Europe/London', currency: 'GBP' },
  AU: { timezone: 'Australia/Sydney', currency: 'AUD' },
};

/** A country outside the table (SPEC §9 fallback zone; the site's currency). */
export const UNKNOWN_COUNTRY: CountryInfo = { timezone: 'Asia/Bangkok', currency: 'VND' };

/** Without Accept-Language, or when nothing in it points to a country. */
export const DEFAULT_COUNTRY = 'VN';

/** Languages that point to one country when the tag has no region ("en" and "es" do not). */
export const LANGUAGE_COUNTRIES: Readonly<Record<string, string>> = {
  vi: 'VN',
  th: 'TH',
  zh: 'TW',
  yue: 'HK',
  ms: 'MY',
  id: 'ID',
  fil: 'PH',
  tl: 'PH',
  km: 'KH',
  lo: 'LA',
  ja: 'JP',
  ko: 'KR',
};

/** Longest Accept-Language value read; browsers send far less. */
const MAX_HEADER = 1000;
const MAX_TAGS = 20;

interface LanguageRange {
  tag: string;
  q: number;
  index: number;
}

function ranges(header: string): LanguageRange[] {
  const list: LanguageRange[] = [];
  for (const [index, part] of header.slice(0, MAX_HEADER).split(',').slice(0, MAX_TAGS).entries()) {
    const [tag = '', ...params] = part.trim().split(';');
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
      else if (/^\s*q\s*=/i.test(param)) q = 0;
    }
    if (tag && tag !== '*' && q > 0) list.push({ tag: tag.trim(), q, index });
  }
  // Most preferred first; equal weights keep the header's order.
  return list.sort((a, b) => b.q - a.q || a.index - b.index);
}

/** The country of one language tag: its region (vi-VN, zh-Hant-TW), else its language's country. */
function countryOfTag(tag: string): string | null {
  const [language = '', ...rest] = tag.split(/[-_]/);
  if (!/^[a-z]{2,3}$/i.test(language)) return null;
  // A region is the first two-letter subtag after the language and an optional script (4 letters).
  const afterScript = /^[a-z]{4}$/i.test(rest[0] ?? '') ? rest.slice(1) : rest;
  const region = afterScript[0];
  if (region && /^[a-z]{2}$/i.test(region)) return region.toUpperCase();
  return LANGUAGE_COUNTRIES[language.toLowerCase()] ?? null;
}

/** The caller's country (ISO 3166 alpha-2) from Accept-Language; VN when nothing points to one. */
export function countryFromAcceptLanguage(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return DEFAULT_COUNTRY;
  for (const { tag } of ranges(value)) {
    const country = countryOfTag(tag);
    if (country) return country;
  }
  return DEFAULT_COUNTRY;
}

/** Minutes east of UTC of `timeZone` at `at` (DST-correct); 0 for a zone Intl does not know. */
export function utcOffsetMinutes(timeZone: string, at: Date = clockDate()): number {
  let name: string;
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
    name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  } catch {
    return 0;
  }
  // "GMT" (UTC itself), "GMT+07:00", "GMT-04:00", "GMT+05:45"
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name);
  if (!match?.[1]) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The geolocation answer of a caller at `ip` with this Accept-Language header. */
export function locate(ip: string, acceptLanguage: string | string[] | undefined, at: Date = clockDate()): Geo {
  const country = countryFromAcceptLanguage(acceptLanguage);
  const { timezone, currency } = COUNTRIES[country] ?? UNKNOWN_COUNTRY;
  return { ip, country, timezone, offset: utcOffsetMinutes(timezone, at), currency };
}
