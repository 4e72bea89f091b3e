/**
 * The board's busiest reads, as the routes answer them: the main feed and search. Named here so
 * that `npm run bench:api -- --feed` reads the plans of the very queries the routes run.
 */
import { and, like } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { communityGroups, communityPosts } from '../../db/schema/community.ts';
import type { Language } from '../../i18n.ts';
import { SEARCH_COUNT_LIMIT } from '../../../../contracts/community-values.ts';
import { listGroups } from './groups-data.ts';
import { listMembers } from './members-data.ts';
import { likePattern, userMatches } from './people.ts';
import { listPosts, streamPosts, visibleTo, type Paging, type StreamOrder } from './posts-data.ts';

/** A page of the main feed: every post `viewer` may see (null: a guest), newest or most engaging first. */
export function mainFeed(db: Db, viewer: number | null, lang: Language, query: { sort?: StreamOrder; pageSize: number; cursor?: string }) {
  return streamPosts(db, { where: visibleTo(viewer), order: query.sort, viewer, lang, pageSize: query.pageSize, cursor: query.cursor });
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
