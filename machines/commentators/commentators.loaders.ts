/**
 * The data of /ung-tuyen-binh-luan-vien and /quan-tri/ung-tuyen: the member's application state,
 * the admins' lists (one per status filter), and the form and review machines with their calls.
 */
import { fromPromise } from 'xstate';
import { call } from '../../api/call';
import { APPLICATIONS_PAGE_SIZE, type ApplicationStatus } from '../../contracts/commentator-rules';
import * as commentators from '../../contracts/endpoints/commentators';
import type { ApplicationReviewBody, CommentatorApplication, CommentatorApplyBody, ReviewedApplication } from '../../contracts/schemas/users/commentators';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';
import { applicationFormMachine } from './application-form.machine';
import { applicationReviewMachine } from './application-review.machine';

/** The member's latest application, whether they may apply, and their role now. Input: the member's id (a new member reads again). */
export const myApplicationLoader = createLoader((_userId: number, signal) => call(commentators.myApplication, {}, signal));

/** The review list's filters: every application, or one status. */
export type ApplicationFilter = ApplicationStatus | 'all';
export const APPLICATION_FILTERS: readonly ApplicationFilter[] = ['pending', 'approved', 'rejected', 'all'];

const listOf = (filter: ApplicationFilter): PagedList<ReviewedApplication> =>
  createPagedList((pageNum, signal) =>
    call(
      commentators.applications,
      { query: { ...(filter === 'all' ? {} : { status: filter }), pageNum, pageSize: APPLICATIONS_PAGE_SIZE } },
      signal,
    ),
  );

/** One paged list per filter (a view mounts the chosen one, keyed by it). */
export const applicationLists: Readonly<Record<ApplicationFilter, PagedList<ReviewedApplication>>> = {
  pending: listOf('pending'),
  approved: listOf('approved'),
  rejected: listOf('rejected'),
  all: listOf('all'),
};

export const applyMachine = applicationFormMachine.provide({
  actors: { sendApplication: fromPromise<CommentatorApplication, CommentatorApplyBody>(({ input, signal }) => call(commentators.applyAsCommentator, { body: input }, signal)) },
});

export const reviewMachine = applicationReviewMachine.provide({
  actors: { review: fromPromise<ReviewedApplication, ApplicationReviewBody>(({ input, signal }) => call(commentators.reviewApplication, { body: input }, signal)) },
});
