/**
 * The data of /ung-tuyen-binh-luan-vien and /quan-tri/ung-tuyen: the member's application state,
 * the admins' lists (one per status filter), and the form and review machines with their calls.
 */
import { fromPromise } from 'xstate';
import { fetchApplications, fetchMyApplication, reviewApplication, sendApplication } from '../../api/commentators';
import type { ApplicationStatus } from '../../contracts/commentator-rules';
import type { ApplicationReviewBody, CommentatorApplication, CommentatorApplyBody, ReviewedApplication } from '../../contracts/schemas/users/commentators';
import { createLoader } from '../loader/loader.machine';
import { createPagedList, type PagedList } from '../loader/paged-list.machine';
import { applicationFormMachine } from './application-form.machine';
import { applicationReviewMachine } from './application-review.machine';

/** The member's latest application, whether they may apply, and their role now. Input: the member's id (a new member reads again). */
export const myApplicationLoader = createLoader((_userId: number, signal) => fetchMyApplication(signal));

/** The review list's filters: every application, or one status. */
export type ApplicationFilter = ApplicationStatus | 'all';
export const APPLICATION_FILTERS: readonly ApplicationFilter[] = ['pending', 'approved', 'rejected', 'all'];

const listOf = (filter: ApplicationFilter): PagedList<ReviewedApplication> =>
  createPagedList((pageNum, signal) => fetchApplications({ status: filter === 'all' ? undefined : filter, pageNum }, signal));

/** One paged list per filter (a view mounts the chosen one, keyed by it). */
export const applicationLists: Readonly<Record<ApplicationFilter, PagedList<ReviewedApplication>>> = {
  pending: listOf('pending'),
  approved: listOf('approved'),
  rejected: listOf('rejected'),
  all: listOf('all'),
};

export const applyMachine = applicationFormMachine.provide({
  actors: { sendApplication: fromPromise<CommentatorApplication, CommentatorApplyBody>(({ input, signal }) => sendApplication(input, signal)) },
});

export const reviewMachine = applicationReviewMachine.provide({
  actors: { review: fromPromise<ReviewedApplication, ApplicationReviewBody>(({ input, signal }) => reviewApplication(input, signal)) },
});
