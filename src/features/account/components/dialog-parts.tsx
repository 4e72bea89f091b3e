import type { ReactNode } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';

export const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '4' });

export const linkButton = css({
  display: 'inline',
  p: '0',
  color: 'accent.text',
  fontWeight: 'semibold',
  cursor: 'pointer',
  textDecoration: 'none',
  borderRadius: 'sm',
  _hover: { textDecoration: 'underline' },
});

export const switchLine = css({ textAlign: 'center', fontSize: 'sm', color: 'fg.muted' });

export const lede = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: 'relaxed' });

const dividerStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  fontSize: 'xs',
  color: 'fg.subtle',
  textTransform: 'uppercase',
  letterSpacing: 'wider',
  _before: { content: '""', flex: '1', h: '[1px]', bg: 'border.default' },
  _after: { content: '""', flex: '1', h: '[1px]', bg: 'border.default' },
});

/** "or" between the form and the other ways in. */
export function OrDivider() {
  const intl = useIntl();
  return <div className={dividerStyle}>{intl.formatMessage({ id: 'auth.or' })}</div>;
}

const mailboxStyle = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  px: '3',
  py: '2',
  fontSize: 'xs',
  lineHeight: 'snug',
  color: 'fg.muted',
  bg: 'bg.subtle',
  borderRadius: 'lg',
  '& a': { color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline' },
});

/** Where one-time codes arrive in this deployment: the development mailbox. */
export function MailboxHint({ icon }: { icon: ReactNode }) {
  const intl = useIntl();
  return (
    <p className={mailboxStyle} data-testid="mailbox-hint">
      {icon}
      <span>
        {intl.formatMessage(
          { id: 'auth.mailboxHint' },
          {
            link: (chunks: ReactNode[]) => (
              <a href="/dev/mailbox" target="_blank" rel="noopener">
                {chunks}
              </a>
            ),
          },
        )}
      </span>
    </p>
  );
}
