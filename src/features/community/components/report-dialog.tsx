import { useMachine } from '@xstate/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from '../../../lib/intl-context';
import { css, cx } from '../../../../styled-system/css';
import { button, dialog, field } from '../../../../styled-system/recipes';
import { Modal } from '../../../components/ui/modal';
import { Icon } from '../../../components/ui/icon';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '../../../../contracts/community-values';
import type { ReportReason } from '../../../../contracts/schemas/community';
import { reportForm } from '../../../../machines/community/community.loaders';
import { DialogActions, errorText } from './board-parts';

const reasons = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2', borderWidth: '0', p: '0', m: '0' });
const reasonLabel = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  minH: 'touch',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  cursor: 'pointer',
  fontSize: 'sm',
  _hover: { bg: 'bg.hover' },
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.muted' },
});

/** Reporting a post to the moderators: a reason, an optional note; once per member and post. */
export function ReportDialog({ postId, author, onClose }: { postId: number; author: string; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const noteId = useId();
  const machine = useMemo(() => reportForm(postId).machine, [postId]);
  const [state, send] = useMachine(machine);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const styles = dialog();
  const fieldStyles = field();
  const error = state.context.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason) send({ type: 'form.submit', values: { reason, note } });
  };
  return createPortal(
    <Modal labelledBy={titleId} onClose={onClose} testId="report-dialog" view={String(state.value)}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'board.report.title' }, { name: author })}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'board.close' })}>
          <Icon name="close" size={20} />
        </button>
      </div>
      <div className={cx(styles.body, css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
        {state.matches('done') ? (
          <>
            <p role="status" data-testid="report-done">
              {intl.formatMessage({ id: 'board.report.done' })}
            </p>
            <button type="button" className={cx(button({ variant: 'solid' }), css({ alignSelf: 'flex-end' }))} onClick={onClose}>
              {intl.formatMessage({ id: 'board.close' })}
            </button>
          </>
        ) : (
          <form onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <fieldset className={reasons}>
              <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })}>{intl.formatMessage({ id: 'board.report.reason' })}</legend>
              {REPORT_REASONS.map((value) => (
                <label key={value} className={reasonLabel}>
                  <input
                    type="radio"
                    name="reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      send({ type: 'form.edit' });
                    }}
                  />
                  {intl.formatMessage({ id: `board.report.${value}` })}
                </label>
              ))}
            </fieldset>
            <div className={fieldStyles.root}>
              <label htmlFor={noteId} className={fieldStyles.label}>
                {intl.formatMessage({ id: 'board.report.note' })} <span className={fieldStyles.optional}>{intl.formatMessage({ id: 'board.optional' })}</span>
              </label>
              <textarea
                id={noteId}
                className={cx(fieldStyles.input, css({ py: '2', minH: '20' }))}
                value={note}
                maxLength={REPORT_NOTE_MAX}
                onChange={(event) => setNote(event.target.value)}
              />
            </div>
            {error ? (
              <p className={errorText} role="alert" data-testid="report-error">
                {error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}
              </p>
            ) : null}
            <DialogActions onCancel={onClose}>
              <button type="submit" className={button({ variant: 'solid' })} disabled={!reason || state.matches('submitting')} data-testid="report-submit">
                {intl.formatMessage({ id: 'board.report.submit' })}
              </button>
            </DialogActions>
          </form>
        )}
      </div>
    </Modal>,
    document.body,
  );
}
