/**
 * The password rule of contracts/password-policy.ts, loaded on demand: its dictionaries weigh
 * about 1 MB, so only the views that set a password ask for them, and only once.
 */
import { useEffect, useState } from 'react';
import type { PasswordCheck } from './validation';

let loading: Promise<PasswordCheck> | null = null;

export function loadPasswordCheck(): Promise<PasswordCheck> {
  loading ??= import('../../../contracts/password-policy').then(
    (policy) => policy.passwordProblem,
    (error: unknown) => {
      // Offline or a new deployment: the next view asks again; the server checks in any case.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The password check once it has loaded (null meanwhile: the form then leaves the judgement to the server). */
export function usePasswordCheck(): PasswordCheck | null {
  const [check, setCheck] = useState<PasswordCheck | null>(null);
  useEffect(() => {
    let live = true;
    loadPasswordCheck().then(
      (loaded) => {
        if (live) setCheck(() => loaded);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return check;
}
