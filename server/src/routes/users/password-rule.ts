/** The password rule of every place that sets one (register, reset, change): 400 with the reason. */
import { isStrongEnough } from '../../auth/passwords.ts';
import { UsersError } from './errors.ts';

export interface PersonalFacts {
  username?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  nickname?: string | null;
}

/** Throws a 400 naming `field` when the password may not be used. */
export function requireAllowedPassword(password: string, _personal: PersonalFacts, field: string): void {
  if (!isStrongEnough(password)) throw new UsersError(400, 'passwordLength', { field });
}
