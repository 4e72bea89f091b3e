import type { ReactNode } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { Icon, type IconName } from './icon';
import type { CallError } from '../../../contracts/call-error';
import { srOnly } from './text-styles';

const box = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  px: '6',
  py: { base: '8', sm: '12' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
});
const bubble = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '14',
  h: '14',
  borderRadius: 'full',
  bg: 'accent.muted',
  color: 'accent.text',
});
const errorBubble = css({ bg: 'status.errorMuted', color: 'status.error' });
const boxTitle = css({ textStyle: 'sectionTitle' });
const boxText = css({ color: 'fg.muted', fontSize: 'sm', maxW: 'md' });

interface NoticeProps {
  icon: IconName;
  title: string;
  text?: string;
  tone?: 'neutral' | 'error';
  action?: ReactNode;
  testId?: string;
  state?: string;
}

/** A centred message for a whole section: empty, failed, or "sign in first". */
export function SectionNotice({ icon, title, text, tone = 'neutral', action, testId, state }: NoticeProps) {
  return (
    <div className={box} data-testid={testId} data-state={state} role={tone === 'error' ? 'alert' : undefined}>
      <span className={cx(bubble, tone === 'error' && errorBubble)}>
        <Icon name={icon} size={28} />
      </span>
      <h2 className={boxTitle}>{title}</h2>
      {text ? <p className={boxText}>{text}</p> : null}
      {action}
    </div>
  );
}

/** A failed load with the server's message (or "no connection") and a retry button. */
export function LoadFailed({ error, onRetry }: { error: CallError | null; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <SectionNotice
      icon="warning"
      tone="error"
      state="failed"
      title={intl.formatMessage({ id: 'common.loadFailed' })}
      text={error && error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}
      action={
        <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={onRetry}>
          <Icon name="refresh" size={18} />
          {intl.formatMessage({ id: 'common.retry' })}
        </button>
      }
      testId="load-failed"
    />
  );
}

const skeletonList = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const skeletonRow = css({ h: '20', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', animation: 'livePulse' });

/** Placeholder rows while a section loads. */
export function LoadingRows({ rows = 3 }: { rows?: number }) {
  const intl = useIntl();
  return (
    <div className={skeletonList} aria-busy="true" data-state="loading" data-testid="section-loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}

const pager = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', fontSize: 'sm', color: 'fg.muted' });

/** Previous / next page with "page n of m"; hidden when everything fits on one page. */
export function Pager({ pageNum, pageSize, total, onPage }: { pageNum: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={pager} aria-label={intl.formatMessage({ id: 'account.pager.label' })}>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)}>
        <Icon name="arrowLeft" size={16} />
        {intl.formatMessage({ id: 'account.pager.previous' })}
      </button>
      <span aria-live="polite">{intl.formatMessage({ id: 'account.pager.status' }, { page: pageNum, pages })}</span>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)}>
        {intl.formatMessage({ id: 'account.pager.next' })}
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
