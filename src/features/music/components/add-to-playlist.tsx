import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMachine } from '@xstate/react';
import { css, cx } from '../../../../styled-system/css';
import { button, dialog, field, iconButton } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { useAppSend, useRequireMember } from '../../../app/machine-hooks';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { Modal } from '../../../components/ui/modal';
import { LoadFailed, LoadingRows } from '../../../components/ui/section-states';
import { addToPlaylistMachine } from '../../../../machines/music/add-to-playlist.machine';
import { PLAYLIST_LIMITS } from '../../../../contracts/media-values';
import { muted } from '../../../components/ui/text-styles';

const options = css({ display: 'flex', flexDirection: 'column', gap: '1.5', maxH: '[16rem]', overflowY: 'auto' });
const option = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  textAlign: 'left',
  cursor: 'pointer',
  _hover: { borderColor: 'accent.default', bg: 'bg.hover' },
  _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
});
const optionName = css({ flex: '1', minWidth: '0', fontWeight: 'medium', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const optionMeta = css({ fontSize: 'xs', color: 'fg.muted', flexShrink: '0' });
const createRow = css({ display: 'flex', gap: '2', alignItems: 'flex-end' });
const errorText = css({ color: 'status.error', fontSize: 'sm' });

function AddDialog({ songId, title, onClose }: { songId: number; title: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const appSend = useAppSend();
  const [snapshot, send] = useMachine(addToPlaylistMachine, { input: { songId } });
  const [name, setName] = useState('');
  const titleId = useId();
  const nameId = useId();
  const styles = dialog();
  const fieldStyles = field();
  const busy = snapshot.matches('adding') || snapshot.matches('creating');
  const closed = useRef(false);

  useEffect(() => {
    if (snapshot.matches('done') && !closed.current) {
      closed.current = true;
      appSend({ type: 'toast.show', kind: 'success', messageId: 'music.playlist.added', values: { name: snapshot.context.added?.name ?? '' } });
      onClose();
    }
  }, [snapshot, appSend, onClose]);

  return createPortal(
    <Modal labelledBy={titleId} onClose={onClose} testId="add-to-playlist" view={String(snapshot.value)}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t('music.playlist.addTitle', { title })}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('music.dialog.close')}>
          <FeatureIcon name="close" size={20} />
        </button>
      </div>
      <div className={cx(styles.body, css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
        {snapshot.matches('loading') ? (
          <LoadingRows rows={2} />
        ) : snapshot.matches('failed') ? (
          <LoadFailed error={snapshot.context.error} onRetry={() => send({ type: 'retry' })} />
        ) : (
          <>
            {snapshot.context.error ? (
              <p className={errorText} role="alert">
                {snapshot.context.error.message}
              </p>
            ) : null}
            {snapshot.context.playlists.length === 0 ? (
              <p className={muted}>{t('music.playlist.noneYet')}</p>
            ) : (
              <ul className={options} aria-label={t('music.playlist.choose')}>
                {snapshot.context.playlists.map((playlist) => (
                  <li key={playlist.id}>
                    <button type="button" className={option} disabled={busy} onClick={() => send({ type: 'pick', playlistId: playlist.id })}>
                      <FeatureIcon name="musicNote" size={18} />
                      <span className={optionName}>{playlist.name}</span>
                      <span className={optionMeta}>{t('music.playlist.songCount', { count: playlist.songCount })}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <form
              className={createRow}
              onSubmit={(event) => {
                event.preventDefault();
                send({ type: 'create', name });
              }}
            >
              <div className={cx(fieldStyles.root, css({ flex: '1' }))}>
                <label htmlFor={nameId} className={fieldStyles.label}>
                  {t('music.playlist.newName')}
                </label>
                <input
                  id={nameId}
                  className={fieldStyles.input}
                  value={name}
                  maxLength={PLAYLIST_LIMITS.nameLength}
                  onChange={(event) => setName(event.target.value)}
                  disabled={busy}
                  autoComplete="off"
                />
              </div>
              <button type="submit" className={button({ variant: 'solid', size: 'md' })} disabled={busy || name.trim() === ''}>
                {t('music.playlist.createAndAdd')}
              </button>
            </form>
          </>
        )}
      </div>
    </Modal>,
    document.body,
  );
}

/** The "+" of a song: a member picks one of their playlists (or makes one); a guest is asked to sign in. */
export function AddToPlaylistButton({ songId, title, variant = 'icon' }: { songId: number; title: string; variant?: 'icon' | 'button' }) {
  const intl = useIntl();
  const requireMember = useRequireMember();
  const [open, setOpen] = useState(false);
  const label = intl.formatMessage({ id: 'music.playlist.add' }, { title });
  return (
    <>
      {variant === 'icon' ? (
        <button type="button" className={iconButton({ size: 'sm' })} aria-label={label} title={label} onClick={() => requireMember(() => setOpen(true))} data-testid="add-to-playlist-open">
          <FeatureIcon name="plus" size={18} />
        </button>
      ) : (
        <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => requireMember(() => setOpen(true))} data-testid="add-to-playlist-open">
          <FeatureIcon name="plus" size={18} />
          {intl.formatMessage({ id: 'music.playlist.addShort' })}
        </button>
      )}
      {open ? <AddDialog songId={songId} title={title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
