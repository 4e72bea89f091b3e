import { lazy, Suspense, useEffect, useLayoutEffect, useState, type CSSProperties } from 'react';
import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { dropdown } from '../../../styled-system/recipes';
import { Icon } from '../../components/ui/icon';
import { usePopover } from '../../components/ui/use-popover';
import { ErrorBoundary } from '../error-pages/error-boundary';
import { useAppSend, useNavbarMode, useUnreadCount } from '../machine-hooks';
import { srOnly } from '../../components/ui/text-styles';

// The list is its own chunk: the header carries only the bell and its count (the home route's bundle stays small).
const loadPanel = () => import('../../features/notifications/components/notifications-panel');
const NotificationsPanel = lazy(loadPanel);

/** Starts loading the list's code before it is needed (hover or focus on the bell). */
function preloadPanel(): void {
  void loadPanel().catch(() => {});
}

/** Past this the badge says "99+". */
const BADGE_MAX = 99;

const trigger = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: 'touch',
  h: 'touch',
  flexShrink: '0',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  _expanded: { bg: 'bg.hover', color: 'fg.default' },
});

const countBadge = css({
  position: 'absolute',
  top: '1',
  right: '0.5',
  minW: '5',
  h: '5',
  px: '1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'full',
  bg: 'accent.live',
  color: 'fg.onLive',
  fontSize: '2xs',
  fontWeight: 'bold',
  lineHeight: 'none',
  fontVariantNumeric: 'tabular-nums',
  borderWidth: '2px',
  borderColor: 'bg.surface',
  pointerEvents: 'none',
});

/** Wide enough for a message's two lines; on phones and tablets it spans the screen under the header. */
const panelSize = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0',
  p: '0',
  w: '[24rem]',
  maxH: '[min(36rem, 75vh)]',
  overflow: 'hidden',
  '@media (max-width: 1023.98px)': {
    position: 'fixed',
    left: '2',
    right: '2',
    top: '[var(--panel-top, 4rem)]',
    w: 'auto',
    maxH: '[calc(100dvh - var(--panel-top, 4rem) - 5rem)]',
  },
});

const skeleton = css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3' });
const skeletonHead = css({ h: '8', w: '40', borderRadius: 'md', bg: 'bg.active', animation: 'livePulse' });
const skeletonRow = css({ h: '16', borderRadius: 'lg', bg: 'bg.surface', animation: 'livePulse' });

/** While the list's code loads: the panel's head and rows, at their final size. */
function PanelSkeleton() {
  const intl = useIntl();
  return (
    <div className={skeleton} aria-busy="true" data-state="loading">
      <span className={srOnly}>{intl.formatMessage({ id: 'common.loading' })}</span>
      <div className={skeletonHead} aria-hidden="true" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}

/** The list's code failed to load: close the panel and say so. */
function PanelFailed({ onClose }: { onClose: () => void }) {
  const send = useAppSend();
  useEffect(() => {
    onClose();
    send({ type: 'toast.show', kind: 'error', messageId: 'notifications.panelFailed' });
  }, [send, onClose]);
  return null;
}

/**
 * The header's bell (members only): the unread count as a badge (99+), kept live by the
 * notifications machine; it opens the list of messages in a panel whose code loads on first use.
 */
export function NotificationBell() {
  const intl = useIntl();
  const { unread, live } = useUnreadCount();
  const phone = useNavbarMode() === 'mobile';
  const { open, setOpen, triggerRef, panelId, rootProps, triggerProps, panelProps } = usePopover();
  const [panelTop, setPanelTop] = useState(0);
  const styles = dropdown({ align: 'end' });
  const count = unread ?? 0;

  // On phones the panel hangs under the bell across the screen (the bell is not at the screen's edge).
  useLayoutEffect(() => {
    if (open && phone) setPanelTop(Math.round(triggerRef.current?.getBoundingClientRect().bottom ?? 56) + 6);
  }, [open, phone, triggerRef]);

  const close = () => setOpen(false);

  return (
    <div
      {...rootProps}
      className={styles.root}
      // Focus that goes nowhere (a button of the panel that disables itself, or a click on its text) is
      // not leaving it: a click outside, Escape or Tab out close it.
      onBlur={(event) => {
        if (event.relatedTarget !== null) rootProps.onBlur(event);
      }}
      data-testid="notifications"
    >
      <button
        {...triggerProps}
        className={trigger}
        aria-label={intl.formatMessage({ id: 'notifications.bellLabel' }, { count })}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        data-testid="notifications-bell"
        data-unread={unread ?? undefined}
        data-state={live ? 'live' : 'offline'}
      >
        <Icon name="bell" size={20} />
        {count > 0 ? (
          <span className={countBadge} aria-hidden="true" data-testid="notifications-badge">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          {...panelProps}
          role="region"
          aria-labelledby={`${panelId}-title`}
          tabIndex={-1}
          className={`${styles.panel} ${panelSize}`}
          style={phone ? ({ '--panel-top': `${panelTop}px` } as CSSProperties) : undefined}
          data-testid="notifications-panel"
        >
          <ErrorBoundary fallback={<PanelFailed onClose={close} />}>
            <Suspense fallback={<PanelSkeleton />}>
              <NotificationsPanel titleId={`${panelId}-title`} unread={count} onClose={close} />
            </Suspense>
          </ErrorBoundary>
        </div>
      ) : null}
    </div>
  );
}
