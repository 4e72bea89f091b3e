/** The member directory's list (machines/loader paged list, contracts/endpoints/community.ts memberList): one list per search and order. */
import { call } from '../../api/call';
import { memberList } from '../../contracts/endpoints/community';
import { MEMBERS_PAGE_SIZE } from '../../contracts/constants';
import type { Member } from '../../contracts/schemas/community';
import { createPagedList } from '../loader/paged-list.machine';

export const MEMBER_SORTS = ['level', 'newest'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** The most a search may hold (the server refuses longer ones). */
export const MEMBER_KEYWORD_MAX = 100;

export interface MembersSelection {
  keyword: string;
  sort: MemberSort;
}

/** The page's address query (`?q=…&sort=newest`), read leniently: an unknown order is the default, a long search is cut. */
export function parseMembersQuery(search: string): MembersSelection {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    keyword: (params.get('q') ?? '').trim().slice(0, MEMBER_KEYWORD_MAX),
    sort: sort && (MEMBER_SORTS as readonly string[]).includes(sort) ? (sort as MemberSort) : 'level',
  };
}

/** The address query of a selection: the default order and an empty search are left out. */
export function membersSearch({ keyword, sort }: MembersSelection): string {
  const params = new URLSearchParams();
  if (keyword) params.set('q', keyword);
  if (sort !== 'level') params.set('sort', sort);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const membersList = ({ keyword, sort }: MembersSelection) =>
  createPagedList<Member>((pageNum, signal) => call(memberList, { query: { keyword: keyword || undefined, sort, pageNum, pageSize: MEMBERS_PAGE_SIZE } }, signal));
