import { describe, expect, it } from 'vitest';
import { searchWithTab, tabForKey, tabFromSearch } from './use-query-tab';

const tabs = ['overview', 'opinion', 'tips', 'analysis', 'odds'] as const;

describe('a section tab in the address', () => {
  it.each([
    ['', 'overview'],
    ['tab=odds', 'odds'],
    ['?tab=analysis&x=1', 'analysis'],
    ['?leagueId=5&tab=tips', 'tips'],
    ['?tab=nope', 'overview'],
    ['?tab=', 'overview'],
  ])('%j chooses %s', (search, tab) => expect(tabFromSearch(search, tabs)).toBe(tab));

  it('falls back to the first tab when the page lacks the one named', () => {
    expect(tabFromSearch('tab=odds', ['overview', 'opinion'])).toBe('overview');
    expect(tabFromSearch('tab=odds', ['matches', 'squad'])).toBe('matches');
  });

  it.each([
    ['', 'tips', '?tab=tips'],
    ['x=1', 'tips', '?x=1&tab=tips'],
    ['tab=tips', 'odds', '?tab=odds'],
    ['tab=tips', 'overview', ''],
    ['x=1&tab=tips', 'overview', '?x=1'],
    ['?leagueId=5&tab=odds', 'overview', '?leagueId=5'],
  ] as const)('%j with %s → %j (the first tab leaves none, the rest stays)', (search, tab, out) => expect(searchWithTab(search, tab, tabs)).toBe(out));

  it.each([
    ['ArrowRight', 'overview', 'opinion'],
    ['ArrowRight', 'odds', 'overview'],
    ['ArrowLeft', 'overview', 'odds'],
    ['ArrowLeft', 'tips', 'opinion'],
    ['Home', 'tips', 'overview'],
    ['End', 'tips', 'odds'],
    ['Enter', 'tips', null],
    ['ArrowDown', 'tips', null],
  ] as const)('%s from %s → %s', (key, from, to) => expect(tabForKey(key, from, tabs)).toBe(to));
});
