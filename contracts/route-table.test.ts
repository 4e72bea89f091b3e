import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, matchRoute, routeTable, type RouteId } from './route-table';
import { href } from './href';

/** Sample paths of SPEC §2 and the route each must resolve to (a route without parameters is also its own sample, below). */
const listedSamples: Array<[string, RouteId, Record<string, string>?]> = [
  ['/', 'home'],
  ['/menu', 'menu'],
  ['/thong-tin', 'matchInfo'],
  ['/thong-tin-tran-dau', 'matchInfoAlt'],
  ['/game', 'games'],
  ['/game/game-hot', 'gamesHot'],
  ['/game/game-moi', 'gamesNew'],
  ['/game/game-top', 'gamesTop'],
  ['/game/xu-huong', 'gamesTrending'],
  ['/game/game-all', 'gamesAll'],
  ['/game/choi-game/xi-dach/12', 'gamePlay', { game: 'xi-dach', id: '12' }],
  ['/tivi', 'tv'],
  ['/tivi/viet-nam', 'tvNation', { nation: 'viet-nam' }],
  ['/tivi/viet-nam/vtv1', 'tvChannel', { nation: 'viet-nam', channel: 'vtv1' }],
  ['/am-nhac', 'music'],
  ['/am-nhac/mood', 'musicMood'],
  ['/am-nhac/tat-ca', 'musicAll'],
  ['/am-nhac/son-tung-m-tp', 'musicArtist', { artist: 'son-tung-m-tp' }],
  ['/am-nhac/moi-phat-hanh', 'musicNew'],
  ['/am-nhac/nhac-cua-toi', 'musicMine'],
  ['/am-nhac/play-list-cua-toi', 'musicMyPlaylists'],
  ['/am-nhac/album/sky-tour/7', 'musicAlbum', { name: 'sky-tour', id: '7' }],
  ['/am-nhac/bai-hat/lac-troi/42', 'musicSong', { name: 'lac-troi', id: '42' }],
  ['/phim-anh', 'films'],
  ['/phim-anh/phim', 'filmsMovies'],
  ['/phim-anh/tv-show', 'filmsTvShows'],
  ['/phim-anh/xem-phim/bo-gia', 'filmWatch', { slug: 'bo-gia' }],
  ['/tin-tuc', 'news'],
  ['/tin-tuc/bong-da', 'newsCategory', { category: 'bong-da' }],
  ['/tin-tuc/bong-da/noi-bat', 'newsType', { category: 'bong-da', type: 'noi-bat' }],
  ['/tin-tuc/bong-da/noi-bat/viet-nam-thang-lon', 'newsArticle', { category: 'bong-da', type: 'noi-bat', slug: 'viet-nam-thang-lon' }],
  ['/tip-keo', 'tips'],
  ['/tip-keo/tip-cua-toi', 'tipsMine'],
  ['/tip-keo/chi-tiet/nhan-dinh-hn-hp', 'tipDetail', { slug: 'nhan-dinh-hn-hp' }],
  ['/tip-keo/bong-da', 'tipsCategory', { category: 'bong-da' }],
  ['/tip-keo/bong-da/su-kien', 'tipsEvents', { category: 'bong-da' }],
  ['/tip-keo/bong-da/keo-chau-a', 'tipsType', { category: 'bong-da', type: 'keo-chau-a' }],
  ['/tip-keo/bong-da/keo-chau-a/hn-vs-hp', 'tipsArticle', { category: 'bong-da', type: 'keo-chau-a', slug: 'hn-vs-hp' }],
  ['/tip-keo/bong-da/tran-dau/991', 'tipsMatch', { category: 'bong-da', id: '991' }],
  ['/bang-ton', 'community'],
  ['/bang-ton/da-luu', 'communitySaved'],
  ['/bang-ton/tim-kiem', 'communitySearch'],
  ['/bang-ton/nhom', 'communityGroups'],
  ['/bang-ton/nhom/5', 'communityGroup', { id: '5' }],
  ['/bang-ton/vi-tri/8', 'communityPlace', { id: '8' }],
  ['/bang-ton/ban-be', 'communityFriends'],
  ['/bang-ton/su-kien', 'communityEvents'],
  ['/bang-ton/su-kien/3', 'communityEvent', { id: '3' }],
  ['/bang-ton/cong-dong', 'communityPublic'],
  ['/bang-ton/hoat-dong-gan-day', 'communityRecent'],
  ['/bang-ton/trang-ca-nhan', 'communityProfile'],
  ['/bang-ton/trang-ca-nhan/1001', 'communityUser', { userId: '1001' }],
  ['/chatroom', 'chatroom'],
  ['/chatroom/kham-pha', 'chatroomExplore'],
  ['/chatroom/theo-doi', 'chatroomFollowing'],
  ['/sso/ggcallback', 'ssoGoogle'],
  ['/highlight', 'highlights'],
  ['/highlight/bong-da', 'highlightCategory', { category: 'bong-da' }],
  ['/highlight/bong-da/v-league-1', 'highlightType', { category: 'bong-da', type: 'v-league-1' }],
  ['/highlight/bong-da/v-league-1/ha-noi-vs-hai-phong', 'highlightVideo', { category: 'bong-da', type: 'v-league-1', slug: 'ha-noi-vs-hai-phong' }],
  ['/ket-qua/bong-da', 'results'],
  ['/ty-le-keo/bong-da', 'odds'],
  ['/lich-thi-dau/bong-da', 'fixtures'],
  ['/so-sanh/cau-thu', 'comparePlayers'],
  ['/so-sanh/doi-bong', 'compareTeams'],
  ['/khuyen-mai', 'promotions'],
  ['/khuyen-mai/nap-lan-dau', 'promotion', { slug: 'nap-lan-dau' }],
  ['/tai-khoan/ho-so', 'account', { slug: 'ho-so' }],
  ['/tai-khoan/bao-mat', 'account', { slug: 'bao-mat' }],
  ['/video-ngan', 'shorts'],
  ['/video-ngan/da-luu', 'shortsSaved'],
  ['/video-ngan/kham-pha', 'shortsExplore'],
  ['/video-ngan/theo-doi', 'shortsFollowing'],
  ['/video-ngan/xu-huong', 'shortsTrending'],
  ['/video-ngan/trang-ca-nhan', 'shortsProfile'],
  ['/video-ngan/trang-ca-nhan/tao-moi', 'shortsCreate'],
  ['/video-ngan/trang-ca-nhan/77', 'shortsUser', { id: '77' }],
  ['/video-ngan/bong-da/pha-ghi-ban-dep', 'shortsVideo', { category: 'bong-da', detail: 'pha-ghi-ban-dep' }],
  ['/doi-bong/ha-noi-fc/12', 'team', { team: 'ha-noi-fc', id: '12' }],
  ['/cau-thu/nguyen-quang-hai/19', 'player', { player: 'nguyen-quang-hai', id: '19' }],
  ['/giai-dau/v-league-1/1', 'league', { league: 'v-league-1', id: '1' }],
  ['/san-van-dong/my-dinh/4', 'venue', { venue: 'my-dinh', id: '4' }],
  ['/quan-ly-doi-bong/park-hang-seo/2', 'manager', { manager: 'park-hang-seo', id: '2' }],
  ['/doi-bong-yeu-thich', 'favouriteTeams'],
  ['/lich-truc-tiep', 'schedule'],
  ['/lich-truc-tiep/tat-ca', 'scheduleAll'],
  ['/lich-truc-tiep/casino', 'scheduleCasino'],
  ['/lich-truc-tiep/esport', 'scheduleEsport'],
  ['/lich-truc-tiep/esport/lien-minh-huyen-thoai', 'scheduleEsportGame', { slug: 'lien-minh-huyen-thoai' }],
  ['/lich-truc-tiep/tro-choi/dua-bi', 'scheduleMarble'],
  ['/lich-truc-tiep/dat-lich-cua-ban', 'scheduleBooked'],
  ['/lich-truc-tiep/the-thao/bong-da', 'scheduleFootball'],
  ['/lich-truc-tiep/the-thao/bong-ro', 'scheduleBasketball'],
  ['/truc-tiep/casino/baccarat-vip-31', 'roomCasino', { slug: 'baccarat-vip-31' }],
  ['/truc-tiep/esport/t1-geng-45', 'roomEsport', { slug: 't1-geng-45' }],
  ['/truc-tiep/tro-choi/dua-bi/dua-bi-so-1-9', 'roomMarble', { slug: 'dua-bi-so-1-9' }],
  ['/truc-tiep/the-thao/bong-da/ha-noi-hai-phong-101', 'roomFootball', { slug: 'ha-noi-hai-phong-101' }],
  ['/truc-tiep/the-thao/bong-ro/saigon-heat-hanoi-buffaloes-55', 'roomBasketball', { slug: 'saigon-heat-hanoi-buffaloes-55' }],
  ['/truc-tiep/bong-chuyen/viet-nam-thai-lan-7', 'room', { mode: 'bong-chuyen', slug: 'viet-nam-thai-lan-7' }],
  ['/tran-dau/ha-noi-vs-hai-phong/5001', 'match', { slug: 'ha-noi-vs-hai-phong', staticId: '5001' }],
  ['/ve-chung-toi', 'about'],
  ['/dieu-kien-dieu-khoan', 'terms'],
  ['/nhat-ky-thay-doi', 'changelog'],
  ['/ung-tuyen-binh-luan-vien', 'commentatorApply'],
  ['/quan-tri/ung-tuyen', 'adminApplications'],
  ['/thanh-vien', 'members'],
  ['/gioi-thieu-ban-be', 'referral'],
  ['/nhiem-vu-hang-ngay', 'dailyMissions'],
  ['/diem-danh', 'checkIn'],
  ['/truyen-tranh', 'comics'],
];

/** Every route without parameters answers its own pattern: a new static route shadowed by another fails here. */
const samples: Array<[string, RouteId, Record<string, string>?]> = [
  ...listedSamples,
  ...routeTable
    .filter((r) => !r.pattern.includes(':') && !listedSamples.some(([, id]) => id === r.id))
    .map((r): [string, RouteId] => [r.pattern, r.id as RouteId]),
];

const notFound = [
  '/khong-ton-tai',
  '/game/choi-game/xi-dach/abc',
  '/game/choi-game/xi-dach/0',
  '/game/choi-game/xi-dach/12/extra',
  '/am-nhac/album/sky-tour/-1',
  '/am-nhac/bai-hat/lac-troi/4.2',
  '/tin-tuc/bong-da/noi-bat/a/b',
  '/tin-tuc/Bong Da',
  '/tip-keo/bong-da/tran-dau/x1',
  '/tip-keo/bong-chuyen',
  '/tip-keo/football/keo-1x2',
  '/tip-keo/bong-da/keo-chau-au',
  '/tip-keo/bong-ro/keo-chau-au/nhan-dinh-a-b',
  '/tip-keo/quan-vot/tran-dau/991',
  '/bang-ton/nhom/abc',
  '/bang-ton/trang-ca-nhan/me',
  '/doi-bong/ha-noi-fc/abc',
  '/doi-bong/ha-noi-fc',
  '/cau-thu/12',
  '/giai-dau/v-league-1/1e3',
  '/san-van-dong/my-dinh/',
  '/tai-khoan/khong-co',
  '/tai-khoan',
  '/truc-tiep/the-thao/bong-da/khong-co-id',
  '/truc-tiep/casino/baccarat',
  '/tran-dau/ha-noi-hai-phong/5001',
  '/tran-dau/ha-noi-vs-hai-phong/abc',
  '/lich-truc-tiep/esport/LOL!',
  '/%E0%A4%A',
  '/thong-tin/',
  '/video-ngan/a/b/c/d',
  '/tivi/viet-nam/vtv1/hd',
  '/game/choi-game/xi-dach/99999999999999999999',
  `/tin-tuc/${'a'.repeat(300)}`,
  '/admin',
  '/.env',
  '/../etc/passwd',
];

describe('route table', () => {
  it.each(samples)('%s resolves to %s', (path, id, params = {}) => {
    const match = matchRoute(path);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
  });

  it('has a sample for every route with parameters', () => {
    const covered = new Set(samples.map(([, id]) => id));
    expect(routeTable.filter((r) => !covered.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it.each(notFound)('%s is a 404', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('uses the liveroom layout for /truc-tiep/ routes only', () => {
    for (const route of routeTable) {
      expect(route.layout).toBe(route.pattern.startsWith('/truc-tiep/') ? 'liveroom' : 'default');
    }
  });

  it('builds links that resolve back to the same route', () => {
    expect(href('team', { team: 'ha-noi-fc', id: 12 })).toBe('/doi-bong/ha-noi-fc/12');
    expect(href('match', { slug: 'ha-noi-vs-hai-phong', staticId: 5001 }, { leagueId: 3 })).toBe(
      '/tran-dau/ha-noi-vs-hai-phong/5001?leagueId=3',
    );
    expect(href('compareTeams', undefined, { id1: 1, id2: 2 })).toBe('/so-sanh/doi-bong?id1=1&id2=2');
    expect(href('home')).toBe('/');
    for (const [path, id, params] of samples) {
      expect(href(id as 'team', (params ?? {}) as never)).toBe(path);
    }
  });

  it('gives every route a breadcrumb that starts at home', () => {
    for (const route of routeTable) {
      const trail = breadcrumbTrail(route.id);
      expect(trail[0]).toBe('home');
      expect(trail.at(-1)).toBe(route.id);
    }
  });
});
