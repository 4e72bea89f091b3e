/**
 * Referrals (docs/api/users.md "Referrals"): the member's code, share path and rewards, and who
 * signed up with it. Typed by contracts/schemas/users/rewards.ts; each call answers its data or
 * rejects with an ApiFailure (401 without a member).
 */
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type { Invitee, ReferralInfo } from '../contracts/schemas/users/rewards';

const BASE = 'live/api/user/referral';

export const fetchReferralInfo = (signal?: AbortSignal): Promise<ReferralInfo> => unwrap(api.get(`${BASE}/info`, { signal }).json<Envelope<ReferralInfo>>());

export const fetchInvitees = (input: { pageNum: number; pageSize: number }, signal?: AbortSignal): Promise<Page<Invitee>> =>
  unwrap(api.get(`${BASE}/list`, { searchParams: { ...input }, signal }).json<Envelope<Page<Invitee>>>());
