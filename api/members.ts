/** The member directory (docs/api/community.md, "Members"). Answers its data or rejects with an ApiFailure. */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { Member, MembersQuery } from '../contracts/schemas/community';

/** Members matching a name (with or without diacritics), highest level or newest first. */
export const fetchMembers = (query: MembersQuery, signal?: AbortSignal): Promise<Page<Member>> => {
  const searchParams: Record<string, string | number> = { sort: query.sort, pageNum: query.pageNum ?? 1, pageSize: query.pageSize ?? 20 };
  if (query.keyword) searchParams.keyword = query.keyword;
  return unwrap(api.get('other/api/community/members', { searchParams, signal }).json<Envelope<Page<Member>>>());
};
