import { describe, expect, it } from 'vitest';
import { esportGames, groupRows, visibleRows } from './group-rows';
import type { LiveMode, ScheduleRow } from '../../../../../contracts/schemas/live';

const MODES = [
  { liveModeId: 1, name: 'Bóng đá', slug: 'the-thao/bong-da', livemode: 'football', icon: 'football', sort: 1 },
  { liveModeId: 3, name: 'Đua bi', slug: 'tro-choi/dua-bi', livemode: 'marble', icon: 'marble', sort: 3 },
  { liveModeId: 4, name: 'Esport', slug: 'esport', livemode: 'esport', icon: 'esport', sort: 4 },
] satisfies LiveMode[];

function row(id: number, hour: number, status: number, league: [number, string] | null, modeSlug = 'the-thao/bong-da'): ScheduleRow {
  return {
    id,
    modeSlug,
    status,
    leagueId: league?.[0] ?? null,
    leagueName: league?.[1] ?? null,
    leagueLogo: league ? `/media/league/${league[0]}.svg` : null,
    title: `Phiên ${id}`,
    startTime: `2026-11-21T${String(hour).padStart(2, '0')}:00:00.000Z`,
  } as ScheduleRow;
}

const EPL: [number, string] = [1, 'Ngoại hạng Anh'];
const VL1: [number, string] = [4, 'V.League 1'];
const VN_ESPORT: [number, string] = [10, 'Giải Esports Vô địch Quốc gia'];
const SEA_ESPORT: [number, string] = [11, 'Cúp Esports Đông Nam Á'];
const rows = [
  row(1, 12, 2, VL1),
  row(2, 9, 3, EPL),
  row(3, 14, 1, EPL),
  row(4, 11, 3, null, 'tro-choi/dua-bi'),
  row(5, 10, 1, null, 'tro-choi/dua-bi'),
  row(6, 8, 5, VL1),
  row(7, 15, 1, SEA_ESPORT, 'esport'),
  row(8, 13, 1, VN_ESPORT, 'esport'),
  row(9, 16, 3, VN_ESPORT, 'esport'),
];

describe('schedule rows', () => {
  it('shows live, coming and called-off rows in kickoff order in the schedule view', () => {
    const shown = visibleRows(rows, { view: 'schedule', modeSlug: null, gameSlug: null });
    expect(shown.map((r) => r.id)).toEqual([6, 5, 1, 8, 3, 7]);
  });

  it('shows ended rows, newest first, in the broadcast view', () => {
    expect(visibleRows(rows, { view: 'broadcast', modeSlug: null, gameSlug: null }).map((r) => r.id)).toEqual([9, 4, 2]);
  });

  it("keeps only one mode's rows, and one esport game's", () => {
    expect(visibleRows(rows, { view: 'schedule', modeSlug: 'tro-choi/dua-bi', gameSlug: null }).map((r) => r.id)).toEqual([5]);
    expect(visibleRows(rows, { view: 'schedule', modeSlug: 'esport', gameSlug: 'cup-esports-dong-nam-a' }).map((r) => r.id)).toEqual([7]);
    expect(visibleRows(rows, { view: 'schedule', modeSlug: 'esport', gameSlug: 'khong-co' })).toEqual([]);
  });

  it('groups by league, shows without a league under their mode, in the order of their first row', () => {
    const groups = groupRows(visibleRows(rows, { view: 'schedule', modeSlug: null, gameSlug: null }), MODES);
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.id)])).toEqual([
      ['V.League 1', [6, 1]],
      ['Đua bi', [5]],
      ['Giải Esports Vô địch Quốc gia', [8]],
      ['Ngoại hạng Anh', [3]],
      ['Cúp Esports Đông Nam Á', [7]],
    ]);
    expect(groups[0]).toMatchObject({ logo: '/media/league/4.svg', modeIcon: null });
    expect(groups[1]).toMatchObject({ logo: null, modeIcon: 'marble' });
  });

  it('gives a game whose name has no Latin letters a slug of its id', () => {
    const zh = { ...row(10, 17, 1, [10, '全國電競錦標賽'], 'esport') };
    expect(esportGames([zh])).toEqual([{ slug: 'giai-10', name: '全國電競錦標賽' }]);
    expect(visibleRows([zh], { view: 'schedule', modeSlug: 'esport', gameSlug: 'giai-10' })).toHaveLength(1);
  });

  it("offers the day's esport games as sub-filters", () => {
    expect(esportGames(rows)).toEqual([
      { slug: 'giai-esports-vo-dich-quoc-gia', name: 'Giải Esports Vô địch Quốc gia' },
      { slug: 'cup-esports-dong-nam-a', name: 'Cúp Esports Đông Nam Á' },
    ]);
  });
});
