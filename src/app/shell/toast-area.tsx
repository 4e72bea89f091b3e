import { useIntl } from '../../lib/intl-context';
import { css } from '../../../styled-system/css';
import { toast as toastRecipe } from '../../../styled-system/recipes';
import { Icon } from '../../components/ui/icon';
import { useAppSend, useToasts, type Toast } from '../machine-hooks';

const area = css({
  position: 'fixed',
  top: { base: '3', sm: '4' },
  right: { base: '3', sm: '4' },
  left: { base: '3', sm: '[auto]' },
  zIndex: 'toast',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  w: { sm: '96' },
  pointerEvents: 'none',
});

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const send = useAppSend();
  const styles = toastRecipe({ kind: toast.kind });
  return (
    <div className={styles.root} data-testid="toast" data-kind={toast.kind}>
      <span className={styles.icon}>
        <Icon name={toast.kind} size={20} />
      </span>
      <p className={styles.message}>{intl.formatMessage({ id: toast.messageId }, toast.values)}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={intl.formatMessage({ id: 'common.close' })}
        onClick={() => send({ type: 'toast.dismiss', id: toast.id })}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/** The toasts of the toast machine, top right; the machine decides when they leave. */
export function ToastArea() {
  const intl = useIntl();
  const toasts = useToasts();
  return (
    <div role="status" aria-live="polite" aria-label={intl.formatMessage({ id: 'toast.region' })} className={area}>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
