import type { ComponentType } from 'react';
import type { RouteId } from '../../contracts/route-table';
import type { PageProps } from './page-props';


export type PageModule = { default: ComponentType<PageProps> };

/**
 * The lazy page of every route of the table: each page module is its own chunk.
 * Routes that are tabs or filters of one page share that page's chunk.
 */
export const routePages = {
  home: () => import('../features/home/pages/home-page'),
  menu: () => import('../features/home/pages/menu-page'),
  matchInfo: () => import('../features/match-info/pages/match-info-page'),
  matchInfoAlt: () => import('../features/match-info/pages/match-info-page'),

  games: () => import('../features/games/pages/games-page'),
  gamesHot: () => import('../features/games/pages/games-page'),
  gamesNew: () => import('../features/games/pages/games-page'),
  gamesTop: () => import('../features/games/pages/games-page'),
  gamesTrending: () => import('../features/games/pages/games-page'),
  gamesAll: () => import('../features/games/pages/games-page'),
  gamePlay: () => import('../features/games/pages/game-play-page'),

  tv: () => import('../features/tv/pages/tv-page'),
  tvNation: () => import('../features/tv/pages/tv-nation-page'),
  tvChannel: () => import('../features/tv/pages/tv-channel-page'),

  music: () => import('../features/music/pages/music-page'),
  musicMood: () => import('../features/music/pages/music-page'),
  musicAll: () => import('../features/music/pages/music-page'),
  musicNew: () => import('../features/music/pages/music-page'),
  musicMine: () => import('../features/music/pages/music-page'),
  musicMyPlaylists: () => import('../features/music/pages/music-page'),
  musicAlbum: () => import('../features/music/pages/music-album-page'),
  musicSong: () => import('../features/music/pages/music-song-page'),
  musicArtist: () => import('../features/music/pages/music-artist-page'),

  films: () => import('../features/films/pages/films-page'),
  filmsMovies: () => import('../features/films/pages/films-page'),
  filmsTvShows: () => import('../features/films/pages/films-page'),
  filmWatch: () => import('../features/films/pages/film-watch-page'),

  news: () => import('../features/news/pages/news-page'),
  newsCategory: () => import('../features/news/pages/news-page'),
  newsType: () => import('../features/news/pages/news-page'),
  newsArticle: () => import('../features/news/pages/news-article-page'),

  tips: () => import('../features/tips/pages/tips-page'),
  tipsMine: () => import('../features/tips/pages/tips-page'),
  tipDetail: () => import('../features/tips/pages/tip-detail-page'),
  tipsCategory: () => import('../features/tips/pages/tips-page'),
  tipsEvents: () => import('../features/tips/pages/tips-page'),
  tipsType: () => import('../features/tips/pages/tips-page'),
  tipsMatch: () => import('../features/tips/pages/tips-match-page'),
  tipsArticle: () => import('../features/tips/pages/tip-detail-page'),

  community: () => import('../features/community/pages/community-page'),
  communitySaved: () => import('../features/community/pages/community-page'),
  communitySearch: () => import('../features/community/pages/community-page'),
  communityGroups: () => import('../features/community/pages/community-page'),
  communityGroup: () => import('../features/community/pages/community-group-page'),
  communityPlace: () => import('../features/community/pages/community-place-page'),
  communityFriends: () => import('../features/community/pages/community-page'),
  communityEvents: () => import('../features/community/pages/community-page'),
  communityEvent: () => import('../features/community/pages/community-event-page'),
  communityPublic: () => import('../features/community/pages/community-page'),
  communityRecent: () => import('../features/community/pages/community-page'),
  communityProfile: () => import('../features/community/pages/community-page'),
  communityUser: () => import('../features/community/pages/community-user-page'),

  chatroom: () => import('../features/chatroom/pages/chatroom-page'),
  chatroomExplore: () => import('../features/chatroom/pages/chatroom-page'),
  chatroomFollowing: () => import('../features/chatroom/pages/chatroom-page'),

  ssoGoogle: () => import('../features/account/pages/sso-google-page'),

  highlights: () => import('../features/highlights/pages/highlights-page'),
  highlightCategory: () => import('../features/highlights/pages/highlights-page'),
  highlightType: () => import('../features/highlights/pages/highlights-page'),
  highlightVideo: () => import('../features/highlights/pages/highlight-video-page'),

  results: () => import('../features/football/pages/results-page'),
  odds: () => import('../features/football/pages/odds-page'),
  fixtures: () => import('../features/football/pages/fixtures-page'),

  comparePlayers: () => import('../features/compare/pages/compare-page'),
  compareTeams: () => import('../features/compare/pages/compare-page'),

  promotions: () => import('../features/promotions/pages/promotions-page'),
  promotion: () => import('../features/promotions/pages/promotion-page'),

  account: () => import('../features/account/pages/account-page'),

  shorts: () => import('../features/short-videos/pages/shorts-page'),
  shortsSaved: () => import('../features/short-videos/pages/shorts-page'),
  shortsExplore: () => import('../features/short-videos/pages/shorts-page'),
  shortsFollowing: () => import('../features/short-videos/pages/shorts-page'),
  shortsTrending: () => import('../features/short-videos/pages/shorts-page'),
  shortsProfile: () => import('../features/short-videos/pages/shorts-page'),
  shortsCreate: () => import('../features/short-videos/pages/shorts-create-page'),
  shortsUser: () => import('../features/short-videos/pages/shorts-user-page'),
  shortsVideo: () => import('../features/short-videos/pages/shorts-video-page'),

  team: () => import('../features/entities/pages/team-page'),
  player: () => import('../features/entities/pages/player-page'),
  league: () => import('../features/entities/pages/league-page'),
  venue: () => import('../features/entities/pages/venue-page'),
  manager: () => import('../features/entities/pages/manager-page'),
  favouriteTeams: () => import('../features/entities/pages/favourite-teams-page'),

  schedule: () => import('../features/live/pages/schedule-page'),
  scheduleAll: () => import('../features/live/pages/schedule-page'),
  scheduleCasino: () => import('../features/live/pages/schedule-page'),
  scheduleEsport: () => import('../features/live/pages/schedule-page'),
  scheduleEsportGame: () => import('../features/live/pages/schedule-page'),
  scheduleMarble: () => import('../features/live/pages/schedule-page'),
  scheduleBooked: () => import('../features/live/pages/schedule-page'),
  scheduleFootball: () => import('../features/live/pages/schedule-page'),
  scheduleBasketball: () => import('../features/live/pages/schedule-page'),

  roomCasino: () => import('../features/live/pages/live-room-page'),
  roomEsport: () => import('../features/live/pages/live-room-page'),
  roomMarble: () => import('../features/live/pages/live-room-page'),
  roomFootball: () => import('../features/live/pages/live-room-page'),
  roomBasketball: () => import('../features/live/pages/live-room-page'),
  room: () => import('../features/live/pages/live-room-page'),

  match: () => import('../features/match/pages/match-page'),

  about: () => import('../features/info/pages/about-page'),
  terms: () => import('../features/info/pages/terms-page'),
  changelog: () => import('../features/info/pages/changelog-page'),
  commentatorApply: () => import('../features/account/pages/commentator-apply-page'),
  adminApplications: () => import('../features/account/pages/application-review-page'),
  members: () => import('../features/community/pages/members-page'),
  referral: () => import('../features/rewards/pages/referral-page'),
  dailyMissions: () => import('../features/rewards/pages/daily-missions-page'),
  checkIn: () => import('../features/rewards/pages/check-in-page'),
  comics: () => import('../features/comics/pages/comics-page'),
} satisfies Record<RouteId, () => Promise<PageModule>>;
