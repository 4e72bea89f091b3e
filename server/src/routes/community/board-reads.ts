/**
 * The board's busiest reads, as the routes answer them: the main and community feeds and search.
 * Named here so that `npm run bench:api -- --feed` reads the plans of the very queries the routes run.
 */
import { and, like } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { communityGroups, communityPosts } from '../../db/schema/community.ts';
import type { Language } from '../../i18n.ts';
import { SEARCH_COUNT_LIMIT } from '../../../../contracts/community-values.ts';
import { listGroups } from './groups-data.ts';
import { listMembers } from './members-data.ts';
import { likePattern, userMatches } from './people.ts';
import { memberStreamPage } from './member-stream.ts';
import { answerOf, listPosts, publicPosts, readStreamPage, visibleTo, type Paging, type StreamOrder, type StreamPage } from './posts-data.ts';

export interface FeedQuery {
  sort?: StreamOrder;
  pageSize: number;
  cursor?: string;
}

/** A page of the posts anyone may see, as a guest sees them: what every reader of that page shares. */
export function readPublicPage(db: Db, lang: Language, query: FeedQuery): Promise<StreamPage> {
  return readStreamPage(db, { where: publicPosts, order: query.sort, viewer: null, lang, pageSize: query.pageSize, cursor: query.cursor });
}

/** Where a feed's parts come from, by default read from `db` each time. */
export interface FeedSources {
  /** The shared page (the routes: from the answer cache). */
  publicPage?: () => Promise<StreamPage>;
  /** Where a member's prepared statement runs (the routes: Database.prepared). */
  prepared?: Db;
}

/**
 * A page of a feed of every post `viewer` may see (`restricted`: the main feed) or of public posts
 * only (the community feed), newest or most engaging first: a guest's is the shared page itself, a
 * member's adds their own to it (member-stream.ts).
 */
export async function feedPage(db: Db, viewer: number | null, lang: Language, query: FeedQuery, restricted: boolean, sources: FeedSources = {}) {
  const shared = await (sources.publicPage ?? (() => readPublicPage(db, lang, query)))();
  const page =
    viewer === null
      ? shared
      : await memberStreamPage(db, viewer, shared, { order: query.sort, pageSize: query.pageSize, cursor: query.cursor, lang, restricted, prepared: sources.prepared });
  return answerOf(page, query.sort);
}

/** A page of the main feed: every post `viewer` may see (null: a guest), newest or most engaging first. */
export function mainFeed(db: Db, viewer: number | null, lang: Language, query: FeedQuery, sources?: FeedSources) {
  return feedPage(db, viewer, lang, query, true, sources);
}

export type SearchType = 'all' | 'posts' | 'users' | 'groups';

/**
 * Search: posts `viewer` may see, members and groups whose folded text holds the folded keyword
 * (the trigram indexes answer the LIKE), each a page whose count stops at SEARCH_COUNT_LIMIT.
 */
export async function searchBoard(db: Db, query: { keyword: string; type: SearchType; viewer: number | null; lang: Language; page: Paging }) {
  const { keyword, type, viewer, lang, page } = query;
  const pattern = likePattern(keyword);
  const want = (section: SearchType) => type === 'all' || type === section;
  const countLimit = SEARCH_COUNT_LIMIT;
  const [posts, users, groups] = await Promise.all([
    want('posts') ? listPosts(db, { where: and(like(communityPosts.search, pattern), visibleTo(viewer))!, viewer, lang, page, countLimit }) : null,
    want('users') ? listMembers(db, { where: userMatches(keyword), order: 'level', page, countLimit }) : null,
    want('groups') ? listGroups(db, { where: like(communityGroups.search, pattern), order: 'popular', viewer, lang, page, countLimit }) : null,
  ]);
  return { keyword: keyword.trim(), posts, users, groups };
}
