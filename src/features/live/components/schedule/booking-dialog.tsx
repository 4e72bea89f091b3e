import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from '../../../../lib/intl-context';
import { useMachine } from '@xstate/react';
import { css } from '../../../../../styled-system/css';
import { button, dialog, field } from '../../../../../styled-system/recipes';
import { bookingMachine, bookingNameProblem } from '../../../../../machines/booking/booking.machine';
import type { HostOption } from '../../../../../machines/booking/booking.actors';
import { BOOKING_NAME_MAX_LENGTH } from '../../../../../contracts/constants';
import { Avatar } from '../../../../components/ui/avatar';
import { Icon } from '../../../../components/ui/icon';
import { Modal } from '../../../../components/ui/modal';
import { LoadFailed, LoadingRows } from '../../../../components/ui/section-states';
import { useAppSend, useAuth } from '../../../../app/machine-hooks';
import type { ScheduleRow } from '../../../../../contracts/schemas/live';

const summary = css({ display: 'flex', flexDirection: 'column', gap: '1', p: '3', bg: 'bg.subtle', borderRadius: 'lg', fontSize: 'sm' });
const summaryTitle = css({ fontWeight: 'bold', overflowWrap: 'anywhere' });
const summarySub = css({ color: 'fg.muted', fontSize: 'xs' });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' });
const legend = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '1' });
const groupTitle = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'fg.subtle', textTransform: 'uppercase', letterSpacing: 'wide', pt: '1' });
const hostList = css({ display: 'flex', flexDirection: 'column', gap: '1.5', maxHeight: '[16rem]', overflowY: 'auto', pr: '1' });
const hostOption = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  py: '2',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'lg',
  cursor: 'pointer',
  fontSize: 'sm',
  _hover: { bg: 'bg.hover' },
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.muted' },
  '&:has(input:focus-visible)': { boxShadow: 'glow' },
});
const radio = css({ accentColor: 'accent.default', w: '4', h: '4', flexShrink: '0' });
const hostName = css({ flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: 'medium' });
const errorBox = css({ display: 'flex', gap: '2', alignItems: 'flex-start', p: '3', borderRadius: 'lg', bg: 'status.errorMuted', color: 'status.error', fontSize: 'sm' });
const footer = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', pt: '1', flexWrap: 'wrap' });

interface BookingDialogProps {
  row: ScheduleRow;
  timeZone: string;
  onClose: () => void;
}

function HostChoice({ host, checked, onSelect, disabled }: { host: HostOption; checked: boolean; onSelect: () => void; disabled: boolean }) {
  return (
    <label className={hostOption} data-testid="booking-host" data-host={host.userId}>
      <input type="radio" name="booking-host" className={radio} checked={checked} onChange={onSelect} disabled={disabled} value={host.userId} />
      <Avatar src={host.avatar} name={host.nickname} size="sm" />
      <span className={hostName}>{host.nickname}</span>
    </label>
  );
}

/** Booking a commentator for a coming fixture (SPEC §3 Booking): pick a host, name the booking, send it. */
export function BookingDialog({ row, timeZone, onClose }: BookingDialogProps) {
  const intl = useIntl();
  const appSend = useAppSend();
  const { userInfo } = useAuth();
  const titleId = useId();
  const nameId = useId();
  const defaultName = `${row.home} vs ${row.away ?? ''}`.trim();
  // The toast and the closing are the view's effects (useMachine keeps the first render's logic).
  const [snapshot, send] = useMachine(
    bookingMachine.provide({
      actions: {
        announceBooked: ({ context }) => {
          const host = [...context.covering, ...context.others].find((h) => h.userId === context.hostId);
          appSend({ type: 'toast.show', kind: 'success', messageId: 'booking.success', values: { host: host?.nickname ?? '', name: context.name.trim() } });
          // Closing unmounts this dialog and stops its machine: after the machine's step.
          queueMicrotask(onClose);
        },
      },
    }),
    { input: { fixtureId: row.staticId ?? 0, userId: userInfo?.userId ?? 0, defaultName } },
  );
  const { covering, others, hostId, name, error } = snapshot.context;
  const busy = snapshot.matches('submitting');
  const problem = bookingNameProblem(name);
  const styles = dialog();
  const fieldStyles = field();
  const state = String(snapshot.value);

  const hostGroups = [
    { key: 'covering', title: intl.formatMessage({ id: 'booking.hosts.covering' }), hosts: covering },
    { key: 'others', title: intl.formatMessage({ id: 'booking.hosts.others' }), hosts: others },
  ].filter((g) => g.hosts.length > 0);

  return createPortal(
    <Modal labelledBy={titleId} onClose={onClose} testId="booking-dialog" view={state}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'booking.title' })}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'booking.close' })}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={styles.body}>
        <div className={summary}>
          <span className={summaryTitle}>{defaultName}</span>
          <span className={summarySub}>
            {[row.leagueName, intl.formatMessage({ id: 'booking.kickoff' }, { time: intl.formatDate(row.startTime, { timeZone, weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) })]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </div>
        {snapshot.matches('loadingHosts') ? (
          <LoadingRows rows={2} />
        ) : snapshot.matches('hostsFailed') ? (
          <LoadFailed error={error} onRetry={() => send({ type: 'booking.retry' })} />
        ) : (
          <form
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
            data-testid="booking-form"
            data-state={state}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'booking.submit' });
            }}
          >
            <fieldset className={fieldset} disabled={busy}>
              <legend className={legend}>{intl.formatMessage({ id: 'booking.hosts.label' })}</legend>
              {hostGroups.length === 0 ? (
                <p className={summarySub}>{intl.formatMessage({ id: 'booking.hosts.none' })}</p>
              ) : (
                <div className={hostList}>
                  {hostGroups.map((g) => (
                    <div key={g.key} className={fieldset} role="group" aria-label={g.title}>
                      <span className={groupTitle} aria-hidden="true">
                        {g.title}
                      </span>
                      {g.hosts.map((h) => (
                        <HostChoice key={h.userId} host={h} checked={h.userId === hostId} disabled={busy} onSelect={() => send({ type: 'booking.selectHost', userId: h.userId })} />
                      ))}
                    </div>
                  ))}
                </div>
              )}
            </fieldset>
            <div className={fieldStyles.root}>
              <label htmlFor={nameId} className={fieldStyles.label}>
                {intl.formatMessage({ id: 'booking.name.label' })}
              </label>
              <div className={fieldStyles.control}>
                <input
                  id={nameId}
                  name="name"
                  className={fieldStyles.input}
                  value={name}
                  disabled={busy}
                  onChange={(event) => send({ type: 'booking.changeName', name: event.target.value })}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={`${nameId}-hint`}
                  autoComplete="off"
                />
              </div>
              <p id={`${nameId}-hint`} className={fieldStyles.hint} data-tone={problem ? 'error' : 'neutral'} aria-live="polite">
                {problem ? <Icon name="error" size={14} /> : null}
                {intl.formatMessage({ id: problem ? `booking.name.${problem}` : 'booking.name.hint' }, { max: BOOKING_NAME_MAX_LENGTH })}
              </p>
            </div>
            {snapshot.matches('failed') && error ? (
              <div className={errorBox} role="alert" data-testid="booking-error">
                <Icon name="warning" size={18} />
                <span>
                  <strong>{intl.formatMessage({ id: 'booking.failed' })}</strong>
                  {': '}
                  {error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}
                </span>
              </div>
            ) : null}
            <div className={footer}>
              <button type="button" className={button({ variant: 'ghost', size: 'md' })} onClick={onClose}>
                {intl.formatMessage({ id: 'booking.cancel' })}
              </button>
              <button type="submit" className={button({ variant: 'solid', size: 'md' })} disabled={busy || problem !== null || hostId === null} data-testid="booking-submit">
                <Icon name={busy ? 'refresh' : 'calendar'} size={16} />
                {intl.formatMessage({ id: busy ? 'booking.submitting' : 'booking.submit' })}
              </button>
            </div>
          </form>
        )}
      </div>
    </Modal>,
    document.body,
  );
}
