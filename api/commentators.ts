/**
 * Commentator applications (docs/api/users.md "Commentator applications"): the member's own and the
 * admins' review. Each call answers its data or rejects with an ApiFailure.
 */
import { APPLICATIONS_PAGE_SIZE, type ApplicationStatus } from '../contracts/commentator-rules';
import { api, unwrap } from './client';
import type { Envelope, Page } from '../contracts/schemas/common';
import type {
  ApplicationReviewBody,
  CommentatorApplication,
  CommentatorApplicationState,
  CommentatorApplyBody,
  ReviewedApplication,
} from '../contracts/schemas/users/commentators';

export const fetchMyApplication = (signal?: AbortSignal): Promise<CommentatorApplicationState> =>
  unwrap(api.get('live/api/user/commentator/application', { signal }).json<Envelope<CommentatorApplicationState>>());

export const sendApplication = (body: CommentatorApplyBody, signal?: AbortSignal): Promise<CommentatorApplication> =>
  unwrap(api.post('live/api/user/commentator/apply', { json: body, signal }).json<Envelope<CommentatorApplication>>());

export interface ApplicationListQuery {
  /** Only this status; every application when absent. */
  status?: ApplicationStatus;
  pageNum: number;
}

export const fetchApplications = (query: ApplicationListQuery, signal?: AbortSignal): Promise<Page<ReviewedApplication>> =>
  unwrap(
    api
      .get('live/api/user/commentator/applications', {
        searchParams: { ...(query.status ? { status: query.status } : {}), pageNum: query.pageNum, pageSize: APPLICATIONS_PAGE_SIZE },
        signal,
      })
      .json<Envelope<Page<ReviewedApplication>>>(),
  );

export const reviewApplication = (body: ApplicationReviewBody, signal?: AbortSignal): Promise<ReviewedApplication> =>
  unwrap(api.post('live/api/user/commentator/review', { json: body, signal }).json<Envelope<ReviewedApplication>>());
