import type { passwordProblem } from '../../contracts/password-policy';
import { createLoader } from '../loader/loader.machine';

export type PasswordPolicy = typeof passwordProblem;

/**
 * The password rule of contracts/password-policy.ts, loaded on demand: its dictionaries weigh about
 * 1 MB, so only the forms that set a password load it (the browser keeps the chunk once loaded).
 */
export const passwordPolicyLoader = createLoader<void, PasswordPolicy>(() =>
  import('../../contracts/password-policy').then((policy) => policy.passwordProblem),
);
