/** The referral page's calls (/gioi-thieu-ban-be; docs/api/users.md "Referrals"): the member's code, share path and rewards, and who signed up with it. */
import { Page, PageQuery } from '../schemas/common';
import { Invitee, ReferralInfo } from '../schemas/users/rewards';
import { endpoint } from './define';

const area = 'referral';

export const referralInfo = endpoint({
  method: 'GET',
  path: '/live/api/user/referral/info',
  area,
  summary: 'The member’s referral code, share path and rewards',
  access: 'member',
  rate: 'reads',
  response: ReferralInfo,
});

export const invitees = endpoint({
  method: 'GET',
  path: '/live/api/user/referral/list',
  area,
  summary: 'Members who signed up with the member’s code, newest first, each pending or credited',
  access: 'member',
  rate: 'reads',
  query: PageQuery(),
  response: Page(Invitee),
});
