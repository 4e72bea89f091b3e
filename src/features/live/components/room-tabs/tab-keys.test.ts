import { describe, expect, it } from 'vitest';
import type { LiveRoom, ScheduleRow } from '../../../../../contracts/schemas/live';
import { ROOM_TABS, roomFixture, searchWithTab, tabForKey, tabFromSearch, tabsFor } from './tab-keys';

const row = (over: Partial<ScheduleRow>) => ({ staticId: 627, leagueId: 2, homeId: 24, awayId: 17, ...over }) as ScheduleRow;
const room = (schedule: ScheduleRow | null) => ({ roomId: 627, schedule }) as LiveRoom;

describe('tabsFor', () => {
  it('gives a match room all five tabs and a show room overview and opinion', () => {
    expect(tabsFor(room(row({})))).toEqual(ROOM_TABS);
    expect(tabsFor(room(row({ staticId: null, homeId: null, awayId: null, leagueId: null })))).toEqual(['overview', 'opinion']);
    expect(tabsFor(room(null))).toEqual(['overview', 'opinion']);
  });

  it('finds the fixture of a match room', () => {
    expect(roomFixture(room(row({})))).toEqual({ staticId: 627, leagueId: 2, homeId: 24, awayId: 17 });
  });
});

describe('tabFromSearch', () => {
  it('reads ?tab=, falling back to the overview for unknown or unavailable tabs', () => {
    expect(tabFromSearch('tab=odds', ROOM_TABS)).toBe('odds');
    expect(tabFromSearch('?tab=analysis&x=1', ROOM_TABS)).toBe('analysis');
    expect(tabFromSearch('', ROOM_TABS)).toBe('overview');
    expect(tabFromSearch('tab=nope', ROOM_TABS)).toBe('overview');
    expect(tabFromSearch('tab=odds', ['overview', 'opinion'])).toBe('overview');
  });
});

describe('searchWithTab', () => {
  it('keeps other parameters and drops the default tab', () => {
    expect(searchWithTab('x=1', 'tips')).toBe('?x=1&tab=tips');
    expect(searchWithTab('tab=tips', 'odds')).toBe('?tab=odds');
    expect(searchWithTab('tab=tips', 'overview')).toBe('');
    expect(searchWithTab('x=1&tab=tips', 'overview')).toBe('?x=1');
  });
});

describe('tabForKey', () => {
  it('moves with arrows (wrapping), Home and End', () => {
    expect(tabForKey('ArrowRight', 'overview', ROOM_TABS)).toBe('opinion');
    expect(tabForKey('ArrowRight', 'odds', ROOM_TABS)).toBe('overview');
    expect(tabForKey('ArrowLeft', 'overview', ROOM_TABS)).toBe('odds');
    expect(tabForKey('Home', 'tips', ROOM_TABS)).toBe('overview');
    expect(tabForKey('End', 'tips', ROOM_TABS)).toBe('odds');
    expect(tabForKey('Enter', 'tips', ROOM_TABS)).toBeNull();
  });
});
