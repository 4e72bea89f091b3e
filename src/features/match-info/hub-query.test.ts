import { describe, expect, it } from 'vitest';
import { hubSearch, parseHubQuery } from './hub-query';

describe('parseHubQuery', () => {
  it.each([
    ['', { sport: null, liveOnly: false, leagueId: null }],
    ['mon=bong-da', { sport: 'football', liveOnly: false, leagueId: null }],
    ['?mon=bong-ro&truc-tiep=1', { sport: 'basketball', liveOnly: true, leagueId: null }],
    ['mon=esport&giai=11', { sport: 'esport', liveOnly: false, leagueId: 11 }],
    ['mon=football', { sport: null, liveOnly: false, leagueId: null }],
    ['truc-tiep=yes&giai=0', { sport: null, liveOnly: false, leagueId: null }],
    ['giai=-3', { sport: null, liveOnly: false, leagueId: null }],
    ['giai=7abc', { sport: null, liveOnly: false, leagueId: null }],
    ['giai=12345678901', { sport: null, liveOnly: false, leagueId: null }],
    ['mon=constructor', { sport: null, liveOnly: false, leagueId: null }],
  ])('%s', (search, filter) => {
    expect(parseHubQuery(search)).toEqual(filter);
  });
});

describe('hubSearch', () => {
  it.each([
    [{ sport: null, liveOnly: false, leagueId: null }, ''],
    [{ sport: 'football', liveOnly: false, leagueId: null }, '?mon=bong-da'],
    [{ sport: 'basketball', liveOnly: true, leagueId: 9 }, '?mon=bong-ro&truc-tiep=1&giai=9'],
    [{ sport: null, liveOnly: true, leagueId: null }, '?truc-tiep=1'],
    [{ sport: 'tennis', liveOnly: false, leagueId: null }, ''],
  ])('%j → %s', (filter, search) => {
    expect(hubSearch(filter)).toBe(search);
  });

  it('reads back what it writes', () => {
    const filter = { sport: 'esport', liveOnly: true, leagueId: 11 };
    expect(parseHubQuery(hubSearch(filter))).toEqual(filter);
  });
});
