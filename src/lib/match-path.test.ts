import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../contracts/route-table';
import { matchPath } from './match-path';

describe('matchPath', () => {
  it.each([
    [{ staticId: 650, leagueId: 5, home: { name: 'Atlético Valencia' }, away: { name: 'Deportivo Zaragoza' } }, '/tran-dau/atletico-valencia-vs-deportivo-zaragoza/650?leagueId=5'],
    [{ staticId: 12, leagueId: 1, home: { name: 'Hà Nội FC' }, away: { name: 'Đông Á Thanh Hóa' } }, '/tran-dau/ha-noi-fc-vs-dong-a-thanh-hoa/12?leagueId=1'],
    [{ staticId: 12, home: { name: '河內' }, away: { name: '海防' } }, '/tran-dau/doi-nha-vs-doi-khach/12'],
    [{ staticId: 7, leagueId: null, home: { name: 'A' }, away: { name: '' } }, '/tran-dau/a-vs-doi-khach/7'],
  ])('%j → %s', (match, path) => {
    expect(matchPath(match)).toBe(path);
    expect(matchRoute(path.split('?')[0]!)?.route.id).toBe('match');
  });
});
