import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../contracts/route-table';
import { matchPath, type MatchAddress } from './match-path';

const team = (name: string, shortName: string) => ({ name, shortName });

describe('matchPath', () => {
  it.each<[MatchAddress, string]>([
    [{ staticId: 652, leagueId: 1, home: team('Thép Xanh Nam Định', 'NDI'), away: team('Sông Lam Nghệ An', 'SLN') }, '/tran-dau/thep-xanh-nam-dinh-vs-song-lam-nghe-an/652?leagueId=1'],
    [{ staticId: 651, leagueId: 4, home: team('York Borough', 'YOR'), away: team('Southampton Athletic', 'SOU') }, '/tran-dau/york-borough-vs-southampton-athletic/651?leagueId=4'],
    // Chinese names give no slug: the short codes stand in.
    [{ staticId: 7, leagueId: 2, home: team('河內', 'HAN'), away: team('海防', 'HPH') }, '/tran-dau/han-vs-hph/7?leagueId=2'],
    [{ staticId: 8, leagueId: 2, home: team('河內', ''), away: team('', '') }, '/tran-dau/doi-nha-vs-doi-khach/8?leagueId=2'],
  ])('%j → %s', (match, path) => {
    expect(matchPath(match)).toBe(path);
    // The route table accepts what it builds.
    expect(matchRoute(path.split('?')[0]!)?.route.id).toBe('match');
  });
});
