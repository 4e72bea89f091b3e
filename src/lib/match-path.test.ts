import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../contracts/route-table';
import { matchPath, type MatchAddress } from './match-path';

const team = (name: string, shortName?: string) => ({ name, shortName });

describe('matchPath', () => {
  it.each<[MatchAddress, string]>([
    [{ staticId: 650, leagueId: 5, home: team('Atlético Valencia'), away: team('Deportivo Zaragoza') }, '/tran-dau/atletico-valencia-vs-deportivo-zaragoza/650?leagueId=5'],
    [{ staticId: 12, leagueId: 1, home: team('Hà Nội FC'), away: team('Đông Á Thanh Hóa') }, '/tran-dau/ha-noi-fc-vs-dong-a-thanh-hoa/12?leagueId=1'],
    [{ staticId: 652, leagueId: 1, home: team('Thép Xanh Nam Định', 'NDI'), away: team('Sông Lam Nghệ An', 'SLN') }, '/tran-dau/thep-xanh-nam-dinh-vs-song-lam-nghe-an/652?leagueId=1'],
    // Chinese names give no slug: the short codes stand in, else the placeholders.
    [{ staticId: 7, leagueId: 2, home: team('河內', 'HAN'), away: team('海防', 'HPH') }, '/tran-dau/han-vs-hph/7?leagueId=2'],
    [{ staticId: 12, home: team('河內'), away: team('海防') }, '/tran-dau/doi-nha-vs-doi-khach/12'],
    [{ staticId: 7, leagueId: null, home: team('A'), away: team('', '') }, '/tran-dau/a-vs-doi-khach/7'],
  ])('%j → %s', (match, path) => {
    expect(matchPath(match)).toBe(path);
    // The route table accepts what it builds.
    expect(matchRoute(path.split('?')[0]!)?.route.id).toBe('match');
  });
});
