/** The password rule (contracts/password-policy.ts) where a password is set: register, reset, change. */
import { passwordProblem, type PasswordProblem, type PersonalFacts } from '../../../../contracts/password-policy.ts';
import { fail, type UsersMessageKey } from './messages.ts';

const MESSAGES: Record<PasswordProblem, UsersMessageKey> = {
  length: 'passwordLength',
  personal: 'passwordPersonal',
  common: 'passwordCommon',
  pattern: 'passwordPattern',
  guessable: 'passwordGuessable',
};

/** Throws a 400 naming `field` and the reason when the password may not be used. */
export function requireAllowedPassword(password: string, personal: PersonalFacts, field: string): void {
  const problem = passwordProblem(password, personal);
  if (problem) throw fail(400, MESSAGES[problem], { field });
}
