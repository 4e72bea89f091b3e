/**
 * What each sitemap lists: one area per part of the site (SPEC §2), its addresses read from the
 * database the pages show. Every path is checked against the route table (the route it must land on),
 * so a sitemap never lists an address the site would answer with a 404.
 */
import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import { matchRoute, routeTable, type RouteId } from '../../../contracts/route-table.ts';
import { slugify } from '../../../contracts/slug.ts';
import type { Db } from '../db/connect.ts';
import {
  communityEvents,
  communityGroups,
  communityPlaces,
  contentCategories,
  contentTypes,
  films,
  games,
  highlights,
  liveModes,
  liveRooms,
  musicAlbums,
  musicArtists,
  newsArticles,
  promotions,
  shortVideos,
  songs,
  sportsFixtures,
  sportsLeagues,
  sportsManagers,
  sportsPlayers,
  sportsTeams,
  sportsTips,
  sportsVenues,
  tvChannels,
  tvNations,
} from '../db/schema.ts';
import { DAY, DEFAULT_TIMEZONE } from '../clock.ts';
import { loadSchedulePage, scheduleOrder, toScheduleRow } from '../routes/live/schedule-data.ts';
import { outsidePrivateGroupsOrMine } from '../routes/community/groups-data.ts';
import { PRIVATE_ROUTES } from './route-text.ts';
import { publishedBy } from '../sports/highlights.ts';
import { postedBy } from '../routes/tips/data.ts';

export interface SitemapUrl {
  path: string;
  /** YYYY-MM-DD or an ISO instant, when the page's content has a date. */
  lastmod?: string;
}

export type SitemapArea = (db: Db, now: number) => Promise<SitemapUrl[]>;

/** Fixtures from this far back to this far ahead of now: the seeded window (README "The API"). */
const MATCH_WINDOW_BACK = 6 * DAY;
const MATCH_WINDOW_AHEAD = 6 * DAY;
/** Static routes left out: a mobile menu, a second address of one page. */
const NOT_LISTED: ReadonlySet<RouteId> = new Set<RouteId>(['menu', 'matchInfoAlt']);

/** The path when it lands on the route it is meant for (not a 404, not a static sibling with the same shape). */
function listed(path: string, routeId: RouteId, lastmod?: Date | string | null): SitemapUrl[] {
  if (matchRoute(path)?.route.id !== routeId) return [];
  if (lastmod === null || lastmod === undefined) return [{ path }];
  return [{ path, lastmod: typeof lastmod === 'string' ? lastmod : lastmod.toISOString() }];
}

/** Not later than now (a date ahead of the clock is not a modification yet). */
const notAfter = (date: Date, now: number) => (date.getTime() > now ? new Date(now) : date);

const staticPages: SitemapArea = async () =>
  routeTable.filter((r) => !r.pattern.includes(':') && !PRIVATE_ROUTES.has(r.id) && !NOT_LISTED.has(r.id)).flatMap((r) => listed(r.pattern, r.id));

/** Each live room at its own address: the names of its live or next session, else its last, else its title (as liveRoom answers `slug`). */
const liveRoomsArea: SitemapArea = async (db, now) => {
  const rooms = await db.select({ id: liveRooms.id, title: liveRooms.title, modeSlug: liveModes.slug }).from(liveRooms).innerJoin(liveModes, eq(liveModes.id, liveRooms.liveModeId)).orderBy(asc(liveRooms.id));
  const { rows } = await loadSchedulePage(db, undefined, scheduleOrder, 1, 1_000_000);
  const sessionOf = new Map<number, (typeof rows)[number]>();
  const upcoming = (row: (typeof rows)[number]) => row.endAt.getTime() > now && !row.cancelled;
  // Rows come in start order: a room's first upcoming (or live) row wins; without one, its last row does.
  for (const row of rows) {
    const kept = sessionOf.get(row.roomId);
    if (!kept || !upcoming(kept)) sessionOf.set(row.roomId, row);
  }
  return rooms.flatMap((room) => {
    const session = sessionOf.get(room.id);
    const names = session ? toScheduleRow(session, new Map(), 'vi', now, DEFAULT_TIMEZONE).slug : slugify(room.title.vi);
    const path = `/truc-tiep/${room.modeSlug}/${names ? `${names}-` : ''}${room.id}`;
    const routeId = matchRoute(path)?.route.id;
    return routeId ? listed(path, routeId) : [];
  });
};

const leaguesArea: SitemapArea = async (db) =>
  (await db.select({ id: sportsLeagues.id, name: sportsLeagues.name }).from(sportsLeagues).orderBy(asc(sportsLeagues.id))).flatMap((l) =>
    listed(`/giai-dau/${slugify(l.name.vi, 'giai-dau')}/${l.id}`, 'league'),
  );

const teamsArea: SitemapArea = async (db) =>
  (await db.select({ id: sportsTeams.id, name: sportsTeams.name }).from(sportsTeams).orderBy(asc(sportsTeams.id))).flatMap((t) =>
    listed(`/doi-bong/${slugify(t.name.vi, 'doi-bong')}/${t.id}`, 'team'),
  );

const playersArea: SitemapArea = async (db) =>
  (await db.select({ id: sportsPlayers.id, name: sportsPlayers.name }).from(sportsPlayers).orderBy(asc(sportsPlayers.id))).flatMap((p) =>
    listed(`/cau-thu/${slugify(p.name.vi, 'cau-thu')}/${p.id}`, 'player'),
  );

const venuesArea: SitemapArea = async (db) =>
  (await db.select({ id: sportsVenues.id, name: sportsVenues.name }).from(sportsVenues).orderBy(asc(sportsVenues.id))).flatMap((v) =>
    listed(`/san-van-dong/${slugify(v.name.vi, 'san-van-dong')}/${v.id}`, 'venue'),
  );

const managersArea: SitemapArea = async (db) =>
  (await db.select({ id: sportsManagers.id, name: sportsManagers.name }).from(sportsManagers).orderBy(asc(sportsManagers.id))).flatMap((m) =>
    listed(`/quan-ly-doi-bong/${slugify(m.name.vi, 'huan-luyen-vien')}/${m.id}`, 'manager'),
  );

const home = sportsTeams;
const matchesArea: SitemapArea = async (db, now) => {
  const fixtures = await db
    .select({ id: sportsFixtures.id, homeId: sportsFixtures.homeTeamId, awayId: sportsFixtures.awayTeamId, endsAt: sportsFixtures.endsAt })
    .from(sportsFixtures)
    .where(and(gte(sportsFixtures.kickoffAt, new Date(now - MATCH_WINDOW_BACK)), lt(sportsFixtures.kickoffAt, new Date(now + MATCH_WINDOW_AHEAD))))
    .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id));
  const teams = new Map((await db.select({ id: home.id, name: home.name }).from(home)).map((t) => [t.id, slugify(t.name.vi, 'doi')]));
  return fixtures.flatMap((f) =>
    listed(`/tran-dau/${teams.get(f.homeId) ?? 'doi-nha'}-vs-${teams.get(f.awayId) ?? 'doi-khach'}/${f.id}`, 'match', f.endsAt.getTime() <= now ? f.endsAt : null),
  );
};

/** A content section's categories and types (/tin-tuc/{category}/{type}, /highlight/…), then its items. */
async function sectionPages(db: Db, section: 'news' | 'highlight', base: string, routes: { category: RouteId; type: RouteId }): Promise<SitemapUrl[]> {
  const categories = await db.select({ id: contentCategories.id, slug: contentCategories.slug }).from(contentCategories).where(eq(contentCategories.section, section)).orderBy(asc(contentCategories.sort));
  const types = await db.select({ categoryId: contentTypes.categoryId, slug: contentTypes.slug }).from(contentTypes).orderBy(asc(contentTypes.sort));
  return categories.flatMap((c) => [
    ...listed(`${base}/${c.slug}`, routes.category),
    ...types.filter((t) => t.categoryId === c.id).flatMap((t) => listed(`${base}/${c.slug}/${t.slug}`, routes.type)),
  ]);
}

const newsArea: SitemapArea = async (db, now) => [
  ...(await sectionPages(db, 'news', '/tin-tuc', { category: 'newsCategory', type: 'newsType' })),
  ...(
    await db
      .select({ slug: newsArticles.slug, category: contentCategories.slug, type: contentTypes.slug, publishedAt: newsArticles.publishedAt })
      .from(newsArticles)
      .innerJoin(contentCategories, eq(contentCategories.id, newsArticles.categoryId))
      .innerJoin(contentTypes, eq(contentTypes.id, newsArticles.typeId))
      .where(lte(newsArticles.publishedAt, new Date(now)))
      .orderBy(asc(newsArticles.id))
  ).flatMap((a) => listed(`/tin-tuc/${a.category}/${a.type}/${a.slug}`, 'newsArticle', a.publishedAt)),
];

const highlightsArea: SitemapArea = async (db, now) => [
  ...(await sectionPages(db, 'highlight', '/highlight', { category: 'highlightCategory', type: 'highlightType' })),
  ...(
    await db
      .select({ slug: highlights.slug, category: contentCategories.slug, type: contentTypes.slug, publishedAt: highlights.publishedAt })
      .from(highlights)
      .innerJoin(contentCategories, eq(contentCategories.id, highlights.categoryId))
      .innerJoin(contentTypes, eq(contentTypes.id, highlights.typeId))
      .where(publishedBy(now))
      .orderBy(asc(highlights.id))
  ).flatMap((h) => listed(`/highlight/${h.category}/${h.type}/${h.slug}`, 'highlightVideo', h.publishedAt)),
];

const shortsArea: SitemapArea = async (db, now) =>
  (
    await db
      .select({ slug: shortVideos.slug, category: contentCategories.slug, createdAt: shortVideos.createdAt })
      .from(shortVideos)
      .innerJoin(contentCategories, eq(contentCategories.id, shortVideos.categoryId))
      .orderBy(asc(shortVideos.id))
  ).flatMap((s) => listed(`/video-ngan/${s.category}/${s.slug}`, 'shortsVideo', notAfter(s.createdAt, now)));

const filmsArea: SitemapArea = async (db) =>
  (await db.select({ slug: films.slug }).from(films).orderBy(asc(films.id))).flatMap((f) => listed(`/phim-anh/xem-phim/${f.slug}`, 'filmWatch'));

const musicArea: SitemapArea = async (db) => [
  ...(await db.select({ slug: musicArtists.slug }).from(musicArtists).orderBy(asc(musicArtists.id))).flatMap((a) => listed(`/am-nhac/${a.slug}`, 'musicArtist')),
  ...(await db.select({ id: musicAlbums.id, slug: musicAlbums.slug, releasedOn: musicAlbums.releasedOn }).from(musicAlbums).orderBy(asc(musicAlbums.id))).flatMap((a) =>
    listed(`/am-nhac/album/${a.slug}/${a.id}`, 'musicAlbum', a.releasedOn),
  ),
  ...(await db.select({ id: songs.id, slug: songs.slug, releasedOn: songs.releasedOn }).from(songs).orderBy(asc(songs.id))).flatMap((s) =>
    listed(`/am-nhac/bai-hat/${s.slug}/${s.id}`, 'musicSong', s.releasedOn),
  ),
];

const tvArea: SitemapArea = async (db) => {
  const nations = await db.select({ id: tvNations.id, slug: tvNations.slug }).from(tvNations).orderBy(asc(tvNations.id));
  const channels = await db.select({ nationId: tvChannels.nationId, slug: tvChannels.slug }).from(tvChannels).orderBy(asc(tvChannels.nationId), asc(tvChannels.sort));
  return nations.flatMap((n) => [
    ...listed(`/tivi/${n.slug}`, 'tvNation'),
    ...channels.filter((c) => c.nationId === n.id).flatMap((c) => listed(`/tivi/${n.slug}/${c.slug}`, 'tvChannel')),
  ]);
};

const gamesArea: SitemapArea = async (db) =>
  (await db.select({ id: games.id, slug: games.slug }).from(games).orderBy(asc(games.id))).flatMap((g) => listed(`/game/choi-game/${g.slug}/${g.id}`, 'gamePlay'));

const promotionsArea: SitemapArea = async (db, now) =>
  (await db.select({ slug: promotions.slug, startsAt: promotions.startsAt }).from(promotions).orderBy(asc(promotions.id))).flatMap((p) =>
    listed(`/khuyen-mai/${p.slug}`, 'promotion', notAfter(p.startsAt, now)),
  );

const tipsArea: SitemapArea = async (db, now) =>
  (await db.select({ slug: sportsTips.slug, createdAt: sportsTips.createdAt }).from(sportsTips).where(and(eq(sportsTips.byMember, false), postedBy(now))).orderBy(asc(sportsTips.id))).flatMap((t) =>
    listed(`/tip-keo/chi-tiet/${t.slug}`, 'tipDetail', t.createdAt),
  );

const communityArea: SitemapArea = async (db) => [
  ...(await db.select({ id: communityGroups.id }).from(communityGroups).orderBy(asc(communityGroups.id))).flatMap((g) => listed(`/bang-ton/nhom/${g.id}`, 'communityGroup')),
  ...(await db.select({ id: communityEvents.id }).from(communityEvents).where(outsidePrivateGroupsOrMine(communityEvents.groupId, null)).orderBy(asc(communityEvents.id))).flatMap((e) => listed(`/bang-ton/su-kien/${e.id}`, 'communityEvent')),
  ...(await db.select({ id: communityPlaces.id }).from(communityPlaces).orderBy(asc(communityPlaces.id))).flatMap((p) => listed(`/bang-ton/vi-tri/${p.id}`, 'communityPlace')),
];

/** The areas, in the order of the sitemap index: /sitemaps/<name>.xml. */
export const SITEMAP_AREAS: Readonly<Record<string, SitemapArea>> = {
  pages: staticPages,
  live: liveRoomsArea,
  matches: matchesArea,
  leagues: leaguesArea,
  teams: teamsArea,
  players: playersArea,
  venues: venuesArea,
  managers: managersArea,
  news: newsArea,
  highlights: highlightsArea,
  tips: tipsArea,
  shorts: shortsArea,
  films: filmsArea,
  music: musicArea,
  tv: tvArea,
  games: gamesArea,
  promotions: promotionsArea,
  community: communityArea,
};
