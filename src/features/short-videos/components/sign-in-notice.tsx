import { useIntl } from '../../../lib/intl-context';
import { button } from '../../../../styled-system/recipes';
import { useAppSend } from '../../../app/machine-hooks';
import { SectionNotice } from '../../../components/ui/section-states';

/** What a guest sees where a member's list would be (saved, following, own channel, create). */
export function SignInNotice({ textId }: { textId: string }) {
  const intl = useIntl();
  const send = useAppSend();
  return (
    <SectionNotice
      icon="lock"
      title={intl.formatMessage({ id: 'shorts.signIn.title' })}
      text={intl.formatMessage({ id: textId })}
      testId="short-sign-in"
      state="guest"
      action={
        <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
          {intl.formatMessage({ id: 'shorts.signIn.action' })}
        </button>
      }
    />
  );
}
