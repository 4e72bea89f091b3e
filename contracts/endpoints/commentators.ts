/**
 * Commentator applications (/ung-tuyen-binh-luan-vien, /quan-tri/ung-tuyen; docs/api/users.md
 * "Commentator applications"): the member's own application and the admins' review.
 */
import { Page } from '../schemas/common';
import {
  ApplicationReviewBody,
  ApplicationReviewQuery,
  CommentatorApplication,
  CommentatorApplicationState,
  CommentatorApplyBody,
  ReviewedApplication,
} from '../schemas/users/commentators';
import { endpoint } from './define';

const area = 'commentators';

export const applyAsCommentator = endpoint({
  method: 'POST',
  path: '/live/api/user/commentator/apply',
  area,
  summary: 'Applies to become a commentator (one open application at a time)',
  access: 'member',
  rate: 'reads',
  body: CommentatorApplyBody,
  response: CommentatorApplication,
  errors: { 403: 'staff may not apply', 409: 'already a commentator, or an application is still open' },
});

export const myApplication = endpoint({
  method: 'GET',
  path: '/live/api/user/commentator/application',
  area,
  summary: 'The member’s latest commentator application, whether a new one may be sent, and their site role',
  access: 'member',
  rate: 'reads',
  response: CommentatorApplicationState,
});

export const applications = endpoint({
  method: 'GET',
  path: '/live/api/user/commentator/applications',
  area,
  summary: 'Commentator applications to review (admins): open ones first, oldest first; then the reviewed, newest first',
  access: 'admin',
  rate: 'reads',
  query: ApplicationReviewQuery,
  response: Page(ReviewedApplication),
});

export const reviewApplication = endpoint({
  method: 'POST',
  path: '/live/api/user/commentator/review',
  area,
  summary: 'Approves (the applicant becomes a host) or rejects (a note is required) an open application (admins)',
  access: 'admin',
  rate: 'reads',
  body: ApplicationReviewBody,
  response: ReviewedApplication,
  errors: { 404: 'an unknown application', 409: 'the application was already reviewed, or the applicant is staff now' },
});
