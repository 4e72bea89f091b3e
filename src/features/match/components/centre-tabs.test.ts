import { describe, expect, it } from 'vitest';
import { CENTRE_TABS, centreTabsFor, searchWithTab, tabForKey, tabFromSearch } from './centre-tabs';

describe('centre tabs', () => {
  it('gives football every tab and other sports no line-ups or statistics', () => {
    expect(centreTabsFor('football')).toEqual(CENTRE_TABS);
    expect(centreTabsFor('basketball')).toEqual(['overview', 'h2h', 'table', 'odds']);
  });

  it.each([
    ['', 'overview'],
    ['?tab=lineups&leagueId=5', 'lineups'],
    ['leagueId=5&tab=table', 'table'],
    ['?tab=stats', 'overview'], // basketball has none
    ['?tab=nope', 'overview'],
  ])('the address %j chooses %s (basketball tabs for the stats case)', (search, tab) => {
    const available = search.includes('stats') ? centreTabsFor('basketball') : centreTabsFor('football');
    expect(tabFromSearch(search, available)).toBe(tab);
  });

  it('keeps the other parameters and leaves the default out', () => {
    expect(searchWithTab('?leagueId=5', 'odds')).toBe('?leagueId=5&tab=odds');
    expect(searchWithTab('?leagueId=5&tab=odds', 'overview')).toBe('?leagueId=5');
    expect(searchWithTab('tab=odds', 'overview')).toBe('');
  });

  it.each([
    ['ArrowRight', 'overview', 'lineups'],
    ['ArrowRight', 'odds', 'overview'],
    ['ArrowLeft', 'overview', 'odds'],
    ['Home', 'h2h', 'overview'],
    ['End', 'h2h', 'odds'],
    ['Enter', 'h2h', null],
  ] as const)('%s from %s → %s', (key, from, to) => {
    expect(tabForKey(key, from, CENTRE_TABS)).toBe(to);
  });
});
