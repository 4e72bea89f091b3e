import { useIntl } from '../lib/intl-context';
import { css, cx } from '../../styled-system/css';
import { button } from '../../styled-system/recipes';
import { useAppSend } from '../app/machine-hooks';
import { Icon } from './ui/icon';

const notice = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: '2',
  px: '3',
  py: '1',
  fontSize: 'sm',
  color: 'status.warning',
  bg: 'status.warningMuted',
  borderRadius: 'lg',
});

const text = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });

/** Shown where the navigation would be when the menu could not be loaded. */
export function ShellFailedNotice({ className }: { className?: string }) {
  const intl = useIntl();
  const send = useAppSend();
  return (
    <div role="alert" className={cx(notice, className)} data-testid="shell-failed">
      <span className={text}>
        <Icon name="warning" size={18} />
        {intl.formatMessage({ id: 'shell.failed' })}
      </span>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => send({ type: 'shell.retry' })}>
        <Icon name="refresh" size={16} />
        {intl.formatMessage({ id: 'common.retry' })}
      </button>
    </div>
  );
}
