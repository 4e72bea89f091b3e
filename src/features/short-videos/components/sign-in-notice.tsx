import { SignInNotice as Notice } from '../../../components/ui/sign-in';

/** What a guest sees where a member's list would be (saved, following, own channel, create). */
export function SignInNotice({ textId }: { textId: string }) {
  return <Notice titleId="shorts.signIn.title" textId={textId} actionId="shorts.signIn.action" testId="short-sign-in" />;
}
