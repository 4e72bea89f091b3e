import { useIntl } from '../../lib/intl-context';
import { button } from '../../../styled-system/recipes';
import { useAppSend } from '../../app/machine-hooks';
import { SectionNotice } from './section-states';

/** The two ways a guest becomes a member: open the login or the register view of the account dialog. */
export function SignInActions({ className }: { className: string }) {
  const intl = useIntl();
  const send = useAppSend();
  return (
    <div className={className}>
      <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
        {intl.formatMessage({ id: 'auth.login.open' })}
      </button>
      <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => send({ type: 'dialog.open', view: 'register' })}>
        {intl.formatMessage({ id: 'auth.register.open' })}
      </button>
    </div>
  );
}

/** What a guest sees where a member's own list would be: what it is for and one button into the login view. */
export function SignInNotice({ titleId, textId, actionId, testId }: { titleId: string; textId: string; actionId: string; testId: string }) {
  const intl = useIntl();
  const send = useAppSend();
  return (
    <SectionNotice
      icon="lock"
      title={intl.formatMessage({ id: titleId })}
      text={intl.formatMessage({ id: textId })}
      testId={testId}
      state="guest"
      action={
        <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={() => send({ type: 'dialog.open', view: 'login' })}>
          {intl.formatMessage({ id: actionId })}
        </button>
      }
    />
  );
}
