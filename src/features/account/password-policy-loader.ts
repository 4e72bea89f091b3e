import { passwordPolicyLoader } from '../../../machines/account/password-policy.loaders';
import { useLoader } from '../../components/ui/use-loader';
import type { PasswordCheck } from './validation';

/** The password check once it has loaded (null meanwhile or if it failed: the form then leaves the judgement to the server). */
export function usePasswordCheck(): PasswordCheck | null {
  return useLoader(passwordPolicyLoader, undefined).data;
}
