import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from '../../../lib/intl-context';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { shortUploadMachine } from '../../../../machines/short-videos/short-actions';
import { shortCategoriesLoader } from '../../../../machines/short-videos/short-videos.loaders';
import { AppLink } from '../../../components/ui/app-link';
import { Icon } from '../../../components/ui/icon';
import { LoadFailed, SectionNotice } from '../../../components/ui/section-states';
import { quotaProblemText, UploadQuotaNote } from '../../../components/ui/upload-quota';
import { useLoader, statePath } from '../../../components/ui/use-loader';
import { href } from '../../../../contracts/href';
import type { UploadQuota } from '../../../../contracts/schemas/users/uploads';
import { SHORT_CAPTION_MAX, SHORT_UPLOAD_MAX_BYTES, SHORT_UPLOAD_MAX_SECONDS } from '../../../../contracts/short-upload';
import { ShortIcon } from './short-icons';
import { formatFileSize } from '../../../lib/format/file-size';
import { srOnly } from '../../../components/ui/text-styles';

const form = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '[minmax(0, 16rem) minmax(0, 1fr)]' },
  gap: { base: '4', md: '6' },
  p: { base: '4', sm: '6' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  borderRadius: 'xl',
  maxW: '4xl',
});
const previewBox = css({
  position: 'relative',
  aspectRatio: '[9 / 16]',
  maxH: { base: '[22rem]', md: '[28rem]' },
  w: 'full',
  mx: 'auto',
  borderRadius: 'lg',
  overflow: 'hidden',
  bg: 'ink.950',
  color: 'ink.300',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  textAlign: 'center',
  px: '4',
  fontSize: 'sm',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
});
const preview = css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'contain' });
const fields = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const labelStyle = css({ fontWeight: 'semibold', fontSize: 'sm' });
const input = css({
  w: 'full',
  px: '3',
  py: '2',
  minH: 'touch',
  bg: 'bg.canvas',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  fontSize: 'md',
  _focusVisible: { borderColor: 'border.focus' },
  '&[aria-invalid=true]': { borderColor: 'status.error' },
});
const hintText = css({ fontSize: 'xs', color: 'fg.muted' });
const problemText = css({ fontSize: 'sm', color: 'status.error', fontWeight: 'semibold' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' });
const progressRow = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const bar = css({ w: 'full', h: '3', accentColor: 'accent.default' });
const banner = css({ display: 'flex', gap: '3', alignItems: 'flex-start', p: '3', borderRadius: 'md', fontSize: 'sm' });
const errorBanner = css({ bg: 'status.errorMuted', color: 'fg.default' });
const infoBanner = css({ bg: 'bg.subtle', color: 'fg.default' });

/** The file picker: a drop zone that opens the (visually hidden) file input and names the chosen file. */
const picker = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  minH: '[4.5rem]',
  bg: 'bg.canvas',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'lg',
  cursor: 'pointer',
  color: 'fg.muted',
  transitionProperty: '[border-color, background-color]',
  transitionDuration: 'fast',
  _hover: { borderColor: 'accent.default' },
  '&:has(input:focus-visible)': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'border.focus', outlineOffset: '[2px]' },
  '&[data-dragging=true]': { borderColor: 'accent.default', bg: 'bg.subtle' },
  '&[data-invalid=true]': { borderColor: 'status.error' },
  '&[aria-disabled=true]': { opacity: 'disabled', cursor: 'not-allowed' },
});
const pickerText = css({ display: 'flex', flexDirection: 'column', flex: '1', minW: '0', gap: '0.5' });
const pickerName = css({ fontWeight: 'semibold', color: 'fg.default', overflowWrap: 'anywhere', lineClamp: '2' });

/**
 * The create form: pick a video (its preview shows at once), write a caption, choose a category,
 * send. The upload shows its progress and can be cancelled; a refusal says why in the visitor's
 * language and keeps the form filled in.
 */
export function UploadForm() {
  const intl = useIntl();
  const categories = useLoader(shortCategoriesLoader, {});
  const [snapshot, send] = useMachine(shortUploadMachine, { input: {} });
  const { file, caption, category, problem, progress, error, clip, quota } = snapshot.context;
  const onQuota = useCallback((next: UploadQuota) => send({ type: 'upload.quota', quota: next }), [send]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const firstCategory = categories.data?.[0]?.slug;

  useEffect(() => {
    if (!category && firstCategory) send({ type: 'upload.category', category: firstCategory });
  }, [category, firstCategory, send]);

  const showPreview = file !== null && problem !== 'type' && problem !== 'size';
  const previewUrl = useMemo(() => (showPreview && file instanceof Blob ? URL.createObjectURL(file) : null), [file, showPreview]);
  useEffect(() => () => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const uploading = snapshot.matches('uploading');
  const state = statePath(snapshot.value);
  // The quota is read again once an upload ends, whichever way.
  const quotaKey = snapshot.matches('done') ? 'done' : snapshot.matches('failed') ? 'failed' : 'editing';

  if (snapshot.matches('done') && clip) {
    return (
      <SectionNotice
        icon="success"
        title={intl.formatMessage({ id: 'shorts.upload.done' })}
        text={clip.title}
        testId="short-upload-done"
        state="done"
        action={
          <div className={actions}>
            <AppLink href={clip.path} className={button({ variant: 'solid', size: 'md' })} data-testid="short-upload-open">
              <Icon name="play" size={18} />
              {intl.formatMessage({ id: 'shorts.upload.watch' })}
            </AppLink>
            <AppLink href={href('shortsProfile')} className={button({ variant: 'outline', size: 'md' })} data-testid="short-upload-profile">
              {intl.formatMessage({ id: 'shorts.upload.toProfile' })}
            </AppLink>
            <button type="button" className={button({ variant: 'ghost', size: 'md' })} onClick={() => send({ type: 'upload.again' })}>
              {intl.formatMessage({ id: 'shorts.upload.another' })}
            </button>
          </div>
        }
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'upload.submit' });
  };
  const fileProblem =
    problem === 'noFile' || problem === 'type' || problem === 'size' || problem === 'notVideo' || problem === 'dailyFiles' || problem === 'dailyBytes' ? problem : null;
  const fileProblemText = !fileProblem
    ? null
    : fileProblem === 'dailyFiles' || fileProblem === 'dailyBytes'
      ? quotaProblemText(intl, fileProblem, quota)
      : intl.formatMessage({ id: `shorts.upload.problem.${fileProblem}` }, { size: Math.round(SHORT_UPLOAD_MAX_BYTES / (1024 * 1024)) });

  return (
    <form className={form} onSubmit={submit} noValidate data-testid="short-upload-form" data-state={state} aria-busy={uploading}>
      <div className={previewBox}>
        {previewUrl ? (
          <video className={preview} src={previewUrl} muted playsInline controls aria-label={intl.formatMessage({ id: 'shorts.upload.preview' })} />
        ) : (
          <>
            <ShortIcon name="upload" size={36} />
            <span>{intl.formatMessage({ id: 'shorts.upload.pickHint' })}</span>
          </>
        )}
      </div>
      <div className={fields}>
        <div className={field}>
          <label htmlFor="short-file" className={labelStyle}>
            {intl.formatMessage({ id: 'shorts.upload.file' })}
          </label>
          <div
            className={picker}
            data-dragging={dragging}
            data-invalid={fileProblem !== null}
            aria-disabled={uploading}
            onClick={() => fileInput.current?.click()}
            onDragOver={(event) => {
              event.preventDefault();
              if (!uploading) setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              const dropped = event.dataTransfer.files[0];
              if (!uploading && dropped) send({ type: 'upload.pick', file: dropped });
            }}
            data-testid="short-upload-picker"
          >
            <input
              ref={fileInput}
              id="short-file"
              type="file"
              accept="video/mp4,video/quicktime,.mp4,.m4v,.mov"
              className={srOnly}
              disabled={uploading}
              aria-invalid={fileProblem !== null}
              aria-describedby="short-file-chosen short-file-hint short-file-quota short-file-problem"
              onClick={(event) => event.stopPropagation()}
              onChange={(event) => send({ type: 'upload.pick', file: event.currentTarget.files?.[0] ?? null })}
              data-testid="short-upload-file"
            />
            <ShortIcon name="upload" size={28} />
            <span id="short-file-chosen" className={pickerText}>
              <span className={pickerName} data-testid="short-upload-file-name">
                {file ? file.name : intl.formatMessage({ id: 'shorts.upload.choose' })}
              </span>
              <span className={hintText} data-testid="short-upload-file-size">
                {file ? formatFileSize(intl, file.size) : intl.formatMessage({ id: 'shorts.upload.drop' })}
              </span>
            </span>
            <span className={button({ variant: 'outline', size: 'sm' })} aria-hidden="true">
              {intl.formatMessage({ id: file ? 'shorts.upload.change' : 'shorts.upload.browse' })}
            </span>
          </div>
          <span id="short-file-hint" className={hintText}>
            {intl.formatMessage(
              { id: 'shorts.upload.limits' },
              { size: Math.round(SHORT_UPLOAD_MAX_BYTES / (1024 * 1024)), minutes: SHORT_UPLOAD_MAX_SECONDS / 60 },
            )}
          </span>
          <UploadQuotaNote id="short-file-quota" refreshKey={quotaKey} onQuota={onQuota} />
          <span id="short-file-problem" className={problemText} role="alert" data-testid="short-upload-problem">
            {fileProblemText}
          </span>
        </div>
        <div className={field}>
          <label htmlFor="short-caption" className={labelStyle}>
            {intl.formatMessage({ id: 'shorts.upload.caption' })}
          </label>
          <textarea
            id="short-caption"
            className={input}
            rows={3}
            maxLength={SHORT_CAPTION_MAX}
            value={caption}
            disabled={uploading}
            placeholder={intl.formatMessage({ id: 'shorts.upload.captionPlaceholder' })}
            aria-invalid={problem === 'caption'}
            aria-describedby="short-caption-count short-caption-problem"
            onChange={(event) => send({ type: 'upload.caption', caption: event.currentTarget.value })}
            data-testid="short-upload-caption"
          />
          <span id="short-caption-count" className={hintText}>
            {intl.formatMessage({ id: 'shorts.upload.captionCount' }, { count: caption.length, max: SHORT_CAPTION_MAX })}
          </span>
          <span id="short-caption-problem" className={problemText} role="alert">
            {problem === 'caption' ? intl.formatMessage({ id: 'shorts.upload.problem.caption' }, { max: SHORT_CAPTION_MAX }) : null}
          </span>
        </div>
        <div className={field}>
          <label htmlFor="short-category" className={labelStyle}>
            {intl.formatMessage({ id: 'shorts.upload.category' })}
          </label>
          {categories.status === 'failed' ? (
            <LoadFailed error={categories.error} onRetry={categories.retry} />
          ) : (
            <select
              id="short-category"
              className={input}
              value={category}
              disabled={uploading || !categories.data}
              onChange={(event) => send({ type: 'upload.category', category: event.currentTarget.value })}
              data-testid="short-upload-category"
            >
              {(categories.data ?? []).map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </select>
          )}
        </div>
        {uploading ? (
          <div className={progressRow} data-testid="short-upload-progress">
            <label htmlFor="short-progress" className={labelStyle}>
              {intl.formatMessage({ id: 'shorts.upload.sending' }, { percent: Math.round(progress * 100) })}
            </label>
            <progress id="short-progress" className={bar} max={1} value={progress} />
          </div>
        ) : null}
        {snapshot.matches('failed') && error ? (
          <div className={`${banner} ${errorBanner}`} role="alert" data-testid="short-upload-error">
            <Icon name="warning" size={20} />
            <span>{error.status > 0 ? error.message : intl.formatMessage({ id: 'common.networkError' })}</span>
          </div>
        ) : null}
        {snapshot.matches('cancelled') ? (
          <div className={`${banner} ${infoBanner}`} role="status" data-testid="short-upload-cancelled">
            <Icon name="info" size={20} />
            <span>{intl.formatMessage({ id: 'shorts.upload.cancelled' })}</span>
          </div>
        ) : null}
        <div className={actions}>
          {uploading ? (
            <button type="button" className={button({ variant: 'outline', size: 'md' })} onClick={() => send({ type: 'upload.cancel' })} data-testid="short-upload-cancel">
              <Icon name="close" size={18} />
              {intl.formatMessage({ id: 'shorts.upload.cancel' })}
            </button>
          ) : (
            <button type="submit" className={button({ variant: 'solid', size: 'md' })} data-testid="short-upload-submit">
              <ShortIcon name="upload" size={18} />
              {intl.formatMessage({ id: snapshot.matches('failed') ? 'shorts.upload.retry' : 'shorts.upload.submit' })}
            </button>
          )}
        </div>
      </div>
    </form>
  );
}
