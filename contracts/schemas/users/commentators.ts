/**
 * Commentator applications (docs/api/users.md "Commentator applications"): a member applies, sees
 * the status of the latest application, and an admin reviews them; an approved applicant is a host.
 * The rules of the fields are contracts/commentator-rules.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, PageQuery, StringEnum } from '../common.ts';
import {
  APPLICATION_EXPERIENCE_MAX,
  APPLICATION_LINK_MAX,
  APPLICATION_MOTIVATION_MAX,
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  COMMENTATOR_LANGUAGES,
  COMMENTATOR_SPORTS,
  REVIEW_NOTE_MAX,
} from '../../commentator-rules.ts';

export const CommentatorSport = StringEnum(COMMENTATOR_SPORTS);
export type CommentatorSport = Static<typeof CommentatorSport>;

export const CommentatorLanguage = StringEnum(COMMENTATOR_LANGUAGES);
export type CommentatorLanguage = Static<typeof CommentatorLanguage>;

export const ApplicationStatus = StringEnum(APPLICATION_STATUSES);
export type ApplicationStatus = Static<typeof ApplicationStatus>;

/** A code with its name in the request's language. */
const Named = Type.Object({ code: Type.String(), name: Type.String() });

export const CommentatorApplication = Type.Object({
  id: Type.Integer(),
  status: ApplicationStatus,
  displayName: Type.String({ description: 'The name the applicant would host under (their nickname once approved).' }),
  languages: Type.Array(Named),
  sports: Type.Array(Named),
  experience: Type.String(),
  sampleLink: Nullable(Type.String({ description: 'An http(s) link to a sample clip or a channel (null only in rows from before it was required).' })),
  motivation: Type.String(),
  reviewNote: Nullable(Type.String()),
  createdAt: Type.String(),
  reviewedAt: Nullable(Type.String()),
});
export type CommentatorApplication = Static<typeof CommentatorApplication>;

/** Text lengths are checked trimmed by the route (400 naming the field); the schema only bounds the raw size. */
export const CommentatorApplyBody = Type.Object({
  displayName: Type.String({ maxLength: 200, description: '2–30 characters once trimmed (the nickname rule).' }),
  languages: Type.Array(CommentatorLanguage, { minItems: 1, maxItems: COMMENTATOR_LANGUAGES.length, description: 'Distinct, of vi, en, zh.' }),
  sports: Type.Array(CommentatorSport, { minItems: 1, maxItems: COMMENTATOR_SPORTS.length, description: 'Distinct.' }),
  experience: Type.String({ maxLength: APPLICATION_EXPERIENCE_MAX * 2, description: '20–2000 characters once trimmed.' }),
  sampleLink: Type.String({ maxLength: APPLICATION_LINK_MAX * 2, description: 'An http(s) URL of a sample clip or a channel, at most 500 characters.' }),
  motivation: Type.String({ maxLength: APPLICATION_MOTIVATION_MAX * 2, description: '20–500 characters once trimmed.' }),
});
export type CommentatorApplyBody = Static<typeof CommentatorApplyBody>;

/** The member's latest application, whether a new one may be sent, and the member's role and nickname now. */
export const CommentatorApplicationState = Type.Object({
  application: Nullable(CommentatorApplication),
  canApply: Type.Boolean(),
  siteRoleId: Type.Integer({ description: '2 once the member is a host.' }),
  nickname: Type.String({ description: 'The application’s display name once approved.' }),
});
export type CommentatorApplicationState = Static<typeof CommentatorApplicationState>;

// Review (admins)

export const ApplicationReviewQuery = Type.Composite([
  Type.Object({ status: Type.Optional(StringEnum(APPLICATION_STATUSES, { description: 'Only applications in this status; all when absent.' })) }),
  PageQuery(100, APPLICATIONS_PAGE_SIZE),
]);
export type ApplicationReviewQuery = Static<typeof ApplicationReviewQuery>;

/** An application with who sent it, for the reviewer. */
export const ReviewedApplication = Type.Composite([
  CommentatorApplication,
  Type.Object({
    applicant: Type.Object({
      userId: Type.Integer(),
      username: Type.String(),
      nickname: Type.String(),
      profilePicture: Type.String(),
      siteRoleId: Type.Integer(),
    }),
    reviewer: Nullable(Type.Object({ userId: Type.Integer(), nickname: Type.String() })),
  }),
]);
export type ReviewedApplication = Static<typeof ReviewedApplication>;

export const ApplicationReviewBody = Type.Object({
  id: Id,
  decision: StringEnum(['approve', 'reject'] as const),
  note: Type.Optional(Type.String({ maxLength: REVIEW_NOTE_MAX * 2, description: 'Up to 500 characters once trimmed; required to reject.' })),
});
export type ApplicationReviewBody = Static<typeof ApplicationReviewBody>;
