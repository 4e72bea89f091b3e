import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../contracts/route-table';
import { matchHref, playerHref, teamHref } from './links';

describe('compare links', () => {
  it.each([
    [teamHref(1, 'Hà Nội FC'), '/doi-bong/ha-noi-fc/1', 'team'],
    [teamHref(9, '河內FC'), '/doi-bong/fc/9', 'team'],
    [teamHref(9, '河內'), '/doi-bong/doi-bong/9', 'team'],
    [playerHref(110, 'Phan Hữu Phượng'), '/cau-thu/phan-huu-phuong/110', 'player'],
    [playerHref(7, '阮文'), '/cau-thu/cau-thu/7', 'player'],
    [matchHref(216, 1, 'Công An Hà Nội', 'Hà Nội FC'), '/tran-dau/cong-an-ha-noi-vs-ha-noi-fc/216?leagueId=1', 'match'],
    [matchHref(5, 2, '河內', '海防'), '/tran-dau/doi-nha-vs-doi-khach/5?leagueId=2', 'match'],
  ])('%s', (path, expected, routeId) => {
    expect(path).toBe(expected);
    expect(matchRoute(path.split('?')[0]!)?.route.id).toBe(routeId);
  });
});
