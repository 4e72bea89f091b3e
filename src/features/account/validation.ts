/**
 * The account forms' rules (docs/api/users.md "Accounts", "Profile", "One-time codes"), as pure
 * functions. Each answers null or the first problem as a catalogue id with its values; the server
 * checks everything again, these only spare the visitor a round trip.
 */
import { normalize } from '../../../machines/availability/availability.machine';
import { EMAIL_MAX_LENGTH, INVISIBLE_CHARACTERS, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, USERNAME_CHARACTERS, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, normalizeEmail, normalizePhone, usernameLooksLikeContact } from '../../../contracts/fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem, type PersonalFacts } from '../../../contracts/password-rules';

export interface Problem {
  /** A catalogue id, e.g. 'validation.required'. */
  id: string;
  values?: Record<string, number>;
}

export const USERNAME_MIN = USERNAME_MIN_LENGTH;
export const USERNAME_MAX = USERNAME_MAX_LENGTH;
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;
export const NICKNAME_MIN = NICKNAME_MIN_LENGTH;
export const NICKNAME_MAX = NICKNAME_MAX_LENGTH;
export const EMAIL_MAX = EMAIL_MAX_LENGTH;
export const OTP_LENGTH = 6;


const required: Problem = { id: 'validation.required' };
const tooShort = (min: number): Problem => ({ id: 'validation.tooShort', values: { min } });
const tooLong = (max: number): Problem => ({ id: 'validation.tooLong', values: { max } });

/** Length in characters as a person counts them (an emoji or a Vietnamese letter is one). */
const length = (text: string) => [...text].length;

export function validateUsername(value: string): Problem | null {
  const text = value.trim();
  if (!text) return required;
  if (usernameLooksLikeContact(text)) return { id: 'validation.username.contact' };
  if (!USERNAME_CHARACTERS.test(text)) return { id: 'validation.username.pattern' };
  if (text.length < USERNAME_MIN) return tooShort(USERNAME_MIN);
  if (text.length > USERNAME_MAX) return tooLong(USERNAME_MAX);
  return null;
}

/** The strength check of contracts/password-policy.ts, passed in once it has loaded. */
export type PasswordCheck = (password: string, personal: PersonalFacts) => PasswordProblem | null;

/**
 * 8–64 characters, then, once the strength check has loaded, not common, not a pattern and not
 * built from the person's own username, e-mail, phone or name (contracts/password-policy.ts).
 */
export function validatePassword(value: string, check?: PasswordCheck | null, personal: PersonalFacts = {}): Problem | null {
  if (!value) return required;
  if (length(value) < PASSWORD_MIN) return tooShort(PASSWORD_MIN);
  if (length(value) > PASSWORD_MAX) return tooLong(PASSWORD_MAX);
  const problem = check?.(value, personal) ?? null;
  if (problem === null || problem === 'length') return null;
  return { id: `validation.password.${problem}` };
}

export function validateEmail(value: string): Problem | null {
  const text = normalize('email', value);
  if (!text) return required;
  if (text.length > EMAIL_MAX) return tooLong(EMAIL_MAX);
  if (normalizeEmail(text) === null) return { id: 'validation.email.pattern' };
  return null;
}

export function validatePhone(value: string): Problem | null {
  const text = normalize('phoneNumber', value);
  if (!text) return required;
  if (normalizePhone(text) === null) return { id: 'validation.phone.pattern' };
  return null;
}

/** A nickname as the server keeps it: trimmed, inner spaces collapsed, 2–30 characters, nothing invisible. */
export function validateNickname(value: string): Problem | null {
  const text = value.trim().replace(/\s+/g, ' ');
  if (!text) return required;
  if (INVISIBLE_CHARACTERS.test(value.trim())) return { id: 'validation.nickname.invisible' };
  if (length(text) < NICKNAME_MIN) return tooShort(NICKNAME_MIN);
  if (length(text) > NICKNAME_MAX) return tooLong(NICKNAME_MAX);
  return null;
}

/** The display name of a registration is optional; when given it follows the nickname rules. */
export function validateDisplayName(value: string): Problem | null {
  return value.trim() ? validateNickname(value) : null;
}

export function validateOtp(value: string): Problem | null {
  const text = value.trim();
  if (!text) return required;
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(text)) return { id: 'validation.otp.pattern', values: { length: OTP_LENGTH } };
  return null;
}

/** Sign-in asks only that both fields are filled: the server says what is wrong without telling which. */
export function validateRequired(value: string): Problem | null {
  return value.trim() ? null : required;
}

export type ContactKind = 'email' | 'phone';

export interface RegistrationForm {
  contact: ContactKind;
  email: string;
  phoneNumber: string;
  username: string;
  password: string;
  displayName: string;
}

export type RegistrationField = 'email' | 'phoneNumber' | 'username' | 'password' | 'displayName';

/** Every problem of the registration form; the contact not chosen is not checked. */
export function validateRegistration(form: RegistrationForm, check?: PasswordCheck | null): Partial<Record<RegistrationField, Problem>> {
  const problems: Partial<Record<RegistrationField, Problem>> = {};
  const add = (field: RegistrationField, problem: Problem | null) => {
    if (problem) problems[field] = problem;
  };
  if (form.contact === 'email') add('email', validateEmail(form.email));
  else add('phoneNumber', validatePhone(form.phoneNumber));
  add('username', validateUsername(form.username));
  const personal: PersonalFacts = {
    username: form.username,
    displayName: form.displayName,
    ...(form.contact === 'email' ? { email: form.email } : { phoneNumber: form.phoneNumber }),
  };
  add('password', validatePassword(form.password, check, personal));
  add('displayName', validateDisplayName(form.displayName));
  return problems;
}

/** The body of the registration call: trimmed values, only the chosen contact, no empty display name. */
export function registrationPayload(form: RegistrationForm) {
  const displayName = form.displayName.trim().replace(/\s+/g, ' ');
  return {
    username: form.username.trim(),
    password: form.password,
    ...(form.contact === 'email' ? { email: normalize('email', form.email) } : { phoneNumber: normalize('phoneNumber', form.phoneNumber) }),
    ...(displayName ? { displayName } : {}),
  };
}

export type ResetForm = { contact: ContactKind; email: string; phoneNumber: string };

/** The contact of a password reset, checked. */
export function validateResetContact(form: ResetForm): Problem | null {
  return form.contact === 'email' ? validateEmail(form.email) : validatePhone(form.phoneNumber);
}
