/**
 * The rules of a commentator application (docs/api/users.md "Commentator applications"), once for
 * the server, which enforces them and names the field in its 400, and for the SPA's form, which
 * explains them before anything is sent. Lengths are counted in characters once trimmed.
 */
import { cleanNickname, INVISIBLE_CHARACTERS, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH } from './fields.ts';
import { LOCALES } from './constants.ts';

/** The sports a commentator may cover, in the order the form and the server list them. */
export const COMMENTATOR_SPORTS = ['football', 'basketball', 'esport', 'tennis', 'volleyball', 'billiard', 'marble', 'casino'] as const;
export type CommentatorSportCode = (typeof COMMENTATOR_SPORTS)[number];

/** The languages one may commentate in: the site's own. */
export const COMMENTATOR_LANGUAGES = LOCALES;
export type CommentatorLanguageCode = (typeof COMMENTATOR_LANGUAGES)[number];

/** The display name becomes the host's nickname: the nickname rule (2–30 characters). */
export const APPLICATION_NAME_MIN = NICKNAME_MIN_LENGTH;
export const APPLICATION_NAME_MAX = NICKNAME_MAX_LENGTH;
export const APPLICATION_EXPERIENCE_MIN = 20;
export const APPLICATION_EXPERIENCE_MAX = 2000;
export const APPLICATION_MOTIVATION_MIN = 20;
export const APPLICATION_MOTIVATION_MAX = 500;
export const APPLICATION_LINK_MAX = 500;
/** A reviewer's note; a rejection needs one. */
export const REVIEW_NOTE_MAX = 500;
/** Applications per page of the admin's review list. */
export const APPLICATIONS_PAGE_SIZE = 20;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ApplicationField = 'displayName' | 'languages' | 'sports' | 'experience' | 'sampleLink' | 'motivation';
/** The order the form shows its fields, and the order problems are reported in. */
export const APPLICATION_FIELDS: readonly ApplicationField[] = ['displayName', 'languages', 'sports', 'experience', 'sampleLink', 'motivation'];

/** What can be wrong with one field; each is a message `commentator.form.error.<problem>` (SPA) or a server text. */
export type ApplicationProblem = 'required' | 'tooShort' | 'tooLong' | 'invalid' | 'duplicate' | 'notUrl';
export type ApplicationErrors = Partial<Record<ApplicationField, ApplicationProblem>>;

export interface ApplicationDraft {
  displayName: string;
  languages: readonly string[];
  sports: readonly string[];
  experience: string;
  sampleLink: string;
  motivation: string;
}

/** The bounds of a text field, for the messages of its problems. */
export const APPLICATION_LIMITS: Readonly<Partial<Record<ApplicationField, { min: number; max: number }>>> = {
  displayName: { min: APPLICATION_NAME_MIN, max: APPLICATION_NAME_MAX },
  experience: { min: APPLICATION_EXPERIENCE_MIN, max: APPLICATION_EXPERIENCE_MAX },
  motivation: { min: APPLICATION_MOTIVATION_MIN, max: APPLICATION_MOTIVATION_MAX },
  sampleLink: { min: 1, max: APPLICATION_LINK_MAX },
};

/** Characters as the server counts them: code points once trimmed. */
export function textLength(text: string): number {
  return [...text.trim()].length;
}

/** An absolute http(s) URL with a host and no spaces (a sample clip or a channel); it is stored, never fetched. */
export function isHttpUrl(text: string): boolean {
  const value = text.trim();
  if (value.length === 0 || /\s/.test(value) || INVISIBLE_CHARACTERS.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && /^https?:\/\/[^/]/i.test(value);
  } catch {
    return false;
  }
}

function textProblem(text: string, min: number, max: number): ApplicationProblem | null {
  const length = textLength(text);
  if (length === 0) return 'required';
  if (length < min) return 'tooShort';
  if (length > max) return 'tooLong';
  if (INVISIBLE_CHARACTERS.test(text.trim().replace(/[\r\n\t]/g, ' '))) return 'invalid';
  return null;
}

function listProblem(values: readonly string[], allowed: readonly string[]): ApplicationProblem | null {
  if (values.length === 0) return 'required';
  if (values.some((v) => !allowed.includes(v))) return 'invalid';
  if (new Set(values).size !== values.length) return 'duplicate';
  return null;
}

/** Everything wrong with a draft, field by field (empty when it may be sent). */
export function validateApplication(draft: ApplicationDraft): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const name = draft.displayName.trim();
  if (name.length === 0) errors.displayName = 'required';
  else if (cleanNickname(name) === null) {
    const length = textLength(name.replace(/\s+/g, ' '));
    errors.displayName = length < APPLICATION_NAME_MIN ? 'tooShort' : length > APPLICATION_NAME_MAX ? 'tooLong' : 'invalid';
  }
  const languages = listProblem(draft.languages, COMMENTATOR_LANGUAGES);
  if (languages) errors.languages = languages;
  const sports = listProblem(draft.sports, COMMENTATOR_SPORTS);
  if (sports) errors.sports = sports;
  const experience = textProblem(draft.experience, APPLICATION_EXPERIENCE_MIN, APPLICATION_EXPERIENCE_MAX);
  if (experience) errors.experience = experience;
  const link = draft.sampleLink.trim();
  if (link.length === 0) errors.sampleLink = 'required';
  else if (link.length > APPLICATION_LINK_MAX) errors.sampleLink = 'tooLong';
  else if (!isHttpUrl(link)) errors.sampleLink = 'notUrl';
  const motivation = textProblem(draft.motivation, APPLICATION_MOTIVATION_MIN, APPLICATION_MOTIVATION_MAX);
  if (motivation) errors.motivation = motivation;
  return errors;
}

/** The first problem of a draft in form order, or null. */
export function firstProblem(errors: ApplicationErrors): { field: ApplicationField; problem: ApplicationProblem } | null {
  for (const field of APPLICATION_FIELDS) {
    const problem = errors[field];
    if (problem) return { field, problem };
  }
  return null;
}
