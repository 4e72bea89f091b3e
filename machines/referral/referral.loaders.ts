/** The data of /gioi-thieu-ban-be (machines/loader): the member's code and rewards, and who joined with it. */
import { fetchInvitees, fetchReferralInfo } from '../../api/referral';
import type { Invitee } from '../../contracts/schemas/users/rewards';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';

export const INVITEES_PAGE_SIZE = 10;

export const referralInfoLoader = createLoader((_: null, signal: AbortSignal) => fetchReferralInfo(signal));

/** The members who signed up with the member's link, newest first, a page at a time. */
export function inviteeList(): PagedList<Invitee> {
  return createPagedList((pageNum, signal) => fetchInvitees({ pageNum, pageSize: INVITEES_PAGE_SIZE }, signal));
}
