/** The data of /gioi-thieu-ban-be (machines/loader): the member's code and rewards, and who joined with it. */
import { call } from '../../api/call';
import * as referral from '../../contracts/endpoints/referral';
import type { Invitee } from '../../contracts/schemas/users/rewards';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';

export const INVITEES_PAGE_SIZE = 10;

export const referralInfoLoader = createLoader(referral.referralInfo);

/** The members who signed up with the member's link, newest first, a page at a time. */
export function inviteeList(): PagedList<Invitee> {
  return createPagedList((pageNum, signal) => call(referral.invitees, { query: { pageNum, pageSize: INVITEES_PAGE_SIZE } }, signal));
}
