import { describe, expect, it } from 'vitest';
import type { LiveRoom, ScheduleRow } from '../../../../../contracts/schemas/live';
import { ROOM_TABS, roomFixture, tabsFor } from './tab-keys';

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
