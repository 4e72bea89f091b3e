import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeBand, type RelativeBand } from './relative-time';

const NOW = new Date('2026-11-21T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;

describe('relativeBand', () => {
  it.each<[string, Date, RelativeBand]>([
    ['just now', ago(0), { unit: 'now' }],
    ['59 s', ago(59 * S), { unit: 'now' }],
    ['in the future', ago(-5 * MIN), { unit: 'now' }],
    ['1 min', ago(MIN), { unit: 'minute', value: 1 }],
    ['59 min 59 s', ago(60 * MIN - S), { unit: 'minute', value: 59 }],
    ['1 h', ago(H), { unit: 'hour', value: 1 }],
    ['23 h 59 min', ago(D - MIN), { unit: 'hour', value: 23 }],
    ['1 day', ago(D), { unit: 'day', value: 1 }],
    ['29 days', ago(29 * D), { unit: 'day', value: 29 }],
    ['30 days', ago(30 * D), { unit: 'month', value: 1 }],
    ['11 months', ago(359 * D), { unit: 'month', value: 11 }],
    ['12 months', ago(360 * D), { unit: 'year', value: 1 }],
    ['3 years', ago(3 * 365 * D), { unit: 'year', value: 3 }],
    ['an invalid date', new Date('nope'), { unit: 'now' }],
  ])('%s', (_, then, band) => {
    expect(relativeBand(then, NOW)).toEqual(band);
  });
});

describe('formatRelativeTime', () => {
  it.each<[string, Date, string]>([
    ['en', ago(10 * S), 'now'],
    ['en', ago(5 * MIN), '5 minutes ago'],
    ['en', ago(2 * H), '2 hours ago'],
    ['en', ago(D), 'yesterday'],
    ['vi', ago(5 * MIN), '5 phút trước'],
    ['zh', ago(5 * MIN), '5 分鐘前'],
  ])('%s %s', (locale, then, text) => {
    expect(formatRelativeTime(then, NOW, locale === 'zh' ? 'zh-Hant' : locale)).toBe(text);
  });
});

describe('formatRelativeTime: every band in the three languages', () => {
  // [band, instant, en, vi, zh]
  it.each<[string, Date, string, string, string]>([
    ['under a minute', ago(30 * S), 'now', 'bây giờ', '現在'],
    ['a minute', ago(MIN + 5 * S), '1 minute ago', '1 phút trước', '1 分鐘前'],
    ['minutes', ago(5 * MIN), '5 minutes ago', '5 phút trước', '5 分鐘前'],
    ['an hour', ago(H), '1 hour ago', '1 giờ trước', '1 小時前'],
    ['hours', ago(3 * H + 20 * MIN), '3 hours ago', '3 giờ trước', '3 小時前'],
    ['a day', ago(D + H), 'yesterday', 'Hôm qua', '昨天'],
    ['days', ago(12 * D), '12 days ago', '12 ngày trước', '12 天前'],
    ['29 days', ago(29 * D), '29 days ago', '29 ngày trước', '29 天前'],
    ['a month (30 days)', ago(30 * D), 'last month', 'tháng trước', '上個月'],
    ['months', ago(4 * 30 * D), '4 months ago', '4 tháng trước', '4 個月前'],
    ['a year', ago(365 * D), 'last year', 'năm ngoái', '去年'],
    ['years', ago(3 * 365 * D), '3 years ago', '3 năm trước', '3 年前'],
    ['the future', ago(-2 * H), 'now', 'bây giờ', '現在'],
  ])('%s', (_, then, en, vi, zh) => {
    expect(formatRelativeTime(then, NOW, 'en')).toBe(en);
    expect(formatRelativeTime(then, NOW, 'vi')).toBe(vi);
    expect(formatRelativeTime(then, NOW, 'zh-Hant')).toBe(zh);
    expect(formatRelativeTime(then.toISOString(), NOW, 'en')).toBe(en);
  });
});
