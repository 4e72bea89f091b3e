import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useMachine } from '@xstate/react';
import { useLocation, useSearch } from 'wouter';
import { css, cx } from '../../../../styled-system/css';
import { button, dialog, field, iconButton } from '../../../../styled-system/recipes';
import { useIntl } from '../../../lib/intl-context';
import { useAppSend } from '../../../app/machine-hooks';
import { FeatureIcon } from '../../../components/ui/feature-icons';
import { Modal } from '../../../components/ui/modal';
import { LoadFailed, LoadingRows, SectionNotice } from '../../../components/ui/section-states';
import { useLoader } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import { PLAYLIST_LIMITS } from '../../../../contracts/media-values';
import type { PlaylistSummary } from '../../../../contracts/schemas/media/playlists';
import { clockTime } from '../../../../machines/music/music.queue';
import { playlistsLoader } from '../../../../machines/music/music.loaders';
import { playlistCreateMachine } from '../../../../machines/music/playlist-create.machine';
import { playlistEditorMachine } from '../../../../machines/music/playlist-editor.machine';
import { MemberOnly } from './member-only';
import { PlayAllButton } from './music-cards';
import { SongList, SongListSkeleton } from './song-list';
import { muted, srOnly } from '../../../components/ui/text-styles';

const layout = css({ display: 'grid', gridTemplateColumns: { base: '[minmax(0, 1fr)]', md: '[18rem minmax(0, 1fr)]' }, gap: { base: '5', md: '6' }, alignItems: 'start' });
const side = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const libraryList = css({ display: 'flex', flexDirection: { base: 'row', md: 'column' }, gap: '2', overflowX: { base: 'auto', md: 'visible' }, pb: { base: '1', md: '0' } });
const libraryItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minW: { base: '[12rem]', md: '0' },
  px: '3',
  py: '2',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  bg: 'bg.surface',
  color: 'fg.default',
  _hover: { borderColor: 'accent.default' },
  '&[aria-current]': { borderColor: 'accent.default', bg: 'accent.muted' },
});
const libraryCover = css({ w: '10', h: '10', borderRadius: 'md', flexShrink: '0', bg: 'bg.subtle', display: 'flex', alignItems: 'center', justifyContent: 'center', color: 'fg.muted' });
const libraryName = css({ fontWeight: 'semibold', fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const libraryMeta = css({ fontSize: 'xs', color: 'fg.muted' });
const createForm = css({ display: 'flex', gap: '2', alignItems: 'flex-end' });
const errorText = css({ color: 'status.error', fontSize: 'sm' });
const head = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const headTitle = css({ textStyle: 'sectionTitle', overflowWrap: 'anywhere' });
const headActions = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const moveHandle = css({ cursor: 'grab' });

function Cover({ playlist }: { playlist: PlaylistSummary }) {
  return playlist.cover ? <img src={playlist.cover} alt="" className={libraryCover} width={40} height={40} /> : <span className={libraryCover}><FeatureIcon name="musicNote" size={18} /></span>;
}

function CreatePlaylist({ onCreated }: { onCreated: (playlist: PlaylistSummary) => void }) {
  const intl = useIntl();
  const [snapshot, send] = useMachine(playlistCreateMachine);
  const [name, setName] = useState('');
  const nameId = useId();
  const fieldStyles = field();
  const created = snapshot.context.created;
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (created && seen.current !== created.id) {
      seen.current = created.id;
      setName('');
      onCreated(created);
    }
  }, [created, onCreated]);
  const busy = snapshot.matches('creating');
  return (
    <form
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'create', name });
      }}
      data-testid="playlist-create"
    >
      <div className={createForm}>
        <div className={cx(fieldStyles.root, css({ flex: '1' }))}>
          <label htmlFor={nameId} className={fieldStyles.label}>
            {intl.formatMessage({ id: 'music.playlist.newName' })}
          </label>
          <input
            id={nameId}
            name="playlist-name"
            className={fieldStyles.input}
            value={name}
            maxLength={PLAYLIST_LIMITS.nameLength}
            autoComplete="off"
            disabled={busy}
            aria-invalid={snapshot.context.error ? true : undefined}
            onChange={(event) => {
              setName(event.target.value);
              send({ type: 'edit' });
            }}
          />
        </div>
        <button type="submit" className={button({ variant: 'solid', size: 'md' })} disabled={busy || name.trim() === ''}>
          <FeatureIcon name="plus" size={18} />
          {intl.formatMessage({ id: 'music.playlist.create' })}
        </button>
      </div>
      {snapshot.context.error ? (
        <p className={errorText} role="alert">
          {snapshot.context.error.message}
        </p>
      ) : null}
    </form>
  );
}

function DeleteDialog({ name, onConfirm, onClose }: { name: string; onConfirm: () => void; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const styles = dialog();
  return createPortal(
    <Modal labelledBy={titleId} onClose={onClose} testId="playlist-delete-dialog">
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'music.playlist.deleteTitle' }, { name })}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={intl.formatMessage({ id: 'music.dialog.close' })}>
          <FeatureIcon name="close" size={20} />
        </button>
      </div>
      <div className={cx(styles.body, css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
        <p className={muted}>{intl.formatMessage({ id: 'music.playlist.deleteText' })}</p>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
          <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={onClose}>
            {intl.formatMessage({ id: 'music.playlist.cancel' })}
          </button>
          <button type="button" className={button({ variant: 'solid', size: 'md' })} onClick={onConfirm} data-testid="playlist-delete-confirm">
            {intl.formatMessage({ id: 'music.playlist.delete' })}
          </button>
        </div>
      </div>
    </Modal>,
    document.body,
  );
}

/** One playlist: play, rename, delete; its songs reordered with the buttons or ↑/↓ on a song's handle, or removed. */
function PlaylistEditor({ id, onChanged, onDeleted }: { id: number; onChanged: () => void; onDeleted: () => void }) {
  const intl = useIntl();
  const t = (messageId: string, values?: Record<string, string | number>) => intl.formatMessage({ id: messageId }, values);
  const [snapshot, send] = useMachine(playlistEditorMachine, { input: { id } });
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const renameId = useId();
  const fieldStyles = field();
  const { playlist, songs, error } = snapshot.context;
  const saving = snapshot.hasTag('saving');

  // The library's names and counts follow once the server took a change.
  const wasSaving = useRef(false);
  useEffect(() => {
    if (wasSaving.current && !saving) onChanged();
    wasSaving.current = saving;
  }, [saving, onChanged]);
  useEffect(() => {
    if (snapshot.matches('deleted')) onDeleted();
  }, [snapshot, onDeleted]);
  // A moved song's handle keeps the focus, so ↑/↓ can go on moving it.
  useEffect(() => {
    const songId = focusAfterMove.current;
    if (songId === null) return;
    focusAfterMove.current = null;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-handle="${songId}"]`)?.focus();
  });

  if (snapshot.matches('failed')) return <LoadFailed error={error} onRetry={() => send({ type: 'retry' })} />;
  if (snapshot.matches('loading') || !playlist) return <SongListSkeleton rows={5} />;

  const move = (songId: number, title: string, position: number) => {
    if (position < 1 || position > songs.length) return;
    focusAfterMove.current = songId;
    send({ type: 'move', songId, position });
    setAnnouncement(t('music.playlist.moved', { title, position, count: songs.length }));
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>, songId: number, title: string, index: number) => {
    const target = event.key === 'ArrowUp' ? index : event.key === 'ArrowDown' ? index + 2 : event.key === 'Home' ? 1 : event.key === 'End' ? songs.length : null;
    if (target === null) return;
    event.preventDefault();
    move(songId, title, target);
  };
  const total = songs.reduce((sum, song) => sum + song.durationSeconds, 0);

  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="playlist-editor" data-state={String(JSON.stringify(snapshot.value))} data-playlist={id}>
      <div className={head}>
        {renaming ? (
          <form
            className={createForm}
            onSubmit={(event) => {
              event.preventDefault();
              send({ type: 'rename', name: draft });
              setRenaming(false);
            }}
          >
            <div className={fieldStyles.root}>
              <label htmlFor={renameId} className={fieldStyles.label}>
                {t('music.playlist.renameLabel')}
              </label>
              <input id={renameId} className={fieldStyles.input} value={draft} maxLength={PLAYLIST_LIMITS.nameLength} onChange={(event) => setDraft(event.target.value)} autoFocus />
            </div>
            <button type="submit" className={button({ variant: 'solid', size: 'md' })} disabled={draft.trim() === ''}>
              {t('music.playlist.save')}
            </button>
            <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => setRenaming(false)}>
              {t('music.playlist.cancel')}
            </button>
          </form>
        ) : (
          <div>
            <h2 className={headTitle} data-testid="playlist-name">
              {playlist.name}
            </h2>
            <p className={muted}>{t('music.playlist.meta', { count: songs.length, time: clockTime(total) })}</p>
          </div>
        )}
        <div className={headActions}>
          <PlayAllButton songs={songs} />
          <button
            type="button"
            className={button({ variant: 'outline', size: 'md' })}
            onClick={() => {
              setDraft(playlist.name);
              setRenaming(true);
            }}
          >
            <FeatureIcon name="edit" size={18} />
            {t('music.playlist.rename')}
          </button>
          <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => setConfirmDelete(true)} disabled={saving}>
            <FeatureIcon name="trash" size={18} />
            {t('music.playlist.delete')}
          </button>
        </div>
      </div>
      {error ? (
        <p className={errorText} role="alert">
          {error.message}
        </p>
      ) : null}
      <p className={srOnly} aria-live="polite">
        {announcement}
      </p>
      {songs.length === 0 ? (
        <SectionNotice icon="music" title={t('music.playlist.emptyTitle')} text={t('music.playlist.emptyText')} testId="playlist-empty" />
      ) : (
        <div ref={listRef}>
          <p className={muted} id={`${renameId}-hint`}>
            {t('music.playlist.reorderHint')}
          </p>
          <SongList
            songs={songs}
            labelId="music.playlist.songs"
            testId="playlist-songs"
            actions={(song, index) => (
              <>
                <button
                  type="button"
                  className={cx(iconButton({ size: 'sm' }), moveHandle)}
                  data-handle={song.id}
                  aria-label={t('music.playlist.moveHandle', { title: song.title, position: index + 1, count: songs.length })}
                  aria-describedby={`${renameId}-hint`}
                  onKeyDown={(event) => onHandleKey(event, song.id, song.title, index)}
                  data-testid="playlist-move-handle"
                >
                  <FeatureIcon name="queue" size={16} />
                </button>
                <button type="button" className={iconButton({ size: 'sm' })} aria-label={t('music.playlist.moveUp', { title: song.title })} title={t('music.playlist.moveUp', { title: song.title })} disabled={index === 0} onClick={() => move(song.id, song.title, index)}>
                  <FeatureIcon name="chevronUp" size={16} />
                </button>
                <button
                  type="button"
                  className={iconButton({ size: 'sm' })}
                  aria-label={t('music.playlist.moveDown', { title: song.title })}
                  title={t('music.playlist.moveDown', { title: song.title })}
                  disabled={index === songs.length - 1}
                  onClick={() => move(song.id, song.title, index + 2)}
                >
                  <FeatureIcon name="chevron" size={16} />
                </button>
                <button type="button" className={iconButton({ size: 'sm' })} aria-label={t('music.playlist.remove', { title: song.title })} title={t('music.playlist.remove', { title: song.title })} onClick={() => send({ type: 'remove', songId: song.id })}>
                  <FeatureIcon name="trash" size={16} />
                </button>
              </>
            )}
          />
        </div>
      )}
      {confirmDelete ? (
        <DeleteDialog
          name={playlist.name}
          onClose={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false);
            send({ type: 'delete' });
          }}
        />
      ) : null}
    </section>
  );
}

function Library() {
  const intl = useIntl();
  const appSend = useAppSend();
  const query = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const [version, setVersion] = useState(0);
  const playlists = useLoader(playlistsLoader, { pageNum: 1 }, String(version));
  const refresh = () => setVersion((v) => v + 1);
  const list = playlists.data?.list ?? [];
  const requested = Number.parseInt(query.get('id') ?? '', 10);
  const selected = list.find((p) => p.id === requested) ?? (Number.isFinite(requested) ? null : list[0] ?? null);
  const open = (id: number | undefined) => navigate(href('musicMyPlaylists', undefined, { id }), { replace: true });

  return (
    <div className={layout}>
      <div className={side}>
        <CreatePlaylist
          onCreated={(playlist) => {
            refresh();
            open(playlist.id);
          }}
        />
        {playlists.status === 'failed' ? (
          <LoadFailed error={playlists.error} onRetry={playlists.retry} />
        ) : !playlists.data ? (
          <LoadingRows rows={3} />
        ) : list.length === 0 ? (
          <p className={muted}>{intl.formatMessage({ id: 'music.playlist.noneYet' })}</p>
        ) : (
          <nav aria-label={intl.formatMessage({ id: 'music.playlist.library' })}>
            <ul className={libraryList} data-testid="playlist-library">
              {list.map((playlist) => (
                <li key={playlist.id}>
                  <a
                    href={href('musicMyPlaylists', undefined, { id: playlist.id })}
                    className={libraryItem}
                    aria-current={playlist.id === selected?.id ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      open(playlist.id);
                    }}
                  >
                    <Cover playlist={playlist} />
                    <span className={css({ display: 'flex', flexDirection: 'column', minWidth: '0' })}>
                      <span className={libraryName}>{playlist.name}</span>
                      <span className={libraryMeta}>{intl.formatMessage({ id: 'music.playlist.songCount' }, { count: playlist.songCount })}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div>
        {selected ? (
          <PlaylistEditor
            key={selected.id}
            id={selected.id}
            onChanged={refresh}
            onDeleted={() => {
              appSend({ type: 'toast.show', kind: 'success', messageId: 'music.playlist.deleted', values: { name: selected.name } });
              refresh();
              open(undefined);
            }}
          />
        ) : playlists.data && list.length === 0 ? (
          <SectionNotice icon="music" title={intl.formatMessage({ id: 'music.playlist.noneTitle' })} text={intl.formatMessage({ id: 'music.playlist.noneText' })} testId="playlists-empty" />
        ) : playlists.data && Number.isFinite(requested) ? (
          <SectionNotice icon="warning" title={intl.formatMessage({ id: 'music.playlist.notFound' })} testId="playlist-not-found" />
        ) : (
          <SongListSkeleton rows={5} />
        )}
      </div>
    </div>
  );
}

/** /am-nhac/play-list-cua-toi: the member's playlists (?id= opens one). */
export function MyPlaylists() {
  return (
    <MemberOnly textId="music.signIn.playlists">
      <Library />
    </MemberOnly>
  );
}
